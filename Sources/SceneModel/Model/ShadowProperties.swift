import Timing

/// CALayer's shadow. It follows the layer's drawn content (fill, outline, image, text and
/// children), blurred and offset. Defaults are Core Animation's, so a shadow appears as soon
/// as `shadowOpacity` is raised above 0.
public struct ShadowProperties: Sendable, Equatable {
  /// Shadow colour (opaque black).
  public var color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// 0…1, multiplied into the colour's alpha (Core Animation's default 0 hides the shadow).
  public var opacity = 0.0
  /// Blur radius in points. Flipbook blurs with a Gaussian of standard deviation σ = radius
  /// (Sketch and Figma export a blur B as shadowRadius B/2, and CSS's blur B is σ = B/2).
  public var radiusPoints = 3.0
  /// Offset in points, not rotated or scaled by the layer's transform (Core Animation's
  /// default (0, −3) casts the shadow upwards on screen).
  public var offsetPoints = Vec2(0, -3)

  /// Core Animation's defaults.
  public init() {}

  /// Whether anything would be drawn.
  public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}

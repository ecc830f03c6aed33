import Timing

/// Every property of a layer at one instant (or as authored, before animation). Most are
/// animatable; the few that are not (line cap, dash pattern, corner radii, masksToBounds) live
/// here too so the renderer reads one value.
public struct LayerProperties: Sendable, Equatable {
  /// The anchor point's position in the parent's coordinates, points (CALayer.position).
  public var position = Vec2(0, 0)
  /// Where in the layer's bounds the position and transforms attach, unit coordinates (default centre).
  public var anchorPoint = Vec2(0.5, 0.5)
  /// Bounds size in points; text layers without a size take the size of their text.
  public var size = Vec2(0, 0)
  /// 0…1; a group's opacity applies to the flattened group.
  public var opacity = 1.0
  /// Fill of rect, ellipse and path layers, background of text, group, gradient and image layers.
  public var backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Rounded-corner radius in points, clamped to half the shorter side when drawn.
  public var cornerRadius = 0.0
  /// Per-corner radii in points, replacing `cornerRadius` when set (not animatable).
  public var cornerRadii: CornerRadiiPoints?
  /// Scale about the anchor point (x, y).
  public var scale = Vec2(1, 1)
  /// Rotation about the anchor point in degrees, clockwise on screen (y points down).
  public var rotationDegrees = 0.0
  /// Text colour.
  public var textColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Font size in points.
  public var fontSizePoints = 17.0
  /// The string a text layer shows.
  public var text = ""

  /// Outline of rect, ellipse and path layers (CAShapeLayer); see `StrokeProperties`.
  public var stroke = StrokeProperties()
  /// CALayer border, drawn inside the bounds above the content and children.
  public var borderWidthPoints = 0.0
  /// Border colour (Core Animation's default is opaque black).
  public var borderColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Clips the layer's content and children to its (rounded) bounds.
  public var masksToBounds = false
  /// Drop shadow; see `ShadowProperties`.
  public var shadow = ShadowProperties()
  /// Gradient colours and geometry of a gradient layer.
  public var gradient = GradientProperties()
  /// Which frame of an animated GIF an image layer shows (0 for still images); set by the model
  /// from the GIF's own delays and the layer's time, never authored.
  public var imageFrameIndex = 0

  /// Creates properties with Core Animation's defaults.
  public init() {}
}

/// Four corner radii in points, clockwise from the top left (y points down).
public struct CornerRadiiPoints: Sendable, Equatable {
  public var topLeft, topRight, bottomRight, bottomLeft: Double

  /// Radii from `[topLeft, topRight, bottomRight, bottomLeft]`.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }
}

import Timing

/// Every animatable property of a layer, at one instant (or as authored, before animation).
public struct LayerProperties: Sendable, Equatable {
  /// The anchor point's position in the parent's coordinates, points (CALayer.position).
  public var position = Vec2(0, 0)
  /// Where in the layer's bounds the position and transforms attach, unit coordinates (default centre).
  public var anchorPoint = Vec2(0.5, 0.5)
  /// Bounds size in points; text layers without a size take the size of their text.
  public var size = Vec2(0, 0)
  /// 0…1; a group's opacity applies to the flattened group.
  public var opacity = 1.0
  /// Fill of rect and ellipse layers, background of text and group layers.
  public var backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Rounded-corner radius in points, clamped to half the shorter side when drawn.
  public var cornerRadius = 0.0
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

  /// Creates properties with Core Animation's defaults.
  public init() {}
}

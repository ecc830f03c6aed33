import Timing

/// A shape layer's outline (CAShapeLayer's stroke properties).
public struct StrokeProperties: Sendable, Equatable {
  /// Outline colour; transparent (the default) draws no outline.
  public var color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Line width in points (CAShapeLayer's default is 1).
  public var lineWidthPoints = 1.0
  /// Fraction 0…1 of the outline's length where the visible stroke starts.
  public var start = 0.0
  /// Fraction 0…1 of the outline's length where the visible stroke ends (progress rings animate this).
  public var end = 1.0
  /// Offset into the dash pattern, points (animating it gives "marching ants").
  public var dashPhasePoints = 0.0
  /// Longest miter join, in line widths, before it is bevelled.
  public var miterLimit = 10.0
  /// End caps of open subpaths and dashes.
  public var cap = LineCapStyle.butt
  /// Corner style.
  public var join = LineJoinStyle.miter
  /// Alternating on/off lengths in points; empty for a solid line.
  public var dashPatternPoints: [Double] = []

  /// CAShapeLayer's defaults.
  public init() {}
}

/// `lineCap` names (CAShapeLayerLineCap).
public enum LineCapStyle: String, Sendable, CaseIterable {
  case butt, round, square
}

/// `lineJoin` names (CAShapeLayerLineJoin).
public enum LineJoinStyle: String, Sendable, CaseIterable {
  case miter, round, bevel
}

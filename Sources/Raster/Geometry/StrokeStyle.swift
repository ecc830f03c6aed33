/// How the ends of open subpaths (and of dashes) are drawn.
public enum LineCap: String, Sendable, CaseIterable {
  /// Flat, exactly at the end point.
  case butt
  /// A half-disc of the line width's diameter beyond the end point.
  case round
  /// A half-square extending half the line width beyond the end point.
  case square
}

/// How two segments of a stroke meet.
public enum LineJoin: String, Sendable, CaseIterable {
  /// Outer edges extended to a point, falling back to bevel beyond the miter limit.
  case miter
  /// A circular arc around the corner.
  case round
  /// The outer corners joined by a straight line.
  case bevel
}

/// Stroke parameters, in the path's user-space units (`CAShapeLayer` vocabulary).
public struct StrokeStyle: Sendable, Equatable, Hashable {
  /// Line width in user-space units; 0 or less draws nothing.
  public var width: Double
  /// End caps of open subpaths and dashes.
  public var cap: LineCap
  /// Corner style.
  public var join: LineJoin
  /// Longest miter, as a multiple of the line width, before a miter join becomes a bevel (Core Animation's default is 10).
  public var miterLimit: Double
  /// Alternating on/off lengths in user-space units, restarting at each subpath; empty for a solid line.
  public var dashPattern: [Double]
  /// How far into the dash pattern each subpath starts.
  public var dashPhase: Double
  /// Fraction 0…1 of the whole path's length where the visible stroke begins (`strokeStart`).
  public var start: Double
  /// Fraction 0…1 of the whole path's length where the visible stroke ends (`strokeEnd`).
  public var end: Double

  /// A stroke style; defaults match `CAShapeLayer` (butt caps, miter joins, limit 10, no dashes, 0…1).
  public init(
    width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0, start: Double = 0, end: Double = 1
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
    self.start = start
    self.end = end
  }
}

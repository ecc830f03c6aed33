import Timing

/// The animatable part of a gradient layer (CAGradientLayer): colours, locations and end points.
public struct GradientProperties: Sendable, Equatable {
  /// Colours from start to end; fewer than two draws a solid fill of the one colour, or nothing.
  public var colors: [RGBAColor] = []
  /// Stop positions, one per colour, or nil to spread the colours evenly. Positions may lie
  /// outside 0…1 (the stop is then beyond an end, as in Core Animation and CSS): a skeleton
  /// shimmer moves `[-1, -0.5, 0]` to `[1, 1.5, 2]`.
  public var locations: [Double]?
  /// Where location 0 lies, unit coordinates of the bounds (CAGradientLayer's default: top centre).
  public var startPoint = Vec2(0.5, 0)
  /// Where location 1 lies (default: bottom centre). For radial gradients this is a corner of the
  /// ellipse around `startPoint` that location 1 lies on.
  public var endPoint = Vec2(0.5, 1)

  /// CAGradientLayer's defaults.
  public init() {}

  /// `locations`, or the colours spread evenly from 0 to 1 when it is nil (what an animation
  /// of `locations` starts from).
  public var effectiveLocations: [Double] {
    if let locations { return locations }
    guard colors.count > 1 else { return colors.map { _ in 0 } }
    return colors.indices.map { Double($0) / Double(colors.count - 1) }
  }
}

/// The fixed part of a gradient layer.
public struct GradientStyle: Sendable, Equatable {
  /// `axial` (linear) or `radial`.
  public var kind: GradientKind

  /// Creates a gradient style.
  public init(kind: GradientKind = .axial) {
    self.kind = kind
  }
}

/// CAGradientLayerType.
public enum GradientKind: String, Sendable, CaseIterable {
  case axial, radial
}

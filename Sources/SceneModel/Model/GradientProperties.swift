import Timing

/// The animatable part of a gradient layer (CAGradientLayer): colours and end points.
public struct GradientProperties: Sendable, Equatable {
  /// Colours from start to end; fewer than two draws a solid fill of the one colour, or nothing.
  public var colors: [RGBAColor] = []
  /// Where location 0 lies, unit coordinates of the bounds (CAGradientLayer's default: top centre).
  public var startPoint = Vec2(0.5, 0)
  /// Where location 1 lies (default: bottom centre). For radial gradients this is a corner of the
  /// ellipse around `startPoint` that location 1 lies on.
  public var endPoint = Vec2(0.5, 1)

  /// CAGradientLayer's defaults.
  public init() {}
}

/// The fixed part of a gradient layer.
public struct GradientStyle: Sendable, Equatable {
  /// `axial` (linear) or `radial`.
  public var kind: GradientKind
  /// Stop positions 0…1, one per colour, or nil to spread the colours evenly.
  public var locations: [Double]?

  /// Creates a gradient style.
  public init(kind: GradientKind = .axial, locations: [Double]? = nil) {
    self.kind = kind
    self.locations = locations
  }
}

/// CAGradientLayerType.
public enum GradientKind: String, Sendable, CaseIterable {
  case axial, radial
}

/// Hard bounds on what a scene may ask for, so a typo cannot ask for terabytes.
public struct SceneLimits: Sendable, Equatable {
  /// Largest canvas side in points.
  public var maximumCanvasPoints = 8192.0
  /// Largest output side in pixels (points × scale).
  public var maximumCanvasPixels = 16384
  /// Largest pixel density.
  public var maximumScale = 8.0
  /// Longest scene, seconds (one hour: 216,000 frames).
  public var maximumDurationSeconds = 3600.0
  /// Deepest layer nesting.
  public var maximumNestingDepth = 64

  /// The default limits.
  public init() {}
}

/// An easing: maps input progress (usually in [0, 1]) to output progress (may overshoot).
public enum TimingFunction: Sendable, Equatable {
  /// The identity; CSS `linear`, CA `linear` and CA's default when no timing function is set.
  case linear
  /// A cubic Bézier curve (CSS `cubic-bezier()`, `CAMediaTimingFunction(controlPoints:)`).
  case cubicBezier(CubicBezier)
  /// CSS `steps(count, position)`.
  case steps(count: Int, position: StepPosition)
  /// CSS `linear(…)` with resolved points (see `LinearStop.resolve`).
  case linearStops([LinearStop])
  /// A spring evaluated in seconds (see `Spring`).
  case spring(Spring)

  /// CSS `ease` = CA `kCAMediaTimingFunctionDefault`: cubic-bezier(0.25, 0.1, 0.25, 1).
  public static let ease = TimingFunction.cubicBezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
  /// CSS `ease-in` = CA `easeIn`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = TimingFunction.cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// CSS `ease-out` = CA `easeOut`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = TimingFunction.cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// CSS `ease-in-out` = CA `easeInEaseOut`: cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInEaseOut = TimingFunction.cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// CSS `step-start` = steps(1, jump-start).
  public static let stepStart = TimingFunction.steps(count: 1, position: .jumpStart)
  /// CSS `step-end` = steps(1, jump-end).
  public static let stepEnd = TimingFunction.steps(count: 1, position: .jumpEnd)

  /// The cubic-Bézier solver tolerance WebKit uses for an animation lasting `durationSeconds`:
  /// 1 / (1000 · d), i.e. about a millisecond's worth of precision in x. Non-positive or
  /// non-finite durations (instantaneous effects) get 1e-7, the solver's own Newton tolerance.
  public static func solverEpsilon(durationSeconds: Double) -> Double {
    guard durationSeconds.isFinite, durationSeconds > 0 else { return 1e-7 }
    return 1 / (1000 * durationSeconds)
  }

  /// Eased output for input progress `x`.
  ///
  /// - Parameters:
  ///   - beforeFlag: css-easing `steps()` before flag (set in the before phase going forwards,
  ///     or the after phase going in reverse); ignored by other functions.
  ///   - durationSeconds: the iteration duration. It sets the WebKit solver epsilon
  ///     1 / (1000 · d) for cubic Béziers and the time base for springs, which are evaluated
  ///     at `x · durationSeconds` seconds.
  public func progress(_ x: Double, beforeFlag: Bool = false, durationSeconds: Double) -> Double {
    switch self {
    case .linear:
      return x
    case let .cubicBezier(curve):
      return curve.solve(x, epsilon: Self.solverEpsilon(durationSeconds: durationSeconds))
    case let .steps(count, position):
      return stepProgress(x, count: count, position: position, beforeFlag: beforeFlag)
    case let .linearStops(stops):
      return linearStopsProgress(x, stops: stops)
    case let .spring(spring):
      return spring.progress(atSeconds: x * durationSeconds)
    }
  }

  /// The natural duration of a spring easing (its settling duration, which a spring animation
  /// without an explicit duration lasts); nil for every other timing function.
  public var settlingDurationSeconds: Double? {
    if case let .spring(spring) = self { return spring.settlingDurationSeconds }
    return nil
  }

  /// Throws if the parameters break the CSS rules (x1/x2 outside [0, 1], too few steps,
  /// fewer than two linear() points, an unphysical spring). `parse` already validates.
  /// The most steps `steps()` takes: far more than 60 fps can show in any scene, and small
  /// enough that a jump count (one more, for `jump-both`) cannot overflow.
  public static let maximumStepCount = 1_000_000_000

  public func validate() throws(TimingError) {
    switch self {
    case .linear:
      return
    case let .cubicBezier(curve):
      try curve.validate()
    case let .steps(count, position):
      let minimum = position == .jumpNone ? 2 : 1
      if count < minimum || count > Self.maximumStepCount { throw .invalidStepCount(count: count, position: position) }
    case let .linearStops(stops):
      if stops.count < 2 { throw .invalidLinearStops(reason: "needs at least 2 points, got \(stops.count)") }
    case let .spring(spring):
      try spring.validate()
    }
  }
}

extension TimingFunction: CustomStringConvertible {
  /// CSS-like text that `parse` reads back (springs print their physical parameters).
  public var description: String {
    switch self {
    case .linear:
      return "linear"
    case let .cubicBezier(c):
      return "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(formatNumber).joined(separator: ", ")))"
    case let .steps(count, position):
      return "steps(\(count), \(position.rawValue))"
    case let .linearStops(stops):
      let parts = stops.map { "\(formatNumber($0.output)) \(formatNumber($0.input * 100))%" }
      return "linear(\(parts.joined(separator: ", ")))"
    case let .spring(s):
      return "spring(mass: \(formatNumber(s.mass)), stiffness: \(formatNumber(s.stiffness)), "
        + "damping: \(formatNumber(s.damping)), initialVelocity: \(formatNumber(s.initialVelocity)))"
    }
  }
}

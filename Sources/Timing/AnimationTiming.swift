/// The Web Animations timing of one animation effect, with Core Animation's vocabulary already
/// translated in (see `AnimationTiming.coreAnimation(…)`).
///
/// Times are integer ticks, so phases, iteration indices and iteration boundaries are exact;
/// floating point is used only for the fraction inside an iteration and for easing.
public struct AnimationTiming: Sendable, Equatable {
  /// Start of the active interval relative to the parent's local time (CA `beginTime`, CSS
  /// `animation-delay`); may be negative. Measured in parent time, so `playbackRate` does not
  /// scale it (as in CA, where `t = (tp − beginTime)·speed + timeOffset`).
  public var delay: TickTime
  /// Length of one iteration in the effect's own time; ≥ 0.
  public var iterationDuration: TickTime
  /// Number of iterations; ≥ 0, may be fractional or `.infinity`.
  public var iterations: Double
  /// Where playback starts, in iterations; ≥ 0 (CA `timeOffset / duration`). Unlike a negative
  /// delay it does not shorten the active interval: the start wraps around to the end.
  public var iterationStart: Double
  /// The direction of each iteration.
  public var direction: PlaybackDirection
  /// What the effect shows outside its active interval.
  public var fill: FillMode
  /// Effect-level easing applied to the directed progress (CSS keyframe animations leave this
  /// `linear` and ease per keyframe).
  public var easing: TimingFunction
  /// How fast the effect's time runs relative to its parent's (CA `speed`); must be > 0 (see
  /// `validate()`). The active interval lasts `activeDuration / playbackRate` in parent time.
  public var playbackRate: Double

  /// A timing; the defaults are one forward iteration with no delay, no fill, linear easing.
  public init(delay: TickTime = .zero, iterationDuration: TickTime, iterations: Double = 1, iterationStart: Double = 0,
              direction: PlaybackDirection = .normal, fill: FillMode = .removed, easing: TimingFunction = .linear,
              playbackRate: Double = 1) {
    self.delay = delay
    self.iterationDuration = iterationDuration
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.direction = direction
    self.fill = fill
    self.easing = easing
    self.playbackRate = playbackRate
  }

  /// Whether the active interval never ends (infinite iterations of a non-zero duration).
  public var isInfinite: Bool {
    iterations.isInfinite && iterationDuration.ticks > 0
  }

  /// `iterationDuration × iterations` in the effect's time (0 if either is 0), rounded to the
  /// nearest tick; saturates at `Int64.max` ticks when `isInfinite`.
  public var activeDuration: TickTime {
    guard iterationDuration.ticks > 0, iterations > 0 else { return .zero }
    let product = Double(iterationDuration.ticks) * iterations
    // 2^62 ticks is ~2.4 million years: anything longer behaves as infinite.
    guard product.isFinite, product < 0x1p62 else { return TickTime(ticks: .max) }
    return TickTime(ticks: Int64(product.rounded()))
  }

  /// The end of the active interval in the parent's time, `max(delay + activeDuration /
  /// playbackRate, 0)` as in Web Animations; nil when the effect never ends (infinite, or a
  /// non-positive playback rate).
  public var endTime: TickTime? {
    guard !isInfinite, playbackRate > 0, playbackRate.isFinite else { return nil }
    let activeParentTicks = playbackRate == 1
      ? activeDuration.ticks
      : Int64(saturating: Double(activeDuration.ticks) / playbackRate)
    return TickTime(ticks: max(delay.ticks.saturatingAdd(activeParentTicks), 0))
  }

  /// Throws unless the duration is ≥ 0, iterations ≥ 0 (not NaN), iterationStart finite and
  /// ≥ 0, playbackRate finite and > 0 (negative CA speeds are rejected rather than guessed),
  /// and the easing is valid.
  public func validate() throws(TimingError) {
    if iterationDuration.ticks < 0 {
      throw .invalidTiming(field: "duration", reason: "must not be negative, got \(formatNumber(iterationDuration.seconds))")
    }
    if !(iterations >= 0) {
      throw .invalidTiming(field: "iterations", reason: "must be ≥ 0, got \(formatNumber(iterations))")
    }
    if !(iterationStart >= 0) || !iterationStart.isFinite {
      throw .invalidTiming(field: "iterationStart", reason: "must be a finite number ≥ 0, got \(formatNumber(iterationStart))")
    }
    if !(playbackRate > 0) || !playbackRate.isFinite {
      throw .invalidTiming(field: "speed", reason: "must be a finite number > 0, got \(formatNumber(playbackRate))")
    }
    try easing.validate()
  }

  /// The effect's own time `(localTime − delay) × playbackRate` in ticks, not rounded to a
  /// whole tick (a slow speed puts it between ticks).
  func effectTime(atParentTime localTime: TickTime) -> Double {
    let relative = localTime.ticks.saturatingAdd(delay.ticks == .min ? .max : -delay.ticks)
    return playbackRate == 1 ? Double(relative) : Double(relative) * playbackRate
  }

  /// `iterationDuration × iterations` in ticks, not rounded to a whole tick (a fractional
  /// count ends partway through one); `.infinity` when `isInfinite`, 0 if either is 0.
  var exactActiveDurationTicks: Double {
    guard iterationDuration.ticks > 0, iterations > 0 else { return 0 }
    return isInfinite ? .infinity : Double(iterationDuration.ticks) * iterations
  }
}

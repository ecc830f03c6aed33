import Timing

extension DecodingContext {
  /// Warns about a group whose easing leaves 0…1 (an overshooting cubic-bezier, a spring): a
  /// group's easing warps its children's *time*, so past 100 % the children run beyond their
  /// end and hold their end value or snap back, rather than overshoot (QA: a dot eased by its
  /// group's `cubic-bezier(0.3, 0, 0.7, 1.5)` jumped back to its start for the last 17 frames).
  /// This is Web Animations' group model, and Core Animation's as OpenCoreAnimation reads it;
  /// the easing gives the bounce only when the children have it.
  func warnIfGroupEasingOvershoots(_ timing: AnimationTiming, path: String, node: JSONNode?) {
    guard let extreme = Self.progressOutsideUnitInterval(timing.easing, durationSeconds: timing.iterationDuration.seconds) else { return }
    let outside = extreme > 1
      ? "past 100 % they run beyond their ends and hold their end values (with a fillMode that fills forwards)"
      : "below 0 % they run before their starts and hold their start values (with a fillMode that fills backwards)"
    warning(path, "this group's easing reaches \(Self.percent(extreme)), but a group's easing warps its children's time: \(outside) or snap back, instead of overshooting; to overshoot, give the easing to the children", at: node)
  }

  /// The progress furthest outside 0…1 that `easing` reaches, sampled at 1 000 points; nil
  /// when it stays inside (within 1e-9, a solver's rounding).
  static func progressOutsideUnitInterval(_ easing: TimingFunction, durationSeconds: Double) -> Double? {
    if case .linear = easing { return nil }
    if case .steps = easing { return nil }
    var extreme: Double?
    for i in 0...1000 {
      let progress = easing.progress(Double(i) / 1000, durationSeconds: max(durationSeconds, 1e-3))
      let outside = progress > 1 ? progress - 1 : -progress
      if outside > 1e-9, outside > (extreme.map { $0 > 1 ? $0 - 1 : -$0 } ?? 0) { extreme = progress }
    }
    return extreme
  }

  private static func percent(_ progress: Double) -> String {
    let value = (progress * 1000).rounded() / 10
    return "\(NumberFormatting.roundTrip(value)) %"
  }
}

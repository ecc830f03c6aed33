import Timing

extension DecodingContext {
  /// Warns about a group whose easing leaves 0…1 (an overshooting cubic-bezier, a spring): a
  /// group's easing warps its children's *time*, so past 100 % the children run beyond their
  /// end and hold their end value or snap back, rather than overshoot (QA: a dot eased by its
  /// group's `cubic-bezier(0.3, 0, 0.7, 1.5)` jumped back to its start for the last 17 frames).
  /// This is Web Animations' group model, and Core Animation's as OpenCoreAnimation reads it;
  /// the easing gives the bounce only when the children have it.
  func warnIfGroupEasingOvershoots(_ timing: AnimationTiming, path: String, node: JSONNode?) {
    let (below, above) = Self.progressOutsideUnitInterval(timing.easing, durationSeconds: timing.iterationDuration.seconds)
    // Both sides when it goes both ways (QA: cubic-bezier(0.5, -0.5, 0.5, 1.5) was said to reach
    // -8.1 % only).
    let reaches = [below, above].compactMap { $0 }.map(Self.percent).joined(separator: " and ")
    guard !reaches.isEmpty else { return }
    let outside = [
      above.map { _ in "past 100 % they run beyond their ends and hold their end values (with a fillMode that fills forwards)" },
      below.map { _ in "below 0 % they run before their starts and hold their start values (with a fillMode that fills backwards)" },
    ].compactMap { $0 }.joined(separator: ", and ")
    warning(path, "this group's easing reaches \(reaches), but a group's easing warps its children's time: \(outside) or snap back, instead of overshooting; to overshoot, give the easing to the children", at: node)
  }

  /// The lowest progress below 0 and the highest above 1 that `easing` reaches, sampled at
  /// 1 000 points; nil for a side it stays inside (within 1e-9, a solver's rounding).
  static func progressOutsideUnitInterval(_ easing: TimingFunction, durationSeconds: Double) -> (below: Double?, above: Double?) {
    if case .linear = easing { return (nil, nil) }
    if case .steps = easing { return (nil, nil) }
    var below: Double?, above: Double?
    for i in 0...1000 {
      let progress = easing.progress(Double(i) / 1000, durationSeconds: max(durationSeconds, 1e-3))
      if progress < -1e-9, progress < (below ?? 0) { below = progress }
      if progress > 1 + 1e-9, progress > (above ?? 1) { above = progress }
    }
    return (below, above)
  }

  private static func percent(_ progress: Double) -> String {
    let value = (progress * 1000).rounded() / 10
    return "\(NumberFormatting.roundTrip(value)) %"
  }
}

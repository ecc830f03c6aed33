extension AnimationTiming {
  /// Translates Core Animation's `CAMediaTiming` vocabulary into the Web Animations model
  /// (reference §8), so CA animations run through the one pipeline.
  ///
  /// - `beginTime` → `delay` (parent time), `speed` → `playbackRate`.
  /// - `autoreverses` → `alternate`, and one CA repeat becomes two iterations (forward + back).
  ///   The reverse half is a time mirror: the timing function is not flipped.
  /// - Iterations: `repeatDuration / duration` when `repeatDuration > 0` (it wins if both are
  ///   set, which CA leaves undefined), else `(repeatCount > 0 ? repeatCount : 1) × (2 if
  ///   autoreversing)`. `repeatCount = .infinity` repeats forever.
  /// - `timeOffset` → `iterationStart = timeOffset / duration`: playback starts partway and
  ///   wraps around inside the active duration (C→D→E→A→B), unlike a negative CSS delay.
  /// - `fillMode` maps directly (`removed` = CSS `none`).
  ///
  /// `duration` is taken as given: CA's "0 means the 0.25 s transaction duration" default is the
  /// caller's decision (a missing field), and an explicit 0 is an instantaneous animation.
  public static func coreAnimation(beginTime: TickTime = .zero, duration: TickTime, speed: Double = 1,
                                   timeOffset: TickTime = .zero, repeatCount: Double = 0,
                                   repeatDuration: TickTime = .zero, autoreverses: Bool = false,
                                   fillMode: FillMode = .removed, timingFunction: TimingFunction = .linear) -> AnimationTiming {
    let halfCycles: Double = autoreverses ? 2 : 1
    let iterations: Double
    if repeatDuration.ticks > 0, duration.ticks > 0 {
      iterations = Double(repeatDuration.ticks) / Double(duration.ticks)
    } else {
      iterations = (repeatCount > 0 ? repeatCount : 1) * halfCycles
    }
    let iterationStart = duration.ticks > 0 ? max(Double(timeOffset.ticks), 0) / Double(duration.ticks) : 0
    return AnimationTiming(delay: beginTime, iterationDuration: duration, iterations: iterations,
                           iterationStart: iterationStart, direction: autoreverses ? .alternate : .normal,
                           fill: fillMode, easing: timingFunction, playbackRate: speed)
  }

  /// The number of whole CA repeat cycles completed before the sample's iteration (for
  /// `cumulative`): the iteration index, halved when autoreversing (a cycle is there and back).
  public static func completedCycles(for sample: TimingSample, autoreverses: Bool) -> Int {
    guard sample.currentIteration.isFinite, sample.currentIteration > 0 else { return 0 }
    let cycles = (sample.currentIteration / (autoreverses ? 2 : 1)).rounded(.down)
    return cycles < Double(Int.max / 2) ? Int(cycles) : Int.max / 2
  }
}

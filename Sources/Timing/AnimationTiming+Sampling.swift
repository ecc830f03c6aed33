extension AnimationTiming {
  /// The effect's phase, iteration and progress at `localTime` (the parent's time), following
  /// Web Animations §"Core animation effect calculations"; nil when the effect has no effect
  /// (before or after the active interval without a matching fill).
  ///
  /// Departure from the letter of the spec, documented: a backwards-filled active time is
  /// clamped to the active duration as well as to 0 (the spec only clamps to 0, which matters
  /// only for negative local times combined with a large negative delay).
  public func sample(at localTime: TickTime) -> TimingSample? {
    // Times inside the effect are ticks held in doubles, not rounded to whole ticks: a speed,
    // a fractional iteration count or a timeOffset can put them between ticks, and rounding
    // there made a slow animation step unevenly (speed 0.0015: 2, 1, 2, 1 … instead of 1.5
    // per frame; QA). Whole numbers below 2^53 are exact in a double, so whenever every time
    // is a whole tick (the usual case) this is the integer arithmetic it replaced.
    let activeDurationTicks = exactActiveDurationTicks
    let effectTicks = BoundarySnap.ticksSnapped(effectTime(atParentTime: localTime), onto: activeDurationTicks)

    // Phase. An effect never starts before its parent's time 0 (the max(…, 0) in the spec's
    // before-active boundary), so negative local times are always in the before phase.
    let phase: AnimationPhase
    if localTime.ticks < 0 || effectTicks < 0 {
      phase = .before
    } else if !isInfinite && effectTicks >= activeDurationTicks {
      phase = .after
    } else {
      phase = .active
    }

    // Active time, or no effect.
    let activeTicks: Double
    switch phase {
    case .before:
      guard fill.fillsBackwards else { return nil }
      activeTicks = min(max(effectTicks, 0), activeDurationTicks)
    case .active:
      activeTicks = effectTicks
    case .after:
      guard fill.fillsForwards else { return nil }
      activeTicks = max(min(effectTicks, activeDurationTicks), 0)
    }

    let (simpleProgress, currentIteration) = iterationPosition(
      phase: phase, activeTicks: activeTicks, activeDurationTicks: activeDurationTicks)

    // Direction: alternate plays iterations 0, 2, 4… forwards (an infinite index counts as even).
    let isForwards: Bool
    switch direction {
    case .normal: isForwards = true
    case .reverse: isForwards = false
    case .alternate, .alternateReverse:
      var index = currentIteration
      if direction == .alternateReverse { index += 1 }
      isForwards = index.isInfinite || index.truncatingRemainder(dividingBy: 2) == 0
    }
    let directed = isForwards ? simpleProgress : 1 - simpleProgress

    // The steps() before flag: before phase going forwards, or after phase going backwards.
    let beforeFlag = (phase == .before && isForwards) || (phase == .after && !isForwards)
    let eased = easing.progress(directed, beforeFlag: beforeFlag, durationSeconds: iterationDuration.seconds)

    return TimingSample(phase: phase, currentIteration: currentIteration, directedProgress: directed,
                        progress: eased, activeTime: TickTime(ticks: Int64(saturating: activeTicks)), isForwards: isForwards)
  }

  /// Simple iteration progress and current iteration (spec steps 4–6).
  private func iterationPosition(phase: AnimationPhase, activeTicks: Double,
                                 activeDurationTicks: Double) -> (simple: Double, iteration: Double) {
    // Step 5's special case: exactly at the end of a non-empty active interval the progress is
    // 1 of the last iteration, not 0 of the next, so a filled end shows the end value.
    let atEnd = phase != .before && activeTicks == activeDurationTicks && iterations != 0

    let durationTicks = iterationDuration.ticks
    guard durationTicks > 0 else {
      // Zero-length iterations: the whole effect is instantaneous (Double path, no time to divide).
      let overall = (phase == .before ? 0 : iterations) + iterationStart
      var simple = overall.isInfinite
        ? iterationStart - iterationStart.rounded(.down)
        : overall - overall.rounded(.down)
      var iteration = overall.rounded(.down)
      if simple == 0, atEnd {
        simple = 1
        iteration -= 1
      }
      if phase == .after, iterations.isInfinite { iteration = .infinity }
      return (simple, iteration)
    }

    // iterationStart becomes an offset inside the effect's time; the iteration index and the
    // time into it come from a floored division, corrected so that 0 ≤ remainder < duration
    // and snapped onto an iteration's start when only rounding error keeps it off.
    let duration = Double(durationTicks)
    let offsetTicks = activeTicks + iterationStart * duration
    guard offsetTicks.isFinite, offsetTicks < 0x1p62 else { return (0, .infinity) }
    var iterationIndex = (offsetTicks / duration).rounded(.down)
    var remainder = offsetTicks - iterationIndex * duration
    if remainder < 0 {
      iterationIndex -= 1
      remainder += duration
    }
    if remainder >= duration - BoundarySnap.tickTolerance * max(1, offsetTicks) {
      iterationIndex += 1
      remainder = 0
    } else if remainder <= BoundarySnap.tickTolerance * max(1, offsetTicks) {
      remainder = 0
    }
    var simple = remainder / duration
    if remainder == 0, atEnd {
      simple = 1
      iterationIndex -= 1
    }
    return (simple, iterationIndex)
  }
}

extension KeyframeTrack {
  /// The value at iteration progress `progress` (from `TimingSample.progress`; may be outside
  /// [0, 1] for overshooting easings, which extrapolates the first or last segment).
  ///
  /// - Parameters:
  ///   - beforeFlag: passed to a segment's `steps()` easing.
  ///   - durationSeconds: the iteration duration. Segment easings get it for the cubic-Bézier
  ///     solver precision (as WebKit does); a spring segment easing is timed in the segment's
  ///     own seconds (iteration duration × segment length).
  public func value(at progress: Double, beforeFlag: Bool = false, durationSeconds: Double) -> Value {
    if values.count == 1 { return values[0] }
    if mode == .discrete { return values[discreteIndex(keyTimes: keyTimes, valueCount: values.count, progress: progress)] }
    if mode == .cubicPaced, let value = cubicPacedValue(at: progress) { return value }

    guard let (start, end) = interval(at: progress) else {
      return progress < 0 ? values[0] : values[values.count - 1]
    }
    let span = keyTimes[end] - keyTimes[start]
    var distance = span > 0 ? (progress - keyTimes[start]) / span : 1
    // Reached within rounding error (see `BoundarySnap`): the segment's start, not a hair before it.
    if distance < 0, BoundarySnap.reaches(progress, keyTimes[start]) { distance = 0 }
    let easing = timingFunctions[start]
    let segmentSeconds: Double
    if case .spring = easing { segmentSeconds = durationSeconds * span } else { segmentSeconds = durationSeconds }
    let eased = easing.progress(distance, beforeFlag: beforeFlag, durationSeconds: segmentSeconds)

    switch mode {
    case .cubic, .cubicPaced:
      return cubicValue(segment: start, fraction: eased)
    case .linear, .paced, .discrete:
      return Value.interpolate(values[start], values[end], fraction: eased)
    }
  }

  /// The value at a timing sample (nil sample: no effect → nil).
  public func value(for sample: TimingSample?, timing: AnimationTiming) -> Value? {
    guard let sample else { return nil }
    let beforeFlag = (sample.phase == .before && sample.isForwards) || (sample.phase == .after && !sample.isForwards)
    return value(at: sample.progress, beforeFlag: beforeFlag, durationSeconds: timing.iterationDuration.seconds)
  }

  /// The keyframe interval for `progress` per Web Animations; nil when the progress is outside
  /// [0, 1] next to several keyframes at that end (then the end value itself is used).
  func interval(at progress: Double) -> (start: Int, end: Int)? {
    let last = keyTimes.count - 1
    if progress < 0, keyTimes.count > 1, keyTimes[1] == 0 { return nil }
    if progress >= 1, keyTimes.count > 1, keyTimes[last - 1] == 1 { return nil }
    // The last keyframe with key time ≤ progress and < 1; failing that, the last at 0.
    var start = -1
    for index in 0...last where BoundarySnap.reaches(progress, keyTimes[index]) && keyTimes[index] < 1 {
      start = index
    }
    if start < 0 {
      start = keyTimes.lastIndex(of: 0) ?? 0
    }
    guard start < last else { return nil }
    return (start, start + 1)
  }
}

/// The index of the value a discrete track shows at `progress`: the last value whose key time
/// is ≤ progress (switching at ≥), the first value before the first key time.
func discreteIndex(keyTimes: [Double], valueCount: Int, progress: Double) -> Int {
  var index = 0
  for candidate in 0..<min(valueCount, keyTimes.count) where BoundarySnap.reaches(progress, keyTimes[candidate]) {
    index = candidate
  }
  return index
}

/// One CSS keyframe: `{offset, value, easing}`.
public struct CSSKeyframe<Value: Interpolatable>: Sendable, Equatable {
  /// Position in [0, 1]; nil to space it evenly between its neighbours (first → 0, last → 1).
  public var offset: Double?
  /// The value at this keyframe.
  public var value: Value
  /// The easing from this keyframe to the next; nil for the animation's timing function.
  public var easing: TimingFunction?

  /// A keyframe.
  public init(offset: Double?, value: Value, easing: TimingFunction? = nil) {
    self.offset = offset
    self.value = value
    self.easing = easing
  }
}

extension KeyframeTrack {
  /// A linear-mode track from CSS keyframes (Web Animations keyframe effect).
  ///
  /// Missing offsets are computed (first 0, last 1, others spaced evenly between known ones);
  /// a missing 0 % or 100 % keyframe is synthesized with `underlyingValue` (the spec's neutral
  /// value composited with the underlying value). Each keyframe's easing, or `defaultEasing`
  /// (CSS `animation-timing-function`, whose initial value is `ease`), applies to the interval
  /// that starts at it; the effect-level easing should then stay linear.
  public init(cssKeyframes: [CSSKeyframe<Value>], underlyingValue: Value,
              defaultEasing: TimingFunction = .ease) throws(TimingError) {
    guard !cssKeyframes.isEmpty else { throw .tooFewKeyframes(count: 0, minimum: 1) }
    // Closures, not key paths: a key path in generic code is built at run time on every call
    // (swift_getKeyPath), and a CSS keyframe track is built for every sample (its missing ends
    // take the underlying value): 58 % of a scene of 30 CSS keyframe animations went there.
    var offsets = cssKeyframes.map { $0.offset }
    if offsets.count > 1, offsets[0] == nil { offsets[0] = 0 }
    if offsets[offsets.count - 1] == nil { offsets[offsets.count - 1] = 1 }

    var previous = -Double.infinity
    for (index, offset) in offsets.enumerated() {
      guard let offset else { continue }
      guard offset >= 0, offset <= 1 else { throw .keyTimeOutOfRange(index: index, value: offset) }
      guard offset >= previous else { throw .keyTimesDecreasing(index: index, value: offset, previous: previous) }
      previous = offset
    }
    // Space runs of missing offsets evenly between their known neighbours.
    var index = 1
    while index < offsets.count {
      guard offsets[index] == nil else { index += 1; continue }
      var runEnd = index
      while offsets[runEnd] == nil { runEnd += 1 }
      let start = offsets[index - 1]!
      let end = offsets[runEnd]!
      for missing in index..<runEnd {
        offsets[missing] = start + (end - start) * Double(missing - index + 1) / Double(runEnd - index + 1)
      }
      index = runEnd + 1
    }

    var values = cssKeyframes.map { $0.value }
    var times = offsets.map { $0! }
    var easings = cssKeyframes.map { $0.easing ?? defaultEasing }
    if times[0] != 0 {
      values.insert(underlyingValue, at: 0)
      times.insert(0, at: 0)
      easings.insert(defaultEasing, at: 0)
    }
    if times[times.count - 1] != 1 {
      values.append(underlyingValue)
      times.append(1)
      easings.append(defaultEasing)
    }
    try self.init(values: values, keyTimes: times, timingFunctions: Array(easings.dropLast()), mode: .linear)
  }
}

/// Keyframes for values that cannot be interpolated (strings, enums, images): each value holds
/// from its key time until the next, switching at ≥ — how a text layer cycles placeholders.
public struct DiscreteTrack<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The values (at least one).
  public let values: [Value]
  /// Key times in [0, 1], non-decreasing: one per value, or one more (the last marks the end).
  public let keyTimes: [Double]

  /// A validated track; nil key times space the values evenly (value i from i / count).
  public init(values: [Value], keyTimes: [Double]? = nil) throws(TimingError) {
    guard !values.isEmpty else { throw .tooFewKeyframes(count: 0, minimum: 1) }
    self.values = values
    if let keyTimes {
      try KeyframeTrack<Double>.validate(keyTimes: keyTimes, valueCount: values.count, mode: .discrete)
      self.keyTimes = keyTimes
    } else {
      self.keyTimes = (0..<values.count).map { Double($0) / Double(values.count) }
    }
  }

  /// The value shown at iteration progress `progress` (the first before the first key time,
  /// the last from the last key time on).
  public func value(at progress: Double) -> Value {
    values[discreteIndex(keyTimes: keyTimes, valueCount: values.count, progress: progress)]
  }
}

/// Keyframe values over an iteration's progress: CAKeyframeAnimation `values` + `keyTimes` +
/// `timingFunctions` + `calculationMode`, and CSS `@keyframes` (see `init(cssKeyframes:…)`).
///
/// Evaluate with `value(at:)` using the `progress` of a `TimingSample`. Interval selection and
/// extrapolation follow Web Animations' keyframe-effect rules: a progress exactly on a key time
/// uses the later interval, and progress outside [0, 1] extrapolates the end intervals.
public struct KeyframeTrack<Value: Interpolatable>: Sendable, Equatable {
  /// The keyframe values (at least one).
  public let values: [Value]
  /// Resolved key times in [0, 1], non-decreasing: one per value, or for `discrete` one per
  /// value or one more. Computed from distances for the paced modes.
  public let keyTimes: [Double]
  /// One timing function per segment (values − 1), `linear` where none was given. Unused by
  /// `discrete` and `paced`.
  public let timingFunctions: [TimingFunction]
  /// How values are interpolated.
  public let mode: CalculationMode
  /// Kochanek–Bartels tension per value in [−1, 1] (cubic modes; 0 = Catmull-Rom).
  public let tension: [Double]
  /// Kochanek–Bartels continuity per value in [−1, 1] (cubic modes).
  public let continuity: [Double]
  /// Kochanek–Bartels bias per value in [−1, 1] (cubic modes).
  public let bias: [Double]
  /// `cubicPaced` only: the spline's normalised arc length at even steps of each segment
  /// (`cubicArcLengthTable()`), inverted for constant speed; empty otherwise.
  private(set) var pacedArcLengths: [Double] = []

  /// A validated track.
  ///
  /// - Parameters:
  ///   - keyTimes: nil for even spacing. `linear` / `cubic`: one per value, starting at 0 and
  ///     ending at 1. `discrete`: one per value or one more. Ignored by the paced modes.
  ///   - timingFunctions: nil for linear segments, else exactly values − 1 entries.
  ///   - tension, continuity, bias: nil for 0, else one per value, each in [−1, 1].
  /// - Throws: `TimingError` for a wrong count, a key time outside [0, 1] or decreasing, linear or
  ///   cubic key times not spanning [0, 1], or a mode the value type cannot do (paced needs
  ///   a distance, cubic a vector type).
  public init(values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
              mode: CalculationMode = .linear, tension: [Double]? = nil, continuity: [Double]? = nil,
              bias: [Double]? = nil) throws(TimingError) {
    let count = values.count
    guard count >= 1 else { throw .tooFewKeyframes(count: 0, minimum: 1) }
    self.values = values
    self.mode = mode

    if mode == .cubic || mode == .cubicPaced, Value.weightedSum([(values[0], 1)]) == nil {
      throw .invalidTiming(field: "calculationMode", reason: "\(mode.rawValue) needs numbers, points or sizes")
    }

    if mode.isPaced {
      self.keyTimes = try Self.pacedKeyTimes(values)
    } else if let keyTimes {
      try Self.validate(keyTimes: keyTimes, valueCount: count, mode: mode)
      self.keyTimes = keyTimes
    } else {
      let slots = mode == .discrete ? count : count - 1
      self.keyTimes = (0..<count).map { slots == 0 ? 0 : Double($0) / Double(slots) }
    }

    if let timingFunctions, !mode.isPaced, mode != .discrete {
      guard timingFunctions.count == count - 1 else {
        throw .timingFunctionsCountMismatch(expected: count - 1, actual: timingFunctions.count)
      }
      for function in timingFunctions { try function.validate() }
      self.timingFunctions = timingFunctions
    } else {
      self.timingFunctions = Array(repeating: .linear, count: max(count - 1, 0))
    }

    self.tension = try Self.splineParameter(tension, name: "tension", count: count)
    self.continuity = try Self.splineParameter(continuity, name: "continuity", count: count)
    self.bias = try Self.splineParameter(bias, name: "bias", count: count)
    if mode == .cubicPaced { pacedArcLengths = cubicArcLengthTable() }
  }

  /// Checks author key times against the mode's rules.
  static func validate(keyTimes: [Double], valueCount: Int, mode: CalculationMode) throws(TimingError) {
    if mode == .discrete {
      guard keyTimes.count == valueCount || keyTimes.count == valueCount + 1 else {
        throw .keyTimesCountMismatch(expected: valueCount + 1, actual: keyTimes.count, mode: "discrete")
      }
    } else if keyTimes.count != valueCount {
      throw .keyTimesCountMismatch(expected: valueCount, actual: keyTimes.count, mode: mode.rawValue)
    }
    for (index, time) in keyTimes.enumerated() {
      guard time >= 0, time <= 1 else { throw .keyTimeOutOfRange(index: index, value: time) }
      if index > 0, time < keyTimes[index - 1] {
        throw .keyTimesDecreasing(index: index, value: time, previous: keyTimes[index - 1])
      }
    }
    if mode != .discrete, valueCount > 1, keyTimes.first != 0 || keyTimes.last != 1 {
      throw .keyTimesMustSpanUnitInterval(first: keyTimes.first ?? 0, last: keyTimes.last ?? 0)
    }
    // Before a first key time past 0 no value is due; the first one showed there in silence (QA),
    // where linear key times are refused. SMIL and SVG require discrete key times to start at 0.
    if mode == .discrete, let first = keyTimes.first, first != 0 {
      throw .discreteKeyTimesMustStartAtZero(first: first)
    }
    // The extra key time closes the last value's interval; one before 1 was ignored in silence
    // (QA), and Core Animation documents the last as 1.0.
    if mode == .discrete, keyTimes.count == valueCount + 1, let last = keyTimes.last, last != 1 {
      throw .discreteKeyTimesMustEndAtOne(last: last)
    }
  }

  /// Key times proportional to the cumulative distance along the values (constant speed).
  /// Equal consecutive values give a zero-length segment; all-equal values are spaced evenly.
  static func pacedKeyTimes(_ values: [Value]) throws(TimingError) -> [Double] {
    guard values.count > 1 else { return [0] }
    var cumulative = [0.0]
    for index in 1..<values.count {
      guard let distance = Value.pacingDistance(values[index - 1], values[index]) else {
        throw .invalidTiming(field: "calculationMode", reason: "paced timing needs values with a distance (numbers, points, sizes, colours)")
      }
      // Finite values whose distance is not (1e300 apart in x and y) cannot be paced (QA: they
      // were said to have no distance at all).
      guard distance.isFinite, distance >= 0, (cumulative[index - 1] + distance).isFinite else {
        throw .invalidTiming(field: "calculationMode", reason: "paced timing needs the distance along the values, and values \(index - 1) and \(index) are too far apart to measure")
      }
      cumulative.append(cumulative[index - 1] + distance)
    }
    let total = cumulative[cumulative.count - 1]
    guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
    var times = cumulative.map { $0 / total }
    times[times.count - 1] = 1  // exact end despite rounding in the sum
    return times
  }

  /// A per-value spline parameter list (0s when absent), each in [−1, 1].
  static func splineParameter(_ list: [Double]?, name: String, count: Int) throws(TimingError) -> [Double] {
    guard let list else { return Array(repeating: 0, count: count) }
    guard list.count == count else {
      throw .invalidTiming(field: name, reason: "needs one entry per value (\(count)), got \(list.count)")
    }
    for value in list where !(value >= -1 && value <= 1) {
      throw .valueOutOfRange(what: name, value: value, range: "[-1, 1]")
    }
    return list
  }
}

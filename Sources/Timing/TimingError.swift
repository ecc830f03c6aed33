/// Everything that can be wrong with a timing value. Messages never contain a JSON path:
/// the caller prefixes one (`layers[0].animations[1].timingFunction: …`).
public enum TimingError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
  /// A timing-function (or fill / direction / order) name that is not known;
  /// `suggestion` is the closest valid name, if one is close enough.
  case unknownName(kind: String, name: String, suggestion: String?)
  /// A function call like `cubic-bezier(…)` whose text cannot be read.
  case malformedFunction(text: String, reason: String)
  /// A numeric parameter outside its allowed range, e.g. cubic-bezier x1 = 1.2.
  case valueOutOfRange(what: String, value: Double, range: String)
  /// `steps(n, position)` with too few steps for the position.
  case invalidStepCount(count: Int, position: StepPosition)
  /// A spring parameter that makes no physical sense (non-positive mass, …).
  case invalidSpring(reason: String)
  /// `linear(…)` stops that cannot be used.
  case invalidLinearStops(reason: String)
  /// A timing field (duration, iterations, speed, …) with an unusable value.
  case invalidTiming(field: String, reason: String)
  /// Key times whose count does not match the values (`expected` for the calculation mode).
  case keyTimesCountMismatch(expected: Int, actual: Int, mode: String)
  /// A key time outside [0, 1].
  case keyTimeOutOfRange(index: Int, value: Double)
  /// A key time smaller than the one before it.
  case keyTimesDecreasing(index: Int, value: Double, previous: Double)
  /// Linear and cubic key times must start at 0 and end at 1.
  case keyTimesMustSpanUnitInterval(first: Double, last: Double)
  /// Discrete key times must start at 0: the first value shows from the start.
  case discreteKeyTimesMustStartAtZero(first: Double)
  /// Discrete key times with one more entry than values must end at 1: that entry is where the
  /// last value's interval ends.
  case discreteKeyTimesMustEndAtOne(last: Double)
  /// A keyframe track with no values, or too few for its mode.
  case tooFewKeyframes(count: Int, minimum: Int)
  /// A per-segment timing function list whose length is not (values − 1).
  case timingFunctionsCountMismatch(expected: Int, actual: Int)

  /// A human-readable message without a JSON path.
  public var description: String {
    switch self {
    case let .unknownName(kind, name, suggestion):
      let base = "unknown \(kind) \"\(name)\""
      return suggestion.map { "\(base); did you mean \"\($0)\"?" } ?? base
    case let .malformedFunction(text, reason):
      return "cannot read \"\(text)\": \(reason)"
    case let .valueOutOfRange(what, value, range):
      return "\(what) must be in \(range), got \(formatNumber(value))"
    case let .invalidStepCount(count, position):
      if count > TimingFunction.maximumStepCount {
        return "steps() takes at most \(TimingFunction.maximumStepCount) steps (1e9), got \(count)"
      }
      let minimum = position == .jumpNone ? 2 : 1
      return "steps() needs at least \(minimum) step\(minimum == 1 ? "" : "s") with \(position.rawValue), got \(count)"
    case let .invalidSpring(reason):
      return "invalid spring: \(reason)"
    case let .invalidLinearStops(reason):
      return "invalid linear() stops: \(reason)"
    case let .invalidTiming(field, reason):
      return "\(field) \(reason)"
    case let .keyTimesCountMismatch(expected, actual, mode):
      // Discrete takes one per value, or (Core Animation's form) one more that ends the last.
      if mode == "discrete" { return "discrete key times need \(expected - 1) or \(expected) entries (one per value, or one more), got \(actual)" }
      return "\(mode) key times need \(expected) entries, got \(actual)"
    case let .keyTimeOutOfRange(index, value):
      return "key time [\(index)] must be in [0, 1], got \(formatNumber(value))"
    case let .keyTimesDecreasing(index, value, previous):
      return "key times must not decrease (\(formatNumber(value)) at [\(index)] after \(formatNumber(previous)))"
    case let .keyTimesMustSpanUnitInterval(first, last):
      return "key times must start at 0 and end at 1, got \(formatNumber(first))…\(formatNumber(last))"
    case let .discreteKeyTimesMustStartAtZero(first):
      return "discrete key times must start at 0 (the first value shows from the start, as SMIL requires), got \(formatNumber(first))"
    case let .discreteKeyTimesMustEndAtOne(last):
      return "discrete key times with one more entry than values must end at 1 (the last value shows until the end, as "
        + "Core Animation requires), got \(formatNumber(last)); or give one key time per value"
    case let .tooFewKeyframes(count, minimum):
      return "needs at least \(minimum) keyframe value\(minimum == 1 ? "" : "s"), got \(count)"
    case let .timingFunctionsCountMismatch(expected, actual):
      return "timing functions need one entry per segment (\(expected)), got \(actual)"
    }
  }
}

/// Formats a number for messages: integers without ".0", others with round-trip digits.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

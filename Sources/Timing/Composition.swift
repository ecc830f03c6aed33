/// How an effect's value combines with the value beneath it (CSS `composite`, CA `additive`).
public enum CompositeOperation: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The effect value replaces the underlying value (the default).
  case replace
  /// underlying + effect (CA `additive = true`); for a scale, underlying × effect, since
  /// transforms concatenate (`AnimatableProperty.compose` in SceneModel).
  case add
  /// Accumulates onto the underlying value: the same as `add`, except for a scale, where it is
  /// the one-based sum underlying + effect − 1 (CSS Transforms 2).
  case accumulate

  /// Parses `replace`, `add` or `accumulate`.
  public static func parse(_ text: String) throws(TimingError) -> CompositeOperation {
    if let operation = CompositeOperation(rawValue: text.lowercased()) { return operation }
    throw .unknownName(kind: "composite operation", name: text,
                       suggestion: closestName(to: text, in: allCases.map(\.rawValue)))
  }

  /// The composited value; `underlying` is the model value or the result of the effects below.
  public func apply<Value: Interpolatable>(underlying: Value, effect: Value) -> Value {
    switch self {
    case .replace: effect
    case .add, .accumulate: Value.add(underlying, effect)
    }
  }
}

extension Interpolatable {
  /// CA `cumulative` / WAAPI iteration composite `accumulate`: the value of the current cycle
  /// plus the end value of a cycle once per completed cycle (`value + cycles × cycleEndValue`),
  /// so repeats continue from where the previous one ended.
  ///
  /// Uses repeated doubling, so it takes O(log cycles) additions.
  public static func cumulative(_ value: Self, cycleEndValue: Self, completedCycles: Int) -> Self {
    guard completedCycles > 0 else { return value }
    var remaining = completedCycles
    var power = cycleEndValue
    var total: Self?
    while remaining > 0 {
      if remaining & 1 == 1 { total = total.map { add($0, power) } ?? power }
      remaining >>= 1
      if remaining > 0 { power = add(power, power) }
    }
    return add(total!, value)
  }
}

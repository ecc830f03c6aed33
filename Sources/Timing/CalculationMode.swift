/// How keyframe values are interpolated (CAKeyframeAnimation `calculationMode`).
public enum CalculationMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Straight-line interpolation between consecutive values at their key times (the default).
  case linear
  /// No interpolation: each value holds from its key time until the next (switching at ≥).
  /// Key times: one per value, or one more than the values (the last marks the end).
  case discrete
  /// Constant speed: key times and timing functions are ignored and computed from the distances
  /// between consecutive values. Needs a measurable value type.
  case paced
  /// A Kochanek–Bartels spline through the values (Catmull-Rom when tension, continuity and
  /// bias are 0). Needs a vector value type (numbers, points, sizes).
  case cubic
  /// `cubic` with key times computed from the chord lengths between values (an approximation
  /// of constant speed along the spline).
  case cubicPaced

  /// Parses a calculation mode name (case-insensitive, `cubic-paced` accepted).
  public static func parse(_ text: String) throws(TimingError) -> CalculationMode {
    let lowered = text.lowercased()
    if lowered == "cubic-paced" { return .cubicPaced }
    if let mode = allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return mode }
    throw .unknownName(kind: "calculation mode", name: text,
                       suggestion: closestName(to: text, in: allCases.map(\.rawValue)))
  }

  /// Whether key times come from the values' distances instead of the author.
  public var isPaced: Bool { self == .paced || self == .cubicPaced }
}

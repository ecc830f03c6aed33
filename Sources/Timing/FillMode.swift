/// What an effect shows outside its active interval (CA `fillMode`, CSS `animation-fill-mode`).
public enum FillMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// No effect outside the active interval (CA `removed`, CSS `none`); the default.
  case removed
  /// Holds the end value after the active interval.
  case forwards
  /// Shows the start value during the delay.
  case backwards
  /// Both `forwards` and `backwards`.
  case both

  /// Parses a fill mode, accepting CSS `none` for `removed`; case-insensitive.
  public static func parse(_ text: String) throws(TimingError) -> FillMode {
    let lowered = text.lowercased()
    if lowered == "none" { return .removed }
    if let mode = FillMode(rawValue: lowered) { return mode }
    throw .unknownName(kind: "fill mode", name: text,
                       suggestion: closestName(to: text, in: ["removed", "none", "forwards", "backwards", "both"]))
  }

  /// Whether the effect applies during the before phase.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the effect applies during the after phase.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The direction each iteration plays in (CSS `animation-direction`; CA `autoreverses`
/// translates to `alternate` with doubled iterations).
public enum PlaybackDirection: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Every iteration plays forwards.
  case normal
  /// Every iteration plays backwards.
  case reverse
  /// Iterations 0, 2, 4, … forwards; 1, 3, 5, … backwards.
  case alternate
  /// Iterations 0, 2, 4, … backwards; 1, 3, 5, … forwards.
  case alternateReverse = "alternate-reverse"

  /// Parses a direction, accepting `alternateReverse` as well as `alternate-reverse`.
  public static func parse(_ text: String) throws(TimingError) -> PlaybackDirection {
    let lowered = text.lowercased()
    if lowered == "alternatereverse" { return .alternateReverse }
    if let direction = PlaybackDirection(rawValue: lowered) { return direction }
    throw .unknownName(kind: "direction", name: text,
                       suggestion: closestName(to: text, in: ["normal", "reverse", "alternate", "alternate-reverse"]))
  }
}

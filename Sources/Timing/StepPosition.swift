/// Where the jumps of a CSS `steps(n, position)` easing happen (css-easing-2).
public enum StepPosition: String, Sendable, Equatable, CaseIterable {
  /// The first jump happens at the start (`start` is an alias).
  case jumpStart = "jump-start"
  /// The last jump happens at the end (`end` is an alias; the default).
  case jumpEnd = "jump-end"
  /// No jump at either end: n − 1 jumps in between, so n ≥ 2.
  case jumpNone = "jump-none"
  /// Jumps at both ends: n + 1 jumps.
  case jumpBoth = "jump-both"

  /// Parses a CSS step position, accepting the aliases `start` and `end`.
  public static func parse(_ text: String) throws(TimingError) -> StepPosition {
    switch text.lowercased() {
    case "start": return .jumpStart
    case "end": return .jumpEnd
    default:
      if let position = StepPosition(rawValue: text.lowercased()) { return position }
      let names = ["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"]
      throw .unknownName(kind: "step position", name: text, suggestion: closestName(to: text, in: names))
    }
  }

  /// The number of jumps for `count` steps at this position (n, n − 1 or n + 1).
  public func jumps(count: Int) -> Int {
    switch self {
    case .jumpStart, .jumpEnd: count
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    }
  }
}

/// The css-easing-2 step easing function, including the before flag.
///
/// The before flag is set in the before phase when going forwards (or in the after phase
/// when going in reverse); it makes `steps(1, start)` output 0, not 1, during a
/// backwards-filled delay.
func stepProgress(_ input: Double, count: Int, position: StepPosition, beforeFlag: Bool) -> Double {
  guard count > 0, input.isFinite else { return input }
  let scaled = BoundarySnap.snappedToWhole(input * Double(count))
  var step = scaled.rounded(.down)
  if position == .jumpStart || position == .jumpBoth { step += 1 }
  if beforeFlag, scaled == scaled.rounded(.down) { step -= 1 }
  if input >= 0, step < 0 { step = 0 }
  let jumps = Double(position.jumps(count: count))
  if input <= 1, step > jumps { step = jumps }
  return jumps > 0 ? step / jumps : 0
}

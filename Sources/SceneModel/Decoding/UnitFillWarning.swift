import Timing

extension DecodingContext {
  /// Warns about a unit animation of a split text that starts a unit from an opacity other
  /// than its own (1) after the unit's start, without filling backwards: until its turn each
  /// unit shows its own opacity, so every character is on screen before it fades in. UIKit code
  /// that sets `alpha = 0` first and then animates 0 → 1 (seed 003) holds 0 until then; the port
  /// needs `fillMode` "both" or "backwards" (QA: a literal port showed the whole string at once,
  /// and validate said nothing).
  func warnIfUnitsShowBeforeTheirTurn(_ animations: [Animation], staggered: Bool) {
    for animation in animations where !animation.timing.fill.fillsBackwards {
      guard staggered || animation.timing.delay > .zero,
            let start = Self.startOpacity(of: animation), start != 1 else { continue }
      warning(animation.path, "until its turn each unit shows its own opacity, 1, so every unit is visible before this "
        + "animation starts it at \(NumberFormatting.roundTrip(start)); to hold \(NumberFormatting.roundTrip(start)) until then, "
        + "as UIKit code that sets alpha first does, give it \"fillMode\": \"both\" (or \"backwards\")", location: location(of: animation.path))
    }
  }

  /// The opacity an animation (or the first child of a group that starts with the group)
  /// gives at its start, when it names one.
  private static func startOpacity(of animation: Animation) -> Double? {
    switch animation.content {
    case .property(.opacity, .basic(let values)):
      if case .number(let from)? = values.from { return from }
      return nil
    case .property(.opacity, .keyframes(let track)):
      if case .number(let first) = track.values.first?.value { return first }
      return nil
    case .property(.opacity, .cssKeyframes(let frames, _, _)):
      guard let first = frames.first, first.offset ?? 0 == 0, case .number(let value) = first.value.value else { return nil }
      return value
    case .group(let children):
      guard let first = children.first(where: { $0.timing.delay == .zero }) else { return nil }
      return startOpacity(of: first)
    default:
      return nil
    }
  }
}

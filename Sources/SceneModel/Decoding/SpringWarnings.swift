import Foundation
import Timing

extension DecodingContext {
  /// How far from rest (a fraction of the distance) a spring may be when its animation's
  /// duration cuts it off and it jumps to the end value: 5 %. A pop-in spring cut a little
  /// early is a common, deliberate choice (the chat-reactions seed cuts "bouncy" at 0.4 s,
  /// 3.9 % out); the mistakes this catches are far out (QA's UIKit-style damping 0.4: 43 %).
  static let springCutOffTolerance = 0.05

  /// Warns when a spring animation's `duration` ends while the spring is still more than
  /// `springCutOffTolerance` from rest: the animation then jumps to its end value (QA: a
  /// UIKit-style damping 0.4 was 43 % away at the end of its 1 s).
  func warnIfSpringCutOff(_ spring: Spring, durationSeconds: Double, path: String, at node: JSONNode?) {
    let remaining = abs(spring.displacement(atSeconds: durationSeconds))
    guard remaining > Self.springCutOffTolerance else { return }
    let settling = spring.settlingDurationSeconds
    let percent = NumberFormatting.roundTrip((remaining * 1000).rounded() / 10)
    let rest = settling.isFinite
      ? "it comes to rest (within 0.1 %) after \(NumberFormatting.roundTrip((settling * 100).rounded(.up) / 100)) s: make the duration that long, or leave it out to use that"
      : "it never comes to rest (it has no damping)"
    warning(path, "the spring is still \(percent) % of the distance from rest when this duration of \(NumberFormatting.roundTrip(durationSeconds)) s ends, so the animation jumps to its end value; \(rest)", at: node)
  }

  /// Warns, per keyframe segment eased by a spring, when the segment ends while its spring is
  /// more than `springCutOffTolerance` from rest: a segment's spring runs in the segment's own
  /// seconds (its share of `iterationSeconds`), so a short segment cuts it off and the value
  /// jumps to the next keyframe's (QA: a default spring on half of a 1 s animation was 7.5 %
  /// out, and validate said nothing). `easingAt` names where segment `i`'s easing is written.
  func warnIfSegmentSpringsCutOff<Value>(_ track: KeyframeTrack<Value>, iterationSeconds: Double,
                                         easingAt: (Int) -> (path: String, node: JSONNode?)?) {
    guard track.mode == .linear || track.mode == .cubic else { return }  // the others ignore segment easings
    for (segment, easing) in track.timingFunctions.enumerated() {
      guard case .spring(let spring) = easing, let written = easingAt(segment) else { continue }
      let seconds = (track.keyTimes[segment + 1] - track.keyTimes[segment]) * iterationSeconds
      let remaining = abs(spring.displacement(atSeconds: seconds))
      guard seconds > 0, remaining > Self.springCutOffTolerance else { continue }
      let percent = NumberFormatting.roundTrip((remaining * 1000).rounded() / 10)
      let settling = spring.settlingDurationSeconds
      let rest = settling.isFinite
        ? "it comes to rest (within 0.1 %) after \(NumberFormatting.roundTrip((settling * 100).rounded(.up) / 100)) s: give the segment that long, or use a spring that settles sooner"
        : "it never comes to rest (it has no damping)"
      warning(written.path, "this spring eases a keyframe segment of \(NumberFormatting.roundTrip((seconds * 1000).rounded() / 1000)) s "
        + "(key times \(NumberFormatting.roundTrip(track.keyTimes[segment]))…\(NumberFormatting.roundTrip(track.keyTimes[segment + 1])) of \(NumberFormatting.roundTrip(iterationSeconds)) s) "
        + "and is still \(percent) % of the distance from rest when it ends, so the value jumps to the next keyframe's; \(rest)", at: written.node)
    }
  }

  /// Warns about a physical spring's `damping` below 1 with the default stiffness and mass:
  /// UIKit's `usingSpringWithDamping: 0.4` is a damping *ratio*, and as the coefficient it is a
  /// spring that rings for a minute.
  func warnIfDampingLooksLikeRatio(_ reader: ObjectReader, damping: Double?) {
    guard let damping, damping > 0, damping < 1, !reader.has("stiffness"), !reader.has("mass") else { return }
    let spring = Spring(damping: damping)  // the default stiffness and mass, as this spring has
    let ratio = spring.dampingRatio
    warning(reader.memberPath("damping"), "damping is the physical coefficient (with the default stiffness \(NumberFormatting.roundTrip(spring.stiffness)) and mass \(NumberFormatting.roundTrip(spring.mass)), \(NumberFormatting.roundTrip(damping)) is a damping ratio of \(NumberFormatting.roundTrip((ratio * 1000).rounded() / 1000))); for UIKit's usingSpringWithDamping ratio write \"dampingRatio\" with a \"response\", e.g. {\"response\": 0.5, \"dampingRatio\": \(NumberFormatting.roundTrip(damping))}", at: reader.firstWritten(of: ["damping"])?.node)
  }
}

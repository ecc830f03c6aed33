import Testing
@testable import SceneModel

/// After one problem in an object, the object's other keys are still read and checked: a key
/// the object knows is never reported as "unknown", and each real problem gets its own message.
@Suite struct KnownKeyTests {
  func errors(_ layers: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": \#(layers)}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func animation(_ members: String) -> String {
    #"[{"type": "rect", "animations": [{"property": "opacity", \#(members)}]}]"#
  }

  @Test func triggerReportsEveryBadKey() {
    let found = errors(#"""
      [{"id": "a", "type": "rect", "animations": [{"property": "opacity", "to": 1}]},
       {"type": "rect", "animations": [{"property": "opacity", "to": 1,
         "when": {"layer": "a", "property": "opacity", "crosses": 0.5, "direction": "downwards", "occurrence": 0}}]}]
      """#)
    #expect(!found.contains { $0.contains("unknown key") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[1].animations[0].when.direction: unknown value \"downwards\"") })
    #expect(found.contains { $0.hasPrefix("layers[1].animations[0].when.occurrence: must be a whole number from 1") && $0.contains("got 0") })
  }

  @Test(arguments: [
    (#"{"mass": 1, "bounce": 0.2}"#, "timingFunction.spring: give one of {mass, stiffness, damping}"),
    (#"{"bounce": 1}"#, "timingFunction.spring.duration: is required with \"bounce\""),
    (#"{"response": 0, "dampingRatio": 0.5}"#, "timingFunction.spring.response: must be between 0.001 and 1000 seconds, got 0"),
    (#"{"duration": 0.5, "bounce": 3}"#, "timingFunction.spring.bounce: must be between -0.999 and 1, got 3"),
  ])
  func springReportsTheRealProblem(spring: String, expected: String) {
    let found = errors(animation(#""to": 1, "timingFunction": {"spring": \#(spring)}"#))
    #expect(!found.contains { $0.contains("unknown key") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0]." + expected) }, "\(found)")
  }

  @Test func keyframeWithBadOffsetStillChecksItsValue() {
    let found = errors(animation(#""keyframes": [{"offset": 2, "value": "x"}, {"offset": 1, "value": 1, "easing": "nope"}]"#))
    #expect(!found.contains { $0.contains("unknown key") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].keyframes[0].offset: must be in [0, 1]") })
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].keyframes[0].value: expected a number, got a string") })
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].keyframes[1].easing:") })
  }

  /// "50" for "50%": the message says a percentage needs its sign (QA: "expected a number").
  @Test func keyframeOffsetAsAStringWithoutAPercentSign() {
    let found = errors(animation(#""keyframes": [{"offset": "50", "value": 1}, {"offset": 1, "value": 2}]"#))
    #expect(found.contains { $0.hasPrefix(#"layers[0].animations[0].keyframes[0].offset: expected a number in [0, 1], a percentage such as "40%", "from" or "to", got "50""#) }, "\(found)")
  }

  @Test func valuesWithFromIsOneConflictNotAnUnknownKey() {
    let found = errors(animation(#""values": [0, 1], "from": 0"#))
    // Located on the key that was added, not on the whole animation.
    #expect(found == ["layers[0].animations[0].from: \"from\" cannot go with \"values\": give one of from/to/by, values (+ keyTimes), keyframes or path, not several (line 1, column 151)"], "\(found)")
    let reversed = errors(animation(#""to": 1, "keyframes": [{"offset": 0, "value": 0}]"#))
    #expect(reversed.count == 1 && reversed[0].hasPrefix("layers[0].animations[0].keyframes: \"keyframes\" cannot go with \"to\""), "\(reversed)")
  }

  @Test func measureNamesEveryBadValueOnce() {
    let found = errors(#"[{"id": "a", "type": "text", "text": "x"}, {"type": "rect", "size": {"measure": "a", "of": "textsize", "round": "ceil"}}]"#)
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[1].size.of: unknown value \"textsize\"; did you mean \"textSize\"?") })
    #expect(found.contains { $0.hasPrefix("layers[1].size.round: unknown value \"ceil\" (expected one of: up, down, nearest)") })
  }

  @Test func aTrulyUnknownKeyIsStillReported() {
    let found = errors(animation(#""to": 1, "timingFunction": {"spring": {"mass": 1, "masss": 2}}"#))
    #expect(found.contains { $0.contains("spring.masss: unknown key \"masss\"; did you mean \"mass\"?") }, "\(found)")
  }
}

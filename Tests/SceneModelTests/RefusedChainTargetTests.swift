import Testing
@testable import SceneModel

/// An animation refused for its own errors keeps its id: an `after` naming it is not reported
/// as naming no animation (QA: a follow-on `after: no animation has id "fold"`).
@Suite struct RefusedChainTargetTests {
  func errors(_ animations: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [\#(animations)]}]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  @Test func afterARefusedAnimationIsNotAnUnknownID() {
    let found = errors(#"{"id": "fold", "property": "zPosition", "to": 1, "duration": 1}, {"property": "opacity", "to": 0, "duration": 1, "after": "fold"}"#)
    #expect(found.count == 1, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].property: unknown property \"zPosition\"") }, "\(found)")
  }

  @Test func afterAChildOfARefusedGroupIsNotAnUnknownID() {
    let found = errors(#"{"animations": [{"id": "fold", "property": "opacity", "to": 0}, {"property": "nope", "to": 1}]}, {"property": "opacity", "to": 0, "duration": 1, "after": "fold"}"#)
    #expect(!found.contains { $0.contains("no animation has id") }, "\(found)")
  }

  /// An id nobody has is still reported.
  @Test func anUnknownIDIsStillReported() {
    let found = errors(#"{"id": "fold", "property": "zPosition", "to": 1, "duration": 1}, {"property": "opacity", "to": 0, "duration": 1, "after": "flod"}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[1].after: no animation has id \"flod\"") }, "\(found)")
  }
}

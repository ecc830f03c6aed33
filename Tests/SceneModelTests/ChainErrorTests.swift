import Testing
@testable import SceneModel

/// `after` naming an animation inside a group, and a `when` checked even though an `after` in
/// the same scene failed.
@Suite struct ChainErrorTests {
  func errors(_ animations: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 2, "layers": [{"id": "L", "type": "rect", "animations": [\#(animations)]}]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  @Test func chainingToAGroupedAnimationNamesTheGroup() {
    let found = errors(#"{"id": "g", "duration": 1, "animations": [{"id": "inner", "property": "opacity", "to": 1}]}, {"property": "opacity", "to": 0, "after": "inner"}"#)
    #expect(found == [#"layers[0].animations[1].after: "inner" (layers[0].animations[0].animations[0]) is inside the group layers[0].animations[0] and runs on its clock; chain to the group: "after": "g" (line 1, column 247)"#], "\(found)")
    let unnamed = errors(#"{"duration": 1, "animations": [{"id": "inner", "property": "opacity", "to": 1}]}, {"property": "opacity", "to": 0, "after": "inner"}"#)
    #expect(unnamed.contains { $0.contains("give the group an \"id\" and chain to it") }, "\(unnamed)")
    #expect(errors(#"{"id": "g", "duration": 1, "animations": [{"id": "inner", "property": "opacity", "to": 1}]}, {"property": "opacity", "to": 0, "after": "g"}"#).isEmpty)
  }

  @Test func aWhenThatNeverCrossesIsReportedBesideABrokenChain() {
    let found = errors(#"{"property": "opacity", "from": 0, "to": 1}, {"property": "opacity", "to": 1, "when": {"layer": "L", "property": "opacity", "crosses": 5}}, {"id": "x", "property": "opacity", "to": 1, "after": "y"}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[2].after: no animation has id \"y\"") }, "\(found)")
    #expect(found.contains {
      $0.hasPrefix("layers[0].animations[1].when: \"L\"'s opacity never crosses 5") && $0.contains("not counting layers[0].animations[2], whose start is unknown")
    }, "\(found)")
  }

  @Test func aCrossingThatTheBrokenMoverCouldShiftIsNotReported() {
    let found = errors(#"{"property": "opacity", "from": 0, "to": 1}, {"property": "opacity", "to": 1, "when": {"layer": "L", "property": "opacity", "crosses": 0.5}}, {"id": "x", "property": "opacity", "to": 1, "after": "y"}"#)
    #expect(found.count == 1, "\(found)")
  }
}

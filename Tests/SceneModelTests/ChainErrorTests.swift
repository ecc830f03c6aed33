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

  /// An animation refused for one mistake still has its "after" and "when" checked in the same
  /// run (QA: "no animation has id" showed only once the duration was fixed), as validate
  /// lists every problem.
  @Test func aRefusedAnimationsReferencesAreCheckedToo() {
    let found = errors(#"{"property": "opacity", "after": "nope", "to": 1, "duration": -1}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].duration:") }, "\(found)")
    #expect(found.contains { $0.hasPrefix(#"layers[0].animations[0].after: no animation has id "nope""#) }, "\(found)")
    let watched = errors(#"{"property": "opacity", "to": 1, "fillMode": "sideways", "when": {"layer": "zz", "property": "position.y", "crosses": 5}}"#)
    #expect(watched.contains { $0.hasPrefix("layers[0].animations[0].fillMode:") }, "\(watched)")
    #expect(watched.contains { $0.hasPrefix(#"layers[0].animations[0].when.layer: no layer has id "zz""#) }, "\(watched)")
    // An id that is there is not reported, refused or not.
    let fine = errors(#"{"id": "a", "property": "opacity", "to": 1}, {"property": "opacity", "after": "a", "to": 1, "duration": -1}"#)
    #expect(!fine.contains { $0.contains("no animation has id") }, "\(fine)")
    let watchedFine = errors(#"{"property": "opacity", "to": 1, "fillMode": "sideways", "when": {"layer": "L", "property": "position.y", "crosses": 5}}"#)
    #expect(!watchedFine.contains { $0.contains("no layer has id") }, "\(watchedFine)")
  }
}

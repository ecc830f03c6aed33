import Testing
@testable import SceneModel

/// `validate` lists every problem in one run: one error never hides another (QA).
@Suite struct ErrorMaskingTests {
  func errors(_ json: String) -> [String] {
    sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func scene(_ layers: String) -> String {
    #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [\#(layers)]}"#
  }

  func expectAll(_ expected: [String], in layers: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let messages = errors(scene(layers))
    for prefix in expected {
      #expect(messages.contains { $0.hasPrefix(prefix) }, "missing \(prefix) in \(messages)", sourceLocation: sourceLocation)
    }
  }

  @Test func incompletePointsInOtherLayersAreAllReported() {
    expectAll(["layers[0].fillColor: ", #"layers[1].position: expected both "x" and "y""#,
               #"layers[2].anchorPoint: expected both "x" and "y""#],
              in: #"{"type": "rect", "fillColor": "bleu"}, {"type": "rect", "position": {"y": 5}}, {"type": "rect", "anchorPoint": {"x": 5}}"#)
    expectAll([#"layers[0].size: expected both "width" and "height""#, #"layers[1].size: expected both "width" and "height""#,
               #"layers[2].position: expected both "x" and "y""#],
              in: #"{"type": "rect", "size": {"width": 5}}, {"type": "rect", "size": {"height": 5}}, {"type": "rect", "position": {"y": 5}}"#)
    expectAll(["layers[0].opacity: expected a number", #"layers[1].position: expected both "x" and "y""#],
              in: #"{"type": "rect", "opacity": "x"}, {"type": "rect", "position": {"y": 5}}"#)
  }

  @Test func incompleteSizeBesideABadPositionIsReported() {
    expectAll(["layers[0].position: expected 2 numbers [x, y], got 3", #"layers[0].size: expected both "width" and "height""#],
              in: #"{"type": "rect", "position": [1, 2, 3], "size": {"width": 5}}"#)
  }

  @Test func incompletePointWithItsOwnProblemsSaysEachOnce() {
    // A misspelt key says what is missing: no second message for the same mistake.
    let misspelt = errors(scene(#"{"type": "rect", "size": {"width": 5, "hieght": 5}}"#))
    #expect(misspelt.count == 1 && misspelt[0].hasPrefix(#"layers[0].size.hieght: unknown key "hieght"; did you mean "height"?"#), "\(misspelt)")
    // A component of the wrong type is reported, and so is the one missing beside it.
    let wrongType = errors(scene(#"{"type": "rect", "position": {"x": "1"}}"#))
    #expect(wrongType.count == 2, "\(wrongType)")
    #expect(wrongType.contains { $0.hasPrefix("layers[0].position.x: expected a number, got a string") }, "\(wrongType)")
    #expect(wrongType.contains { $0.hasPrefix(#"layers[0].position: expected both "x" and "y""#) }, "\(wrongType)")
  }

  @Test func layerWithBadTypeStillHasItsSharedKeysAnimationsAndChildrenChecked() {
    expectAll([#"layers[0].type: unknown value "rectangle""#, "layers[0].opacity: must be in 0…1, got 3",
               #"layers[0].fillColour: unknown key "fillColour"; did you mean "fillColor"?"#,
               "layers[0].animations[0].duration: must be ≥ 0", "layers[0].children[0].opacity: must be in 0…1, got 5"],
              in: #"{"type": "rectangle", "opacity": 3, "fillColour": "red", "children": [{"type": "rect", "opacity": 5}], "animations": [{"property": "opacity", "to": 1, "duration": -1}]}"#)
    expectAll(["layers[0].type: is required", #"layers[0].position: expected both "x" and "y""#, "layers[0].children[0].type: is required"],
              in: #"{"position": {"x": 1}, "children": [{}]}"#)
  }

  @Test func layerWithBadTypeIsNotJudgedAsAnyOneType() {
    // Keys of some type, a text-only animation and a measure of the layer are all right for the
    // type meant (text): only the type is wrong.
    let messages = errors(scene("""
      {"id": "label", "type": "txt", "text": "hi", "fontSize": 12, "strokeColor": "red",
       "animations": [{"property": "fontSize", "to": 20, "duration": 1}]},
      {"type": "rect", "size": {"measure": "label", "of": "textSize"}}
      """))
    #expect(messages.count == 1 && messages[0].hasPrefix(#"layers[0].type: unknown value "txt"; did you mean "text"?"#), "\(messages)")
  }
}

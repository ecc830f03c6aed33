import Testing
@testable import SceneModel

/// Input that says two different things is an error, never silently resolved one way.
@Suite struct ConflictingInputTests {
  func errors(_ layers: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [\#(layers)]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  @Test func fromToAndBy() {
    let found = errors(#"{"type": "rect", "animations": [{"property": "opacity", "from": 0, "to": 1, "by": 0.5}]}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].by: give one or two of \"from\", \"to\" and \"by\"") }, "\(found)")
    #expect(errors(#"{"type": "rect", "animations": [{"property": "opacity", "from": 0, "by": 0.5}]}"#).isEmpty)
  }

  @Test func scaleAndScaleX() {
    let found = errors(#"{"type": "rect", "transform": {"scale": [1, 2], "scaleX": 3}}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].transform.scaleX: \"scale\" already sets both axes") }, "\(found)")
    #expect(errors(#"{"type": "rect", "transform": {"scaleX": 3, "scaleY": 2}}"#).isEmpty)
  }

  @Test func measuredIDSharedByTwoLayers() {
    let found = errors(#"""
      {"id": "a", "type": "text", "text": "x"}, {"id": "a", "type": "text", "text": "yy"},
      {"type": "rect", "size": {"measure": "a", "of": "textSize"}}
      """#)
    #expect(found.contains { $0.hasPrefix("layers[2].size.measure: 2 layers have id \"a\"; give the measured layer an id of its own") }, "\(found)")
  }

  @Test func colourRampCounterIDSharedByTwoLayers() {
    let found = errors(#"""
      {"id": "a", "type": "text", "counter": {"from": 0, "to": 9, "duration": 1}},
      {"id": "a", "type": "text", "counter": {"from": 9, "to": 0, "duration": 1}},
      {"type": "rect", "fillColor": {"by": "a.counter", "stops": [[0, "red"], [1, "blue"]]}}
      """#)
    #expect(found.contains { $0.hasPrefix("layers[2].fillColor.by: 2 layers have id \"a\"; give the counter layer an id of its own") }, "\(found)")
  }

  @Test(arguments: [
    (#""groupingSeparator": ".", "decimalSeparator": ".""#, "decimalSeparator: is the same as the groupingSeparator (\".\")"),
    (#""groupingSeparator": ".""#, "groupingSeparator: is the same as the decimalSeparator (\".\")"),
    (#""decimalSeparator": """#, "decimalSeparator: must not be empty"),
    (#""groupingSeparator": """#, "groupingSeparator: must not be empty"),
  ])
  func counterSeparators(members: String, expected: String) {
    let found = errors(#"{"type": "text", "counter": {"from": 0, "to": 1234.5, "duration": 1, "format": "%,.1f", \#(members)}}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].counter." + expected) }, "\(found)")
  }

  @Test func distinctSeparatorsAreFine() {
    #expect(errors(#"{"type": "text", "counter": {"from": 0, "to": 1234.5, "duration": 1, "format": "%,.1f", "groupingSeparator": ".", "decimalSeparator": ","}}"#).isEmpty)
  }
}

import Testing
@testable import SceneModel

/// Names whose nearest spelling misleads get advice instead (QA: `zPosition` suggested
/// "position", `transform.rotation.y` "transform.rotation.z", `shadowBlur` "shadowColor"), and
/// CSS property names point at this format's (QA: `stroke-dashoffset`, `translateX` had none).
@Suite struct MisleadingSuggestionTests {
  func errors(_ layers: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [\#(layers)]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func property(_ name: String) -> [String] {
    errors(#"{"type": "rect", "size": [10, 10], "animations": [{"property": "\#(name)", "to": 1, "duration": 1}]}"#)
  }

  @Test(arguments: [
    ("zPosition", #"unknown property "zPosition"; there is no zPosition: layers draw in the order of their array, each on top of the ones before it"#),
    ("transform.rotation.y", #"unknown property "transform.rotation.y"; 3D rotation is not supported (flipbook draws in 2D, without perspective); a card flip is "transform.scale.x" from 1 to 0 and back to 1, swapping the content half-way"#),
    ("transform.rotation.x", "3D rotation is not supported"),
    ("position.z", #"unknown property "position.z"; there is no z axis (flipbook draws in 2D"#),
    ("stroke-dashoffset", #"unknown property "stroke-dashoffset"; did you mean "lineDashPhase"?"#),
    ("stroke-dasharray", #"unknown property "stroke-dasharray"; lineDashPattern does not animate; animate "lineDashPhase""#),
    ("translateX", #"unknown property "translateX"; did you mean "position.x"? (CSS's translate offsets the layer"#),
    ("translateY", #"did you mean "position.y"?"#),
    ("translate", #"did you mean "position"?"#),
    ("scaleX", #"unknown property "scaleX"; did you mean "transform.scale.x"?"#),
    ("scaleY", #"did you mean "transform.scale.y"?"#),
    ("rotateZ", #"unknown property "rotateZ"; did you mean "transform.rotation"?"#),
    ("background-color", #"did you mean "backgroundColor"?"#),
    ("border-radius", #"did you mean "cornerRadius"?"#),
    ("box-shadow", #"unknown property "box-shadow"; CSS's box-shadow is four keys here: shadowOffset [x, y], shadowRadius (half the CSS blur)"#),
    ("shadowBlur", #"unknown property "shadowBlur"; did you mean "shadowRadius"? (a CSS or design-tool blur B is shadowRadius B / 2"#),
    ("transform", #"unknown property "transform"; a transform animates through its parts: "transform.scale" (".x", ".y") and "transform.rotation" (degrees); a layer is scaled, then rotated"#),
  ])
  func animatedProperty(name: String, expected: String) {
    let found = property(name)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].property: ") && $0.contains(expected) }, "\(found)")
  }

  @Test(arguments: [
    (#""shadowBlur": 3"#, #"unknown key "shadowBlur"; did you mean "shadowRadius"? (a CSS or design-tool blur B is shadowRadius B / 2"#),
    (#""zPosition": 1"#, #"unknown key "zPosition"; there is no zPosition: layers draw in the order of their array"#),
    (#""stroke-dashoffset": 2"#, #"unknown key "stroke-dashoffset"; did you mean "lineDashPhase"?"#),
    (#""stroke-dasharray": [2, 2]"#, #"unknown key "stroke-dasharray"; did you mean "lineDashPattern"?"#),
    (#""translateX": 2"#, #"unknown key "translateX"; did you mean "position"? (as "position": [x, y]; CSS's translate"#),
    (#""scaleX": 2"#, #"unknown key "scaleX"; did you mean "transform"? (as "transform": {"scaleX": …})"#),
    (#""rotate": 20"#, #"unknown key "rotate"; did you mean "transform"? (as "transform": {"rotation": …})"#),
    (#""rotation": 20"#, #"unknown key "rotation"; did you mean "transform"? (as "transform": {"rotation": …})"#),
    (#""background-color": "red""#, #"unknown key "background-color"; did you mean "backgroundColor"?"#),
    (#""border-radius": 4"#, #"unknown key "border-radius"; did you mean "cornerRadius"?"#),
    (#""box-shadow": "0 2px 4px black""#, #"unknown key "box-shadow"; CSS's box-shadow is four keys here"#),
  ])
  func layerKey(member: String, expected: String) {
    let found = errors(#"{"type": "rect", "size": [10, 10], \#(member)}"#)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  /// CSS's offset-path, Core Animation's calculation-mode constants and
  /// `CAMediaTimingFunction(controlPoints:)` point at what to write (QA: no hint).
  @Test(arguments: [
    (#""property": "position", "offset-path": "M 0 0 L 10 10", "duration": 1"#, #"animations[0].offset-path: unknown key "offset-path"; did you mean "path"? (a "position" animation's "path""#),
    (#""property": "position.x", "values": [0, 1], "calculationMode": "kCAAnimationPaced", "duration": 1"#, #"animations[0].calculationMode: unknown value "kCAAnimationPaced"; did you mean "paced"?"#),
    (#""property": "position.x", "to": 1, "timingFunction": "controlPoints(0.2, 0.8, 0.2, 1)", "duration": 1"#, #"animations[0].timingFunction: unknown timing function "controlPoints": CAMediaTimingFunction(controlPoints: x1, y1, x2, y2) is "cubic-bezier(x1, y1, x2, y2)""#),
  ])
  func coreAnimationKeyframeNames(members: String, expected: String) {
    let found = errors(#"{"type": "rect", "size": [10, 10], "animations": [{\#(members)}]}"#)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  /// Paced keyframes are timed by distance, so keyTimes and timingFunctions do nothing there
  /// (QA: accepted in silence).
  @Test func pacedKeyframesWarnThatKeyTimesAndTimingFunctionsAreIgnored() throws {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "position.x", "values": [0, 100, 0], "keyTimes": [0, 0.2, 1], "timingFunctions": ["easeIn", "easeOut"], "calculationMode": "cubicPaced", "duration": 1}]}]}"#
    let warnings = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
    for key in ["keyTimes", "timingFunctions"] {
      #expect(warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].\(key): ignored with \"calculationMode\": \"cubicPaced\", which times the keyframes by the distance between them") }, "\(warnings)")
    }
  }

  /// A measure where a point cannot be measured says so (QA: `anchorPoint.of: unknown key
  /// "of"; did you mean "x"?`).
  @Test(arguments: [
    (#""anchorPoint": {"measure": "t", "of": "textCenter"}"#, "layers[1].anchorPoint: anchorPoint cannot be measured: only a layer's \"position\" and \"size\" and an animation's from, to and by take a text layer's measurement; anchorPoint is a unit point"),
    (#""anchorPoint": [{"measure": "t", "of": "textWidth"}, 0.5]"#, "layers[1].anchorPoint: anchorPoint cannot be measured"),
    (#""shadowOffset": {"measure": "t", "of": "textSize"}"#, "layers[1].shadowOffset: shadowOffset cannot be measured"),
  ])
  func unmeasurablePoint(member: String, expected: String) {
    let found = errors(#"{"id": "t", "type": "text", "text": "a"}, {"type": "rect", "size": [10, 10], \#(member)}"#)
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    #expect(!found.contains { $0.contains("unknown key") }, "\(found)")
  }
}

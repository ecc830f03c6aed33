import Testing
import Timing
@testable import SceneModel

/// What a CSS author writes first, from a QA pass porting animate.css-style animations: units
/// on times, millisecond durations, keyword case, `from`/`to` selectors, and names with no
/// counterpart here.
@Suite struct CSSPortingMessageTests {
  func load(_ animations: String, layerExtra: String = "", duration: String = #""duration": 1, "#) throws -> (scene: Scene, warnings: [String]) {
    let json = #"{"canvas": {"width": 100, "height": 100}, \#(duration)"layers": [{"id": "r", "type": "rect", "size": [10, 10]\#(layerExtra), "animations": [\#(animations)]}]}"#
    let loaded = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
    return (loaded.scene, loaded.warnings.map(\.description))
  }

  func errors(_ animations: String, duration: String = #""duration": 1, "#) -> [String] {
    sceneErrorMessages { _ = try load(animations, duration: duration) }
  }

  @Test(arguments: [
    (#""duration": "1s""#, #"layers[0].animations[0].duration: expected a number of seconds, got "1s"; write 1"#),
    (#""duration": "300ms""#, #"layers[0].animations[0].duration: expected a number of seconds, got "300ms"; write 0.3"#),
    (#""beginTime": "0.5", "duration": 1"#, #"layers[0].animations[0].beginTime: expected a number of seconds, got "0.5"; write 0.5"#),
    (#""duration": 1, "iterations": "2""#, #"layers[0].animations[0].iterations: expected a number or "infinite" (or "infinity"), got "2"; write the number without quotes: 2"#),
  ])
  func timesWithUnitsSayWhatToWrite(members: String, expected: String) {
    let found = errors(#"{"property": "opacity", "to": 0, \#(members)}"#)
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
  }

  /// Quoted NaN or infinities get no "write nan" or "write inf": neither is JSON (QA).
  @Test(arguments: [#""duration": "NaN""#, #""duration": "Infinity""#, #""duration": "-inf""#, #""duration": "1e400""#,
                    #""duration": 1, "iterations": "nan""#, #""duration": 1, "repeatCount": "1e999""#])
  func nonFiniteTextGetsNoHintToWriteIt(members: String) {
    let found = errors(#"{"property": "opacity", "to": 0, \#(members)}"#)
    #expect(!found.isEmpty)
    #expect(!found.contains { $0.contains("; write") }, "\(found)")
  }

  /// Values with CSS units say the number to write (QA: "0deg", "1turn", "0%" got only
  /// "expected a number, got a string").
  @Test(arguments: [
    (#""property": "transform.rotation", "from": "0deg", "to": "1turn""#, #"to: expected a number, got a string; write 360: angles are in degrees"#),
    (#""property": "transform.rotation", "to": "3.14159265358979rad""#, #"to: expected a number, got a string; write 180: angles are in degrees"#),
    (#""property": "position.x", "to": "10px""#, #"to: expected a number, got a string; write 10: lengths are in points"#),
    (#""property": "opacity", "to": "50%""#, #"to: expected a number, got a string; write a number: a fraction such as 0.5 for opacity"#),
    (#""property": "opacity", "to": "0.5""#, #"to: expected a number, got a string; write the number without quotes: 0.5"#),
    (#""property": "size.width", "to": "2em""#, #"to: expected a number, got a string; write a length in points"#),
    (#""property": "position", "to": ["10px", 0]"#, #"to[0]: expected a number, got a string; write 10: lengths are in points"#),
  ])
  func valuesWithUnitsSayWhatToWrite(members: String, expected: String) {
    let found = errors(#"{\#(members), "duration": 1}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0]." + expected) }, "\(found)")
  }

  @Test func aWordIsNotMistakenForANumberWithAUnit() {
    let found = errors(#"{"property": "opacity", "to": "half", "duration": 1}"#)
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].animations[0].to: expected a number, got a string (line"), "\(found)")
  }

  /// A CSS @keyframes rule setting several properties gets one message saying to split it, not
  /// seven about a missing property, missing values and unknown keys (QA).
  @Test func keyframesSettingSeveralPropertiesSayToSplitThem() {
    let found = errors(#"{"keyframes": [{"offset": 0, "opacity": 0, "transform": "scale(0.5)"}, {"offset": 1, "opacity": 1, "transform.scale": 1}], "duration": 1}"#)
    #expect(found.count == 1 && found[0].hasPrefix(#"layers[0].animations[0].keyframes: each keyframe holds one "value" of the animation's "property": a CSS @keyframes rule "#
      + #"that sets several properties (here "opacity", "transform", "transform.scale") is one animation per property, each with its own keyframes"#), "\(found)")
    // Keyframes without property names still get the plain message.
    let plain = errors(#"{"keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}], "duration": 1}"#)
    #expect(plain.contains { $0.hasPrefix("layers[0].animations[0].property: is required") }, "\(plain)")
  }

  @Test func aSharedSelectorSaysOneKeyframePerOffset() {
    let found = errors(#"{"property": "opacity", "keyframes": [{"offset": "0%, 80%", "value": 0}, {"offset": 1, "value": 1}], "duration": 1}"#)
    #expect(found.contains { $0.contains(#"got "0%, 80%"; a keyframe has one offset: write one keyframe for each, with the same value"#) }, "\(found)")
  }

  @Test func aNumberWhereAColourGoesSaysAColourIsWanted() {
    let found = errors(#"{"property": "backgroundColor", "keyframes": [{"offset": 0, "value": 5}, {"offset": 1, "value": "red"}], "duration": 1}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].keyframes[0].value: expected a colour string (#RRGGBB, rgba(…), a name), got a number") }, "\(found)")
  }

  /// Names from CSS and Web Animations for things set another way here (QA: no hint).
  @Test func foreignNamesSayWhatTheyAreCalledHere() throws {
    let translate = sceneErrorMessages {
      _ = try SceneLoader().load(text: #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "size": [10, 10], "transform": {"translateX": 10}}]}"#,
                                 file: "s.json", baseDirectory: "/tmp")
    }
    #expect(translate.contains { $0.hasPrefix(#"layers[0].transform.translateX: unknown key "translateX"; translateX is "position.x" here: CSS's translate offsets the layer"#) }, "\(translate)")
    let rate = errors(#"{"property": "opacity", "to": 0, "duration": 1, "playbackRate": 2}"#)
    #expect(rate.contains { $0.hasPrefix(#"layers[0].animations[0].playbackRate: unknown key "playbackRate"; did you mean "speed"?"#) }, "\(rate)")
  }

  @Test func keywordsIgnoreCase() throws {
    let scene = try load(#"{"property": "opacity", "to": 0, "duration": 1, "iterations": "Infinite"}"#).scene
    #expect(scene.layer(id: "r")!.animations[0].timing.iterations == .infinity)
  }

  @Test func aMillisecondDurationWarns() throws {
    let warnings = try load(#"{"property": "opacity", "to": 0, "duration": 1000}"#).warnings
    #expect(warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].duration: durations are in seconds: 1000 s in a scene of 1 s; for 1000 ms write 1") }, "\(warnings)")
    #expect(try load(#"{"property": "opacity", "to": 0, "duration": 120}"#, duration: #""duration": 600, "#).warnings.isEmpty)
  }

  @Test func fromAndToAreKeyframeOffsets() throws {
    let scene = try load(#"{"property": "opacity", "keyframes": [{"offset": "from", "value": 0, "easing": "linear"}, {"offset": "TO", "value": 1}], "duration": 1}"#).scene
    #expect(scene.layer(id: "r")!.properties(at: TickTime(frameIndex: 30), colorSpace: .srgb).opacity == 0.5)
  }

  @Test func outOfOrderOffsetsAreCalledOffsets() {
    let found = errors(#"{"property": "opacity", "keyframes": [{"offset": 0, "value": 0}, {"offset": 0.6, "value": 1}, {"offset": 0.2, "value": 0.5}], "duration": 1}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].keyframes: offsets must not decrease (0.2 at [2] after 0.6)") }, "\(found)")
  }

  @Test func anEndlessAnimationIsNamedWhenTheSceneNeedsADuration() {
    let found = errors(#"{"property": "opacity", "to": 0, "duration": 1, "iterations": "infinite"}"#, duration: "")
    #expect(found.contains { $0.hasPrefix("duration: is required (seconds): layers[0].animations[0] repeats forever") && $0.hasSuffix("(line 1, column 115)") }, "\(found)")
  }

  @Test(arguments: [
    ("transform.skew", "skew is not supported: a layer is scaled"),
    ("skewX", "skew is not supported"),
    ("visibility", #"did you mean "opacity"? (hide a layer with opacity 0"#),
  ])
  func namesWithoutACounterpart(property: String, expected: String) {
    let found = errors(#"{"property": "\#(property)", "to": 1, "duration": 1}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].property: unknown property \"\(property)\"") && $0.contains(expected) }, "\(found)")
  }

  @Test func transformOriginSaysThePositionMovesWithIt() {
    let found = sceneErrorMessages { _ = try load("", layerExtra: #", "transform-origin": [0, 0]"#) }
    #expect(found.contains { $0.contains(#"did you mean "anchorPoint"? (as a unit point: [0.5, 0.5] is the centre; the layer's "position" is where that point goes"#) }, "\(found)")
  }
}

import Testing
@testable import SceneModel

/// Springs that do not do what a UIKit user meant: an initial velocity past the documented
/// limit is refused at its own key (QA: 1e200 was blamed on damping), a damping below 1 with the
/// default stiffness is taken for a ratio, and a duration that cuts a spring off far from rest
/// is named with the spring's settling time.
@Suite struct SpringWarningTests {
  func load(_ animation: String) -> (errors: [String], warnings: [String]) {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "position.x", "from": 0, "to": 100, \#(animation)}]}]}"#
    do {
      let result = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
      return ([], result.warnings.map(\.description))
    } catch {
      return (error.diagnostics.map(\.description), [])
    }
  }

  @Test(arguments: [#""duration": 1, "#, ""])
  func initialVelocityHasALimit(duration: String) {
    let found = load(duration + #""timingFunction": {"spring": {"initialVelocity": 1e200}}"#).errors
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].animations[0].timingFunction.spring.initialVelocity: must be between -1e6 and 1e6 (in progress per second: 1 is the whole distance in one second), got 1e+200"), "\(found)")
    #expect(load(duration + #""timingFunction": {"spring": {"initialVelocity": -1e6}}"#).errors.isEmpty)
  }

  @Test func dampingBelowOneWithoutStiffnessLooksLikeARatio() {
    let found = load(#""timingFunction": {"spring": {"damping": 0.4, "initialVelocity": 6}}, "duration": 40"#)
    #expect(found.warnings.contains { $0.hasPrefix(#"warning: layers[0].animations[0].timingFunction.spring.damping: damping is the physical coefficient (with the default stiffness 100 and mass 1, 0.4 is a damping ratio of 0.02); for UIKit's usingSpringWithDamping ratio write "dampingRatio""#) }, "\(found)")
    // With its stiffness given, or damping 0 (undamped on purpose), it is meant.
    #expect(load(#""timingFunction": {"spring": {"damping": 0.4, "stiffness": 0.1}}, "duration": 40"#).warnings.isEmpty)
    #expect(load(#""timingFunction": {"spring": {"damping": 12}}"#).warnings.isEmpty)
  }

  @Test func aDurationThatCutsTheSpringOffFarFromRestWarns() {
    let found = load(#""timingFunction": {"spring": {"damping": 5}}, "duration": 1"#)
    #expect(found.warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].duration: the spring is still ") && $0.contains("% of the distance from rest when this duration of 1 s ends, so the animation jumps to its end value; it comes to rest (within 0.1 %) after 2.78 s") }, "\(found)")
    // Long enough, or no duration (the settling duration): nothing to say.
    #expect(load(#""timingFunction": {"spring": {"damping": 5}}, "duration": 3"#).warnings.isEmpty)
    #expect(load(#""timingFunction": {"spring": {"damping": 5}}"#).warnings.isEmpty)
    #expect(load(#""timingFunction": {"spring": {"damping": 0}}, "duration": 1"#).warnings.contains { $0.contains("it never comes to rest") })
  }

  /// A scene whose one animation is `animation` (values or keyframes instead of from/to).
  func loadKeyframes(_ animation: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "position.x", \#(animation)}]}]}"#
    return ((try? SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp"))?.warnings ?? []).map(\.description)
  }

  /// A spring easing one keyframe segment runs in that segment's seconds, so a short segment
  /// cuts it off (QA: the default spring on half of 1 s, 7.5 % from rest, said nothing).
  @Test func aKeyframeSegmentThatCutsItsSpringOffWarnsWhereTheEasingIsWritten() {
    let halves = loadKeyframes(#""duration": 1, "values": [0, 100, 50], "keyTimes": [0, 0.5, 1], "timingFunctions": [{"spring": {}}, "linear"]"#)
    #expect(halves.count == 1 && halves[0].hasPrefix("warning: layers[0].animations[0].timingFunctions[0]: this spring eases a keyframe segment of 0.5 s (key times 0…0.5 of 1 s) and is still 7.5 % of the distance from rest when it ends, so the value jumps to the next keyframe's; it comes to rest (within 0.1 %) after 1.42 s: give the segment that long, or use a spring that settles sooner"), "\(halves)")
    // Long enough: 1.5 of 3 s.
    #expect(loadKeyframes(#""duration": 3, "values": [0, 100, 50], "keyTimes": [0, 0.5, 1], "timingFunctions": [{"spring": {}}, "linear"]"#).isEmpty)
    // CSS: at the keyframe's own easing, and at the animation's easing for the intervals it eases
    // (which then has no whole-animation warning of its own).
    let css = loadKeyframes(#""duration": 1, "keyframes": [{"value": 0, "easing": {"spring": {}}}, {"offset": 0.5, "value": 100}, {"value": 50}]"#)
    #expect(css.count == 1 && css[0].hasPrefix("warning: layers[0].animations[0].keyframes[0].easing: this spring eases a keyframe segment of 0.5 s"), "\(css)")
    let own = loadKeyframes(#""duration": 0.3, "easing": {"spring": {}}, "keyframes": [{"value": 0}, {"value": 100}]"#)
    #expect(own.count == 1 && own[0].hasPrefix("warning: layers[0].animations[0].easing: this spring eases a keyframe segment of 0.3 s (key times 0…1 of 0.3 s) and is still 12.4 %"), "\(own)")
    // A missing 0 % keyframe is eased by the animation's easing too.
    let missing = loadKeyframes(#""duration": 1, "easing": {"spring": {}}, "keyframes": [{"offset": 0.4, "value": 100}, {"offset": 1, "value": 50}]"#)
    #expect(missing.count == 1 && missing[0].hasPrefix("warning: layers[0].animations[0].easing: this spring eases a keyframe segment of 0.4 s (key times 0…0.4 of 1 s)"), "\(missing)")
    // Paced and discrete tracks ignore segment easings.
    #expect(!loadKeyframes(#""duration": 1, "values": [0, 100, 50], "calculationMode": "paced", "timingFunctions": [{"spring": {}}, "linear"]"#).contains { $0.contains("keyframe segment") })
  }
}

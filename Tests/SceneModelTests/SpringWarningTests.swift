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
}

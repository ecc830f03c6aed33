import Testing
@testable import SceneModel

/// Names from CSS, Core Animation and UIKit/SwiftUI are pointed at this format's spelling, and
/// messages quote what the user wrote.
@Suite struct SynonymSuggestionTests {
  func errors(_ layers: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [\#(layers)]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func animation(_ members: String) -> [String] {
    errors(#"{"type": "rect", "animations": [{\#(members)}]}"#)
  }

  @Test(arguments: [
    (#""property": "rotate", "to": 90"#, "property: unknown property \"rotate\"; did you mean \"transform.rotation\"?"),
    (#""property": "transform.translation.x", "by": 10"#, "property: unknown property \"transform.translation.x\"; did you mean \"position.x\"? (Core Animation's transform.translation"),
    (#""property": "opacity", "to": 1, "iteration-count": 2"#, "iteration-count: unknown key \"iteration-count\"; did you mean \"repeatCount\"?"),
    (#""property": "opacity", "to": 1, "animation-delay": 2"#, "animation-delay: unknown key \"animation-delay\"; did you mean \"beginTime\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "kCAMediaTimingFunctionEaseIn""#, "timingFunction: unknown timing function \"kCAMediaTimingFunctionEaseIn\"; did you mean \"easeIn\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "spring""#, "timingFunction: unknown timing function \"spring\": a spring is an object such as {\"spring\": {\"damping\": 12}}"),
    (#""property": "opacity", "to": 1, "timingFunction": "cubicBezier(0.1, 0, 0.5, 1)""#, "timingFunction: unknown timing function \"cubicBezier\"; did you mean \"cubic-bezier\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "cubic-bezier(0.1, 0, 0.5, 1) x""#, "timingFunction: cannot read \"cubic-bezier(0.1, 0, 0.5, 1) x\": unexpected text \"x\" after the closing parenthesis"),
  ])
  func animationSuggestions(members: String, expected: String) {
    let found = animation(members)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0]." + expected) }, "\(found)")
  }

  @Test(arguments: [("downwards", "down"), ("Upward", "up"), ("falling", "down"), ("increasing", "up")])
  func crossingDirectionsInOtherWords(written: String, suggested: String) {
    let found = errors(#"{"id": "a", "type": "rect", "animations": [{"property": "position.y", "to": 10}]}, {"type": "rect", "animations": [{"property": "opacity", "to": 0, "when": {"layer": "a", "property": "position.y", "crosses": 5, "direction": "\#(written)"}}]}"#)
    #expect(found.contains { $0.contains("when.direction: unknown value \"\(written)\"; did you mean \"\(suggested)\"?") }, "\(found)")
  }

  @Test func aWordThatExtendsOneNameSuggestsIt() {
    #expect(Suggestion.closest(to: "downwards", in: ["down", "up", "either"]) == "down")
    #expect(Suggestion.closest(to: "opacityAnimation", in: ["opacity", "position"]) == "opacity")
    // Two names it could extend, or none: no guess.
    #expect(Suggestion.closest(to: "colourfulness", in: ["colour", "col"]) == nil)
    #expect(Suggestion.closest(to: "sideways", in: ["down", "up", "either"]) == nil)
  }

  @Test func layerKeys() {
    let found = errors(#"{"type": "rect", "transform-origin": [0, 0]}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].transform-origin: unknown key \"transform-origin\"; did you mean \"anchorPoint\"?") }, "\(found)")
  }

  @Test func swiftUIContentModeName() {
    let found = errors(#"{"type": "image", "contents": "nope.png", "contentsGravity": "aspectFit"}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].contentsGravity: unknown value \"aspectFit\"; did you mean \"resizeAspect\"?") }, "\(found)")
  }

  @Test func staggerOrderListsTheValidValues() {
    let found = errors(#"{"type": "group", "stagger": {"each": 0.1, "order": "backward"}, "children": [{"type": "rect"}]}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].stagger.order: unknown stagger order \"backward\"; did you mean \"reverse\"? (expected one of: forward, reverse, center, random)") }, "\(found)")
  }

  @Test func unknownPropertyHasNoFollowOnTypeErrors() {
    let found = animation(#""property": "locations", "to": [0, 0.5, 1]"#)
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].animations[0].property: unknown property \"locations\""), "\(found)")
  }
}

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
    (#""property": "opacity", "to": 1, "iteration-count": 2"#, "iteration-count: unknown key \"iteration-count\"; did you mean \"iterations\"?"),
    (#""property": "opacity", "to": 1, "animation-delay": 2"#, "animation-delay: unknown key \"animation-delay\"; did you mean \"beginTime\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "kCAMediaTimingFunctionEaseIn""#, "timingFunction: unknown timing function \"kCAMediaTimingFunctionEaseIn\"; did you mean \"easeIn\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "UIViewAnimationCurveEaseInOut""#, "timingFunction: unknown timing function \"UIViewAnimationCurveEaseInOut\"; did you mean \"easeInEaseOut\"?"),
    (#""property": "opacity", "to": 1, "timingFunction": "UIViewAnimationOptionCurveEaseOut""#, "timingFunction: unknown timing function \"UIViewAnimationOptionCurveEaseOut\"; did you mean \"easeOut\"?"),
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

  /// UIKit names for properties, keys and constants, as the seeds write them (QA: `alpha` and
  /// `textColor` got no suggestion, and `center` was taken for a misspelt `counter`).
  @Test(arguments: [
    (#"{"type": "text", "text": "a", "center": [5, 5]}"#, "layers[0].center: unknown key \"center\"; did you mean \"position\"? (a view's center"),
    (#"{"type": "text", "text": "a", "alpha": 0.5}"#, "layers[0].alpha: unknown key \"alpha\"; did you mean \"opacity\"?"),
    (#"{"type": "text", "text": "a", "textColor": "red"}"#, "layers[0].textColor: unknown key \"textColor\"; did you mean \"color\"?"),
    (#"{"type": "text", "text": "a", "numberOfLines": 2}"#, "layers[0].numberOfLines: unknown key \"numberOfLines\"; did you mean \"maximumLines\"?"),
    (#"{"type": "image", "contents": "nope.png", "contentMode": "scaleAspectFill"}"#, "layers[0].contentMode: unknown key \"contentMode\"; did you mean \"contentsGravity\"? (it takes UIKit's"),
    (#"{"type": "rect", "frame": [0, 0, 10, 10]}"#, "layers[0].frame: unknown key \"frame\"; did you mean \"position\"? (a layer is placed by its position"),
    (#"{"type": "rect", "animations": [{"property": "alpha", "to": 0}]}"#, "layers[0].animations[0].property: unknown property \"alpha\"; did you mean \"opacity\"?"),
    (#"{"type": "rect", "animations": [{"property": "isHidden", "to": 1}]}"#, "layers[0].animations[0].property: unknown property \"isHidden\"; did you mean \"opacity\"? (hide a layer"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "easing": {"spring": {"usingSpringWithDamping": 0.5, "response": 0.5}}}]}"#, "layers[0].animations[0].easing.spring.usingSpringWithDamping: unknown key \"usingSpringWithDamping\"; did you mean \"dampingRatio\"? (UIKit's damping ratio"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "easing": {"spring": {"initialSpringVelocity": 2}}}]}"#, "layers[0].animations[0].easing.spring.initialSpringVelocity: unknown key \"initialSpringVelocity\"; did you mean \"initialVelocity\"? (in the same unit"),
    (#"{"type": "rect", "transform": {"rotate": 45}}"#, "layers[0].transform.rotate: unknown key \"rotate\"; did you mean \"rotation\"?"),
    (#"{"type": "rect", "animations": [{"property": "bounds", "to": [1, 1]}]}"#, "layers[0].animations[0].property: unknown property \"bounds\"; did you mean \"size\"?"),
    (#"{"type": "rect", "animations": [{"property": "layer.position.x", "to": 1}]}"#, "layers[0].animations[0].property: unknown property \"layer.position.x\"; did you mean \"position.x\"?"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "fillMode": "kCAFillModeForwards"}]}"#, "layers[0].animations[0].fillMode: unknown value \"kCAFillModeForwards\"; did you mean \"forwards\"?"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "fillMode": "CAMediaTimingFillMode.forwards"}]}"#, "layers[0].animations[0].fillMode: unknown value \"CAMediaTimingFillMode.forwards\"; did you mean \"forwards\"?"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "easing": "UIView.AnimationOptions.curveEaseOut"}]}"#, "layers[0].animations[0].easing: unknown timing function \"UIView.AnimationOptions.curveEaseOut\"; did you mean \"curveEaseOut\"?"),
    (#"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "easing": ".easeInEaseOut"}]}"#, "layers[0].animations[0].easing: unknown timing function \".easeInEaseOut\"; did you mean \"easeInEaseOut\"?"),
    (#"{"type": "text", "text": "a", "lineBreakMode": "byWordWrapping"}"#, "layers[0].lineBreakMode: unknown value \"byWordWrapping\"; did you mean \"wordWrap\"?"),
    (#"{"type": "text", "text": "a", "lineBreakMode": "byClipping"}"#, "layers[0].lineBreakMode: unknown value \"byClipping\"; did you mean \"clip\"?"),
    (#"{"type": "text", "text": "a", "lineBreakMode": "byTruncatingMiddle"}"#, "layers[0].lineBreakMode: unknown value \"byTruncatingMiddle\"; did you mean \"truncatingTail\"? (only the end"),
    (#"{"type": "text", "text": "a", "alignment": "justify"}"#, "layers[0].alignment: unknown value \"justify\"; did you mean \"justified\"?"),
  ])
  func uiKitNames(layer: String, expected: String) {
    let found = errors(layer)
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
  }

  /// A qualified name is matched by its last components, spelled as the candidate is.
  @Test func qualifiedNamesMatchTheirEnd() {
    #expect(Suggestion.closest(to: "CAMediaTimingFillMode.Forwards", in: ["removed", "forwards"]) == "forwards")
    #expect(Suggestion.closest(to: "view.layer.opacity", in: ["opacity", "position.x"]) == "opacity")
    #expect(Suggestion.closest(to: "a.b.", in: ["b"]) == nil)
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
    let found = animation(#""property": "filters", "to": [0, 0.5, 1]"#)
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].animations[0].property: unknown property \"filters\""), "\(found)")
  }

  /// CSS and UIKit names for text layout keys (QA: `foregroundColor` suggested
  /// `backgroundColor`, and the others got no suggestion or a wrong one).
  @Test(arguments: [
    ("foregroundColor", "\"red\"", "color", "CATextLayer's foregroundColor"),
    ("text-align", "\"center\"", "alignment", nil),
    ("font-weight", "\"bold\"", "weight", nil),
    ("fontWeight", "\"bold\"", "weight", nil),
    ("text-overflow", "\"ellipsis\"", "lineBreakMode", "\"truncatingTail\""),
    ("lineLimit", "2", "maximumLines", nil),
    ("tracking", "1", "letterSpacing", nil),
    ("kern", "1", "letterSpacing", nil),
    ("lineSpacing", "4", "lineHeight", "UIKit's lineSpacing is the extra space between lines; lineHeight is the distance between baselines"),
    ("font-size", "12", "fontSize", nil),
  ] as [(String, String, String, String?)])
  func textLayoutNames(key: String, value: String, expected: String, note: String?) {
    let found = errors(#"{"type": "text", "text": "a", "\#(key)": \#(value)}"#)
    let prefix = "layers[0].\(key): unknown key \"\(key)\"; did you mean \"\(expected)\"?"
    #expect(found.contains { $0.hasPrefix(prefix) && (note.map($0.contains) ?? true) }, "\(found)")
  }

  /// QA: layer keys and types under UIKit, SwiftUI and Core Animation names got no suggestion
  /// or a wrong one ("fontColor" got "fillColor", the text's background), and hex digits
  /// without their "#" got none.
  @Test(arguments: [
    (#"{"type": "text", "text": "a", "fontColor": "red"}"#, #"layers[0].fontColor: unknown key "fontColor"; did you mean "color"?"#),
    (#"{"type": "text", "text": "a", "textAlign": "center"}"#, #"layers[0].textAlign: unknown key "textAlign"; did you mean "alignment"?"#),
    (#"{"type": "rect", "width": 10}"#, #"layers[0].width: unknown key "width"; did you mean "size"? (as "size": [width, height])"#),
    (#"{"type": "rect", "top": 10}"#, #"layers[0].top: unknown key "top"; did you mean "position"?"#),
    (#"{"type": "path", "strokeWidth": 2}"#, #"layers[0].strokeWidth: unknown key "strokeWidth"; did you mean "lineWidth"?"#),
    (#"{"type": "CAShapeLayer"}"#, #"did you mean "path"?"#),
    (#"{"type": "UILabel"}"#, #"did you mean "text"?"#),
    (#"{"type": "RoundedRectangle"}"#, #"did you mean "rect"?"#),
    (#"{"type": "rect", "fillColor": "ff0000"}"#, ##"layers[0].fillColor: unknown colour "ff0000"; did you mean "#ff0000"?"##),
  ])
  func layerSuggestions(layer: String, expected: String) {
    let found = errors(layer)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }
}

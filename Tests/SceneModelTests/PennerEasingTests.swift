import Testing
@testable import SceneModel

/// easings.net's names are not built in; the message gives the cubic-bezier() easings.net
/// publishes, or a spring or keyframes for elastic and bounce (QA: just "unknown timing function").
@Suite struct PennerEasingTests {
  func errors(_ easing: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 0, "duration": 1, "timingFunction": "\#(easing)"}]}]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  @Test(arguments: [
    ("easeInOutBack", "cubic-bezier(0.68, -0.6, 0.32, 1.6)"),
    ("ease-in-out-back", "cubic-bezier(0.68, -0.6, 0.32, 1.6)"),
    ("easeOutBack", "cubic-bezier(0.34, 1.56, 0.64, 1)"),
    ("easeInBack", "cubic-bezier(0.36, 0, 0.66, -0.56)"),
    ("easeInSine", "cubic-bezier(0.12, 0, 0.39, 0)"),
    ("easeInOutQuad", "cubic-bezier(0.45, 0, 0.55, 1)"),
    ("ease_out_cubic", "cubic-bezier(0.33, 1, 0.68, 1)"),
    ("EaseOutQuint", "cubic-bezier(0.22, 1, 0.36, 1)"),
    ("easeInOutExpo", "cubic-bezier(0.87, 0, 0.13, 1)"),
    ("easeInCirc", "cubic-bezier(0.55, 0, 1, 0.45)"),
  ])
  func givesTheCubicBezier(name: String, bezier: String) {
    let found = errors(name)
    let expected = "layers[0].animations[0].timingFunction: unknown timing function \"\(name)\": \(name) is not built in; easings.net gives it as \"\(bezier)\""
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
  }

  /// Every suggested curve is one the parser takes.
  @Test func everySuggestionParses() throws {
    for (curve, points) in PennerEasing.cubicBeziers {
      #expect(throws: Never.self, "\(curve)") { _ = try TimingFunctionText.parse("cubic-bezier(\(points))") }
    }
  }

  @Test(arguments: [("easeOutElastic", "use a spring"), ("ease-in-out-bounce", "use keyframes")])
  func elasticAndBounceAreSpringsOrKeyframes(name: String, advice: String) {
    let found = errors(name)
    #expect(found.contains { $0.contains("unknown timing function \"\(name)\": \(name) is not built in") && $0.contains(advice) }, "\(found)")
  }

  /// Built-in names are untouched.
  @Test func builtInNamesStillParse() throws {
    #expect(errors("easeInEaseOut").isEmpty)
    #expect(errors("ease-in-out").isEmpty)
  }
}

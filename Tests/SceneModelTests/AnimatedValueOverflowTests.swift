import Testing
@testable import SceneModel

/// An animation whose computed ends overflow a double is refused where it is written, instead
/// of sampling to `inf`.
@Suite struct AnimatedValueOverflowTests {
  func errors(_ members: String) -> [String] {
    let json = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "rect", "animations": [{\#(members), "duration": 1}]}]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  @Test func fromPlusBy() {
    let found = errors(#""property": "opacity", "from": 1.7e308, "by": 1.7e308"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].by: \"from\" + \"by\" is beyond the largest number") && $0.contains("(line 1, column") }, "\(found)")
  }

  @Test func toMinusByAndVectors() {
    #expect(errors(#""property": "position", "to": [0, -1.7e308], "by": [0, 1.7e308]"#).contains { $0.hasPrefix("layers[0].animations[0].by: \"to\" − \"by\" is beyond") })
    #expect(errors(#""property": "position.x", "from": -1.7e308, "to": 1.7e308"#).contains { $0.hasPrefix("layers[0].animations[0].to: the distance from \"from\" to \"to\" is beyond") })
  }

  @Test func largeButFiniteIsFine() {
    #expect(errors(#""property": "position.x", "from": 1e307, "by": 1e307"#).isEmpty)
    #expect(errors(#""property": "opacity", "to": 2"#).isEmpty)  // drawn clamped to [0, 1]
  }
}

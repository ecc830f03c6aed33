import Testing
@testable import SceneModel

/// A range message never contradicts the value it quotes: it states the range really accepted.
@Suite struct RangeMessageTests {
  func errors(_ json: String) -> [String] {
    sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func animation(_ members: String) -> String {
    #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, \#(members)}]}]}"#
  }

  @Test(arguments: [
    (#""timingFunction": {"spring": {"mass": 1e300}}"#, "timingFunction.spring.mass: must be between 1e-9 and 1e9, got 1e+300"),
    (#""timingFunction": {"spring": {"stiffness": 1e-300}}"#, "timingFunction.spring.stiffness: must be between 1e-9 and 1e9, got 1e-300"),
    (#""timingFunction": {"spring": {"damping": 1e300}}"#, "timingFunction.spring.damping: must be between 0 and 1e9, got 1e+300"),
    (#""repeatCount": 1e300"#, "repeatCount: must be between 0 and 1e9 (or \"infinite\"), got 1e+300"),
    (#""speed": 0.0001"#, "speed: must be between 0.001 and 1000 (negative speeds are not supported), got 0.0001"),
  ])
  func animationRanges(members: String, expected: String) {
    let found = errors(animation(members))
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0]." + expected) }, "\(found)")
  }

  @Test func staggerSeed() {
    let json = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "group", "stagger": {"each": 0.1, "order": "random", "seed": 1e300}, "children": [{"type": "rect"}]}]}"#
    #expect(errors(json).contains { $0.hasPrefix("layers[0].stagger.seed: must be a whole number between 0 and 9007199254740991") })
  }

  /// A whole number past 2^53 is quoted as the double it became, without a ".0" (QA:
  /// "got 9007199254740992.0"), and a colour-ramp stop of three items says how many it has.
  @Test func wholeNumbersPastTwoToTheFiftyThreeAndStopItemCounts() {
    let seed = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "group", "stagger": {"each": 0.1, "order": "random", "seed": 9007199254740993}, "children": [{"type": "rect"}]}]}"#
    let found = errors(seed)
    #expect(found.contains { $0.hasPrefix("layers[0].stagger.seed: must be a whole number between 0 and 9007199254740991") && $0.contains("got 9007199254740992") && !$0.contains("9007199254740992.0") }, "\(found)")
    let stops = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"id": "n", "type": "text", "counter": {"from": 0, "to": 10, "duration": 1}, "color": {"by": "counter", "stops": [[0, "red", "blue"]]}}]}"#
    #expect(errors(stops).contains { $0.hasPrefix("layers[0].color.stops[0]: expected [position, colour], got an array of 3 items") }, "\(errors(stops))")
  }

  @Test func sceneDurationAndScale() {
    let tiny = #"{"canvas": {"width": 10, "height": 10, "scale": 0.001}, "duration": 1e-7, "layers": []}"#
    let found = errors(tiny)
    #expect(found.contains { $0.hasPrefix("duration: must be > 0 and ≤ 3600 seconds (at least 1/60000 s, one tick of the scene clock;") && $0.contains("got 1e-07") }, "\(found)")
    // Under one tick: the scene would round to no frames at all (QA: validate said valid).
    let underATick = #"{"canvas": {"width": 10, "height": 10}, "duration": 0.000008, "layers": []}"#
    #expect(errors(underATick).contains { $0.hasPrefix("duration: must be > 0") && $0.contains("got 8e-06") }, "\(errors(underATick))")
    #expect(errors(#"{"canvas": {"width": 10, "height": 10}, "duration": 0.0000167, "layers": []}"#).isEmpty)
    #expect(found.contains { $0.hasPrefix("canvas.scale: must be between 0.01 and 8, got 0.001") }, "\(found)")
  }
}

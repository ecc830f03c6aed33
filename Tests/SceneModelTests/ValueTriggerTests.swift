import Testing
import Timing
@testable import SceneModel

/// `when`: animations started on the frame another layer's value crosses a threshold.
@Suite struct ValueTriggerTests {
  func load(_ layers: String, duration: String? = "10") throws -> Scene {
    let durationMember = duration.map { #""duration": \#($0), "# } ?? ""
    let json = #"{"canvas": {"width": 100, "height": 100}, \#(durationMember)"layers": [\#(layers)]}"#
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try load(layers) }
  }

  /// A watched layer whose `position.y` falls linearly from 100 to 0 over 1 s from 0 s, so
  /// frame n has y = 100 − 100n/60 exactly at n = 0, 6, 12, … and crosses 50 at frame 30.
  let falling = #"{"id": "src", "type": "rect", "size": [10, 10], "animations": [{"id": "fall", "property": "position.y", "from": 100, "to": 0, "duration": 1, "fillMode": "both"}]}"#

  func watcher(_ when: String, extra: String = "") -> String {
    #"{"id": "w", "type": "rect", "size": [10, 10], "animations": [{"id": "go", "property": "opacity", "from": 0, "to": 1, "duration": 0.5\#(extra), "when": \#(when)}]}"#
  }

  /// The scene time at which the watcher's animation starts.
  func start(_ scene: Scene, layer: String = "w") -> Double {
    scene.layer(id: layer)!.animations[0].timing.delay.seconds + scene.layer(id: layer)!.timeShift.seconds
  }

  @Test func startsOnTheFrameTheValueReachesTheThreshold() throws {
    let scene = try load(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "down"}"#))
    #expect(start(scene) == TickTime(frameIndex: 30).seconds)  // y = 50 exactly: reaching counts
    let opacity = { (frame: Int) in scene.layer(id: "w")!.properties(at: TickTime(frameIndex: frame), colorSpace: .srgb).opacity }
    #expect(opacity(29) == 1)  // not started, removed fill: the layer's own opacity
    #expect(opacity(30) == 0)
    #expect(opacity(45) == 0.5)
  }

  @Test func aThresholdBetweenFramesStartsOnTheFrameAfterIt() throws {
    // y(30) = 50 > 49.9 ≥ y(31) ≈ 48.33.
    let scene = try load(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 49.9}"#))
    #expect(start(scene) == TickTime(frameIndex: 31).seconds)
  }

  @Test func ownBeginTimeIsAnExtraDelay() throws {
    let scene = try load(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50}"#, extra: #", "beginTime": 0.25"#))
    #expect(start(scene) == 0.75)
  }

  @Test func directionsAndOccurrences() throws {
    // y goes 0 → 100 → 0 → 100 → 0 (autoreverses, 2 repeats of 1 s there and 1 s back).
    let bouncing = #"{"id": "src", "type": "rect", "size": [10, 10], "animations": [{"property": "position.y", "from": 0, "to": 100, "duration": 1, "autoreverses": true, "repeatCount": 2}]}"#
    func startFrame(_ when: String) throws -> Int {
      let scene = try load(bouncing + ", " + watcher(when))
      return Int((start(scene) * 60).rounded())
    }
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "up"}"#) == 30)
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "down"}"#) == 90)
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "up", "occurrence": 2}"#) == 150)
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 50, "occurrence": 3}"#) == 150)
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 50, "occurrence": 4}"#) == 210)
    // Reaching the top exactly counts as crossing 100 going up.
    #expect(try startFrame(#"{"layer": "src", "property": "position.y", "crosses": 100, "direction": "up"}"#) == 60)
  }

  @Test func theFirstFrameNeverCrosses() {
    // y starts at 100, already below 120: there is no frame on which it came down past 120.
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 120, "direction": "down"}"#))
      .contains { $0.contains("never crosses 120 going down") })
  }

  @Test func chainsAndTriggersWaitOnEachOther() throws {
    // The watched value moves only after "first" ends (after:), and another animation follows
    // the triggered one (after: a triggered animation).
    let source = #"{"id": "src", "type": "rect", "size": [10, 10], "animations": [{"id": "first", "property": "opacity", "from": 1, "to": 1, "duration": 1}, {"after": "first", "property": "position.y", "from": 100, "to": 0, "duration": 1, "fillMode": "both"}]}"#
    let follower = #"{"id": "f", "type": "rect", "size": [10, 10], "animations": [{"after": "go", "property": "opacity", "from": 0, "to": 1, "duration": 1}]}"#
    // Declared before the layers it depends on, so resolution must take dependency order.
    let scene = try load(follower + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "down"}"#) + ", " + source)
    #expect(start(scene) == 1.5)  // frame 90: 30 frames into the fall that starts at 1 s
    #expect(start(scene, layer: "f") == 2)  // after "go" (0.5 s long) ends
  }

  @Test func watchedLayerTimeShiftsCount() throws {
    let shifted = #"{"type": "group", "beginTime": 2, "children": [\#(falling)]}"#
    let scene = try load(shifted + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "down"}"#))
    #expect(start(scene) == 2.5)
  }

  @Test func triggerOnTheLayersOwnValue() throws {
    // A layer may watch itself: the trigger waits only on the animations that move the value.
    let own = #"{"id": "src", "type": "rect", "size": [10, 10], "animations": [{"property": "position.y", "from": 100, "to": 0, "duration": 1, "fillMode": "both"}, {"property": "opacity", "from": 1, "to": 0, "duration": 0.5, "when": {"layer": "src", "property": "position.y", "crosses": 50}}]}"#
    let scene = try load(own)
    #expect(scene.layer(id: "src")!.animations[1].timing.delay.seconds == 0.5)
  }

  @Test func anAnimationTriggeredByTheValueItMoves() throws {
    // Once y has fallen to 50, a second animation takes y from 0 to 200: the crossing is found
    // in the value before it starts, not in a value it already moves (its fill is "both").
    let own = #"{"id": "src", "type": "rect", "size": [10, 10], "animations": [{"property": "position.y", "from": 100, "to": 0, "duration": 1, "fillMode": "both"}, {"property": "position.y", "from": 0, "to": 200, "duration": 1, "fillMode": "both", "when": {"layer": "src", "property": "position.y", "crosses": 50, "direction": "down"}}]}"#
    let scene = try load(own)
    #expect(scene.layer(id: "src")!.animations[1].timing.delay.seconds == 0.5)
  }

  @Test func errorsNameTheProblem() {
    let crossing = #"{"layer": "src", "property": "position.y", "crosses": 50}"#
    #expect(errors(falling + ", " + watcher(#"{"layer": "srx", "property": "position.y", "crosses": 50}"#))
      .contains { $0.contains("layers[1].animations[0].when.layer: no layer has id \"srx\"; did you mean \"src\"?") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position", "crosses": 50}"#))
      .contains { $0.contains("layers[1].animations[0].when.property: must be a number property; \"position\" holds a vector; watch one component: \"position.x\" or \"position.y\"") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y"}"#))
      .contains { $0.contains("layers[1].animations[0].when.crosses: is required") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "sideways"}"#))
      .contains { $0.contains("layers[1].animations[0].when.direction: unknown value \"sideways\"") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "occurrence": 1.5}"#))
      .contains { $0.contains("layers[1].animations[0].when.occurrence: must be a whole number, got 1.5") })
    #expect(errors(falling + ", " + watcher(crossing, extra: #", "after": "fall""#))
      .contains { $0.contains("layers[1].animations[0].when: give \"after\" or \"when\", not both") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 150}"#))
      .contains { $0.contains("layers[1].animations[0].when: \"src\"'s position.y never crosses 150: from 0 s until its animations end at 1 s, after which it holds, it stays between 0 and 100") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "direction": "up"}"#))
      .contains { $0.contains("never crosses 50 going up") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50, "occurrence": 2}"#))
      .contains { $0.contains("\"src\"'s position.y crosses 50 once by 1 s, so occurrence 2 never comes") })
    #expect(errors(falling + ", " + watcher(#"{"layer": "src", "property": "opacity", "crosses": 0.5}"#))
      .contains { $0.contains("layers[1].animations[0].when: nothing animates \"src\"'s opacity, so it never crosses 0.5") })
    let twin = #"{"id": "src", "type": "rect", "size": [10, 10]}"#
    #expect(errors(falling + ", " + twin + ", " + watcher(crossing))
      .contains { $0.contains("layers[2].animations[0].when.layer: 2 layers have id \"src\"") })
    let grouped = #"{"id": "w", "type": "rect", "size": [10, 10], "animations": [{"animations": [{"property": "opacity", "to": 1, "when": \#(crossing)}]}]}"#
    #expect(errors(falling + ", " + grouped)
      .contains { $0.contains("layers[1].animations[0].animations[0].when: animations inside a group run on the group's clock") })
  }

  @Test func aTextSizedToItsTextCannotBeWatchedBySize() throws {
    // Its size is its text's, known only once fonts load; the model alone would see [0, 0].
    let label = #"{"id": "label", "type": "text", "text": "Hi", "animations": [{"property": "fontSize", "from": 10, "to": 40, "duration": 1}]}"#
    #expect(errors(label + ", " + watcher(#"{"layer": "label", "property": "size.width", "crosses": 20}"#))
      .contains { $0.contains("layers[1].animations[0].when: \"label\" has no \"size\", so its size.width follows its text, which is known only when fonts load; give it a \"size\" or watch another property") })
    // With a size of its own, it is a number like any other.
    let sized = #"{"id": "label", "type": "text", "text": "Hi", "size": [10, 20], "animations": [{"property": "size.width", "from": 10, "to": 40, "duration": 1}]}"#
    #expect(start(try load(sized + ", " + watcher(#"{"layer": "label", "property": "size.width", "crosses": 25}"#))) == 0.5)
  }

  @Test func theSearchEndsWithTheScene() throws {
    // The fall starts at 5 s and crosses 50 at 5.5 s, after a 2 s scene has ended.
    let late = #"{"type": "group", "beginTime": 5, "children": [\#(falling)]}"#
    let layers = late + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 50}"#)
    do {
      _ = try load(layers, duration: "2")
      Issue.record("a crossing after the scene's end must be an error")
    } catch let error as SceneError {
      #expect(error.diagnostics.map(\.description).contains { $0.contains("never crosses 50: from 0 to 2 s it stays between 100 and 100") })
    }
    // Without a duration the scene lasts until its last animation ends, so the search goes on.
    #expect(start(try load(layers, duration: nil)) == 5.5)
  }

  @Test func loopsAreReported() {
    // Each layer's position.y starts when the other's crosses: neither can go first.
    let a = #"{"id": "a", "type": "rect", "size": [10, 10], "animations": [{"property": "position.y", "from": 0, "to": 100, "duration": 1, "when": {"layer": "b", "property": "position.y", "crosses": 50}}]}"#
    let b = #"{"id": "b", "type": "rect", "size": [10, 10], "animations": [{"property": "position.y", "from": 0, "to": 100, "duration": 1, "when": {"layer": "a", "property": "position.y", "crosses": 50}}]}"#
    let found = errors(a + ", " + b)
    #expect(found.contains { $0.contains("layers[0].animations[0].when: waits on \"b\"'s position.y, which an animation moves that waits on this one") })
    #expect(found.contains { $0.contains("layers[1].animations[0].when: waits on \"a\"'s position.y") })
  }

  @Test func aFailedStartIsReportedOnceNotAsALoop() {
    // "go" fails (no crossing); the chain after it must not also be reported as a loop.
    let follower = #"{"id": "f", "type": "rect", "size": [10, 10], "animations": [{"after": "go", "property": "opacity", "to": 1}]}"#
    let found = errors(falling + ", " + watcher(#"{"layer": "src", "property": "position.y", "crosses": 500}"#) + ", " + follower)
    #expect(found.count == 1, "\(found)")
  }

  @Test func crossingFrameCountsOccurrences() {
    let trigger = ValueTrigger(layerID: "x", property: .opacity, threshold: 1, direction: .either, occurrence: 2)
    #expect(trigger.crossingFrame(in: [0, 2, 2, 0, 2]) == 3)
    // 1 → 2 starts at the threshold, so it is not a crossing up; 2 → 1 reaches it going down.
    #expect(trigger.crossingFrame(in: [1, 2, 1]) == nil)
    #expect(ValueTrigger(layerID: "x", property: .opacity, threshold: 1).crossingFrame(in: [1, 2, 1]) == 2)
    #expect(trigger.crossingFrame(in: [0, 2]) == nil)
    #expect(ValueTrigger(layerID: "x", property: .opacity, threshold: 1, direction: .up).crossingFrame(in: [0, 1, 0, 1]) == 1)
  }
}

import Testing
import Timing
@testable import SceneModel

/// Issue 3's constructs decoded from JSON and evaluated through the scene: keyframes, repeats,
/// directions, springs, groups, `after` chains, stagger, additive and cumulative.
@Suite struct TimingModelSceneTests {
  func load(_ layers: String, duration: String = "10") throws -> Scene {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": \#(duration), "layers": [\#(layers)]}"#
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  func rect(_ animations: String, extra: String = "") -> String {
    #"{"id": "r", "type": "rect", "size": [10, 10]\#(extra), "animations": [\#(animations)]}"#
  }

  func x(_ scene: Scene, seconds: Double, layer: String = "r") -> Double {
    scene.layer(id: layer)!.properties(at: TickTime(seconds: seconds)!, colorSpace: .srgb).position.x
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try load(layers) }
  }

  /// removedOnCompletion: true drops a forwards fill, as on iOS, and says so (the timing
  /// model's advice); without a forwards fill there is nothing to say.
  @Test func removedOnCompletionDropsAForwardsFillWithAWarning() throws {
    func loaded(_ extra: String) throws -> (scene: Scene, warnings: [String]) {
      let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 10, "layers": [\#(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1\#(extra)}"#))]}"#
      let result = try SceneLoader().load(text: json, baseDirectory: "/tmp")
      return (result.scene, result.warnings.map(\.message))
    }
    let dropped = try loaded(#", "fillMode": "forwards", "removedOnCompletion": true"#)
    #expect(x(dropped.scene, seconds: 2) == 0)
    #expect(dropped.warnings.contains { $0.hasPrefix("true drops the \"fillMode\": \"forwards\" fill after the end") }, "\(dropped.warnings)")
    let held = try loaded(#", "fill": "both", "removedOnCompletion": false"#)
    #expect(x(held.scene, seconds: 2) == 100)
    #expect(held.warnings.isEmpty)
    #expect(try loaded(#", "fill": "backwards", "removedOnCompletion": true"#).warnings.isEmpty)
    #expect(try loaded(#", "fill": "both", "removedOnCompletion": true"#).warnings.contains { $0.contains("\"fill\": \"both\" fill") })
  }

  @Test func keyframesWithKeyTimesAndSegmentTimingFunctions() throws {
    let scene = try load(rect(#"{"property": "position.x", "values": [0, 100, 50], "keyTimes": [0, 0.25, 1], "timingFunctions": ["linear", "linear"], "duration": 4}"#))
    #expect(x(scene, seconds: 0.5) == 50)
    #expect(x(scene, seconds: 1) == 100)  // exactly on a key time: the later interval starts there
    #expect(x(scene, seconds: 2.5) == 75)
  }

  @Test func discreteTextCyclesThroughPlaceholders() throws {
    let text = #"{"id": "t", "type": "text", "text": "", "animations": [{"property": "text", "values": ["MacBook Air", "AirPods", "iPad Pro"], "calculationMode": "discrete", "duration": 3, "repeatCount": "infinite"}]}"#
    let scene = try load(text)
    func shown(_ seconds: Double) -> String { scene.layer(id: "t")!.properties(at: TickTime(seconds: seconds)!, colorSpace: .srgb).text }
    #expect(shown(0) == "MacBook Air")
    #expect(shown(0.999) == "MacBook Air")
    #expect(shown(1) == "AirPods")
    #expect(shown(2.5) == "iPad Pro")
    #expect(shown(3) == "MacBook Air")  // second cycle
  }

  @Test func cssKeyframesWithPercentOffsetsAndEasing() throws {
    let scene = try load(rect(#"{"property": "position.x", "keyframes": [{"offset": 0, "value": 0}, {"offset": "50%", "value": 100, "easing": "linear"}, {"value": 0}], "easing": "linear", "duration": 2}"#))
    #expect(x(scene, seconds: 0.5) == 50)
    #expect(x(scene, seconds: 1.5) == 50)
  }

  /// CSS keyframes flip a discrete value (text) half-way through each interval, after the
  /// interval's easing, as browsers do (QA: they switched at the next offset, so the last value
  /// showed only after the end); Core Animation's `values` hold until the next key time.
  @Test func cssTextKeyframesFlipHalfWay() throws {
    func texts(_ animation: String) throws -> [String] {
      let scene = try load(#"{"id": "t", "type": "text", "text": "X", "animations": [\#(animation)]}"#, duration: "1.2")
      return (0..<72).map { scene.layer(id: "t")!.properties(at: TickTime(frameIndex: $0), colorSpace: .srgb).text }
    }
    func runs(_ values: [String]) -> [String] {
      values.reduce(into: [(String, Int)]()) { runs, value in
        if runs.last?.0 == value { runs[runs.count - 1].1 += 1 } else { runs.append((value, 1)) }
      }.map { "\($0.0)×\($0.1)" }
    }
    let css = try texts(#"{"property": "text", "keyframes": [{"offset": 0, "value": "A", "easing": "linear"}, {"offset": 0.5, "value": "B", "easing": "linear"}, {"offset": 1, "value": "C"}], "duration": 1}"#)
    #expect(runs(css) == ["A×15", "B×30", "C×15", "X×12"])
    // With CSS's default ease the flip comes where ease reaches 0.5: 0.3 of the interval.
    let eased = try texts(#"{"property": "text", "keyframes": [{"offset": 0, "value": "A"}, {"offset": 0.5, "value": "B"}, {"offset": 1, "value": "C"}], "duration": 1}"#)
    #expect(runs(eased) == ["A×9", "B×30", "C×21", "X×12"])
    let coreAnimation = try texts(#"{"property": "text", "values": ["A", "B", "C"], "duration": 1}"#)
    #expect(runs(coreAnimation) == ["A×30", "B×30", "X×12"])
  }

  @Test func cssKeyframesMissingEndUsesUnderlyingValue() throws {
    let scene = try load(rect(#"{"property": "position.x", "keyframes": [{"offset": 0.5, "value": 100}], "easing": "linear", "duration": 2}"#, extra: #", "position": [20, 0]"#))
    #expect(x(scene, seconds: 0.5) == 60)   // from the underlying 20 towards 100
    #expect(x(scene, seconds: 1.5) == 60)   // back towards the underlying 20
  }

  @Test func repeatCountTwoAndAHalfEndsMidway() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "repeatCount": 2.5, "fillMode": "forwards"}"#))
    #expect(x(scene, seconds: 1.25) == 25)
    #expect(x(scene, seconds: 5) == 50)
  }

  @Test func autoreversesIsATimeMirrorAndCountsCycles() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "autoreverses": true, "repeatCount": 2, "timingFunction": "easeIn", "fillMode": "forwards"}"#))
    let forward = x(scene, seconds: 0.25), back = x(scene, seconds: 1.75)
    #expect(abs(forward - back) < 1e-9)      // the return trip mirrors time, not the curve
    #expect(x(scene, seconds: 10) == 0)      // two full there-and-back cycles end on `from`
  }

  @Test func cssDirectionAlternateCountsIterations() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "iterations": 2, "direction": "alternate", "fill": "forwards"}"#))
    #expect(x(scene, seconds: 1.25) == 75)
    #expect(x(scene, seconds: 10) == 0)
  }

  @Test func timeOffsetWrapsAround() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "timeOffset": 0.5}"#))
    #expect(x(scene, seconds: 0) == 50)
    #expect(x(scene, seconds: 0.75) == 25)  // wrapped past the end back to the start
  }

  @Test func speedScalesTime() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "speed": 2, "fillMode": "forwards"}"#))
    #expect(x(scene, seconds: 0.25) == 50)
  }

  @Test func springWithoutDurationLastsItsSettlingDuration() throws {
    let scene = try load(rect(#"{"id": "s", "property": "position.x", "from": 0, "to": 1, "timingFunction": {"spring": {"mass": 1, "stiffness": 100, "damping": 10}}}"#))
    let animation = scene.layer(id: "r")!.animations[0]
    #expect(abs(animation.timing.iterationDuration.seconds - Spring().settlingDurationSeconds) < 1e-4)
    #expect(abs(x(scene, seconds: 0.1) - 0.3403) < 1e-4)
    #expect(abs(x(scene, seconds: 0.5) - 1.074591) < 1e-5)
  }

  @Test func springPresetsAndDurationBounce() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 1, "duration": 1, "timingFunction": {"spring": {"duration": 0.5, "bounce": 0.3}}}, {"property": "position.y", "from": 0, "to": 1, "duration": 1, "timingFunction": "bouncy"}"#))
    let p = scene.layer(id: "r")!.properties(at: TickTime(seconds: 0.3)!, colorSpace: .srgb)
    #expect(p.position.x == p.position.y)
  }

  /// A negative bounce and a damping ratio above 1 are over-damped, as the spring's own
  /// initializers make them; before, decoding reset every spring to CASpringAnimation's
  /// collapse to critical damping, so bounce −0.5 drew exactly bounce 0's curve.
  @Test func negativeBounceAndRatioAboveOneStayOverDamped() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 1, "duration": 1, "timingFunction": {"spring": {"duration": 0.5, "bounce": -0.5}}}, {"property": "position.y", "from": 0, "to": 1, "duration": 1, "timingFunction": {"spring": {"response": 0.5, "dampingRatio": 2}}}"#))
    let p = scene.layer(id: "r")!.properties(at: TickTime(seconds: 0.125)!, colorSpace: .srgb)
    let overDamped = Spring(duration: 0.5, bounce: -0.5)
    #expect(overDamped.allowsOverdamping)
    #expect(abs(p.position.x - overDamped.progress(atSeconds: 0.125)) < 1e-12)
    #expect(abs(p.position.x - 0.292983) < 1e-6)  // ζ = 1/(1 − 0.5) = 2, ω0 = 4π
    #expect(abs(p.position.x - Spring(duration: 0.5, bounce: 0).progress(atSeconds: 0.125)) > 0.1)
    #expect(p.position.y == p.position.x)  // the same spring: ω0 = 4π, ζ = 2

    // Said explicitly, the collapse still applies; the physical spring keeps CA's default.
    let collapsed = try load(rect(#"{"property": "position.x", "from": 0, "to": 1, "duration": 1, "timingFunction": {"spring": {"duration": 0.5, "bounce": -0.5, "allowsOverdamping": false}}}"#))
    #expect(abs(x(collapsed, seconds: 0.125) - Spring(duration: 0.5, bounce: 0).progress(atSeconds: 0.125)) < 1e-12)
    let physical = try load(rect(#"{"property": "position.x", "from": 0, "to": 1, "duration": 1, "timingFunction": {"spring": {"stiffness": 100, "damping": 40}}}"#))
    #expect(physical.layer(id: "r")!.animations[0].timing.easing == .spring(Spring(stiffness: 100, damping: 40)))
  }

  /// Boundaries that are exact in ticks switch on that frame, also where the progress is
  /// computed in doubles: reverse iterations (1 − 0.8 = 0.19999999999999996) and keyframe
  /// segments ((2/3 − 1/2) / (1/2) = 0.33333333333333326). Before, each switched a frame late.
  @Test func exactBoundariesSwitchOnTheirFrame() throws {
    let reverse = try load(rect(#"{"property": "position.x", "values": [0, 10, 20, 30, 40], "calculationMode": "discrete", "duration": 1, "autoreverses": true, "fillMode": "both"}, {"property": "position.y", "from": 0, "to": 50, "timingFunction": "steps(5)", "duration": 1, "direction": "reverse", "fillMode": "both"}"#), duration: "2")
    let at = { (frame: Int) in reverse.layer(id: "r")!.properties(at: TickTime(frameIndex: frame, fps: 60), colorSpace: .srgb).position }
    #expect(at(47).y == 10 && at(48).y == 10 && at(49).y == 0)   // progress 0.2 at frame 48: floor(0.2 × 5) = 1 step
    #expect(at(107).x == 10 && at(108).x == 10 && at(109).x == 0) // directed 0.2 at 1.8 s: values[1]

    let segments = try load(rect(#"{"property": "position.x", "values": [0, 0, 30], "timingFunctions": ["linear", "steps(3)"], "duration": 1}, {"property": "position.y", "keyframes": [{"offset": 0, "value": 0}, {"offset": 0.5, "value": 0, "easing": "steps(3)"}, {"offset": 1, "value": 30}], "duration": 1}"#), duration: "1")
    let point = segments.layer(id: "r")!.properties(at: TickTime(frameIndex: 40, fps: 60), colorSpace: .srgb).position
    #expect(point.x == 10 && point.y == 10)
    let before = segments.layer(id: "r")!.properties(at: TickTime(frameIndex: 39, fps: 60), colorSpace: .srgb).position
    #expect(before.x == 0 && before.y == 0)
  }

  @Test func groupClipsItsChildren() throws {
    let scene = try load(rect(#"{"duration": 1, "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 2}]}"#))
    #expect(x(scene, seconds: 0.5) == 25)
    #expect(x(scene, seconds: 1.5) == 0)  // the group has ended (fill removed): the child shows nothing
  }

  @Test func groupFillHoldsChildrenWithoutTheirOwnFill() throws {
    // CAAnimationGroup idiom: fillMode on the group keeps every child's end (and start) state.
    let scene = try load(rect(#"{"beginTime": 1, "duration": 1, "fillMode": "both", "animations": [{"property": "position.x", "from": 10, "to": 100, "duration": 1}]}"#))
    #expect(x(scene, seconds: 0.5) == 10)   // before: the first value
    #expect(x(scene, seconds: 1.5) == 55)
    #expect(x(scene, seconds: 5) == 100)    // after: held
    let unfilled = try load(rect(#"{"beginTime": 1, "duration": 1, "animations": [{"property": "position.x", "from": 10, "to": 100, "duration": 1}]}"#))
    #expect(x(unfilled, seconds: 5) == 0)   // no fill anywhere: removed
  }

  @Test func childShorterThanItsFilledGroupHoldsItsEndWithoutGapping() throws {
    // A 1 s child in a 2 s group that fills forwards: before, the child snapped back to the
    // model value (0) for the group's second second and reappeared at 100 when the group
    // began to fill. A child without its own fillMode now takes the group's throughout.
    let group = #"{"duration": 2, "fillMode": "forwards", "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 1}"#
    let held = try load(rect(group + "]}"))
    #expect(x(held, seconds: 0.5) == 50)
    #expect(x(held, seconds: 1.5) == 100)   // the child has ended; the group is still active
    #expect(x(held, seconds: 3) == 100)     // the group fills
    // Its own fillMode wins, as in Core Animation: removed snaps back and stays back.
    let removed = try load(rect(#"{"duration": 2, "fillMode": "forwards", "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 1, "fillMode": "removed"}]}"#))
    #expect(x(removed, seconds: 1.5) == 0)
    #expect(x(removed, seconds: 3) == 0)
    // A group without fill leaves its children's defaults alone: the child snaps back.
    let unfilled = try load(rect(#"{"duration": 2, "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 1}]}"#))
    #expect(x(unfilled, seconds: 1.5) == 0)
  }

  @Test func delayedChildInABackwardsFilledGroupShowsItsStartUntilItBegins() throws {
    // Before, the child showed its start value before the group began, the model value (0)
    // between the group's start and its own, then its animation.
    let scene = try load(rect(#"{"beginTime": 1, "duration": 2, "fillMode": "both", "animations": [{"property": "position.x", "from": 10, "to": 100, "duration": 1, "beginTime": 0.5}]}"#))
    #expect(x(scene, seconds: 0.5) == 10)
    #expect(x(scene, seconds: 1.25) == 10)
    #expect(x(scene, seconds: 2) == 55)
    // Nested groups pass the fill down to grandchildren without their own.
    let nested = try load(rect(#"{"duration": 3, "fillMode": "forwards", "animations": [{"duration": 2, "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 1}]}]}"#))
    #expect(x(nested, seconds: 2.5) == 100)
    #expect(x(nested, seconds: 5) == 100)
  }

  @Test func zeroIterationsStartAtTheirTimeOffset() throws {
    // Reference §5: zero iterations make the active duration 0; the overall progress is then
    // the iteration start, timeOffset / duration (0.2 here), which a fill shows.
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "iterations": 0, "timeOffset": 0.2, "fillMode": "forwards"}"#))
    #expect(abs(x(scene, seconds: 0.5) - 20) < 1e-9)
    let plain = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "iterations": 0, "fillMode": "forwards"}"#))
    #expect(x(plain, seconds: 0.5) == 0)   // the start value, as before
  }

  /// Autoreversing makes the second duration the way back (reference §4: c = 2d − c; §8:
  /// alternate), also when zero iterations only show where timeOffset lands (QA: 1.2 s into a
  /// 1 s autoreversing animation showed 20, the way out, instead of 80).
  @Test func zeroIterationsWithAutoreversesShowTheWayBack() throws {
    func held(_ offset: Double, _ extra: String = #", "autoreverses": true"#) throws -> Double {
      let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "iterations": 0, "timeOffset": \#(offset), "fillMode": "both"\#(extra)}"#))
      return x(scene, seconds: 0.5)
    }
    #expect(abs(try held(1.2) - 80) < 1e-9)
    #expect(abs(try held(3.4) - 60) < 1e-9)
    #expect(abs(try held(0.3) - 30) < 1e-9)   // the way out is unchanged
    // The same as "direction": "alternate" and as a repeat count, which were right already.
    #expect(abs(try held(1.2, #", "direction": "alternate""#) - 80) < 1e-9)
    let counted = try load(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "repeatCount": 1, "timeOffset": 1.2, "autoreverses": true}"#))
    #expect(abs(x(counted, seconds: 0) - 80) < 1e-9)
  }

  /// repeatDuration 0 means "not set", so a positive one under half a tick (which rounds to 0)
  /// is refused rather than played as one whole iteration (QA: 0.000001 played all of it).
  @Test func repeatDurationUnderOneTickIsRefused() throws {
    let refused = errors(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "repeatDuration": 0.000001}"#))
    #expect(refused.contains { $0.contains("layers[0].animations[0].repeatDuration: must be 0 (not set) or at least one tick, 1/60000 s") }, "\(refused)")
    #expect(errors(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "repeatDuration": 0.00001}"#)).isEmpty)
    #expect(errors(rect(#"{"property": "position.x", "from": 0, "to": 100, "duration": 1, "repeatDuration": 0}"#)).isEmpty)
  }

  @Test func repeatDurationOnAnInstantaneousAnimationWarns() throws {
    func warnings(_ animation: String) throws -> [String] {
      let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 3, "layers": [\#(rect(animation))]}"#
      return try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
    }
    let zero = try warnings(#"{"property": "position.x", "from": 0, "to": 100, "duration": 0, "repeatDuration": 2, "fillMode": "forwards"}"#)
    #expect(zero.contains { $0.contains("warning: layers[0].animations[0].repeatDuration: has no effect: the animation's \"duration\" is 0") }, "\(zero)")
    #expect(try warnings(#"{"property": "position.x", "from": 0, "to": 100, "duration": 0.5, "repeatDuration": 2}"#).isEmpty)
  }

  @Test func groupWithoutDurationLastsUntilItsLastChildEnds() throws {
    let scene = try load(rect(#"{"beginTime": 1, "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 2, "beginTime": 0.5}]}"#))
    #expect(scene.layer(id: "r")!.animations[0].timing.endTime == TickTime(seconds: 3.5))
    #expect(x(scene, seconds: 2.5) == 50)
  }

  /// CAAnimationGroup: a child whose duration is not set runs for the group's duration (seed
  /// 003's 5 s group; Apple's group example). Before, it took the 0.25 s default, so a fade in a
  /// 5 s group ended after 0.25 s, and in a 0.16 s group it stopped part-way.
  @Test func childWithoutDurationTakesItsGroupsDuration() throws {
    let fade = #"{"property": "position.x", "from": 0, "to": 100}"#
    let inherited = try load(rect(#"{"duration": 5, "fillMode": "forwards", "animations": [\#(fade)]}"#))
    #expect(x(inherited, seconds: 0.5) == 10)
    #expect(x(inherited, seconds: 2.5) == 50)
    #expect(x(inherited, seconds: 6) == 100)
    // Autoreverse and repeats apply to the group, not the child's duration: one play is 1 s.
    let reversing = try load(rect(#"{"duration": 1, "autoreverses": true, "animations": [\#(fade)]}"#))
    #expect(x(reversing, seconds: 0.5) == 50)
    #expect(x(reversing, seconds: 1.25) == 75)
    // Nested: a group without a duration inside one with a duration takes it, and passes it on.
    let nested = try load(rect(#"{"duration": 2, "animations": [{"animations": [\#(fade)]}]}"#))
    #expect(x(nested, seconds: 1) == 50)
    // A child's own duration wins, even 0; a group without a duration gives the 0.25 s default.
    let own = try load(rect(#"{"duration": 5, "fillMode": "forwards", "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 1}]}"#))
    #expect(x(own, seconds: 0.5) == 50)
    let instant = try load(rect(#"{"duration": 5, "fillMode": "forwards", "animations": [{"property": "position.x", "from": 0, "to": 100, "duration": 0}]}"#))
    #expect(x(instant, seconds: 0.5) == 100)
    let defaulted = try load(rect(#"{"fillMode": "forwards", "animations": [\#(fade)]}"#))
    #expect(defaulted.layer(id: "r")!.animations[0].timing.endTime == TickTime(seconds: 0.25))
    #expect(x(defaulted, seconds: 0.125) == 50)
  }

  @Test func afterChainsAnimationsWithoutSums() throws {
    let scene = try load(rect(#"""
      {"id": "in", "property": "opacity", "from": 0, "to": 1, "duration": 0.4, "beginTime": 0.2},
      {"id": "hold", "after": "in", "property": "position.x", "from": 0, "to": 100, "duration": 1, "beginTime": 0.5},
      {"after": "hold", "property": "position.y", "from": 0, "to": 10, "duration": 1}
      """#))
    let animations = scene.layer(id: "r")!.animations
    #expect(animations[1].timing.delay == TickTime(seconds: 1.1))
    #expect(animations[2].timing.delay == TickTime(seconds: 2.1))
    #expect(scene.duration == TickTime(seconds: 10))
  }

  @Test func aLongChainWrittenBackwardsResolves() throws {
    // 1000 links, each after the next one down the list, resolved in dependency order (one
    // round per link took 22 s for 9000; `DependencyWalkTests` tests the order itself). A
    // "when" waits on the sum of all 1000 (additive, held) moves.
    let links = (0..<1000).reversed().map { i in
      let after = i == 0 ? "" : #""after": "a\#(i - 1)", "#
      return #"{"id": "a\#(i)", \#(after)"property": "position.x", "by": 1, "additive": true, "duration": 0.03, "fillMode": "forwards"}"#
    }
    let watcher = #"{"id": "w", "type": "rect", "animations": [{"property": "opacity", "to": 0, "when": {"layer": "r", "property": "position.x", "crosses": 999.25}}]}"#
    let scene = try load(rect(links.joined(separator: ", ")) + ", " + watcher, duration: "40")
    let animations = scene.layer(id: "r")!.animations
    #expect(animations[0].timing.delay == TickTime(seconds: 29.97))  // a999, after 999 links of 0.03 s
    #expect(animations[999].timing.delay == .zero)
    #expect(scene.layer(id: "w")!.animations[0].timing.delay == TickTime(frameIndex: 1799, fps: 60))  // 999 + 0.44: a999 is 44 % done
  }

  @Test func afterErrors() {
    #expect(errors(rect(#"{"after": "nope", "property": "opacity", "to": 1}, {"id": "yes", "property": "opacity", "to": 0}"#))
      .contains { $0.contains("layers[0].animations[0].after: no animation has id \"nope\"") })
    #expect(errors(rect(#"{"id": "a", "after": "b", "property": "opacity", "to": 1}, {"id": "b", "after": "a", "property": "opacity", "to": 0}"#))
      .contains { $0.contains("loops back on itself") })
    #expect(errors(rect(#"{"id": "a", "property": "opacity", "to": 1, "repeatCount": "infinite"}, {"after": "a", "property": "opacity", "to": 0}"#))
      .contains { $0.contains("never ends") })
  }

  @Test func seededRandomStaggerIsReproducibleAndAPermutation() throws {
    let children = (0..<6).map { #"{"id": "c\#($0)", "type": "rect", "opacity": 0, "animations": [{"property": "opacity", "to": 1, "duration": 0.1, "fillMode": "forwards"}]}"# }
    let group = #"{"id": "g", "type": "group", "stagger": {"each": 0.5, "order": "random", "seed": 7}, "children": [\#(children.joined(separator: ","))]}"#
    let first = try load(group), second = try load(group)
    let shifts = (0..<6).map { first.layer(id: "c\($0)")!.timeShift }
    #expect(shifts == (0..<6).map { second.layer(id: "c\($0)")!.timeShift })
    #expect(Set(shifts) == Set((0..<6).map { TickTime(ticks: Int64($0) * 30_000) }))
    #expect(shifts != (0..<6).map { TickTime(ticks: Int64($0) * 30_000) })  // seed 7 is not the identity order
    // The child that starts third is fully visible from 1.1 s and invisible at 0.99 s.
    let third = (0..<6).first { shifts[$0] == TickTime(seconds: 1) }!
    let layer = first.layer(id: "c\(third)")!
    #expect(layer.properties(at: TickTime(seconds: 0.99)!, colorSpace: .srgb).opacity == 0)
    #expect(layer.properties(at: TickTime(seconds: 1.1)!, colorSpace: .srgb).opacity == 1)
  }

  @Test func additiveAddsToTheModelValue() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": -100, "to": 0, "duration": 1, "additive": true}"#, extra: #", "position": [200, 0]"#))
    #expect(x(scene, seconds: 0) == 100)
    #expect(x(scene, seconds: 0.5) == 150)
  }

  @Test func anAddedAnimationsMissingEndIsTheUnderlyingValue() throws {
    // `by` alone, `to` alone, `from` alone and CSS keyframes without 0 % on a layer at x = 200:
    // the missing end adds nothing, so it shows 200 (not 400, the underlying value counted twice).
    let at200 = #", "position": [200, 0]"#
    func xs(_ animation: String) throws -> [Double] {
      let scene = try load(rect(animation, extra: at200))
      return [0, 0.5, 1].map { x(scene, seconds: $0) }
    }
    let linear = #""duration": 1, "timingFunction": "linear", "fillMode": "forwards""#
    #expect(try xs(#"{"property": "position.x", "by": 40, "additive": true, \#(linear)}"#) == [200, 220, 240])
    #expect(try xs(#"{"property": "position.x", "to": 40, "composite": "add", \#(linear)}"#) == [200, 220, 240])
    #expect(try xs(#"{"property": "position.x", "from": 40, "additive": true, \#(linear)}"#) == [240, 220, 200])
    #expect(try xs(#"{"property": "position.x", "keyframes": [{"offset": 1, "value": 40}], "composite": "add", "easing": "linear", "duration": 1, "fill": "forwards"}"#) == [200, 220, 240])
    // Replacing animations still start from the layer's value.
    #expect(try xs(#"{"property": "position.x", "by": 40, \#(linear)}"#) == [200, 220, 240])
  }

  @Test func cumulativeContinuesEachRepeat() throws {
    let scene = try load(rect(#"{"property": "position.x", "from": 0, "to": 10, "duration": 1, "repeatCount": 3, "cumulative": true, "fillMode": "forwards"}"#))
    #expect(x(scene, seconds: 1.5) == 15)
    #expect(x(scene, seconds: 2.5) == 25)
    #expect(x(scene, seconds: 9) == 30)
  }

  /// Scales are transforms, which compose by multiplying (CA concatenates added and cumulative
  /// transforms; CSS adds `scale(3)` onto `scale(2)` as `scale(6)` and accumulates it one-based,
  /// as `scale(4)`: web-platform-tests' scale-composition cases). QA: both gave 5.
  @Test func scalesComposeByMultiplying() throws {
    func scales(_ animation: String, layerScale: String = "[2, 1]") throws -> [Vec2] {
      let scene = try load(rect(animation, extra: #", "transform": {"scale": \#(layerScale)}"#))
      return [0, 0.5, 1].map { scene.layer(id: "r")!.properties(at: TickTime(seconds: $0)!, colorSpace: .srgb).scale }
    }
    let linear = #""duration": 1, "timingFunction": "linear", "fillMode": "forwards""#
    // transform.scale.x: 3 → 4 onto 2.
    #expect(try scales(#"{"property": "transform.scale.x", "from": 3, "to": 4, "composite": "add", \#(linear)}"#)
      == [Vec2(6, 1), Vec2(7, 1), Vec2(8, 1)])
    #expect(try scales(#"{"property": "transform.scale.x", "from": 3, "to": 4, "additive": true, \#(linear)}"#)
      == [Vec2(6, 1), Vec2(7, 1), Vec2(8, 1)])
    #expect(try scales(#"{"property": "transform.scale.x", "from": 3, "to": 4, "composite": "accumulate", \#(linear)}"#)
      == [Vec2(4, 1), Vec2(4.5, 1), Vec2(5, 1)])
    // A uniform scale composes onto each axis of an uneven one.
    #expect(try scales(#"{"property": "transform.scale", "from": 1, "to": 3, "composite": "add", \#(linear)}"#)
      == [Vec2(2, 1), Vec2(4, 2), Vec2(6, 3)])
    #expect(try scales(#"{"property": "transform.scale", "from": 1, "to": 3, "composite": "accumulate", \#(linear)}"#)
      == [Vec2(2, 1), Vec2(3, 2), Vec2(4, 3)])
    // A missing end adds nothing: 1 for a scale, so it shows the layer's scale.
    #expect(try scales(#"{"property": "transform.scale.y", "to": 2, "composite": "add", \#(linear)}"#)
      == [Vec2(2, 1), Vec2(2, 1.5), Vec2(2, 2)])
    #expect(try scales(#"{"property": "transform.scale.y", "keyframes": [{"offset": 1, "value": 2}], "composite": "add", "easing": "linear", "duration": 1, "fill": "forwards"}"#)
      == [Vec2(2, 1), Vec2(2, 1.5), Vec2(2, 2)])
    // Replacing is unchanged.
    #expect(try scales(#"{"property": "transform.scale.x", "from": 3, "to": 4, \#(linear)}"#)
      == [Vec2(3, 1), Vec2(3.5, 1), Vec2(4, 1)])
    // Other properties still add.
    let scene = try load(rect(#"{"property": "transform.rotation", "from": 10, "to": 20, "additive": true, \#(linear)}"#,
                              extra: #", "transform": {"rotation": 30}"#))
    #expect(scene.layer(id: "r")!.properties(at: TickTime(seconds: 1)!, colorSpace: .srgb).rotationDegrees == 50)
  }

  @Test func aCumulativeScaleMultipliesEachRepeat() throws {
    let scene = try load(rect(#"{"property": "transform.scale", "from": 1, "to": 2, "duration": 1, "repeatCount": 3, "cumulative": true, "timingFunction": "linear", "fillMode": "forwards"}"#))
    func scale(_ seconds: Double) -> Vec2 { scene.layer(id: "r")!.properties(at: TickTime(seconds: seconds)!, colorSpace: .srgb).scale }
    #expect(scale(0.5) == Vec2(1.5, 1.5))
    #expect(scale(1.5) == Vec2(3, 3))
    #expect(scale(2.5) == Vec2(6, 6))
    #expect(scale(9) == Vec2(8, 8))
  }

  @Test func invalidCombinationsAreRefusedWithPaths() {
    #expect(errors(rect(#"{"property": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].keyTimes:") })
    #expect(errors(rect(#"{"property": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.8, 0.5]}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].keyTimes:") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "autoreverses": true, "direction": "alternate"}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].direction: set \"autoreverses\" or \"direction\", not both") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "timingFunction": "cubic-bezier(1.2, 0, 0.5, 1)"}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].timingFunction:") && $0.contains("x1") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "timingFunction": "eas-in"}"#))
      .contains { $0.contains("did you mean \"ease-in\"?") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "duration": -0.5}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].duration: must be ≥ 0") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "delay": 1, "beginTime": 1}"#))
      .contains { $0.contains("mean the same thing") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "values": [0, 1]}"#))
      .contains { $0.contains("not several") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "repeatCount": 2, "repeatDuration": 3}"#))
      .contains { $0.contains("not both") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "speed": -1}"#))
      .contains { $0.hasPrefix("layers[0].animations[0].speed:") })
    #expect(errors(rect(#"{"property": "opacity", "to": 1, "timingFunction": {"spring": {"mass": 1, "bounce": 0.2}}}"#))
      .contains { $0.contains("not a mix") })
    #expect(errors(#"{"type": "group", "stagger": {"each": 0.1, "order": "randm"}, "children": [{"type": "rect"}]}"#)
      .contains { $0.hasPrefix("layers[0].stagger.order:") && $0.contains("random") })
  }
}

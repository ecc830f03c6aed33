import Testing
import Timing
@testable import SceneModel

/// The model resolved at exact instants: interpolation, fill modes, frame timing.
@Suite struct EvaluationTests {
  func scene(_ animation: String, duration: String = "2") throws -> Scene {
    let json = """
      {"canvas": {"width": 100, "height": 100}, "duration": \(duration), "layers": [
        {"id": "box", "type": "rect", "position": [10, 20], "size": [30, 40], "opacity": 0.25, "animations": [\(animation)]}
      ]}
      """
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  func opacity(_ scene: Scene, frame: Int) -> Double {
    scene.state(atFrame: frame).layers[0].properties.opacity
  }

  @Test func fromToLinearInterpolation() throws {
    let scene = try scene(#"{"property": "opacity", "from": 0, "to": 1, "duration": 1}"#)
    #expect(opacity(scene, frame: 0) == 0)
    #expect(abs(opacity(scene, frame: 15) - 0.25) < 1e-12)
    #expect(abs(opacity(scene, frame: 30) - 0.5) < 1e-12)
  }

  @Test func easeAtHalfIsWebKitValue() throws {
    let scene = try scene(#"{"property": "position.x", "from": 0, "to": 1, "duration": 1, "timingFunction": "default"}"#)
    let x = scene.state(atFrame: 30).layers[0].properties.position.x
    #expect(abs(x - 0.802403) < 1e-6)
  }

  @Test func removedFillShowsModelValueBeforeAndAfter() throws {
    let scene = try scene(#"{"property": "opacity", "from": 0, "to": 1, "duration": 0.5, "beginTime": 0.5}"#)
    #expect(opacity(scene, frame: 0) == 0.25)   // before: the model value
    #expect(opacity(scene, frame: 30) == 0)     // start: from
    #expect(opacity(scene, frame: 60) == 0.25)  // after: removed, back to the model value
  }

  @Test(arguments: [("forwards", 0.25, 1.0), ("backwards", 0.0, 0.25), ("both", 0.0, 1.0), ("removed", 0.25, 0.25)])
  func fillModes(mode: String, before: Double, after: Double) throws {
    let scene = try scene(#"{"property": "opacity", "from": 0, "to": 1, "duration": 0.5, "beginTime": 0.5, "fillMode": "\#(mode)"}"#)
    #expect(opacity(scene, frame: 10) == before)
    #expect(opacity(scene, frame: 90) == after)
  }

  @Test func byAndToFollowCoreAnimationRules() throws {
    let by = try scene(#"{"property": "position.x", "by": 100, "duration": 1, "fillMode": "forwards"}"#)
    #expect(by.state(atFrame: 90).layers[0].properties.position.x == 110)
    let to = try scene(#"{"property": "position", "to": [50, 60], "duration": 1}"#)
    let mid = to.state(atFrame: 30).layers[0].properties.position
    #expect(mid == Vec2(30, 40))
    let toBy = try scene(#"{"property": "position.y", "to": 100, "by": 40, "duration": 1}"#)
    #expect(toBy.state(atFrame: 0).layers[0].properties.position.y == 60)
  }

  @Test func colourAnimationGoesThroughPremultipliedSRGB() throws {
    let scene = try scene(##"{"property": "backgroundColor", "from": "transparent", "to": "#FF0000", "duration": 1}"##)
    let mid = scene.state(atFrame: 30).layers[0].properties.backgroundColor
    #expect(mid.red == 1 && mid.green == 0 && mid.blue == 0)  // never grey on the way from transparent
    #expect(abs(mid.alpha - 0.5) < 1e-12)
  }

  @Test(arguments: [("1", 60), ("1.01", 61), ("0.5", 30), ("600", 36000), ("0.001", 1)])
  func frameCountIsCeilingOfDurationTimes60(duration: String, frames: Int) throws {
    #expect(try scene(#"{"property": "opacity", "to": 1}"#, duration: duration).frameCount == frames)
  }

  @Test func durationDefaultsToLastAnimationEnd() throws {
    let json = """
      {"canvas": {"width": 10, "height": 10}, "layers": [{"type": "rect", "animations": [
        {"property": "opacity", "to": 0, "duration": 0.75, "beginTime": 0.5}]}]}
      """
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    #expect(scene.duration == TickTime(ticks: 75_000))
  }

  @Test func frame36000IsExactly600Seconds() throws {
    let scene = try scene(#"{"property": "opacity", "from": 0, "to": 1, "duration": 600}"#, duration: "601")
    #expect(scene.state(atFrame: 36000).time.ticks == 600 * TickTime.ticksPerSecond)
    #expect(opacity(scene, frame: 18000) == 0.5)
  }

  @Test func laterAnimationOverridesEarlierOnSameProperty() throws {
    let scene = try scene(#"{"property": "opacity", "to": 1, "duration": 1}, {"property": "opacity", "from": 0.1, "to": 0.1, "duration": 1}"#)
    #expect(opacity(scene, frame: 30) == 0.1)
  }
}

/// CSS keyframes with both ends given do not depend on the underlying value, so their track is
/// built once when decoded instead of for every sample (58 % of a scene of 30 such animations
/// went to rebuilding it); a missing end still takes the underlying value at each sample.
@Suite struct CSSKeyframeTrackTests {
  func values(_ keyframes: String) throws -> (AnimationValues, Scene) {
    let json = """
      {"canvas": {"width": 100, "height": 100}, "duration": 2, "layers": [
        {"id": "box", "type": "rect", "position": [10, 20], "size": [30, 40], "opacity": 0.25, "animations": [
          {"property": "opacity", "keyframes": \(keyframes), "duration": 1}]}]}
      """
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    guard case .property(_, let values) = try #require(scene.layers.first?.animations.first).content else {
      Issue.record("not a property animation")
      throw CancellationError()
    }
    return (values, scene)
  }

  @Test func bothEndsGivenBuildTheTrackOnce() throws {
    let (complete, scene) = try values(#"[{"offset": 0, "value": 0}, {"offset": 0.5, "value": 1, "easing": "ease-in"}, {"value": 0.5}]"#)
    guard case .cssKeyframes(_, _, let track) = complete else { Issue.record("\(complete)"); return }
    #expect(track != nil)
    #expect(abs(scene.state(atFrame: 30).layers[0].properties.opacity - 1) < 1e-12)
    // Half-way from 1 to 0.5 under the second keyframe's ease-in.
    let eased = TimingFunction.easeIn.progress(0.5, durationSeconds: 1)
    #expect(abs(scene.state(atFrame: 45).layers[0].properties.opacity - (1 - 0.5 * eased)) < 1e-12)
    let (partial, partialScene) = try values(#"[{"offset": 0.5, "value": 1}]"#)
    guard case .cssKeyframes(_, _, let none) = partial else { Issue.record("\(partial)"); return }
    #expect(none == nil)
    // The missing ends take the layer's own opacity, 0.25.
    #expect(abs(partialScene.state(atFrame: 0).layers[0].properties.opacity - 0.25) < 1e-12)
    #expect(abs(partialScene.state(atFrame: 30).layers[0].properties.opacity - 1) < 1e-12)
  }
}

import Foundation
import SceneModel
import Testing
@testable import FlipbookCLI
@testable import SceneGIF

/// Pass 1's palette samples: half spread over the animation, half over the frames whose colours
/// change, so a short colour change between evenly spread samples is seen (QA: the demo's bar
/// turned from orange to green between two samples and drew off-colour frames at 37 dB).
@Suite struct ColorChangeSampleTests {
  /// 4 s of a ball moving, with its colour changing in 0.2 s only (2.0–2.2 s).
  static let scene = """
    { "canvas": { "width": 100, "height": 60 }, "duration": 4,
      "layers": [ { "type": "ellipse", "position": [10, 30], "size": [10, 10], "fillColor": "#007AFF",
        "animations": [ { "property": "position.x", "from": 10, "to": 90, "duration": 4 },
                        { "property": "backgroundColor", "to": "#34C759", "duration": 0.2, "beginTime": 2, "fillMode": "forwards" } ] } ] }
    """

  static func plan(_ json: String) throws -> (GIFFramePlan, Scene) {
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return (try GIFFramePlan(scene: scene, gifFPS: 50), scene)
  }

  @Test func aShortColourChangeGetsSamplesOfItsOwn() throws {
    let (plan, scene) = try Self.plan(Self.scene)
    let samples = ColorChangeSamples.positions(plan.frames, scene: scene, limit: 32)
    #expect(samples.count <= 32 && samples == samples.sorted() && Set(samples).count == samples.count)
    #expect(samples.first == 0 && samples.last == plan.frames.count - 1)
    // GIF frames (2 cs each) 100…110 show 2.0–2.2 s: most of them are samples, where evenly
    // spread samples (one every ~6 frames) catch two.
    let during = samples.filter { (101...110).contains($0) }
    #expect(during.count >= 8, "\(samples)")
    #expect(ColorChangeSamples.spread(count: plan.frames.count, limit: 32).filter { (101...110).contains($0) }.count <= 2)
  }

  /// Moving colours are not changing colours: with nothing but motion the samples are spread
  /// evenly, as before.
  @Test func motionAloneKeepsTheEvenSpread() throws {
    let (plan, scene) = try Self.plan(Self.scene.replacingOccurrences(of: "\"to\": \"#34C759\"", with: "\"to\": \"#007AFF\""))
    #expect(ColorChangeSamples.positions(plan.frames, scene: scene, limit: 32) == ColorChangeSamples.spread(count: plan.frames.count, limit: 32))
  }

  @Test func aColourChangeIsToldFromMotion() throws {
    let scene = try SceneLoader().load(text: Self.scene, baseDirectory: "/tmp").scene
    #expect(!ColorChangeSamples.changesColors(from: scene.state(atFrame: 10), to: scene.state(atFrame: 11)))
    #expect(ColorChangeSamples.changesColors(from: scene.state(atFrame: 122), to: scene.state(atFrame: 123)))
  }
}

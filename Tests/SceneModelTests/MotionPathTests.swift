import Foundation
import Testing
import Timing
@testable import SceneModel

/// `"path"` on a position animation: CAKeyframeAnimation.path with its calculation and
/// rotation modes, CSS offset-path (QA: both ports had to sample the path by hand).
@Suite struct MotionPathTests {
  func scene(_ animation: String, layerExtra: String = "", duration: Double = 2) throws -> Scene {
    let json = #"{"canvas": {"width": 300, "height": 200}, "duration": \#(duration), "layers": [{"id": "r", "type": "rect", "size": [10, 10]\#(layerExtra), "animations": [\#(animation)]}]}"#
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  func properties(_ scene: Scene, frame: Int) -> LayerProperties {
    scene.layer(id: "r")!.properties(at: TickTime(frameIndex: frame), colorSpace: .srgb)
  }

  func close(_ a: Vec2, _ b: Vec2, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func pacedMotionKeepsAnEvenSpeedAlongACurve() throws {
    let curve = "M 20 100 C 100 0 200 200 280 100"
    let scene = try scene(#"{"property": "position", "path": "\#(curve)", "calculationMode": "paced", "duration": 2, "fillMode": "forwards"}"#)
    let points = (0...120).map { properties(scene, frame: $0).position }
    #expect(points[0] == Vec2(20, 100) && close(points[120], Vec2(280, 100)))
    let steps = zip(points, points.dropFirst()).map { Vec2.distance($0, $1) }
    // Equal times cover equal lengths: the chords differ only by the curve's bend (< 0.01 %).
    #expect((steps.max()! - steps.min()!) / steps.min()! < 1e-3, "\(steps.min()!)…\(steps.max()!)")
    // Half-way in time is half-way along: the curve is symmetric about its middle point.
    #expect(close(points[60], Vec2(150, 100), within: 1e-6))
  }

  @Test func linearMotionSpendsAKeyTimePerPointAndEasesEachSegment() throws {
    // Right 100 in the first quarter, then down 100 in the rest, the second segment eased.
    let scene = try scene(#"{"property": "position", "path": "M 0 0 L 100 0 L 100 100", "keyTimes": [0, 0.25, 1], "timingFunctions": ["linear", "easeIn"], "duration": 2}"#)
    #expect(close(properties(scene, frame: 15).position, Vec2(50, 0)))  // 0.25 s: half of the first quarter
    #expect(close(properties(scene, frame: 30).position, Vec2(100, 0)))
    let eased = TimingFunction.cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)).progress(0.5, durationSeconds: 1.5)
    #expect(close(properties(scene, frame: 75).position, Vec2(100, 100 * eased), within: 1e-6))  // half-way in time through the second
  }

  @Test func discreteMotionJumpsFromPointToPoint() throws {
    let scene = try scene(#"{"property": "position", "path": "M 0 0 L 100 0 Q 150 50 100 100", "calculationMode": "discrete", "duration": 3}"#, duration: 3)
    #expect(properties(scene, frame: 59).position == Vec2(0, 0))
    #expect(properties(scene, frame: 60).position == Vec2(100, 0))
    #expect(properties(scene, frame: 120).position == Vec2(100, 100))
  }

  @Test func rotationModeTurnsTheLayerWithThePathOnTopOfItsOwnRotation() throws {
    let path = #""path": "M 0 0 L 100 0 L 100 100", "duration": 2"#
    let auto = try scene(#"{"property": "position", \#(path), "rotationMode": "rotateAuto"}"#, layerExtra: #", "transform": {"rotation": 10}"#)
    #expect(abs(properties(auto, frame: 30).rotationDegrees - 10) < 1e-9)  // heading right: 0°
    #expect(abs(properties(auto, frame: 90).rotationDegrees - 100) < 1e-9)  // heading down: 90° clockwise
    let reverse = try scene(#"{"property": "position", \#(path), "rotationMode": "autoReverse"}"#)
    #expect(abs(properties(reverse, frame: 30).rotationDegrees - 180) < 1e-9)
    // After the animation the layer is back to its own rotation (no fill).
    #expect(abs(properties(auto, frame: 119).rotationDegrees - 10) > 1e-9)
    #expect(properties(try scene(#"{"property": "position", \#(path)}"#), frame: 30).rotationDegrees == 0)
  }

  @Test func aClosedPathReturnsToItsStartAndRepeats() throws {
    let scene = try scene(#"{"property": "position", "path": "M 0 0 H 100 V 100 Z", "calculationMode": "paced", "duration": 1, "repeatCount": 2}"#)
    // One frame before the end the layer is a sixtieth of the lap from its start, on the closing diagonal.
    let lastStep = (200 + 100 * 2.0.squareRoot()) / 60 / 2.0.squareRoot()
    #expect(close(properties(scene, frame: 119).position, Vec2(lastStep, lastStep), within: 1e-6))
    // 100 + 100 + 141.4 around: at 0.5 s of each lap the layer is 170.7 along, 70.7 down the right side.
    let lapLength = 200 + 100 * 2.0.squareRoot()
    let expected = Vec2(100, lapLength / 2 - 100)
    #expect(close(properties(scene, frame: 30).position, expected, within: 1e-6))
    #expect(close(properties(scene, frame: 90).position, expected, within: 1e-6))
  }

  @Test func pacedKeyTimesOnAPathWarnWithoutOfferingCubic() throws {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "position", "path": "M 0 0 L 1 1 L 2 0", "keyTimes": [0, 0.2, 1], "calculationMode": "paced", "duration": 1}]}]}"#
    let warnings = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
    #expect(warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].keyTimes: ignored with \"calculationMode\": \"paced\"") && $0.contains("use \"linear\" to time them with keyTimes (line") }, "\(warnings)")
  }

  @Test(arguments: [
    (#""property": "opacity", "path": "M 0 0 L 1 1""#, #"animations[0].path: a path moves the layer: it animates "position", not "opacity""#),
    (#""property": "position", "path": "M 0 0 L 1 1 M 5 5 L 6 6""#, #"animations[0].path: a motion path is one subpath: a second "M" would make the layer jump"#),
    (#""property": "position", "path": "M 0 0""#, #"animations[0].path: needs at least one segment after its "M""#),
    (#""property": "position", "path": "M 0 0 L 1 1", "calculationMode": "cubic""#, #"animations[0].calculationMode: "cubic" draws a curve through values; a path is its own curve"#),
    (#""property": "position", "path": "M 0 0 L 1 1 L 2 2", "keyTimes": [0, 1]"#, "animations[0].keyTimes: linear key times need 3 entries, got 2"),
    (#""property": "position", "values": [[0, 0], [1, 1]], "rotationMode": "auto""#, #"animations[0].rotationMode: "rotationMode" turns a layer along a "path"; this animation has none"#),
    (#""property": "position", "path": "M 0 0 L 1 1", "rotationMode": "kCAAnimationRotateAuto""#, #"animations[0].rotationMode: unknown value "kCAAnimationRotateAuto"; did you mean "rotateAuto"?"#),
    (#""property": "position", "path": "M 0 0 L 1 1", "to": [3, 3]"#, #"animations[0].to: "to" cannot go with "path""#),
    (#""property": "position", "path": "M 0 0 L 1 x""#, "animations[0].path: "),
  ])
  func mistakesAreNamed(members: String, expected: String) {
    let found = sceneErrorMessages { _ = try scene(#"{\#(members), "duration": 1}"#) }
    #expect(found.contains { $0.hasPrefix("layers[0]." + expected) }, "\(found)")
  }
}

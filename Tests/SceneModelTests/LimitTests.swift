import Foundation
import Testing
@testable import SceneModel

/// Every limit: just under passes, just over is refused with a message naming the limit.
@Suite struct LimitTests {
  func messages(_ json: String, limits: SceneLimits = SceneLimits()) -> [String] {
    do {
      _ = try SceneLoader(limits: limits).load(text: json, baseDirectory: "/tmp")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  func scene(width: Double = 100, height: Double = 100, scale: Double = 1, duration: Double = 1, layers: String = "") -> String {
    #"{"canvas": {"width": \#(width), "height": \#(height), "scale": \#(scale)}, "duration": \#(duration), "layers": [\#(layers)]}"#
  }

  /// JSON nested deeper than any scene's layers may be is reported with the layer limit and
  /// its flag, not only as JSON nesting (QA: 1000 nested groups read as "invalid JSON").
  @Test func jsonNestedPastTheLayerDepth() {
    var layer = #"{"type": "rect"}"#
    for _ in 0..<150 { layer = #"{"type": "group", "children": [\#(layer)]}"# }
    let found = messages(scene(layers: layer))
    #expect(found.count == 1 && found[0].contains("nesting deeper than 208 levels: layers may nest 64 deep (raise it with --max-depth)"), "\(found)")
  }

  /// JSON nested too deep anywhere else is not blamed on layers: the message says where, in
  /// short (QA: a deep `description` was told to raise --max-depth).
  @Test func jsonNestedTooDeepOutsideTheLayers() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let found = messages(#"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [], "description": \#(deep)}"#)
    #expect(found.count == 1 && found[0].contains("nesting deeper than 208 levels in description[0][0][0]…[0][0]") && !found[0].contains("layers may nest"), "\(found)")
    let inAnimation = String(repeating: "{\"a\": ", count: 250) + "1" + String(repeating: "}", count: 250)
    let animated = messages(#"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "animations": [\#(inAnimation)]}]}"#)
    #expect(animated.count == 1 && animated[0].contains("nesting deeper than 208 levels in layers[0].animations[0]…a.a") && !animated[0].contains("layers may nest"), "\(animated)")
  }

  /// A scene without a duration whose only animation cannot be read: that animation's error,
  /// and no second one asking for a duration (QA: the follow-on was noise).
  @Test func anUnreadableAnimationDoesNotAlsoAskForADuration() {
    let json = #"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 0, "timingFunction": {"spring": {"stiffness": 1e308}}}]}]}"#
    let found = messages(json)
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].animations[0].timingFunction"), "\(found)")
    // Without any animation the duration is still asked for.
    #expect(messages(#"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "rect"}]}"#).contains { $0.hasPrefix("duration: is required (seconds)") })
  }

  /// Path data is held to a million characters, a fixed limit the message says how to live with.
  @Test func pathDataLength() {
    let segments = String(repeating: "L 1 2 ", count: 166_665)  // with "M 0 0 ", 999 996 characters
    #expect(messages(scene(layers: #"{"type": "path", "path": "M 0 0 \#(segments)"}"#)).isEmpty)
    let found = messages(scene(layers: #"{"type": "path", "path": "M 0 0 \#(segments)L 1 2"}"#))
    #expect(found.count == 1 && found[0].hasPrefix("layers[0].path: path data of 1000001 characters is longer than the limit of 1000000 (a fixed limit: simplify the path, or split it over several path layers)"), "\(found)")
  }

  @Test func canvasPoints() {
    #expect(messages(scene(width: 8192, height: 1)).isEmpty)
    #expect(messages(scene(width: 8193, height: 1)).contains { $0.hasPrefix("canvas.width: must be between 1 and 8192 points") })
  }

  @Test func canvasPixels() {
    #expect(messages(scene(width: 4096, height: 1, scale: 4)).isEmpty)
    // 16384 is the renderer's own bound, which the flag cannot raise (QA: it said to raise it).
    #expect(messages(scene(width: 4097, height: 1, scale: 4)).contains {
      $0.contains("the limit is 16384 per side (the most the renderer draws; lower canvas.scale or the size)") && !$0.contains("--max-canvas-pixels")
    })
    var lowered = SceneLimits()
    lowered.maximumCanvasPixels = 1000
    #expect(messages(scene(width: 1001, height: 1), limits: lowered).contains {
      $0.contains("the limit is 1000 per side (raise it with --max-canvas-pixels, up to 16384)")
    })
  }

  /// The renderer's 64 Mpx bound is checked when the scene is read, not discovered by a render:
  /// 8192×8192 passes, 8192×8194 (within 16384 per side) does not.
  @Test func canvasArea() {
    #expect(messages(scene(width: 4096, height: 4096, scale: 2)).isEmpty)
    #expect(messages(scene(width: 4096, height: 4097, scale: 2)).contains {
      $0.hasPrefix("canvas: renders at 8192×8194 = 67125248 pixels; a frame can have at most 67108864 pixels")
    })
  }

  @Test func scale() {
    #expect(messages(scene(width: 10, height: 10, scale: 8)).isEmpty)
    #expect(messages(scene(width: 10, height: 10, scale: 8.5)).contains { $0.hasPrefix("canvas.scale: must be between 0.01 and 8") })
  }

  @Test func duration() {
    #expect(messages(scene(width: 1, height: 1, duration: 3600)).isEmpty)
    #expect(messages(scene(width: 1, height: 1, duration: 3600.5)).contains { $0.hasPrefix("duration: must be > 0 and ≤ 3600 seconds") })
  }

  @Test func nestingDepth() {
    func nested(_ depth: Int) -> String {
      var layer = #"{"type": "rect"}"#
      for _ in 1..<depth { layer = #"{"type": "group", "children": [\#(layer)]}"# }
      return scene(layers: layer)
    }
    #expect(messages(nested(64)).isEmpty)
    #expect(messages(nested(65)).contains { $0.contains("nested deeper than 64 levels") })
    var raised = SceneLimits()
    raised.maximumNestingDepth = 200
    #expect(messages(nested(200), limits: raised).isEmpty)  // the JSON parser's depth follows the limit
  }

  @Test func layerCount() {
    var limits = SceneLimits()
    limits.maximumLayerCount = 50
    let layers = { (count: Int) in Array(repeating: #"{"type": "rect"}"#, count: count).joined(separator: ",") }
    #expect(messages(scene(layers: layers(50)), limits: limits).isEmpty)
    #expect(messages(scene(layers: layers(51)), limits: limits).contains { $0.contains("more than 50 layers") && $0.contains("--max-layers") })
  }

  @Test func textLength() {
    let text = { (count: Int) in #"{"type": "text", "text": "\#(String(repeating: "a", count: count))"}"# }
    #expect(messages(scene(layers: text(10_000))).isEmpty)
    #expect(messages(scene(layers: text(10_001))).contains { $0.hasPrefix("layers[0].text: text of 10001 characters") })
    let keyframed = #"{"type": "text", "animations": [{"property": "text", "values": ["a", "\#(String(repeating: "b", count: 10_001))"]}]}"#
    #expect(messages(scene(layers: keyframed)).contains { $0.hasPrefix("layers[0].animations[0].values[1]: text of 10001 characters") })
  }

  @Test func totalPixels() {
    var limits = SceneLimits()
    limits.maximumTotalPixels = 60 * 100 * 100
    #expect(messages(scene(duration: 1), limits: limits).isEmpty)
    #expect(messages(scene(duration: 1.01), limits: limits).contains { $0.hasPrefix("duration: rendering 61 frames of 100×100 pixels") && $0.contains("--max-total-pixels") })
  }

  @Test func totalPixelsPointsAtTheDuration() {
    var limits = SceneLimits()
    limits.maximumTotalPixels = 60 * 100 * 100
    let json = "{\"canvas\": {\"width\": 100, \"height\": 100},\n \"duration\": 1.01, \"layers\": []}"
    #expect(messages(json, limits: limits).contains { $0.hasPrefix("duration: rendering 61 frames") && $0.hasSuffix("(line 2, column 14)") })
  }

  /// A scene without "duration" lasts until its last animation ends; that length obeys the
  /// same limit as an explicit one, and the message names the animation that sets it.
  @Test func implicitDurationObeysTheLimit() {
    let late = #"{"canvas": {"width": 1, "height": 1}, "layers": [{"type": "rect", "animations": [\#n{"property": "opacity", "to": 1, "beginTime": 86000, "duration": 86000}]}]}"#
    let found = messages(late)
    #expect(found.contains {
      $0.hasPrefix("layers[0].animations[0]: ends at 172000 s; the scene has no \"duration\"") && $0.contains("over the limit of 3600 s")
        && $0.contains("Give the scene a \"duration\"") && $0.contains("--max-duration") && $0.hasSuffix("(line 2, column 1)")
    }, "\(found)")
    #expect(!found.contains { $0.contains("valid") })

    let spring = #"{"canvas": {"width": 1, "height": 1}, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, "timingFunction": {"spring": {"damping": 0.002}}}]}]}"#
    #expect(messages(spring).contains {
      $0.hasPrefix("layers[0].animations[0]: ends at 6907.755283333333 s (a spring without its own \"duration\" lasts until it settles)")
    }, "\(messages(spring))")

    var raised = SceneLimits()
    raised.maximumDurationSeconds = 86_400
    #expect(messages(spring, limits: raised).isEmpty)
    // At the ceiling the flag cannot go higher, so it is not suggested (QA).
    let dayAndMore = #"{"canvas": {"width": 1, "height": 1}, "duration": 90000}"#
    #expect(messages(dayAndMore, limits: raised).contains { $0.hasPrefix("duration: must be > 0 and ≤ 86400 seconds") && !$0.contains("--max-duration") })
    #expect(messages(dayAndMore).contains { $0.contains("can be raised with --max-duration") })
  }

  /// A spring that never settles, or not within the longest animation, has no length of its
  /// own: it needs a "duration" (as `sample --easing` says), at any limit.
  @Test func aSpringThatDoesNotSettleNeedsADuration() {
    func scene(_ spring: String, duration: String = "") -> String {
      #"{"canvas": {"width": 1, "height": 1}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, \#(duration)"timingFunction": {"spring": \#(spring)}}]}]}"#
    }
    var raised = SceneLimits()
    raised.maximumDurationSeconds = 86_400
    for limits in [SceneLimits(), raised] {
      #expect(messages(scene(#"{"damping": 0}"#), limits: limits).contains {
        $0.hasPrefix("layers[0].animations[0].timingFunction: this spring never comes to rest (it has no damping: damping 0, dampingRatio 0 or bounce 1), so it has no length of its own; give the animation a \"duration\"")
      })
      #expect(messages(scene(#"{"damping": 1e-9}"#), limits: limits).contains {
        $0.hasPrefix("layers[0].animations[0].timingFunction: this spring takes 13815510558 s to come to rest, longer than an animation may last (86400 s)")
      })
    }
    #expect(messages(scene(#"{"damping": 0}"#, duration: #""duration": 2, "#)).isEmpty)
    let inLimit = #"{"canvas": {"width": 1, "height": 1}, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, "beginTime": 3000, "duration": 600}]}]}"#
    #expect(messages(inLimit).isEmpty)
  }

  /// Within the duration limit but over the pixel limit: the message names the animation too.
  @Test func implicitDurationOverTotalPixelsNamesTheAnimation() {
    var limits = SceneLimits()
    limits.maximumTotalPixels = 60 * 100 * 100
    let json = #"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, "duration": 2}]}]}"#
    #expect(messages(json, limits: limits).contains {
      $0.hasPrefix("layers[0].animations[0]: ends at 2 s and the scene has no \"duration\"") && $0.contains("rendering 120 frames") && $0.contains("(line 1, column")
    })
  }

  @Test func fileBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.json")
    let text = scene(width: 10, height: 10)
    try Data(text.utf8).write(to: file)
    var limits = SceneLimits()
    limits.maximumFileBytes = text.utf8.count
    #expect(throws: Never.self) { try SceneLoader(limits: limits).load(contentsOf: file.path) }
    limits.maximumFileBytes = text.utf8.count - 1
    #expect { try SceneLoader(limits: limits).load(contentsOf: file.path) } throws: { error in
      (error as? SceneError)?.description.contains("scene files are limited to \(text.utf8.count - 1) bytes") == true
    }
  }

  @Test func ceilingsAreAboveDefaults() {
    let defaults = SceneLimits(), ceilings = SceneLimits.ceilings
    #expect(ceilings.maximumDurationSeconds > defaults.maximumDurationSeconds)
    #expect(ceilings.maximumLayerCount > defaults.maximumLayerCount)
    #expect(ceilings.maximumTotalPixels > defaults.maximumTotalPixels)
    #expect(ceilings.maximumFileBytes > defaults.maximumFileBytes)
  }
}

/// `--root`: fonts (and images) must come from inside the root, even through `..` or symlinks.
@Suite struct ResourceRootTests {
  @Test func escapesAreRefused() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString)")
    let root = base.appendingPathComponent("root"), outside = base.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    let font = DocumentationExampleTests.repository.appendingPathComponent("fonts/DejaVuSans.ttf")
    try FileManager.default.copyItem(at: font, to: root.appendingPathComponent("Inside.ttf"))
    try FileManager.default.copyItem(at: font, to: outside.appendingPathComponent("Outside.ttf"))
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Link.ttf"), withDestinationURL: outside.appendingPathComponent("Outside.ttf"))

    func load(_ font: String) -> [String] {
      let json = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "text", "text": "x", "font": "\#(font)"}]}"#
      do {
        _ = try SceneLoader(resourceRoot: root.path).load(text: json, baseDirectory: root.path)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    #expect(load("Inside.ttf").isEmpty)
    #expect(load("DejaVu Sans").isEmpty)  // bundled fonts are always allowed
    #expect(load("../outside/Outside.ttf").contains { $0.contains("is outside the allowed root (--root ") && $0.contains("): it is /") })
    #expect(load("Link.ttf").contains { $0.contains("is outside the allowed root (--root ") && $0.contains("/outside/Outside.ttf") })
    #expect(load(outside.appendingPathComponent("Outside.ttf").path).contains { $0.contains("outside the allowed root") })
  }
}

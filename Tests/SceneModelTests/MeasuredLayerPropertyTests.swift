import Testing
import Timing
@testable import SceneModel

/// A layer's `position` and `size` (or one component) taken from a text layer's measured box:
/// a badge that fits its number, a label placed right after another.
@Suite struct MeasuredLayerPropertyTests {
  func prepare(_ layers: String) throws -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 1, "layers": [\#(layers)]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return TextResolver(measurer: MonospaceMeasurer()).resolve(scene)
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try prepare(layers) }
  }

  /// "128" at 10 pt in the monospace stand-in: 3 × 5 pt wide, 12.5 pt tall, centred on (100, 40),
  /// so its box is x 92.5 … 107.5, y 33.75 … 46.25.
  let count = #"{"id": "count", "type": "text", "text": "128", "fontSize": 10, "position": [100, 40]}"#

  @Test func aBadgeFitsItsNumber() throws {
    let badge = #"{"id": "badge", "type": "rect", "position": {"measure": "count", "of": "textCenter"}, "size": [{"measure": "count", "of": "textWidth", "plus": 14}, 22]}"#
    let (scene, warnings) = try prepare(badge + ", " + count)  // the badge is drawn first, behind its number
    let properties = scene.layer(id: "badge")!.properties
    #expect(properties.size == Vec2(29, 22))
    #expect(properties.position == Vec2(100, 40))
    #expect(scene.layer(id: "badge")!.textMeasures.isEmpty)
    #expect(warnings.isEmpty)
  }

  @Test func wholePairsAndComponentsWithPadding() throws {
    let layers = count + ", " + #"""
      {"id": "pill", "type": "rect", "size": {"measure": "count", "of": "textSize", "plus": [8, 4]}, "position": [{"measure": "count", "of": "textMaxX", "plus": 2}, {"measure": "count", "of": "textMinY"}]}
      """#
    let properties = try prepare(layers).scene.layer(id: "pill")!.properties
    #expect(properties.size == Vec2(23, 16.5))
    #expect(properties.position == Vec2(109.5, 33.75))
  }

  @Test func labelsPlacedAfterEachOtherResolveInDependencyOrder() throws {
    // "c" goes after "b", which goes after "a"; declared last to first. Anchor [0, 0.5] puts
    // each label's left edge at its position.
    let a = #"{"id": "a", "type": "text", "text": "ab", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [10, 50]}"#
    let b = #"{"id": "b", "type": "text", "text": "cde", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "a", "of": "textMaxX", "plus": 4}, 50]}"#
    let c = #"{"id": "c", "type": "text", "text": "f", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "b", "of": "textMaxX", "plus": 4}, 50]}"#
    let scene = try prepare([c, b, a].joined(separator: ", ")).scene
    #expect(scene.layer(id: "b")!.properties.position.x == 24)  // 10 + 2 × 5 + 4
    #expect(scene.layer(id: "c")!.properties.position.x == 43)  // 24 + 3 × 5 + 4
  }

  /// Counts the layouts asked of the monospace stand-in.
  final class CountingMeasurer: TextMeasurer {
    var count = 0
    func measure(_ text: String, style: TextStyle, fontSizePoints: Double, boxWidthPoints: Double?) -> TextMeasurement {
      count += 1
      return MonospaceMeasurer().measure(text, style: style, fontSizePoints: fontSizePoints, boxWidthPoints: boxWidthPoints)
    }
  }

  @Test func aLongChainMeasuresEachLabelOnceWhereverItIs() throws {
    // 60 labels, each after the one before, declared last to first and every other one inside
    // a group: filling one link per pass would lay out ~60²/2 texts.
    let labelCount = 60
    func label(_ i: Int) -> String {
      let x = i == 0 ? "10" : #"{"measure": "l\#(i - 1)", "of": "textMaxX", "plus": 1}"#
      let text = #"{"id": "l\#(i)", "type": "text", "text": "ab", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [\#(x), 50]}"#
      return i % 2 == 0 ? text : #"{"type": "group", "children": [\#(text)]}"#
    }
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 1, "layers": [\#((0..<labelCount).reversed().map(label).joined(separator: ", "))]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    let measurer = CountingMeasurer()
    let prepared = TextResolver(measurer: measurer).resolve(scene).scene
    #expect(prepared.layer(id: "l59")!.properties.position.x == 10 + 59 * 11)  // each label 2 × 5 pt + 1
    #expect(prepared.layer(id: "l30")!.textMeasures.isEmpty)
    #expect(measurer.count <= 3 * labelCount)
  }

  @Test func aChainAsLongAsTheLayerLimitResolvesWithoutRecursion() throws {
    // 10 000 labels (the default layer limit), declared last to first: followed by recursion,
    // the loop check and the filling would each go 10 000 calls deep, past a test thread's stack.
    let labelCount = 10_000
    let labels = (0..<labelCount).reversed().map { i in
      let x = i == 0 ? "0" : #"{"measure": "l\#(i - 1)", "of": "textMaxX"}"#
      return #"{"id": "l\#(i)", "type": "text", "text": "a", "fontSize": 2, "anchorPoint": [0, 0.5], "position": [\#(x), 50]}"#
    }
    let scene = try prepare(labels.joined(separator: ", ")).scene
    #expect(scene.layer(id: "l9999")!.properties.position.x == 9999)  // each label 1 pt wide
  }

  @Test func animationsMeasureTheMeasuredLayout() throws {
    // The underline animates to the width of a label whose position is itself measured.
    let a = #"{"id": "a", "type": "text", "text": "ab", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [10, 50]}"#
    let b = #"{"id": "b", "type": "text", "text": "cde", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "a", "of": "textMaxX", "plus": 4}, 50]}"#
    let line = #"{"id": "line", "type": "rect", "size": [1, 2], "animations": [{"property": "position.x", "to": {"measure": "b", "of": "textMidX"}, "duration": 1, "fillMode": "forwards"}]}"#
    let scene = try prepare([a, b, line].joined(separator: ", ")).scene
    #expect(scene.layer(id: "line")!.properties(at: TickTime(seconds: 1)!, colorSpace: .srgb).position.x == 31.5)  // 24 + 15 / 2
  }

  @Test(arguments: [("up", 25.0), ("down", 24.5), ("nearest", 24.5)])
  func roundingSnapsTheMeasurementToPixelsBeforePadding(rule: String, width: Double) throws {
    // "128" at 7.1 pt is 10.65 pt wide in the stand-in: 21.3 px at @2x.
    let json = #"""
      {"canvas": {"width": 200, "height": 100, "scale": 2}, "duration": 1, "layers": [
        {"id": "count", "type": "text", "text": "128", "fontSize": 7.1},
        {"id": "r", "type": "rect", "size": [{"measure": "count", "of": "textWidth", "plus": 14, "round": "\#(rule)"}, 2], "animations": [
          {"property": "size", "to": {"measure": "count", "of": "textSize", "round": "\#(rule)"}, "duration": 1, "fillMode": "forwards"}]}]}
      """#
    let scene = TextResolver(measurer: MonospaceMeasurer()).resolve(try SceneLoader().load(text: json, baseDirectory: "/tmp").scene).scene
    let layer = scene.layer(id: "r")!
    #expect(layer.properties.size.x == width)
    #expect(layer.properties(at: TickTime(seconds: 1)!, colorSpace: .srgb).size.x == width - 14)  // animation ends round too
  }

  @Test func aTooNegativePaddingWarnsAndDrawsNothing() throws {
    let (scene, warnings) = try prepare(count + ", " + #"{"id": "r", "type": "rect", "size": [{"measure": "count", "of": "textWidth", "plus": -20}, 5]}"#)
    #expect(scene.layer(id: "r")!.properties.size == Vec2(0, 5))
    #expect(warnings.map(\.description).contains { $0.contains("layers[1].size: the measured size is [-5, 5]; negative parts are drawn as 0") })
  }

  /// A layer's size and position at 60 fps frame `frame`.
  func placed(_ id: String, in scene: Scene, atFrame frame: Int) -> LayerProperties {
    scene.layer(id: id)!.properties(at: TickTime(frameIndex: frame), colorSpace: .srgb)
  }

  @Test func aBadgeFollowsItsCounterFrameByFrame() throws {
    // 7 → 1200 over the scene's 1 s, linear: "7" at frame 0, two digits from frame 1 (26.9),
    // three from frame 5 (106.4), four from frame 50 (1001.2); 5 pt a digit in the stand-in.
    let count = #"{"id": "count", "type": "text", "fontSize": 10, "position": [100, 40], "counter": {"from": 7, "to": 1200, "duration": 1}}"#
    let badge = #"{"id": "badge", "type": "rect", "position": {"measure": "count", "of": "textCenter"}, "size": [{"measure": "count", "of": "textWidth", "plus": 14}, 22]}"#
    let after = #"{"id": "after", "type": "text", "text": "new", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "count", "of": "textMaxX", "plus": 11}, 40]}"#
    let line = #"{"id": "line", "type": "rect", "size": [1, 2], "animations": [{"property": "size.width", "to": {"measure": "count", "of": "textWidth"}, "duration": 1, "fillMode": "forwards"}]}"#
    let (scene, warnings) = try prepare([badge, count, after, line].joined(separator: ", "))
    #expect(warnings.isEmpty)
    for (frame, digits) in [(0, 1), (1, 2), (4, 2), (5, 3), (49, 3), (50, 4), (59, 4)] {
      let width = Double(5 * digits)
      #expect(placed("badge", in: scene, atFrame: frame).size == Vec2(width + 14, 22), "frame \(frame)")
      #expect(placed("badge", in: scene, atFrame: frame).position == Vec2(100, 40), "frame \(frame)")  // centred on the number
      #expect(placed("after", in: scene, atFrame: frame).position.x == 100 + width / 2 + 11, "frame \(frame)")
    }
    // Between frames, the frame the time falls in; the authored value is frame 0's.
    #expect(scene.layer(id: "badge")!.properties(at: TickTime(ticks: 49_999), colorSpace: .srgb).size.x == 29)
    #expect(scene.layer(id: "badge")!.properties.size.x == 19)
    // An animation's end is measured once, from the counter's `to`.
    #expect(placed("line", in: scene, atFrame: 60).size.x == 20)
  }

  @Test func aLabelAfterALabelAfterACounterFollowsIt() throws {
    let a = #"{"id": "a", "type": "text", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [10, 50], "counter": {"from": 1, "to": 100, "duration": 1}}"#
    let b = #"{"id": "b", "type": "text", "text": "pts", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "a", "of": "textMaxX", "plus": 4}, 50]}"#
    let c = #"{"id": "c", "type": "text", "text": "!", "fontSize": 10, "anchorPoint": [0, 0.5], "position": [{"measure": "b", "of": "textMaxX", "plus": 4}, 50]}"#
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 2, "layers": [\#([c, b, a].joined(separator: ", "))]}"#
    let scene = TextResolver(measurer: MonospaceMeasurer()).resolve(try SceneLoader().load(text: json, baseDirectory: "/tmp").scene).scene
    #expect(placed("b", in: scene, atFrame: 0).position.x == 10 + 5 + 4)
    #expect(placed("c", in: scene, atFrame: 0).position.x == 10 + 5 + 4 + 15 + 4)
    #expect(placed("c", in: scene, atFrame: 59).position.x == 10 + 10 + 4 + 15 + 4)  // 98.35 shows "98"
    #expect(placed("c", in: scene, atFrame: 60).position.x == 10 + 15 + 4 + 15 + 4)  // "100"
    #expect(placed("c", in: scene, atFrame: 119).position.x == 10 + 15 + 4 + 15 + 4)
  }

  @Test func aPillFollowsAnAnimatedTextAndFontSize() throws {
    let label = #"""
      {"id": "label", "type": "text", "text": "ab", "fontSize": 10, "position": [100, 50], "animations": [
        {"property": "text", "values": ["ab", "abcd"], "keyTimes": [0, 0.5], "calculationMode": "discrete", "duration": 1, "fillMode": "forwards"},
        {"property": "fontSize", "from": 10, "to": 20, "beginTime": 2, "duration": 1, "fillMode": "forwards"}]}
      """#
    let pill = #"{"id": "pill", "type": "rect", "size": {"measure": "label", "of": "textSize", "plus": [8, 4]}}"#
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 3.5, "layers": [\#(label), \#(pill)]}"#
    let scene = TextResolver(measurer: MonospaceMeasurer()).resolve(try SceneLoader().load(text: json, baseDirectory: "/tmp").scene).scene
    #expect(placed("pill", in: scene, atFrame: 0).size == Vec2(18, 16.5))
    #expect(placed("pill", in: scene, atFrame: 30).size == Vec2(28, 16.5))
    #expect(placed("pill", in: scene, atFrame: 180).size == Vec2(48, 29))  // "abcd" at 20 pt
  }

  @Test func aCountdownWhosePaddingOutgrowsItWarnsFromThatFrame() throws {
    // 1000 → 1: "101" at frame 54 (15 pt), "84" at frame 55 (10 pt, −2 after the padding).
    let countdown = #"{"id": "count", "type": "text", "fontSize": 10, "counter": {"from": 1000, "to": 1, "duration": 1}}"#
    let (scene, warnings) = try prepare(countdown + ", " + #"{"id": "r", "type": "rect", "size": [{"measure": "count", "of": "textWidth", "plus": -12}, 5]}"#)
    #expect(placed("r", in: scene, atFrame: 54).size == Vec2(3, 5))
    #expect(placed("r", in: scene, atFrame: 55).size == Vec2(0, 5))
    #expect(warnings.map(\.description).contains { $0.contains("layers[1].size: the measured size is [-2, 5] from frame 55; negative parts are drawn as 0") })
  }

  @Test func aStillTextIsMeasuredOnceAndLeavesNoTrack() throws {
    let measurer = CountingMeasurer()
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 10, "layers": [\#(count), {"id": "r", "type": "rect", "size": [{"measure": "count", "of": "textWidth"}, 5]}]}"#
    let scene = TextResolver(measurer: measurer).resolve(try SceneLoader().load(text: json, baseDirectory: "/tmp").scene).scene
    #expect(scene.layer(id: "r")!.measureTracks.isEmpty)
    #expect(measurer.count <= 3)
  }

  @Test func badReferencesAreErrors() {
    #expect(errors(#"{"type": "rect", "size": [{"measure": "nope", "of": "textWidth"}, 2]}"#)
      .contains { $0.contains("layers[0].size[0].measure: no layer has the id \"nope\"") })
    #expect(errors(count + ", " + #"{"type": "rect", "size": [{"measure": "count", "of": "textSize"}, 2]}"#)
      .contains { $0.contains("layers[1].size[0].of: \"textSize\" is a pair") })
    #expect(errors(count + ", " + #"{"type": "rect", "position": {"measure": "count", "of": "textWidth"}}"#)
      .contains { $0.contains("layers[1].position.of: \"textWidth\" is a number") })
    #expect(errors(#"{"id": "box", "type": "rect"}, {"type": "rect", "position": {"measure": "box", "of": "textCenter"}}"#)
      .contains { $0.contains("layers[1].position.measure: layer \"box\" is a rect layer; only text layers can be measured") })
    #expect(errors(count + ", " + #"{"type": "rect", "size": [{"measure": "count", "of": "textWidth", "round": "ceil"}, 2]}"#)
      .contains { $0.contains("layers[1].size[0].round: unknown value \"ceil\"") })
    #expect(errors(count + ", " + #"{"type": "rect", "size": [{"measure": "count", "of": "textWidth"}, "wide"]}"#)
      .contains { $0.contains("layers[1].size[1]: expected a number") })
  }

  @Test func loopsAreErrors() {
    let a = #"{"id": "a", "type": "text", "text": "x", "position": [{"measure": "b", "of": "textMaxX"}, 0]}"#
    let b = #"{"id": "b", "type": "text", "text": "y", "position": [{"measure": "a", "of": "textMaxX"}, 0]}"#
    let found = errors(a + ", " + b)
    #expect(found.contains { $0.contains("layers[0].position[0].measure: measured positions and sizes loop (\"a\" → \"b\" → \"a\")") })
    #expect(found.contains { $0.contains("layers[1].position[0].measure: measured positions and sizes loop") })
    let own = #"{"id": "t", "type": "text", "text": "x", "size": {"measure": "t", "of": "textSize"}}"#
    #expect(errors(own).contains { $0.contains("layers[0].size.measure: measured positions and sizes loop (\"t\" → \"t\")") })
  }

  @Test func aTriggerCannotWatchAMeasuredValue() {
    let watched = #"{"id": "w", "type": "rect", "position": [{"measure": "count", "of": "textMaxX"}, 0], "animations": [{"property": "position.x", "by": 50, "duration": 1}]}"#
    let watcher = #"{"type": "rect", "animations": [{"property": "opacity", "to": 0, "when": {"layer": "w", "property": "position.x", "crosses": 130}}]}"#
    #expect(errors([count, watched, watcher].joined(separator: ", "))
      .contains { $0.contains("layers[2].animations[0].when: \"w\"'s position.x is measured from text") })
  }
}

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

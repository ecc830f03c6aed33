import Testing
@testable import SceneModel

/// A measurer with only a few characters, as a subset font would have.
struct SubsetMeasurer: TextMeasurer {
  let characters: Set<Unicode.Scalar>

  func measure(_ text: String, style: TextStyle, fontSizePoints: Double, boxWidthPoints: Double?) -> TextMeasurement {
    var measured = MonospaceMeasurer().measure(text, style: style, fontSizePoints: fontSizePoints, boxWidthPoints: boxWidthPoints)
    var missing: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars where !characters.contains(scalar) && !missing.contains(scalar) { missing.append(scalar) }
    measured.missingScalars = missing
    return measured
  }
}

/// Missing-glyph warnings point at the string that has the character: an animation's value, or
/// a counter's format (QA: both were blamed on the layer's `text`, at the layer).
@Suite struct TextWarningPlaceTests {
  static func warnings(_ layer: String, measurer: any TextMeasurer = MonospaceMeasurer()) throws -> [SceneDiagnostic] {
    let json = "{\"canvas\": {\"width\": 200, \"height\": 100}, \"duration\": 1,\n\"layers\": [\n\(layer)]}"
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return TextResolver(measurer: measurer).resolve(scene).warnings
  }

  @Test func anAnimationValueIsNamedWithItsPlace() throws {
    let found = try Self.warnings(#"""
      {"type": "text", "animations": [{"property": "opacity", "to": 0}, {"property": "text", "values": ["ok", "fine", "☃ pua"], "calculationMode": "discrete", "duration": 1}]}
      """#)
    #expect(found.count == 1)
    #expect(found.first?.path == "layers[0].animations[1].values[2]")
    #expect(found.first?.location == SourceLocation(line: 3, column: 113))  // the value's opening quote
  }

  @Test func aCounterFormatIsNamedWithItsPlace() throws {
    let digits = Set("0123456789 ,".unicodeScalars)
    let found = try Self.warnings(#"""
      {"type": "text", "counter": {"from": 0, "to": 2480, "format": "%,d pt", "duration": 1}}
      """#, measurer: SubsetMeasurer(characters: digits))
    #expect(!found.isEmpty && found.allSatisfy { $0.path == "layers[0].counter.format" }, "\(found)")
    #expect(found.first?.location == SourceLocation(line: 3, column: 63))
  }
}

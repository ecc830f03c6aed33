import Testing
@testable import SceneModel

/// Every kind of scene mistake produces a message naming where it is and what was expected.
@Suite struct DecodingErrorTests {
  func errors(_ json: String) -> [String] {
    sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  func failure(_ json: String) -> SceneError? {
    do {
      _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
      return nil
    } catch {
      return error
    }
  }

  let canvas = #""canvas": {"width": 100, "height": 50}"#

  @Test func malformedJSONReportsLineAndColumn() throws {
    let error = try #require(failure("{\n  \"canvas\": {\"width\": 100,\n    \"height\": 50,\n  }\n}"))
    guard case .syntax(_, let syntax) = error else { Issue.record("expected a syntax error, got \(error)"); return }
    #expect(syntax.location == SourceLocation(line: 4, column: 3))
    #expect(syntax.message.contains("trailing comma"))
    #expect(error.description.hasPrefix("s.json:4:3: error: invalid JSON"))
    // The same lines ended by CR alone, and by CR LF (QA: CR-only files reported line 1).
    for newline in ["\r", "\r\n"] {
      let text = ["{", "  \"canvas\": {\"width\": 100,", "    \"height\": 50,", "  }", "}"].joined(separator: newline)
      guard case .syntax(_, let syntax)? = failure(text) else { Issue.record("expected a syntax error"); continue }
      #expect(syntax.location == SourceLocation(line: 4, column: 3), "\(newline.unicodeScalars.map(\.value))")
    }
  }

  @Test(arguments: [
    ("{\"a\": 1,, }", 1, 9), ("[1 2]", 1, 4), ("{\"a\": tru}", 1, 7), ("{\"a\": \"x\n\"}", 1, 9),
    ("{\"a\": 01}", 1, 7), ("{\"a\": NaN}", 1, 7), ("{\"a\": 1} x", 1, 10), ("{\"a\": 1, \"a\": 2}", 1, 10),
  ])
  func syntaxErrorPositions(json: String, line: Int, column: Int) throws {
    let error = try #require(failure(json))
    guard case .syntax(_, let syntax) = error else { Issue.record("expected a syntax error for \(json)"); return }
    #expect(syntax.location == SourceLocation(line: line, column: column), "\(syntax)")
  }

  @Test func wrongTypeNamesPathAndExpectation() {
    let messages = errors("{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"rect\", \"opacity\": \"half\"}]}")
    #expect(messages.contains { $0.hasPrefix("layers[0].opacity: expected a number, got a string") }, "\(messages)")
  }

  @Test func negativeDurationNamesAnimationPath() {
    let json = """
      {\(canvas), "duration": 1, "layers": [
        {"type": "rect"}, {"type": "rect"},
        {"type": "rect", "animations": [{"property": "opacity", "from": 0, "to": 1, "duration": -1}]}
      ]}
      """
    let messages = errors(json)
    #expect(messages.contains { $0.hasPrefix("layers[2].animations[0].duration: must be ≥ 0 and ≤ 86400 seconds, got -1") }, "\(messages)")
  }

  @Test func unknownKeySuggestsClosest() {
    let messages = errors("{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"rect\", \"backgroundColour\": \"#fff\"}]}")
    #expect(messages.contains { $0.contains("layers[0].backgroundColour: unknown key \"backgroundColour\"; did you mean \"backgroundColor\"?") }, "\(messages)")
  }

  @Test func unknownPropertyAndTimingFunctionSuggest() {
    let json = """
      {\(canvas), "duration": 1, "layers": [{"type": "rect", "animations": [
        {"property": "opacty", "to": 1},
        {"property": "opacity", "to": 1, "timingFunction": "easeIm"}
      ]}]}
      """
    let messages = errors(json)
    #expect(messages.contains { $0.contains("layers[0].animations[0].property: unknown property \"opacty\"; did you mean \"opacity\"?") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("layers[0].animations[1].timingFunction:") && $0.contains("easeIn") }, "\(messages)")
  }

  @Test func badColourSaysWhatIsAccepted() {
    let messages = errors("{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"rect\", \"backgroundColor\": \"#12345\"}]}")
    #expect(messages.contains { $0.contains("layers[0].backgroundColor: \"#12345\" has 5 hex digits; expected 3, 4, 6 or 8") }, "\(messages)")
  }

  @Test func missingFontNamesPathsTried() {
    let json = "{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"text\", \"text\": \"hi\", \"font\": \"fonts/Nope.ttf\"}]}"
    let messages = errors(json)
    #expect(messages.contains { $0.contains("layers[0].font: font file \"fonts/Nope.ttf\" not found; tried /tmp/fonts/Nope.ttf") }, "\(messages)")
  }

  @Test func allErrorsAreReportedNotJustTheFirst() {
    let json = """
      {"canvas": {"width": -5, "height": 50}, "duration": 0, "layers": [{"type": "star"}], "extra": true}
      """
    let messages = errors(json)
    #expect(messages.count >= 4, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("canvas.width: must be between 1 and 8192 points, got -5") })
    #expect(messages.contains { $0.hasPrefix("duration: must be > 0") })
    #expect(messages.contains { $0.hasPrefix("layers[0].type: unknown value \"star\"") })
    #expect(messages.contains { $0.hasPrefix("extra: unknown key") })
  }

  @Test func aliasAndNameTogetherIsAnError() {
    let json = "{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"rect\", \"fillColor\": \"red\", \"backgroundColor\": \"blue\"}]}"
    #expect(errors(json).contains { $0.contains("mean the same thing") })
  }

  @Test func textPropertiesOnShapesAreRefused() {
    let json = "{\(canvas), \"duration\": 1, \"layers\": [{\"type\": \"rect\", \"fontSize\": 12}]}"
    #expect(errors(json).contains { $0.hasPrefix("layers[0].fontSize: \"fontSize\" applies to text layers only") })
  }

  @Test func errorsCarryLineAndColumn() throws {
    let json = "{\n\(canvas),\n\"duration\": -1}"
    let error = try #require(failure(json))
    #expect(error.description.contains("s.json:3:13: error: duration: must be > 0"), "\(error.description)")
  }

  @Test func hugeCanvasIsRefusedBeforeRendering() {
    let messages = errors("{\"canvas\": {\"width\": 8000, \"height\": 100, \"scale\": 4}, \"duration\": 1}")
    #expect(messages.contains { $0.hasPrefix("canvas: renders at 32000×400 pixels; the limit is 16384 per side") }, "\(messages)")
  }
}

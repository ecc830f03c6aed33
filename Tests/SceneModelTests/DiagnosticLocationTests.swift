import Testing
@testable import SceneModel

/// Problems found after decoding (on the whole tree, once fonts load) still point at the
/// offending node's line and column.
@Suite struct DiagnosticLocationTests {
  func errors(_ json: String, limits: SceneLimits = SceneLimits()) -> [String] {
    sceneErrorMessages { _ = try SceneLoader(limits: limits).load(text: json, file: "s.json", baseDirectory: "/tmp") }
  }

  let head = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": ["#

  @Test func duplicateAnimationID() {
    let found = errors(head + "\n" + #"{"type": "rect", "animations": [{"id": "a", "property": "opacity", "to": 1}, {"id": "a", "property": "opacity", "to": 0}]}]}"#)
    #expect(found.contains { $0 == "layers[0].animations[1].id: animation id \"a\" is used twice (line 2, column 85)" }, "\(found)")
  }

  /// Errors come in the order they are written (QA: 6:23, 7:28, 6:49): a layer's unknown key,
  /// found when its keys are checked last, is listed before the bad value on the line after it.
  @Test func errorsAreListedInFileOrder() {
    let found = errors(head + "\n" + #"{"type": "rect", "opacity": 2, "backgroundColour": "red","# + "\n" + #" "cornerRadius": -1}]}"#)
    let lines = found.compactMap { message in message.range(of: "(line ").map { String(message[$0.upperBound...]) } }
    #expect(lines == ["2, column 29)", "2, column 32)", "3, column 18)"], "\(found)")
  }

  /// An unknown key points at the key, not at its value (as docs/scene-format.md shows).
  @Test func unknownKeyPointsAtTheKey() {
    let found = errors(head + "\n" + #"  {"type": "rect", "backgroundColour":   "red"}]}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].backgroundColour: unknown key") && $0.hasSuffix("(line 2, column 20)") }, "\(found)")
  }

  @Test func layerCount() {
    var limits = SceneLimits()
    limits.maximumLayerCount = 1
    let found = errors(head + "\n" + #"{"type": "rect"},"# + "\n " + #"{"type": "rect"}]}"#, limits: limits)
    #expect(found.contains { $0.hasPrefix("layers[1]: the scene has more than 1 layers") && $0.hasSuffix("(line 3, column 2)") }, "\(found)")
  }

  @Test func splitTextAnimation() {
    let found = errors(head + #"{"type": "text", "text": "a", "split": "characters", "animations": [{"property": "fontSize", "to": 30}]}]}"#)
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0]: a split text layer cannot animate") && $0.hasSuffix("(line 1, column 137)") }, "\(found)")
  }

  @Test func negativeMeasuredSizeWarning() throws {
    let json = head + #"{"id": "count", "type": "text", "text": "128", "fontSize": 10}, {"id": "r", "type": "rect", "size": [{"measure": "count", "of": "textWidth", "plus": -20}, 5]}]}"#
    let loaded = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    let warnings = TextResolver(measurer: MonospaceMeasurer()).resolve(loaded).warnings
    #expect(warnings.contains { $0.path == "layers[1].size" && $0.location != nil }, "\(warnings)")
  }

  /// One format for errors and warnings, whether or not the scene is valid.
  @Test func oneFormatForEveryMessage() {
    let syntax = SceneError.syntax(file: "s.json", JSONSyntaxError(message: "expected a value", location: SourceLocation(line: 1, column: 39)))
    #expect(syntax.description == "s.json:1:39: error: invalid JSON: expected a value")
    let warning = SceneDiagnostic(.warning, path: "layers[0].stagger", message: "staggers nothing", location: SourceLocation(line: 1, column: 95))
    #expect(warning.formatted(file: "s.json") == "s.json:1:95: warning: layers[0].stagger: staggers nothing")
    #expect(SceneError.invalid(file: "s.json", [warning]).description == warning.formatted(file: "s.json"))
  }

  @Test func controlCharacterMessage() {
    #expect(errors("{\"a\": \"\u{1}\"}").contains { $0.hasPrefix("control character U+1 must be escaped in a string") })
  }

  @Test(arguments: [
    ([0xFF, 0xFE, 0x7B, 0x00], 0, 1, 1),
    (Array(#"{"a":"#.utf8) + [0x0A, 0x20, 0x22, 0xE9, 0x22, 0x7D], 8, 2, 3),
    (Array("{\"é\":".utf8) + [0xC3], 6, 1, 6),
  ] as [([UInt8], Int, Int, Int)])
  func firstInvalidUTF8Byte(bytes: [UInt8], offset: Int, line: Int, column: Int) {
    let failure = UTF8Check.firstInvalidByte(in: bytes)
    #expect(failure?.byteOffset == offset)
    #expect(failure?.location == SourceLocation(line: line, column: column))
  }
}

import Foundation
import Testing

/// Every scene message on stderr has one shape, `file:line:column: error|warning: path: message`,
/// and a file that is not UTF-8 is an invalid scene (exit 65) with the first bad byte's position.
@Suite struct SceneMessageFormatTests {
  func validate(_ bytes: [UInt8], name: String = "s.json") throws -> CLI.Result {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent(name)
    try Data(bytes).write(to: scene)
    return try CLI.run(["validate", scene.path], in: folder)
  }

  func validate(_ text: String) throws -> CLI.Result { try validate(Array(text.utf8)) }

  @Test func oneFrameIsOneFrame() throws {
    let result = try validate(#"{"canvas": {"width": 10, "height": 10}, "duration": 0.01, "layers": []}"#)
    #expect(result.status == 0 && result.stdout.hasSuffix(", 0.01 s, 1 frame at 60 fps\n"), "\(result.stdout)")
  }

  @Test func invalidJSONSaysError() throws {
    let result = try validate("{\"canvas\": }")
    #expect(result.status == 65)
    #expect(result.stderr.contains("s.json:1:12: error: invalid JSON: "), "\(result.stderr)")
  }

  @Test func warningsHaveOneFormatInValidAndInvalidScenes() throws {
    let layer = #"{"type": "rect", "stagger": {"each": 0.1}}"#
    let valid = try validate(#"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [\#(layer)]}"#)
    let invalid = try validate(#"{"canvas": {"width": 10, "height": 10}, "duration": -1, "layers": [\#(layer)]}"#)
    #expect(valid.status == 0)
    #expect(invalid.status == 65)
    let expected = "s.json:1:95: warning: layers[0].stagger: staggers the layer's children, but it has none"
    #expect(valid.stderr.contains(expected), "\(valid.stderr)")
    #expect(invalid.stderr.contains(expected.replacingOccurrences(of: ":1:95:", with: ":1:96:")), "\(invalid.stderr)")
  }

  /// `render --quiet` prints nothing but errors: the scene's warnings too are left unsaid
  /// (unless --warnings-as-errors makes them errors, which `validate` has).
  @Test func quietRenderLeavesSceneWarningsOut() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("s.json")
    try CLI.write(#"{"canvas": {"width": 10, "height": 10}, "duration": 0.1, "layers": [{"type": "rect", "stagger": {"each": 0.1}}]}"#, to: scene)
    let gif = folder.appendingPathComponent("s.gif").path
    let spoken = try CLI.run(["render", scene.path, "-o", gif])
    #expect(spoken.status == 0 && spoken.stderr.contains("warning: layers[0].stagger"), "\(spoken.stderr)")
    let quiet = try CLI.run(["render", scene.path, "-o", gif, "-q"])
    #expect(quiet.status == 0)
    #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)")
  }

  @Test func utf16FileIsAnInvalidSceneWithItsPosition() throws {
    let result = try validate([0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] })
    #expect(result.status == 65)
    #expect(result.stderr.contains("s.json:1:1: error: invalid JSON: the file is not UTF-8 text: byte 0xFF at byte offset 0"), "\(result.stderr)")
    #expect(result.stderr.contains("UTF-16"))
  }

  /// Without a byte-order mark UTF-16 and UTF-32 are valid UTF-8 full of NULs: they are named as
  /// such (QA: "expected a key in double quotes, found character U+0"), and a UTF-32 mark is
  /// not called UTF-16's.
  @Test func wideTextWithoutAMarkIsNamed() throws {
    let scene: [UInt8] = Array(#"{"canvas": {"width": 1, "height": 1}}"#.utf8)
    let cases: [([UInt8], String)] = [
      (scene.flatMap { byte -> [UInt8] in [byte, 0] }, "UTF-16"), (scene.flatMap { byte -> [UInt8] in [0, byte] }, "UTF-16"),
      (scene.flatMap { byte -> [UInt8] in [byte, 0, 0, 0] }, "UTF-32"), (scene.flatMap { byte -> [UInt8] in [0, 0, 0, byte] }, "UTF-32"),
    ]
    for (bytes, name) in cases {
      let result = try validate(bytes)
      #expect(result.status == 65)
      #expect(result.stderr.contains("s.json:1:1: error: invalid JSON: the file is \(name) text, not UTF-8: save it as UTF-8"), "\(result.stderr)")
    }
    let marked = try validate([0xFF, 0xFE, 0, 0] + scene.flatMap { byte -> [UInt8] in [byte, 0, 0, 0] })
    #expect(marked.stderr.contains("the file starts with a UTF-32 byte-order mark"), "\(marked.stderr)")
  }

  @Test func invalidUTF8BytePosition() throws {
    let result = try validate(Array("{\"canvas\": {\"width\": 1,\n  \"height\": 1}, \"description\": \"caf".utf8) + [0xE9, 0x22, 0x7D])
    #expect(result.status == 65)
    #expect(result.stderr.contains("s.json:2:36: error: invalid JSON: the file is not UTF-8 text: byte 0xE9 at byte offset 59"), "\(result.stderr)")
  }

  @Test func pipesAndDevicesAreRead() throws {
    let result = try CLI.run(["validate", "/dev/null"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("/dev/null:1:1: error: invalid JSON: unexpected end of file"), "\(result.stderr)")
    #expect(!result.stderr.contains("permission"))
  }
}

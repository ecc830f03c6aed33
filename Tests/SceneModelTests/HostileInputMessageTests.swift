import Foundation
import Testing
@testable import SceneModel

/// Scenes from anyone (a pull request) give messages that are safe to print and quick to make,
/// and name files that cannot be read instead of waiting on them (QA).
@Suite struct HostileInputMessageTests {
  func errors(_ layer: String, in folder: String = "/tmp") -> [String] {
    let json = #"{"canvas": {"width": 40, "height": 30}, "duration": 1, "layers": [\#(layer)]}"#
    return sceneErrorMessages { _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: folder) }
  }

  /// Terminal escapes, newlines and invisible characters in a value are written as escapes:
  /// one line, nothing the terminal acts on (QA: a colour set the window title and cleared the
  /// screen; a zero-width space made "did you mean "fillColor"?" for "fillColor").
  @Test func controlAndInvisibleCharactersAreEscaped() {
    let found = errors(#"{"type": "rect", "fillColor": "\u001b]0;pwned\u0007\u001b[2J\nAll checks passed", "fill\u200bColor": 1, "lineCap": "round\u00a0"}"#)
    #expect(found.count >= 2, "\(found)")
    for message in found {
      #expect(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }, "\(message)")
      #expect(!message.unicodeScalars.contains("\u{200B}") && !message.unicodeScalars.contains("\u{A0}"), "\(message)")
    }
    #expect(found.contains { $0.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{A}All checks passed"#) }, "\(found)")
    #expect(found.contains { $0.contains(#"fill\u{200B}Color"#) }, "\(found)")
  }

  /// Emoji sequences and Japanese text quoted in a message stay as they are.
  @Test func visibleTextIsKept() {
    let text = "👨‍👩‍👧 と 一風堂 ❤️"
    #expect(DiagnosticText.printable(text) == text)
    #expect(DiagnosticText.printable("a\u{202E}b") == #"a\u{202E}b"#)  // right-to-left override
  }

  /// A very long value is shown by its start and end.
  @Test func aLongValueIsShortened() {
    let found = errors(#"{"type": "rect", "fillColor": "\#(String(repeating: "x", count: 100_000))"}"#)
    #expect(found.count == 1 && found[0].count < 2100, "\(found.map(\.count))")
    #expect(found[0].contains("characters left out"), "\(found[0].prefix(200))")
    // Nothing is suggested for junk that long (measuring it against every name took seconds).
    #expect(Suggestion.closest(to: String(repeating: "x", count: 100_000), in: ["red", "green"]) == nil)
    #expect(Suggestion.closest(to: "gren", in: ["red", "green"]) == "green")
  }

  /// A font or image path that is a named pipe is refused at once (QA: a FIFO font hung
  /// `validate`, even with --root), and a NUL in a path is an error, not a shorter path (QA:
  /// "photo.jpg\u0000.txt" opened photo.jpg).
  @Test func pipesAndNULsAreNotFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe.ttf").path, 0o600) == 0)
    #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
    let font = errors(#"{"type": "text", "text": "Hi", "font": "pipe.ttf"}"#, in: folder.path)
    #expect(font.contains { $0.contains(#"layers[0].font: font file "pipe.ttf" is a named pipe, not a font file"#) }, "\(font)")
    let image = errors(#"{"type": "image", "contents": "pipe.png"}"#, in: folder.path)
    #expect(image.contains { $0.contains("it is a named pipe, not an image file") }, "\(image)")
    let folderFont = errors(#"{"type": "text", "text": "Hi", "font": "sub.ttf"}"#, in: try {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.ttf"), withIntermediateDirectories: true)
      return folder.path
    }())
    #expect(folderFont.contains { $0.contains("is a folder, not a font file") }, "\(folderFont)")
    let nul = errors(#"{"type": "image", "contents": "pipe.png\u0000.txt"}"#, in: folder.path)
    #expect(nul.contains { $0.contains("layers[0].contents: image file name holds a NUL character") }, "\(nul)")
  }
}

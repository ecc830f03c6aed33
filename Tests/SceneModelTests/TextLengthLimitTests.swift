import Foundation
import Testing
@testable import SceneModel

/// The text-length limit cannot be dodged with combining marks: characters are limited, and so
/// are the Unicode scalars in each character and in the whole text, at the text's location.
@Suite struct TextLengthLimitTests {
  func messages(_ text: String) -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "text", "text": "\#(text)"}]}"#
    do {
      _ = try SceneLoader().load(text: json, baseDirectory: "/tmp")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func fiveMillionCombiningMarksAreRefusedQuickly() {
    let start = Date()
    let found = messages("a" + String(repeating: "\u{301}", count: 5_000_000))
    #expect(found == ["layers[0].text: text of 5000001 Unicode scalars is longer than the limit of 320000 (32 per character × 10000 characters; raise it with --max-text-length) (line 1, column 94)"])
    #expect(Date().timeIntervalSince(start) < 10)  // minutes and gigabytes before, in a debug build
  }

  @Test func oneCharacterMayCarryAtMost32Scalars() {
    #expect(messages("a" + String(repeating: "\u{301}", count: 31)).isEmpty)
    #expect(messages("x a" + String(repeating: "\u{301}", count: 32)) == [
      #"layers[0].text: character 3 is U+0061 "a" followed by 32 more Unicode scalars (combining marks, joiners or joined emoji); a character may have at most 32 Unicode scalars (line 1, column 94)"#,
    ])
  }

  @Test func realLongCharactersPass() {
    // A family emoji (7 scalars), a subdivision flag (7), a Vietnamese letter with two marks.
    #expect(messages("👨‍👩‍👧‍👦🏴󠁧󠁢󠁳󠁣󠁴󠁿ệ\u{301}").isEmpty)
  }

  @Test func tenThousandCharactersStillPassAndOneMoreDoesNot() {
    #expect(messages(String(repeating: "é", count: 10_000)).isEmpty)
    #expect(messages(String(repeating: "é", count: 10_001)).first?.contains("text of 10001 characters is longer than the limit of 10000") == true)
  }

  /// QA: a long text in an animation was reported at the layer's own (one-character) text.
  @Test func aLongTextInAnAnimationIsReportedWhereItIsWritten() throws {
    let long = String(repeating: "b", count: 10_001)
    func found(_ animation: String) -> [String] {
      let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "text", "text": "a", "animations": [\#(animation)]}]}"#
      return sceneErrorMessages { _ = try SceneLoader().load(text: json, baseDirectory: "/tmp") }
    }
    #expect(found(#"{"property": "text", "to": "\#(long)"}"#).contains { $0.hasPrefix("layers[0].animations[0].to: text of 10001 characters") }, "\(found(#"{"property": "text", "to": "\#(long)"}"#).map { $0.prefix(120) })")
    #expect(found(#"{"property": "text", "values": ["a", "\#(long)"], "calculationMode": "discrete"}"#).contains { $0.hasPrefix("layers[0].animations[0].values[1]: text of 10001") })
    #expect(found(#"{"property": "text", "keyframes": [{"offset": 0, "value": "a"}, {"offset": 1, "value": "\#(long)"}]}"#).contains { $0.hasPrefix("layers[0].animations[0].keyframes[1].value: text of 10001") })
  }
}

import Foundation
import Testing
@testable import SceneModel

/// Right-to-left text renders reversed and unshaped; the scene says so at the text.
@Suite struct RightToLeftWarningTests {
  func warnings(_ layer: String) throws -> [String] {
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 1, "layers": [\#(layer)]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return TextResolver(measurer: MonospaceMeasurer()).resolve(scene).warnings.map(\.description)
  }

  @Test func arabicAndHebrewAreNamed() throws {
    let arabic = try warnings(#"{"type": "text", "text": "مرحبا abc"}"#)
    #expect(arabic == [
      "warning: layers[0].text: right-to-left scripts (Arabic) are drawn left to right without shaping; Flipbook has no bidirectional layout (line 1, column 94)",
    ])
    let both = try warnings(#"{"type": "text", "text": "שלום abc", "animations": [{"property": "text", "to": "مرحبا"}]}"#)
    #expect(both.count == 1)
    #expect(both.first?.contains("right-to-left scripts (Hebrew, Arabic) are drawn left to right") == true)
  }

  @Test func leftToRightScriptsAndEmojiAreQuiet() throws {
    let quiet = try warnings(#"{"type": "text", "text": "Hello ελληνικά кириллица 日本語 😀"}"#)
    #expect(quiet.isEmpty)
  }
}

/// Characters of the Common and Inherited scripts that sit in right-to-left blocks — a byte
/// order mark, Arabic punctuation, the tatweel, combining vowel marks — are not right-to-left
/// text by themselves (QA: U+FEFF warned "Arabic" and failed --warnings-as-errors).
@Suite struct RightToLeftCommonCharacterTests {
  @Test(arguments: ["\u{FEFF}", "\u{060C}", "\u{061F}", "\u{0640}", "\u{064B}", "\u{FD3E}", "\u{1EC71}"])
  func commonAndInheritedCharactersAreQuiet(scalar: String) throws {
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 1, "layers": [{"type": "text", "text": "a\#(scalar)b"}]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    #expect(TextResolver(measurer: MonospaceMeasurer()).resolve(scene).warnings.isEmpty)
    #expect(TextResolver.rightToLeftScript(of: "\u{0627}") == "Arabic")  // alef still is
  }
}

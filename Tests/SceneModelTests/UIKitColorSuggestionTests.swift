import Testing
@testable import SceneModel

/// Colours written as Swift code are pointed at UIKit's own value, not at the CSS colour that
/// shares the name (QA: "UIColor.green" suggested "green", which is #008000, not #00FF00).
@Suite struct UIKitColorSuggestionTests {
  func message(_ text: String) throws -> String {
    try #require(ColorParser.parse(text).failureMessage)
  }

  @Test(arguments: [
    ("UIColor.green", ##"did you mean "#00FF00" or "lime"? (UIColor.green is #00FF00; the name "green" is CSS's #008000, and #00FF00 is CSS "lime")"##),
    ("UIColor.orange", ##"did you mean "#FF8000"? (UIColor.orange is #FF8000; the name "orange" is CSS's #FFA500)"##),
    (".brown", ##"did you mean "#996633"? (UIColor.brown is #996633; the name "brown" is CSS's #A52A2A)"##),
    ("UIColor.darkGray.cgColor", ##"did you mean "#555555"? (UIColor.darkGray is #555555; the name "darkgray" is CSS's #A9A9A9)"##),
    (".lightGray", ##"did you mean "#AAAAAA"? (UIColor.lightGray is #AAAAAA; the name "lightgray" is CSS's #D3D3D3)"##),
    ("UIColor.gray", ##"did you mean "#808080" or "gray"? (UIColor.gray is #808080, the same as CSS "gray")"##),
    ("UIColor.purple", ##"did you mean "#800080" or "purple"? (UIColor.purple is #800080, the same as CSS "purple")"##),
    ("UIColor.red", ##"did you mean "#FF0000" or "red"? (UIColor.red is #FF0000, the same as CSS "red")"##),
    (".magenta", ##"did you mean "#FF00FF" or "magenta"?"##),
    (".cyan", ##"did you mean "#00FFFF" or "cyan"?"##),
    ("UIColor.greenColor()", ##"did you mean "#00FF00" or "lime"?"##),
    ("UIColor.clear", ##"did you mean "clear"?"##),
    ("UIColor.systemBlue.cgColor", ##"did you mean "systemBlue"?"##),
    (".systemgray2", ##"did you mean "systemGray2"?"##),
    ("UIColor.label", ##"did you mean "label"?"##),
    ("UIColor.systemMint", ##""systemMint" is not one of flipbook's colour names: write UIKit's value as hex or rgb()"##),
    ("Color.green", ##"did you mean "systemGreen"? (SwiftUI's Color.green is UIKit's system colour)"##),
  ])
  func swiftColourSuggestsUIKitValue(written: String, expected: String) throws {
    let found = try message(written)
    #expect(found.contains(expected), "\(found)")
  }

  /// Each suggested hex is a colour the parser takes, and the CSS name offered is that colour.
  @Test func suggestedValuesParse() throws {
    for (name, hex) in UIKitColorNames.classColorHex {
      #expect((try? ColorParser.parse(hex).get()) != nil, "\(name)")
    }
    #expect(try ColorParser.parse("lime").get() == ColorParser.parse("#00FF00").get())
  }

  /// Plain names are unaffected: a bare "darkGray" is CSS's darkgray.
  @Test func plainNamesStillParse() {
    #expect((try? ColorParser.parse("darkGray").get()) == (try? ColorParser.parse("#A9A9A9").get()))
  }
}

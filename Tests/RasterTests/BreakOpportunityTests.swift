import Testing
@testable import Raster

/// Spaces that join (no-break spaces) and invisible characters that allow a break
/// (zero-width space) wrap as UIKit and browsers wrap them (QA: they were the other way round).
@Suite struct BreakOpportunityTests {
  static func lines(_ text: String, width: Double) -> [String] {
    let layout = TextLayout(text: text, fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left,
                            boxWidthPoints: width, lineBreakMode: .wordWrap)
    return (0..<layout.lineCount).map { line in
      String(String.UnicodeScalarView(layout.glyphs.filter { $0.lineIndex == line }.map(\.scalar)))
    }
  }

  @Test(arguments: ["\u{00A0}", "\u{202F}", "\u{2007}"])
  func noBreakSpacesKeepTheirWordsOnOneLine(space: String) {
    #expect(Self.lines("Price: 100\(space)km", width: 95) == ["Price: ", "100\(space)km"])
  }

  @Test func aZeroWidthSpaceIsABreakOpportunityThatDrawsNothing() {
    #expect(Self.lines("Price: 100\u{200B}km", width: 95) == ["Price: 100", "km"])
    let unbroken = TextLayout(text: "100\u{200B}km", fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    let plain = TextLayout(text: "100km", fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    #expect(unbroken.glyphs.map(\.scalar) == plain.glyphs.map(\.scalar))
    #expect(unbroken.bounds.width == plain.bounds.width)
  }

  @Test(arguments: ["\u{2060}", "\u{FEFF}"])
  func joinersNeitherBreakNorDraw(joiner: String) {
    #expect(Self.lines("Price: 100\(joiner)km", width: 95) == ["Price: ", "100km"])
    // Not drawn, not a missing glyph, even with a font that lacks it.
    let emojiOnly = TextLayout(text: "1\(joiner)2", fonts: [TestFonts.emoji], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    #expect(emojiOnly.missingScalars.isEmpty)
    #expect(emojiOnly.glyphs.map(\.scalar) == ["1", "2"])
  }
}

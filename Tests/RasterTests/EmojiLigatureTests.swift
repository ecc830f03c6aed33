import Testing
@testable import Raster

/// Emoji sequences drawn as one picture through the colour font's GSUB ligatures.
@Suite struct EmojiLigatureTests {
  let fonts = [TestFonts.dejaVu, TestFonts.emoji]

  func layout(_ text: String) -> TextLayout {
    TextLayout(text: text, fonts: fonts, sizePoints: 20, alignment: .left, boxWidthPoints: nil)
  }

  @Test func theColourFaceHasAllItsLigatures() {
    #expect(TestFonts.emoji.ligatures.byFirstGlyph.count > 100)
    #expect(TestFonts.emoji.longestLigatureRest >= 6)  // a family of four: 4 people and 3 joiners
  }

  // ☝ (U+261D) is text by default and DejaVu has it; a skin tone after it makes it emoji.
  @Test(arguments: ["👍🏽", "🇯🇵", "👨\u{200D}👩\u{200D}👧", "🏳\u{FE0F}\u{200D}🌈", "1\u{FE0F}\u{20E3}", "☝🏽"])
  func aSequenceIsOneGlyphAndItsOtherCharactersJoinIt(sequence: String) {
    let laidOut = layout(sequence)
    let scalars = Array(sequence.unicodeScalars)
    #expect(laidOut.glyphs.map(\.scalar) == scalars)  // every character keeps its place
    #expect(laidOut.glyphs.filter { !$0.joinsPrevious }.count == 1)
    #expect(laidOut.glyphs.dropFirst().allSatisfy { $0.joinsPrevious && $0.advancePoints == 0 })
    let emojiWidth = 136 * 20.0 / 109
    #expect(abs(laidOut.glyphs[0].advancePoints - emojiWidth) < 1e-9)
    #expect(laidOut.colorGlyphs.count == 1)
    #expect(laidOut.missingScalars.isEmpty)
  }

  @Test func theLigatureIsADifferentPictureFromItsFirstCharacter() {
    let toned = layout("👍🏽").glyphs[0], plain = layout("👍").glyphs[0]
    #expect(toned.glyphIndex != plain.glyphIndex)
    #expect(toned.fontIndex == 1 && plain.fontIndex == 1)
  }

  @Test func anInvalidPairStaysTwoGlyphsAndTextAroundIsUntouched() {
    let flags = layout("🇯🇯")  // no such flag
    #expect(flags.glyphs.filter { !$0.joinsPrevious }.count == 2)
    let mixed = layout("a👍🏽b")
    #expect(mixed.glyphs.map(\.joinsPrevious) == [false, false, true, false])
    #expect(mixed.glyphs[3].xPoints == mixed.glyphs[1].xPoints + mixed.glyphs[1].advancePoints)  // b follows the one picture
  }

  @Test func letterSpacingSeparatesPicturesNotTheirParts() {
    let spaced = TextLayout(text: "👍🏽x", fonts: fonts, sizePoints: 20, alignment: .left, boxWidthPoints: nil, letterSpacingPoints: 3)
    #expect(spaced.glyphs[2].xPoints == spaced.glyphs[0].advancePoints + 3)
  }

  @Test func aDamagedTableReadsWhatItCanWithoutCrashing() throws {
    // Every prefix of the real table, and the table with bytes flipped, parse without trapping.
    let whole = try #require(TestFonts.emoji.ligatureTableBytes())
    for length in stride(from: 0, through: whole.count, by: max(1, whole.count / 200)) {
      _ = LigatureTable(gsub: Array(whole.prefix(length)))
    }
    var damaged = whole
    for i in stride(from: 0, to: damaged.count, by: 97) { damaged[i] ^= 0xA5 }
    _ = LigatureTable(gsub: damaged)
    #expect(LigatureTable(gsub: whole).byFirstGlyph.count == TestFonts.emoji.ligatures.byFirstGlyph.count)
  }
}

import Testing
@testable import Raster

/// Text fonts' standard ligatures (`liga` for the default and Latin scripts), on by default as in
/// UIKit and browsers, off on request and whenever letters are spaced.
@Suite struct StandardLigatureTests {
  func layout(_ text: String, fonts: [Font] = [TestFonts.dejaVu], letterSpacing: Double = 0, ligatures: Bool = true) -> TextLayout {
    TextLayout(text: text, fonts: fonts, sizePoints: 40, alignment: .left, boxWidthPoints: nil,
               letterSpacingPoints: letterSpacing, ligatures: ligatures)
  }

  @Test func dejaVuHasTheLatinLigaturesAndNotTheArabicOnes() {
    let f = TestFonts.dejaVu.glyphIndex(for: "f"), i = TestFonts.dejaVu.glyphIndex(for: "i"), l = TestFonts.dejaVu.glyphIndex(for: "l")
    let table = TestFonts.dejaVu.ligatures
    // ff, fi, fl, ffi, ffl: all start with f. DejaVu's Arabic lam-alef forms are `liga` too, but
    // for the Arabic script only, and need contextual forms Flipbook does not make.
    #expect(Array(table.byFirstGlyph.keys) == [f])
    #expect(table.byFirstGlyph[f]?.map(\.rest).sorted { $0.lexicographicallyPrecedes($1) }
              == [[f], [f, i], [f, l], [i], [l]].sorted { $0.lexicographicallyPrecedes($1) })
    #expect(table.longestMatch(first: f, following: [f, i, i])?.rest == [f, i], "the longest sequence wins")
    #expect(TestFonts.mplus.ligatures.longestMatch(first: TestFonts.mplus.glyphIndex(for: "f"), following: [TestFonts.mplus.glyphIndex(for: "i")]) != nil)
  }

  @Test func aDamagedTableSelectsWhatItCanWithoutCrashing() throws {
    // The script and feature lists are read too: every prefix, and flipped bytes, parse safely.
    let whole = try #require(TestFonts.dejaVu.ligatureTableBytes())
    for length in stride(from: 0, through: whole.count, by: max(1, whole.count / 400)) {
      _ = LigatureTable(gsub: Array(whole.prefix(length)), feature: "liga")
    }
    var damaged = whole
    for i in stride(from: 0, to: damaged.count, by: 53) { damaged[i] ^= 0x5A }
    _ = LigatureTable(gsub: damaged, feature: "liga")
    #expect(LigatureTable(gsub: whole, feature: "liga").byFirstGlyph == TestFonts.dejaVu.ligatures.byFirstGlyph)
    #expect(LigatureTable(gsub: whole, feature: "dlig").byFirstGlyph != TestFonts.dejaVu.ligatures.byFirstGlyph, "the feature selects")
  }

  @Test func fiIsOneGlyphAndTheIJoinsIt() throws {
    let joined = layout("fit"), apart = layout("fit", ligatures: false)
    #expect(joined.glyphs.map(\.scalar) == ["f", "i", "t"], "every character keeps its place")
    #expect(joined.glyphs.map(\.joinsPrevious) == [false, true, false])
    #expect(joined.glyphs[0].glyphIndex != TestFonts.dejaVu.glyphIndex(for: "f"))
    #expect(joined.glyphs[1].advancePoints == 0)
    #expect(apart.glyphs.map(\.joinsPrevious) == [false, false, false])
    #expect(apart.glyphs[0].glyphIndex == TestFonts.dejaVu.glyphIndex(for: "f"))
    // The ligature is drawn differently from f and i side by side.
    let a = try rendered(joined), b = try rendered(apart)
    #expect(a != b)
  }

  @Test func spacedLettersAreNeverJoined() {
    let spaced = layout("office", letterSpacing: 2)
    #expect(!spaced.standardLigatures)
    #expect(spaced.glyphs.allSatisfy { !$0.joinsPrevious })
    let tight = layout("office")
    #expect(tight.glyphs.filter(\.joinsPrevious).count == 2, "ffi is one glyph")
  }

  @Test func emojiSequencesJoinEvenWithoutStandardLigatures() {
    let laidOut = layout("fi👍🏽", fonts: [TestFonts.dejaVu, TestFonts.emoji], ligatures: false)
    #expect(laidOut.glyphs.map(\.joinsPrevious) == [false, false, false, true])
  }

  func rendered(_ layout: TextLayout) throws -> PixelBuffer {
    let canvas = try Canvas(widthPixels: 80, heightPixels: 60)
    canvas.draw(layout, transform: .translation(x: 5, y: 5), color: .black)
    return canvas.makePixelBuffer()
  }
}

import Foundation
import Testing
@testable import Raster

/// Layout works on characters (grapheme clusters), not on Unicode scalars, and Japanese line
/// breaking follows JIS X 4051's kinsoku classes (QA found both gaps).
@Suite struct CharacterClusterLayoutTests {
  static func layout(_ text: String, width: Double?, mode: LineBreakMode = .wordWrap, spacing: Double = 0,
                     alignment: TextAlignment = .left, maximumLines: Int? = nil) -> TextLayout {
    TextLayout(text: text, fonts: [TestFonts.dejaVu, TestFonts.mplus, TestFonts.emoji], sizePoints: 20, alignment: alignment,
               boxWidthPoints: width, letterSpacingPoints: spacing, lineBreakMode: mode, maximumLines: maximumLines)
  }

  static func lines(_ layout: TextLayout) -> [String] {
    (0..<layout.lineCount).map { line in
      String(String.UnicodeScalarView(layout.glyphs.filter { $0.lineIndex == line }.map(\.scalar)))
    }
  }

  /// "Added after every character but a line's last": é written as e + U+0301 is one
  /// character, so it gets one gap, as é written precomposed does.
  @Test func letterSpacingGoesBetweenCharactersNotInsideOne() {
    let decomposed = Self.layout("e\u{301}x", width: nil, spacing: 20), precomposed = Self.layout("\u{E9}x", width: nil, spacing: 20)
    let plain = Self.layout("e\u{301}x", width: nil), plainPrecomposed = Self.layout("\u{E9}x", width: nil)
    #expect(abs((decomposed.bounds.width - plain.bounds.width) - 20) < 1e-9, "one gap, not two")
    #expect(abs((precomposed.bounds.width - plainPrecomposed.bounds.width) - 20) < 1e-9)
    // The mark stays over its letter: no spacing between them.
    let e = decomposed.glyphs[0], acute = decomposed.glyphs[1]
    #expect(abs(acute.xPoints - (e.xPoints + e.advancePoints)) < 1e-9)
    // ❤️ (U+2764 U+FE0F) and x: one gap.
    let heart = Self.layout("\u{2764}\u{FE0F}x", width: nil, spacing: 20), plainHeart = Self.layout("\u{2764}\u{FE0F}x", width: nil)
    #expect(abs((heart.bounds.width - plainHeart.bounds.width) - 20) < 1e-9)
  }

  /// A box narrower than one character puts one whole character on each line.
  @Test func aForcedBreakNeverSplitsACharacter() {
    let accents = Self.layout("e\u{301}e\u{301}", width: 2)
    #expect(Self.lines(accents) == ["e\u{301}", "e\u{301}"])
    let emoji = Self.layout("👍🏽🇯🇵👨‍👩‍👧", width: 2)
    #expect(emoji.lineCount == 3, "\(Self.lines(emoji))")
    #expect(Self.lines(emoji) == ["👍🏽", "🇯🇵", "👨‍👩‍👧"])
  }

  /// Truncation keeps whole characters: half of one is a character the text does not have.
  /// Decomposed Hangul (U+1100 U+1161, one character) has no glyph in these fonts, so each
  /// scalar draws a missing-glyph box with its own advance; the box for U+1100 fits, U+1161's
  /// does not, and both go.
  @Test func truncationKeepsWholeCharacters() {
    let box = TextLayout.missingGlyphAdvanceEm * 20
    let abc = Self.layout("abc", width: nil, mode: .clip).bounds.width
    let ellipsis = Self.layout("…", width: nil, mode: .clip).bounds.width
    let cut = Self.layout("abc\u{1100}\u{1161}def", width: abc + box + ellipsis + 0.01, mode: .truncatingTail)
    #expect(Self.lines(cut) == ["abc…"])
    let roomy = Self.layout("abc\u{1100}\u{1161}def", width: abc + 2 * box + ellipsis + 0.01, mode: .truncatingTail)
    #expect(Self.lines(roomy) == ["abc\u{1100}\u{1161}…"])
  }

  /// Justified Japanese widens the gaps between characters, and no gap opens inside one
  /// (か + U+3099, a combining voiced mark, is one character).
  @Test func justificationWidensOnlyGapsBetweenCharacters() {
    let text = "か\u{3099}きくけこさしすせそ"
    let wrapped = Self.layout(text, width: 85, alignment: .justified)
    #expect(wrapped.lineCount >= 2)
    let first = wrapped.glyphs.filter { $0.lineIndex == 0 }
    #expect(first[1].scalar == "\u{3099}")
    #expect(abs(first[1].xPoints - (first[0].xPoints + first[0].advancePoints)) < 1e-9, "the mark moved off its kana")
  }

  /// JIS X 4051: none of these may start a line. Each text has five kana of one em, then the
  /// character, in a box of five ems: the fifth kana moves down with it.
  @Test(arguments: ["”", "’", "〟", "〙", "〗", "｣", "｡", "､", "ゕ", "ㇰ", "ｧ", "％", "ゝ", "々", "〜", "‐", "！"])
  func kinsokuClosingCharactersDoNotStartALine(character: String) {
    let layout = Self.layout("あいうえお" + character + "かき", width: 5 * 20 + 0.01)
    let lines = Self.lines(layout)
    #expect(!(lines.dropFirst().first?.hasPrefix(character) ?? false), "\(lines)")
    #expect(lines.count >= 2)
  }

  /// Opening brackets and quotation marks never end a line: they move down with what they open.
  @Test(arguments: ["“", "‘", "｢", "〝", "〘", "〖", "「", "（"])
  func kinsokuOpeningCharactersDoNotEndALine(character: String) {
    let layout = Self.layout("あいうえ" + character + "おかき", width: 5 * 20 + 0.01)
    let lines = Self.lines(layout)
    #expect(!(lines.first?.hasSuffix(character) ?? false), "\(lines)")
  }
}

/// `kerning: false` places every character at the plain advance of the one before, as a row of
/// one UILabel per character does (QA: seed 003's per-character labels could not be matched).
@Suite struct KerningSwitchTests {
  @Test func withoutKerningCharactersSitAtTheirAdvances() {
    let font = TestFonts.dejaVu
    func layout(_ kerning: Bool) -> TextLayout {
      TextLayout(text: "AVAW", fonts: [font], sizePoints: 40, alignment: .left, boxWidthPoints: nil, kerning: kerning)
    }
    let kerned = layout(true), plain = layout(false)
    let advances = plain.glyphs.map(\.advancePoints)
    for (index, glyph) in plain.glyphs.enumerated() {
      #expect(abs(glyph.xPoints - advances[..<index].reduce(0, +)) < 1e-9, "glyph \(index)")
    }
    #expect(kerned.bounds.width < plain.bounds.width - 1, "DejaVu Sans kerns A and V")
  }
}

import Testing
@testable import Raster

/// The truncation ellipsis comes from the first font with "…", else "..." from the first with
/// ".", and a layout says when no font has either (QA: three empty boxes, and no warning).
@Suite struct EllipsisFallbackTests {
  static func truncated(fonts: [Font]) -> TextLayout {
    TextLayout(text: "1234567890123", fonts: fonts, sizePoints: 16, alignment: .left, boxWidthPoints: 60,
               lineBreakMode: .truncatingTail)
  }

  @Test func noFontWithAnEllipsisOrAFullStopIsReported() {
    let emojiOnly = Self.truncated(fonts: [TestFonts.emoji])  // digits (keycaps) but no "…" or "."
    #expect(emojiOnly.ellipsisIsMissing)
    #expect(emojiOnly.glyphs.filter { $0.fontIndex == nil }.count == 1)  // one box, not three
    #expect(emojiOnly.glyphs.last?.scalar == "…")
    let withText = Self.truncated(fonts: [TestFonts.emoji, TestFonts.dejaVu])
    #expect(!withText.ellipsisIsMissing)
    #expect(withText.glyphs.last?.scalar == "…")
    #expect(withText.glyphs.last?.fontIndex == 1)
  }
}

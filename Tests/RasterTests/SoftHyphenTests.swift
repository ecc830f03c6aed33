import Testing
@testable import Raster

/// A soft hyphen (U+00AD) is invisible and takes no width, except where a line breaks at it:
/// that line ends in a hyphen, as in UIKit and CSS (QA: it was always drawn, never a break).
@Suite struct SoftHyphenTests {
  static let word = "extra\u{AD}ordinarily\u{AD}long\u{AD}word"

  static func layout(_ text: String, width: Double?, mode: LineBreakMode = .wordWrap, maximumLines: Int? = nil) -> TextLayout {
    TextLayout(text: text, fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: width,
               lineBreakMode: mode, maximumLines: maximumLines)
  }

  static func lines(_ layout: TextLayout) -> [String] {
    (0..<layout.lineCount).map { line in
      String(String.UnicodeScalarView(layout.glyphs.filter { $0.lineIndex == line }.map(\.scalar)))
    }
  }

  @Test func aLineBrokenAtASoftHyphenEndsInAHyphen() {
    // "extraordinarily-" is 122.75 pt at 16 pt: the hyphen has to fit, as in CSS, so 120 pt
    // breaks at the first soft hyphen and 125 pt at the second.
    let narrow = Self.layout(Self.word, width: 120)
    #expect(Self.lines(narrow) == ["extra-", "ordinarilylong-", "word"])
    let wrapped = Self.layout(Self.word, width: 125)
    #expect(Self.lines(wrapped) == ["extraordinarily-", "longword"])
    #expect(wrapped.lineWidthsPoints.allSatisfy { $0 <= 125 })
    // The hyphen stands for the soft hyphen's character, so splits can tell it is not in the text.
    let hyphen = wrapped.glyphs.first { $0.scalar == "-" }
    #expect(hyphen?.scalarIndex == 16)
    // The break-hyphen's line is as wide as the same text with a real hyphen.
    #expect(wrapped.lineWidthsPoints[0] == Self.layout("extraordinarily-", width: nil).bounds.width)
  }

  @Test func unbrokenSoftHyphensDrawNothingAndTakeNoWidth() {
    let plain = Self.layout("extraordinarilylongword", width: nil)
    let soft = Self.layout(Self.word, width: nil)
    #expect(Self.lines(soft) == ["extraordinarilylongword"])
    #expect(soft.bounds.width == plain.bounds.width)
    #expect(soft.glyphs.map(\.xPoints) == plain.glyphs.map(\.xPoints))
    // Truncation measures the same text the same way.
    let truncatedSoft = Self.layout(Self.word, width: 100, mode: .truncatingTail)
    let truncatedPlain = Self.layout("extraordinarilylongword", width: 100, mode: .truncatingTail)
    #expect(Self.lines(truncatedSoft) == Self.lines(truncatedPlain))
    #expect(truncatedSoft.bounds.width == truncatedPlain.bounds.width)
  }

  @Test func aCutLineEndsInAnEllipsisNotAHyphen() {
    let cut = Self.layout(Self.word, width: 125, maximumLines: 1)
    #expect(cut.lineCount == 1)
    #expect(cut.glyphs.last?.scalar == "…")
    #expect(!cut.glyphs.contains { $0.scalar == "-" })
  }
}

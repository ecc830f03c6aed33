import Foundation
import Testing
@testable import Raster

@Suite("Text wrapping, truncation and justification")
struct TextWrappingTests {
  static func layout(
    _ text: String, width: Double?, mode: LineBreakMode, alignment: TextAlignment = .left, maximumLines: Int? = nil
  ) -> TextLayout {
    TextLayout(
      text: text, fonts: [TestFonts.dejaVu, TestFonts.mplus], sizePoints: 10, alignment: alignment,
      boxWidthPoints: width, lineBreakMode: mode, maximumLines: maximumLines)
  }

  static func lines(_ layout: TextLayout) -> [String] {
    (0..<layout.lineCount).map { line in
      String(String.UnicodeScalarView(layout.glyphs.filter { $0.lineIndex == line }.map(\.scalar)))
        .trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func wordWrapBreaksAtSpaces() {
    let text = "the quick brown fox jumps over the lazy dog"
    let oneLine = Self.layout(text, width: nil, mode: .wordWrap)
    #expect(oneLine.lineCount == 1)
    let width = Self.layout("the quick brown", width: nil, mode: .clip).bounds.width + 0.01
    let wrapped = Self.layout(text, width: width, mode: .wordWrap)
    #expect(Self.lines(wrapped) == ["the quick brown", "fox jumps over", "the lazy dog"])
    #expect(wrapped.lineWidthsPoints.allSatisfy { $0 <= width })
    #expect(wrapped.glyphs.first { $0.lineIndex == 1 }?.xPoints == 0)  // no leading space
  }

  @Test func longWordBreaksBetweenCharacters() {
    let wrapped = Self.layout("abcdefghijklmnop", width: 30, mode: .wordWrap)
    #expect(wrapped.lineCount > 1)
    #expect(wrapped.lineWidthsPoints.allSatisfy { $0 <= 30 })
    #expect(Self.lines(wrapped).joined() == "abcdefghijklmnop")
  }

  @Test func japaneseWrapsBetweenCharactersButNotBeforeClosingPunctuation() {
    let em = 10.0  // M+ 1 ideographs are one em wide
    let wrapped = Self.layout("一風堂です。ラー", width: 5 * em + 0.01, mode: .wordWrap)
    #expect(wrapped.lineCount == 2)
    // "。" may not start a line, so "す" moves down with it.
    #expect(Self.lines(wrapped) == ["一風堂で", "す。ラー"])
  }

  @Test func truncatingTailEndsInEllipsisAndFits() {
    let truncated = Self.layout("MacBook Air と 一風堂 and more text", width: 60, mode: .truncatingTail)
    #expect(truncated.lineCount == 1)
    #expect(truncated.glyphs.last?.scalar == "…")
    #expect(truncated.bounds.width <= 60)
    let fits = Self.layout("Short", width: 60, mode: .truncatingTail)
    #expect(!fits.glyphs.contains { $0.scalar == "…" })
  }

  @Test func maximumLinesCutsTheLastLineWithEllipsis() {
    let text = "one two three four five six seven eight nine ten"
    let wrapped = Self.layout(text, width: 40, mode: .wordWrap, maximumLines: 2)
    #expect(wrapped.lineCount == 2)
    #expect(wrapped.glyphs.last?.scalar == "…")
    #expect(wrapped.lineWidthsPoints.allSatisfy { $0 <= 40 })
    let all = Self.layout("one two", width: 400, mode: .wordWrap, maximumLines: 2)
    #expect(!all.glyphs.contains { $0.scalar == "…" })
    // Without a box (a text sized to fit), the last line kept still ends in "…" after its own
    // text, as a UILabel's does (QA: the lines were cut without one).
    let unboxed = Self.layout("HH\nHH\nHH", width: nil, mode: .clip, maximumLines: 2)
    #expect(unboxed.lineCount == 2)
    #expect(unboxed.glyphs.map(\.scalar) == ["H", "H", "H", "H", "…"])
    #expect(unboxed.lineWidthsPoints[1] > unboxed.lineWidthsPoints[0])
    #expect(!Self.layout("HH\nHH", width: nil, mode: .clip, maximumLines: 2).glyphs.contains { $0.scalar == "…" })
  }

  /// As UILabel's numberOfLines: the last line kept takes the rest of the paragraph and is cut
  /// at a character, not after its own last word (QA: "brown fox…" with room for more), and a
  /// justified one is not stretched.
  @Test func theLastLineKeptIsFilledWithTheRestOfItsParagraph() {
    // Wrapped: "abcdefgh ij", "kl", then the long word: "kl…" would leave most of the line empty.
    let text = "abcdefgh ij kl mnopqrstuvwxyzmnopqrstuvwxyz"
    let width = Self.layout("abcdefgh ij", width: nil, mode: .clip).bounds.width + 0.01
    #expect(Array(Self.lines(Self.layout(text, width: width, mode: .wordWrap)).prefix(2)) == ["abcdefgh ij", "kl"])
    for alignment in [TextAlignment.left, .justified] {
      let cut = Self.layout(text, width: width, mode: .wordWrap, alignment: alignment, maximumLines: 2)
      let lines = Self.lines(cut)
      #expect(lines.count == 2)
      #expect(lines[0] == "abcdefgh ij", "\(alignment)")
      #expect(lines[1].hasPrefix("kl mnop") && lines[1].hasSuffix("…"), "\(alignment): \(lines)")
      let last = cut.glyphs.filter { $0.lineIndex == 1 }
      let right = last.map { $0.xPoints + $0.advancePoints }.max() ?? 0
      #expect(right <= width + 1e-9)
      // Not stretched to the box: it ends where its "…" ends, nothing moved apart.
      #expect(cut.lineWidthsPoints[1] < width, "\(alignment)")
    }
  }

  @Test func justifiedLinesFillTheBoxExceptTheLast() {
    let text = "the quick brown fox jumps over the lazy dog"
    let box = 80.0
    let justified = Self.layout(text, width: box, mode: .wordWrap, alignment: .justified)
    #expect(justified.lineCount >= 2)
    for line in 0..<(justified.lineCount - 1) {
      let last = justified.glyphs.last { $0.lineIndex == line && $0.scalar != " " }!
      #expect(abs(last.xPoints + last.advancePoints - box) < 1e-6)
    }
    let lastLine = justified.lineCount - 1
    let plain = Self.layout(text, width: box, mode: .wordWrap, alignment: .left)
    #expect(justified.glyphs.filter { $0.lineIndex == lastLine } == plain.glyphs.filter { $0.lineIndex == lastLine })
  }

  @Test func explicitNewlinesStillSplit() {
    let wrapped = Self.layout("a\nb c", width: 1000, mode: .wordWrap)
    #expect(Self.lines(wrapped) == ["a", "b c"])
  }
}

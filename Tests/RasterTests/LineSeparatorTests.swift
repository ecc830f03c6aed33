import Testing
@testable import Raster

/// Every character Swift's `Character.isNewline` (and UIKit) treats as a line end starts a
/// new line (QA: U+2028, U+2029, NEL, VT and FF were dropped or drawn).
@Suite struct LineSeparatorTests {
  @Test func unicodeLineAndParagraphSeparatorsBreakLines() {
    let text = "one\u{2028}two\u{2029}three\u{0085}four\u{000B}five\u{000C}end"
    let layout = TextLayout(text: text, fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    let lines = (0..<layout.lineCount).map { line in
      String(String.UnicodeScalarView(layout.glyphs.filter { $0.lineIndex == line }.map(\.scalar)))
    }
    #expect(lines == ["one", "two", "three", "four", "five", "end"])
    // "\r\n" stays one line end.
    let crlf = TextLayout(text: "a\r\nb", fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    #expect(crlf.lineCount == 2)
  }
}

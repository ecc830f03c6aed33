import Testing
@testable import Raster

@Suite("Fonts and text layout")
struct TextTests {
  @Test func loadsBundledFaces() {
    #expect(TestFonts.dejaVu.familyName == "DejaVu Sans")
    #expect(TestFonts.dejaVuBold.styleName == "Bold")
    #expect(TestFonts.mplus.familyName.hasPrefix("M PLUS 1") || TestFonts.mplus.familyName.hasPrefix("M+ 1"))
    #expect(TestFonts.mplus.hasGlyph(for: "風"))
    #expect(!TestFonts.dejaVu.hasGlyph(for: "風"))
  }

  @Test func missingFontNamesThePathTried() {
    #expect {
      _ = try Font(contentsOf: "/nonexistent/Nope.ttf")
    } throws: { error in
      guard case .fontLoadFailed(let path, _) = error as? RasterError else { return false }
      return path == "/nonexistent/Nope.ttf" && "\(error)".contains("/nonexistent/Nope.ttf")
    }
  }

  @Test func nonFontFileIsATypedError() {
    #expect(throws: RasterError.self) { _ = try Font(contentsOf: #filePath) }
  }

  @Test(arguments: [
    ("Hello", "DejaVuSans.ttf"), ("Hello", "DejaVuSans-Bold.ttf"),
    ("一風堂", "Mplus1-Regular.otf"), ("一風堂", "Mplus1-Bold.otf"),
  ])
  func rendersGlyphPixels(text: String, fontFile: String) throws {
    let font = try Font(contentsOf: TestFonts.path(fontFile))
    let layout = TextLayout(text: text, fonts: [font], sizePoints: 24, alignment: .left, boxWidthPoints: nil)
    #expect(layout.missingScalars.isEmpty)
    let canvas = try Canvas(widthPixels: 120, heightPixels: 40)
    canvas.draw(layout, transform: .translation(x: 4, y: 4), color: .black)
    let painted = canvas.paintedPixelCount
    #expect(painted > 100)
    #expect(painted < 120 * 40 / 2)
    // Antialiased: some pixels are strictly between transparent and opaque.
    #expect(canvas.makePixelBuffer().bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
  }

  @Test func perGlyphFallbackPicksTheFirstFaceThatHasTheGlyph() {
    let layout = TextLayout(
      text: "MacBook Air と 一風堂", fonts: [TestFonts.dejaVu, TestFonts.mplus], sizePoints: 20, alignment: .left, boxWidthPoints: nil)
    #expect(layout.missingScalars.isEmpty)
    let sources = layout.glyphs.map { ($0.scalar, $0.fontIndex) }
    for (scalar, fontIndex) in sources {
      let expected = "と一風堂".unicodeScalars.contains(scalar) ? 1 : 0
      #expect(fontIndex == expected, "\(scalar) from font \(String(describing: fontIndex))")
    }
    #expect(layout.glyphs.count == "MacBook Air と 一風堂".unicodeScalars.count)
  }

  @Test func missingGlyphIsReportedAndDrawnAsABox() throws {
    let layout = TextLayout(text: "a\u{10FFFD}b\u{10FFFD}", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: .left, boxWidthPoints: nil)
    #expect(layout.missingScalars == ["\u{10FFFD}"])
    let box = TextLayout(text: "\u{10FFFD}", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: .left, boxWidthPoints: nil)
    let canvas = try Canvas(widthPixels: 30, heightPixels: 30)
    canvas.draw(box, transform: .identity, color: .black)
    #expect(canvas.paintedPixelCount > 20)
    // Hollow: the box's centre stays empty.
    let glyph = box.glyphs[0]
    let centreX = Int(glyph.xPoints + 0.3 * 20), centreY = Int(glyph.baselinePoints - 0.35 * 20)
    #expect(canvas.straight(centreX, centreY)[3] == 0)
  }

  @Test func baselineAndLinesFollowFontMetrics() {
    let font = TestFonts.dejaVu
    let layout = TextLayout(text: "one\ntwo\nthree", fonts: [font], sizePoints: 10, alignment: .left, boxWidthPoints: nil)
    #expect(layout.lineCount == 3)
    let ascender = font.ascender / font.unitsPerEm * 10
    #expect(abs(layout.glyphs[0].baselinePoints - ascender) < 1e-9)
    #expect(abs(layout.bounds.height - 3 * font.lineSpacing / font.unitsPerEm * 10) < 1e-9)
    let custom = TextLayout(text: "a\nb", fonts: [font], sizePoints: 10, alignment: .left, boxWidthPoints: nil, lineHeightPoints: 30)
    #expect(abs(custom.glyphs[1].baselinePoints - custom.glyphs[0].baselinePoints - 30) < 1e-9)
    #expect(custom.bounds.height == 60)
  }

  @Test func advancesSumToTheLineWidth() {
    let layout = TextLayout(text: "Flipbook", fonts: [TestFonts.dejaVu], sizePoints: 16, alignment: .left, boxWidthPoints: nil)
    let last = layout.glyphs[layout.glyphs.count - 1]
    #expect(abs(layout.bounds.width - (last.xPoints + last.advancePoints)) < 1e-9)
    #expect(layout.bounds.width > 50 && layout.bounds.width < 90)
  }

  @Test func kerningTightensAV() throws {
    let font = TestFonts.dejaVu
    try #require(font.hasKerning, "DejaVu Sans ships a kern table")
    let pair = TextLayout(text: "AV", fonts: [font], sizePoints: 100, alignment: .left, boxWidthPoints: nil)
    let a = TextLayout(text: "A", fonts: [font], sizePoints: 100, alignment: .left, boxWidthPoints: nil)
    let v = TextLayout(text: "V", fonts: [font], sizePoints: 100, alignment: .left, boxWidthPoints: nil)
    #expect(pair.bounds.width < a.bounds.width + v.bounds.width - 1)
  }

  @Test(arguments: [(TextAlignment.left, 0.0), (.natural, 0.0), (.center, 0.5), (.right, 1.0)])
  func alignmentOffsetsInTheBox(alignment: TextAlignment, factor: Double) {
    let layout = TextLayout(text: "Hi", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: alignment, boxWidthPoints: 200)
    let width = layout.lineWidthsPoints[0]
    #expect(abs(layout.glyphs[0].xPoints - factor * (200 - width)) < 1e-9)
    #expect(abs(layout.bounds.x - factor * (200 - width)) < 1e-9)
  }

  @Test func alignmentWithoutBoxUsesWidestLine() {
    let layout = TextLayout(text: "i\nwwwww", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: .right, boxWidthPoints: nil)
    let widest = layout.lineWidthsPoints[1]
    #expect(abs(layout.glyphs[0].xPoints + layout.lineWidthsPoints[0] - widest) < 1e-9)
    #expect(layout.bounds.x == 0 && abs(layout.bounds.width - widest) < 1e-9)
  }

  @Test func letterSpacingAddsBetweenCharacters() {
    let plain = TextLayout(text: "abc", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: .left, boxWidthPoints: nil)
    let spaced = TextLayout(text: "abc", fonts: [TestFonts.dejaVu], sizePoints: 20, alignment: .left, boxWidthPoints: nil, letterSpacingPoints: 5)
    #expect(abs(spaced.bounds.width - plain.bounds.width - 10) < 1e-9)
  }

  @Test func renderingIsDeterministic() throws {
    func render() throws -> [UInt8] {
      let canvas = try Canvas(widthPixels: 200, heightPixels: 40)
      canvas.clear(to: .white)
      let layout = TextLayout(
        text: "MacBook Air と 一風堂", fonts: [try Font(contentsOf: TestFonts.path("DejaVuSans.ttf")), TestFonts.mplus],
        sizePoints: 18, alignment: .center, boxWidthPoints: 190)
      canvas.draw(layout, transform: .translation(x: 5.25, y: 8.5), color: RasterColor(red: 0.1, green: 0.2, blue: 0.7))
      return try canvas.makePixelBuffer().pngData()
    }
    #expect(try render() == render())
  }
}

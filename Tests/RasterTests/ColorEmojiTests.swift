import Testing
@testable import Raster

/// Colour emoji from the bundled Noto Color Emoji: a bitmap face (CBDT) whose glyphs are
/// drawn as images scaled from its 109-pixels-per-em strike.
@Suite struct ColorEmojiTests {
  @Test func theBitmapFaceLoadsWithItsStrikeAsUnits() throws {
    let font = TestFonts.emoji
    #expect(font.isColorBitmap)
    #expect(!TestFonts.dejaVu.isColorBitmap)
    #expect(font.unitsPerEm == 109)
    let glyph = font.glyph(font.glyphIndex(for: "😀"))
    let bitmap = try #require(glyph.bitmap)
    #expect(bitmap.image.widthPixels == 136 && bitmap.image.heightPixels == 128)
    #expect(bitmap.left == 0 && bitmap.top == 101)
    #expect(glyph.advance == 136)
  }

  @Test func emojiPresentationPrefersTheColourFace() {
    // 😀 is in DejaVu too (as an outline), but shows as emoji by default; ❤ shows as text
    // unless U+FE0F follows; digits are in the emoji face (keycaps) but are text.
    let layout = TextLayout(text: "a😀❤❤\u{FE0F}1", fonts: [TestFonts.dejaVu, TestFonts.emoji], sizePoints: 20,
                            alignment: .left, boxWidthPoints: nil)
    let sources = Dictionary(layout.glyphs.map { ($0.scalarIndex, $0.fontIndex) }, uniquingKeysWith: { a, _ in a })
    #expect(sources[0] == 0)  // a
    #expect(sources[1] == 1)  // 😀
    #expect(sources[2] == 0)  // ❤ as text
    #expect(sources[3] == 1)  // ❤ + FE0F as emoji
    #expect(sources[5] == 0)  // 1
    #expect(layout.missingScalars.isEmpty)
  }

  @Test func aColourGlyphIsDrawnInItsOwnColoursAtItsPlace() throws {
    let size = 48.0
    let layout = TextLayout(text: "😀", fonts: [TestFonts.dejaVu, TestFonts.emoji], sizePoints: size, alignment: .left, boxWidthPoints: nil)
    let canvas = try Canvas(widthPixels: 80, heightPixels: 80)
    canvas.draw(layout, transform: .translation(x: 4, y: 4), color: .black)
    // The image's box: 136 × 128 strike pixels at 48/109 points each, its top 101 strike
    // pixels above the baseline (which is at the primary font's ascender).
    let scale = size / 109
    let left = 4.0, top = 4 + layout.ascenderPoints - 101 * scale
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<80 { for x in 0..<80 where canvas.premultipliedPixel(x: x, y: y).a != 0 {
      minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
    } }
    // The face is drawn inside the image's box (the image has transparent margins).
    #expect(Double(minX) >= left.rounded(.down) && Double(maxX) <= (left + 136 * scale).rounded(.up))
    #expect(Double(minY) >= top.rounded(.down) && Double(maxY) <= (top + 128 * scale).rounded(.up))
    #expect(maxX - minX > 40 && maxY - minY > 40)  // and fills most of it
    // Yellow in the middle of the face, not the text colour (black).
    let centre = canvas.straight(Int(left + 68 * scale), Int(top + 70 * scale))
    #expect(centre[0] > 200 && centre[1] > 150 && centre[2] < 120 && centre[3] == 255, "\(centre)")
  }

  @Test func theTextColoursAlphaFadesColourGlyphs() throws {
    let layout = TextLayout(text: "😀", fonts: [TestFonts.emoji], sizePoints: 48, alignment: .left, boxWidthPoints: nil)
    let full = try Canvas(widthPixels: 70, heightPixels: 70), half = try Canvas(widthPixels: 70, heightPixels: 70)
    let none = try Canvas(widthPixels: 70, heightPixels: 70)
    full.draw(layout, transform: .identity, color: .black)
    half.draw(layout, transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    none.draw(layout, transform: .identity, color: .clear)
    #expect(none.paintedPixelCount == 0)
    let a = full.premultipliedPixel(x: 30, y: 30), b = half.premultipliedPixel(x: 30, y: 30)
    #expect(a.a == 255)
    #expect(abs(Int(b.a) - 128) <= 1 && abs(Int(b.r) - Int(a.r) / 2) <= 1)
  }
}

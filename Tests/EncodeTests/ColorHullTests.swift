import Testing
import Raster
@testable import Encode

@Suite("Dithered palette hull")
struct ColorHullTests {
  /// 256 shades from red to blue, 64 pixels each.
  static let redToBlue: [(rgb: UInt32, count: UInt64)] = (0..<256).map { x in (UInt32(255 - x) << 16 | UInt32(x), 64) }

  @Test func addsTheEndOfARampThePaletteFallsShortOf() {
    // A palette whose reddest entry is #ED0012, as median cut left it at 32 colours.
    let palette: [UInt32] = [0xED0012, 0x800080, 0x1200ED]
    let added = ColorHull.missingExtremes(of: Self.redToBlue, beyond: palette, tailWeight: 128, marginLevels: 8, limit: 8)
    // The tail of 128 pixels (two shades) from the red end ends at #FE0001; the blue end likewise.
    #expect(added == [0xFE0001, 0x0100FE])
  }

  @Test func leavesAPaletteThatReachesTheEdgesAlone() {
    // #FB0004 is 8/√2 ≈ 5.7 levels short of pure red along the ramp, within the 8-level margin.
    let palette: [UInt32] = [0xFB0004, 0x800080, 0x0400FB]
    #expect(ColorHull.missingExtremes(of: Self.redToBlue, beyond: palette, tailWeight: 128, marginLevels: 8, limit: 8).isEmpty)
  }

  @Test func ignoresAStrayPixelBeyondThePalette() {
    // One saturated green pixel among greys: too light a tail to spend a slot on.
    let entries: [(rgb: UInt32, count: UInt64)] = (0..<256).map { (UInt32($0) * 0x010101, 100) } + [(0x00FF00, 1)]
    let palette: [UInt32] = [0x000000, 0x808080, 0xFFFFFF]
    #expect(ColorHull.missingExtremes(of: entries, beyond: palette, tailWeight: 50, marginLevels: 8, limit: 8).isEmpty)
    // Heavy enough, it is added (the tail's colour is the pixel itself).
    let heavy = entries.dropLast() + [(0x00FF00, 60)]
    #expect(ColorHull.missingExtremes(of: Array(heavy), beyond: palette, tailWeight: 50, marginLevels: 8, limit: 8) == [0x00FF00])
  }

  @Test func addsNoMoreThanTheLimit() {
    let palette: [UInt32] = [0x808080]
    let entries: [(rgb: UInt32, count: UInt64)] = [0x000000, 0xFFFFFF, 0xFF0000, 0x00FF00, 0x0000FF].map { ($0, 100) }
    #expect(ColorHull.missingExtremes(of: entries, beyond: palette, tailWeight: 1, marginLevels: 8, limit: 2) == [0xFFFFFF, 0x000000])
  }

  /// Per 16×16 block, the largest difference of a channel's mean between `a` and `b`.
  static func worstBlockMeanError(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    TestImages.blockMeanDifferences(a, b, block: 16).max() ?? 0
  }

  @Test func aDitheredGradientKeepsItsSaturatedEnds() throws {
    // Three ramps, red→blue, black→white and green→magenta, at 32 colours: the palette's
    // cluster means stopped 18 levels short of pure red, and the block means there were 14.5
    // levels off; every block is now within 2 levels.
    var image = PixelBuffer(width: 256, height: 48)
    for y in 0..<48 {
      for x in 0..<256 {
        let v = UInt8(x), w = UInt8(255 - x)
        switch y / 16 {
        case 0: image[x, y] = (w, 0, v, 255)
        case 1: image[x, y] = (v, v, v, 255)
        default: image[x, y] = (v, w, v, 255)
        }
      }
    }
    let options = GIFOptions(maxColors: 32, dither: .ordered(strength: 1))
    let bytes = try GIFEncoder(width: 256, height: 48, options: options).encode(frames: [(image, 2)])
    let decoded = try GIFDecoder.decode(bytes).frames[0].image
    #expect(Self.worstBlockMeanError(decoded, image) <= 2)
    // Without the dither the palette is the plain one (cluster means), whose ends fall short.
    let plain = try GIFDecoder.decode(GIFEncoder(width: 256, height: 48, options: GIFOptions(maxColors: 32)).encode(frames: [(image, 2)])).frames[0].image
    #expect(Self.worstBlockMeanError(plain, image) > 8)
  }
}

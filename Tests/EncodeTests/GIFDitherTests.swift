import Testing
import Raster
@testable import Encode

@Suite("Ordered dither")
struct GIFDitherTests {
  /// Mean absolute error of 8×8 block averages: what the eye sees of a dithered gradient.
  static func blockAverageError(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    var total = 0.0, blocks = 0
    for by in stride(from: 0, to: a.height, by: 8) {
      for bx in stride(from: 0, to: a.width, by: 8) {
        for channel in 0..<3 {
          var sumA = 0, sumB = 0
          for y in by..<(by + 8) {
            for x in bx..<(bx + 8) {
              sumA += Int(a.bytes[(y * a.width + x) * 4 + channel])
              sumB += Int(b.bytes[(y * b.width + x) * 4 + channel])
            }
          }
          total += Double(abs(sumA - sumB)) / 64
        }
        blocks += 1
      }
    }
    return total / Double(blocks * 3)
  }

  @Test func ditherBringsGradientAveragesCloserWithFewColours() throws {
    let image = TestImages.gradient(width: 256, height: 64)
    func decoded(_ dither: GIFDither) throws -> PixelBuffer {
      let bytes = try GIFEncoder(width: 256, height: 64, options: GIFOptions(maxColors: 16, dither: dither)).encode(frames: [(image, 2)])
      return try GIFDecoder.decode(bytes).frames[0].image
    }
    let plain = try decoded(.none)
    let dithered = try decoded(.ordered(strength: 1))
    #expect(Self.blockAverageError(dithered, image) < Self.blockAverageError(plain, image))
  }

  @Test func ditherIsStableBetweenIdenticalFrames() throws {
    // A fixed pattern: identical input frames stay identical, so they still merge.
    let image = TestImages.gradient(width: 64, height: 32)
    let bytes = try GIFEncoder(width: 64, height: 32, options: GIFOptions(maxColors: 32, dither: .ordered(strength: 0.8)))
      .encode(frames: [(image, 2), (image, 3)])
    #expect(try GIFDecoder.decode(bytes).frames.map(\.delayCentiseconds) == [5])
  }

  @Test func flatColoursStayExactUnderDither() throws {
    var image = TestImages.gradient(width: 64, height: 32)
    for y in 0..<8 { for x in 0..<64 { image[x, y] = (250, 250, 250, 255) } }
    let bytes = try GIFEncoder(width: 64, height: 32, options: GIFOptions(maxColors: 32, dither: .ordered(strength: 1))).encode(frames: [(image, 2)])
    let result = try GIFDecoder.decode(bytes).frames[0].image
    #expect((0..<64).allSatisfy { result[$0, 3] == (250, 250, 250, 255) })
  }
}

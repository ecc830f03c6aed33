import Testing
@testable import Raster

@Suite("Shrinking a frame by area averaging (encode --max-bytes)")
struct DownscaleTests {
  @Test func halfSizeIsTheMeanOfEachTwoByTwoBlock() {
    var image = PixelBuffer(width: 4, height: 2)
    image[0, 0] = (0, 0, 0, 255); image[1, 0] = (200, 100, 40, 255); image[0, 1] = (100, 100, 100, 255); image[1, 1] = (100, 0, 20, 255)
    for x in 2..<4 { for y in 0..<2 { image[x, y] = (10, 20, 30, 255) } }
    let half = image.downscaled(width: 2, height: 1)
    #expect(half.width == 2 && half.height == 1)
    #expect(half[0, 0] == (100, 50, 40, 255))
    #expect(half[1, 0] == (10, 20, 30, 255))
  }

  @Test func transparentPixelsDoNotBleedTheirColour() {
    // A red opaque pixel beside a fully transparent green one: the mean is half-transparent
    // red, not a brown mix (colours are averaged premultiplied).
    var image = PixelBuffer(width: 2, height: 1)
    image[0, 0] = (255, 0, 0, 255)
    image[1, 0] = (0, 255, 0, 0)
    let one = image.downscaled(width: 1, height: 1)
    #expect(one[0, 0] == (255, 0, 0, 128))
    #expect(PixelBuffer(width: 3, height: 3).downscaled(width: 2, height: 2)[1, 1] == (0, 0, 0, 0), "nothing from nothing")
  }

  @Test func partialPixelsAreWeightedByTheAreaCovered() {
    // 3 → 2: output pixel 0 covers source 0 and half of 1; pixel 1 the other half of 1, and 2.
    let taps = PixelBuffer.coverage(source: 3, output: 2)
    #expect(taps.map { $0.map(\.index) } == [[0, 1], [1, 2]])
    let third: Double = 1.0 / 3, twoThirds: Double = 2.0 / 3
    let expectedWeights: [[Double]] = [[twoThirds, third], [third, twoThirds]]
    #expect(taps.map { $0.map(\.weight) } == expectedWeights)
    var image = PixelBuffer(width: 3, height: 1)
    image[0, 0] = (0, 0, 0, 255); image[1, 0] = (90, 90, 90, 255); image[2, 0] = (180, 180, 180, 255)
    let shrunk = image.downscaled(width: 2, height: 1)
    #expect(shrunk[0, 0] == (30, 30, 30, 255))   // (2·0 + 90) / 3
    #expect(shrunk[1, 0] == (150, 150, 150, 255))  // (90 + 2·180) / 3
  }

  @Test func sameSizeIsTheImageItselfAndAFlatImageStaysFlat() {
    let flat = PixelBuffer(width: 37, height: 23, fill: (12, 200, 99, 255))
    #expect(flat.downscaled(width: 37, height: 23) == flat)
    #expect(flat.downscaled(width: 10, height: 7) == PixelBuffer(width: 10, height: 7, fill: (12, 200, 99, 255)))
    #expect(flat.downscaled(width: 1, height: 1) == PixelBuffer(width: 1, height: 1, fill: (12, 200, 99, 255)))
  }

  @Test func everyOutputPixelsWeightsSumToOne() {
    for (source, output) in [(640, 480), (640, 240), (401, 150), (7, 1), (1080, 405)] {
      for taps in PixelBuffer.coverage(source: source, output: output) {
        #expect(abs(taps.reduce(0) { $0 + $1.weight } - 1) < 1e-12, "\(source) → \(output)")
      }
    }
  }
}

import Raster
import Testing
@testable import Encode

@Suite("Colour histogram")
struct ColorHistogramTests {
  @Test func staysBoundedForMillionsOfColours() {
    var histogram = ColorHistogram()
    let count = ColorHistogram.maximumExactColors + 100_000
    for index in 0..<count { histogram.add(rgb: UInt32(index &* 2_654_435_761 & 0xFF_FFFF), weight: 1) }
    #expect(histogram.distinctCount <= ColorHistogram.maximumExactColors + 32_768)
    #expect(histogram.totalCount == UInt64(count))
  }

  @Test func entriesAreSortedAndCounted() {
    var histogram = ColorHistogram()
    for rgb: UInt32 in [0x30, 0x10, 0x20, 0x10] { histogram.add(rgb: rgb, weight: 2) }
    #expect(histogram.sortedEntries().map(\.rgb) == [0x10, 0x20, 0x30])
    #expect(histogram.sortedEntries().map(\.count) == [4, 2, 2])
  }

  /// Runs of 1…13 pixels of three opaque colours and a transparent one, so runs start and end
  /// at every offset of the four-pixel steps, a transparent stretch sits inside a run of one
  /// colour, and the image ends mid-run; with the count of each opaque colour.
  static func runsImage() -> (image: PixelBuffer, expected: [UInt32: UInt64]) {
    let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 255, 255, 255), (10, 20, 30, 255), (255, 255, 255, 255), (0, 0, 0, 20), (200, 0, 9, 255)]
    var bytes: [UInt8] = []
    var expected: [UInt32: UInt64] = [:]
    var choice = 0
    for length in 1...13 {
      for _ in 0..<4 {
        let p = pixels[choice % pixels.count]
        for _ in 0..<length {
          bytes += [p.0, p.1, p.2, p.3]
          if p.3 >= 128 { expected[UInt32(p.0) << 16 | UInt32(p.1) << 8 | UInt32(p.2), default: 0] += 1 }
        }
        choice += 1
      }
    }
    return (PixelBuffer(width: bytes.count / 4, height: 1, bytes: bytes), expected)
  }

  @Test func anImageCountsEveryOpaquePixelOnce() {
    let (image, expected) = Self.runsImage()
    var histogram = ColorHistogram()
    histogram.add(image)
    #expect(histogram.sortedEntries().map(\.rgb) == expected.keys.sorted())
    #expect(histogram.sortedEntries().map(\.count) == expected.keys.sorted().map { expected[$0]! })
    #expect(histogram.hasTransparency)
  }

  @Test func aPackedImageCountsLikeTheImage() throws {
    let (image, expected) = Self.runsImage()
    var histogram = ColorHistogram()
    histogram.add(PackedPixelBuffer(image))
    #expect(histogram.sortedEntries().map(\.rgb) == expected.keys.sorted())
    #expect(histogram.sortedEntries().map(\.count) == expected.keys.sorted().map { expected[$0]! })
    #expect(histogram.hasTransparency)

    // A rendered frame with every alpha, packed from the canvas and from its straight copy.
    let canvas = try CanvasQuantizingTests.canvas()
    var fromImage = ColorHistogram(), fromCanvas = ColorHistogram()
    fromImage.add(canvas.makePixelBuffer())
    fromCanvas.add(PackedPixelBuffer(straightPixelsOf: canvas))
    #expect(fromCanvas.distinctCount > 100)
    #expect(fromCanvas.totalCount == fromImage.totalCount)
    #expect(fromCanvas.hasTransparency == fromImage.hasTransparency)
    let sameEntries = fromCanvas.sortedEntries().elementsEqual(fromImage.sortedEntries()) { $0.rgb == $1.rgb && $0.count == $1.count }
    #expect(sameEntries)
  }

  /// 9×5 pixels in runs of 1…4 that cross rows and the region's edges, with a transparent one,
  /// and a region of one span in some rows (clipped at the right edge in one).
  @Test(arguments: [0, 1, 3] as [UInt64])
  func aRegionCountsItsPixelsOnceAndTheRestByTheirWeight(outsideWeight: UInt64) {
    let width = 9, height = 5
    let rects = [PixelRect(x: 2, y: 1, width: 4, height: 2), PixelRect(x: 7, y: 3, width: 5, height: 1),
                 PixelRect(x: 0, y: 4, width: 1, height: 1)]
    var bytes: [UInt8] = []
    var expected: [UInt32: UInt64] = [:]
    for index in 0..<(width * height) {
      let (x, y) = (index % width, index / width)
      let shade = UInt8((index / (1 + index % 4)) % 6 * 40)
      let alpha: UInt8 = index == 20 ? 0 : 255
      bytes += [shade, 255 - shade, 7, alpha]
      let inside = rects.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
      let weight = inside ? 1 : outsideWeight
      if alpha == 255 && weight > 0 { expected[UInt32(shade) << 16 | UInt32(255 - shade) << 8 | 7, default: 0] += weight }
    }
    let packed = PackedPixelBuffer(PixelBuffer(width: width, height: height, bytes: bytes))
    var histogram = ColorHistogram()
    histogram.add(packed, inside: ChangeRegion(rects: rects, width: width, height: height), outsideWeight: outsideWeight)
    #expect(histogram.sortedEntries().map(\.rgb) == expected.keys.sorted())
    #expect(histogram.sortedEntries().map(\.count) == expected.keys.sorted().map { expected[$0]! })
  }

  /// Samples that differ only inside a rectangle count the same, sample by sample, as whole.
  @Test func samplesCountedOnceWhereTheyAgreeCountAsWhole() {
    let width = 40, height = 12
    let changing = PixelRect(x: 30, y: 2, width: 6, height: 8)
    var samples: [PixelBuffer] = []
    for sample in 0..<4 {
      var bytes: [UInt8] = []
      for index in 0..<(width * height) {
        let (x, y) = (index % width, index / width)
        let moving = x >= changing.x && x < changing.x + changing.width && y >= changing.y && y < changing.y + changing.height
        bytes += moving ? [UInt8(sample * 60), 0, 0, 255] : [UInt8(index % 251), UInt8(index / 251), 99, 255]
      }
      samples.append(PixelBuffer(width: width, height: height, bytes: bytes))
    }
    let variation = GIFSampleVariation(width: width, height: height, rects: [changing], sampleCount: samples.count)
    #expect(variation.varyingPixelCount == 48)
    var whole = GIFColorStatistics(), shared = GIFColorStatistics()
    for (position, sample) in samples.enumerated() {
      whole.add(sample)
      shared.add(PackedPixelBuffer(sample), sample: position, of: variation)
    }
    #expect(shared.frameCount == whole.frameCount)
    #expect(shared.histogram.totalCount == whole.histogram.totalCount)
    let same = shared.histogram.sortedEntries().elementsEqual(whole.histogram.sortedEntries()) { $0.rgb == $1.rgb && $0.count == $1.count }
    #expect(same)
  }
}

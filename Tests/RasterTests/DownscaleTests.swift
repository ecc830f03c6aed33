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

extension DownscaleTests {
  /// The definition, plainly: every row shrunk horizontally (premultiplied), then every column
  /// vertically, rounded half up.
  static func reference(_ image: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
    let columns = PixelBuffer.coverage(source: image.width, output: width)
    let rows = PixelBuffer.coverage(source: image.height, output: height)
    var horizontal = [[Double]](repeating: [], count: image.height)
    for y in 0..<image.height {
      for taps in columns {
        var sum = [0.0, 0.0, 0.0, 0.0]
        for tap in taps {
          let p = image[tap.index, y]
          let alpha = Double(p.3) * tap.weight
          sum[0] += Double(p.0) * alpha; sum[1] += Double(p.1) * alpha; sum[2] += Double(p.2) * alpha; sum[3] += alpha
        }
        horizontal[y] += sum
      }
    }
    var output = PixelBuffer(width: width, height: height)
    for (y, taps) in rows.enumerated() {
      for x in 0..<width {
        var sum = [0.0, 0.0, 0.0, 0.0]
        for tap in taps {
          for channel in 0..<4 { sum[channel] += horizontal[tap.index][x * 4 + channel] * tap.weight }
        }
        guard sum[3] > 0 else { continue }
        func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
        output[x, y] = (byte(sum[0] / sum[3]), byte(sum[1] / sum[3]), byte(sum[2] / sum[3]), byte(sum[3]))
      }
    }
    return output
  }

  @Test(arguments: [(37, 23, 20, 11), (40, 30, 30, 22), (64, 48, 16, 12), (9, 7, 1, 1), (50, 3, 17, 2), (13, 29, 13, 5)])
  func matchesThePlainDefinitionExactly(width: Int, height: Int, outputWidth: Int, outputHeight: Int) {
    // Scrambled but fixed values (the same on every run): some pixels opaque, some fully
    // transparent, the rest anything, for every path of the sums.
    func scrambled(_ x: Int, _ y: Int, _ channel: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: ((x &* 2_654_435_761) ^ (y &* 40_503) ^ (channel &* 2_246_822_519)) >> 11)
    }
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha: UInt8 = switch scrambled(x, y, 4) % 4 { case 0: 0; case 1: 255; default: scrambled(x, y, 3) }
        image[x, y] = (scrambled(x, y, 0), scrambled(x, y, 1), scrambled(x, y, 2), alpha)
      }
    }
    #expect(image.downscaled(width: outputWidth, height: outputHeight) == Self.reference(image, width: outputWidth, height: outputHeight))
  }

  @Test func halvesRoundUp() {
    // Means of exactly n + 0.5 (0 and 1, 254 and 255 side by side) round up, as `rounded()` does.
    var image = PixelBuffer(width: 4, height: 1)
    image[0, 0] = (0, 254, 100, 255); image[1, 0] = (1, 255, 101, 255)
    image[2, 0] = (7, 8, 9, 255); image[3, 0] = (8, 9, 10, 255)
    let shrunk = image.downscaled(width: 2, height: 1)
    #expect(shrunk[0, 0] == (1, 255, 101, 255))
    #expect(shrunk[1, 0] == (8, 9, 10, 255))
  }
}

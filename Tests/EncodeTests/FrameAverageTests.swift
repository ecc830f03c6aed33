import Raster
import Testing
@testable import Encode

@Suite("Frame averaging for GIF frames that stand for several samples")
struct FrameAverageTests {
  @Test func meanRoundsEachChannel() {
    let a = PixelBuffer(width: 2, height: 1, fill: (10, 0, 255, 255))
    let b = PixelBuffer(width: 2, height: 1, fill: (21, 1, 0, 255))
    let mean = FrameAverage.mean([a, b])
    #expect(mean[0, 0] == (16, 1, 128, 255))  // halves round up
    #expect(mean[1, 0] == mean[0, 0])
  }

  /// A yellow edge moving over a transparent canvas: the transparent sample's black counted at
  /// full weight before, giving opaque-looking olive (128, 102, 0) at alpha 128.
  @Test func transparentPixelsDoNotDarkenTheMean() {
    let yellow = PixelBuffer(width: 1, height: 1, fill: (255, 204, 0, 255))
    let clear = PixelBuffer(width: 1, height: 1, fill: (0, 0, 0, 0))
    #expect(FrameAverage.mean([yellow, clear])[0, 0] == (255, 204, 0, 128))
    #expect(FrameAverage.mean([clear, clear])[0, 0] == (0, 0, 0, 0))
    // Partial alphas weight their colours: (200·255 + 100·51) / 306 = 183.3.
    let half = PixelBuffer(width: 1, height: 1, fill: (100, 100, 100, 51))
    let opaque = PixelBuffer(width: 1, height: 1, fill: (200, 200, 200, 255))
    #expect(FrameAverage.mean([opaque, half])[0, 0] == (183, 183, 183, 153))
    // Three frames, one transparent: the two opaque colours share the weight.
    let red = PixelBuffer(width: 1, height: 1, fill: (255, 0, 0, 255)), blue = PixelBuffer(width: 1, height: 1, fill: (0, 0, 255, 255))
    #expect(FrameAverage.mean([red, clear, blue])[0, 0] == (128, 0, 128, 170))
  }

  @Test func oneFrameIsReturnedUnchanged() {
    let a = TestImages.noise(width: 8, height: 8, colorCount: 5, seed: 3)
    #expect(FrameAverage.mean([a]).bytes == a.bytes)
  }

  @Test func meanHalvesTheWorstErrorAgainstEitherSample() {
    let left = TestImages.card(width: 40, height: 20, boxX: 5, boxY: 5)
    let right = TestImages.card(width: 40, height: 20, boxX: 9, boxY: 5)
    let mean = FrameAverage.mean([left, right])
    var worstToLeft = 0, worstShowingRight = 0
    for y in 0..<20 { for x in 0..<40 {
      worstToLeft = max(worstToLeft, abs(Int(mean[x, y].r) - Int(left[x, y].r)))
      worstShowingRight = max(worstShowingRight, abs(Int(right[x, y].r) - Int(left[x, y].r)))
    } }
    #expect(worstToLeft <= (worstShowingRight + 1) / 2)
  }
}

@Suite("Whether one sample stands for a GIF frame, or their mean")
struct FirstSampleStandsForAllTests {
  @Test func differencesUpToTheLimitKeepTheFirstSample() {
    let a = PixelBuffer(width: 4, height: 4, fill: (100, 100, 100, 255))
    let near = PixelBuffer(width: 4, height: 4, fill: (102, 98, 100, 254))
    #expect(FrameAverage.singleSampleMaximumDifference == 2)
    #expect(FrameAverage.firstStandsForAll([a]))
    #expect(FrameAverage.firstStandsForAll([a, a, near]))
    // One channel of one pixel past the limit, in any sample (alpha too), is enough to blend.
    let farPixels: [(x: Int, y: Int, value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))] = [(3, 3, (103, 100, 100, 255)), (0, 0, (100, 100, 100, 252))]
    for (x, y, value) in farPixels {
      var far = a
      far[x, y] = value
      #expect(!FrameAverage.firstStandsForAll([a, far]))
      #expect(!FrameAverage.firstStandsForAll([a, near, far]))
    }
  }

  /// Judged pixel by pixel: a small moving thing on a large still canvas is blended, however
  /// little of the canvas it covers (QA: a canvas-wide 40 dB PSNR let it through unblended).
  @Test func aSmallChangeOnALargeCanvasIsBlended() {
    let still = PixelBuffer(width: 400, height: 400, fill: (255, 255, 255, 255))
    var moved = still
    for y in 0..<3 { for x in 0..<3 { moved[200 + x, 200 + y] = (255, 45, 85, 255) } }
    #expect(!FrameAverage.firstStandsForAll([still, moved]))
  }
}

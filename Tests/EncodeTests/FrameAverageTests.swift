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

@Suite("PSNR used to decide between one sample and the mean")
struct FramePSNRTests {
  @Test func identicalIsInfiniteAndOneStepIsAbout48dB() {
    let a = PixelBuffer(width: 4, height: 4, fill: (100, 100, 100, 255))
    let b = PixelBuffer(width: 4, height: 4, fill: (101, 101, 101, 255))
    #expect(FrameAverage.psnr(a, a) == .infinity)
    #expect(abs(FrameAverage.psnr(a, b) - 48.13) < 0.01)  // 10·log10(255²/1)
  }
}

import Foundation
import Raster
import Testing
@testable import Encode

@Suite("Frame skipping: brief frames close to the one before them are left out, within both bounds")
struct GIFFrameSkippingTests {
  static let width = 96, height = 64

  /// A soft disc of `color` over a light background at x = `centerX` (sub-pixel positions give
  /// different antialiased edges). Under 256 colours over a whole sequence, so exact encoding
  /// reproduces every frame.
  static func disc(centerX: Double, color: (UInt8, UInt8, UInt8) = (0, 122, 255), hole: Bool = false) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height, fill: (242, 242, 247, 255))
    for y in 0..<height {
      for x in 0..<width {
        let dx = Double(x) - centerX, dy = Double(y) - 32
        let coverage = (max(0, min(1, 16 - (dx * dx + dy * dy).squareRoot())) * 32).rounded() / 32
        guard coverage > 0 else { continue }
        func blend(_ over: UInt8, _ under: UInt8) -> UInt8 { UInt8((Double(over) * coverage + Double(under) * (1 - coverage)).rounded()) }
        image[x, y] = (blend(color.0, 242), blend(color.1, 242), blend(color.2, 247), 255)
      }
    }
    if hole { image[0, 0] = (0, 0, 0, 0) }
    return image
  }

  /// The disc easing out: big steps first, then a tail of sub-pixel steps, then 60 cs at rest.
  static func easeOut() -> [(image: PixelBuffer, delayCentiseconds: Int)] {
    (0...24).map { step in
      let t = Double(step) / 24
      let x = 20 + 50 * (1 - pow(1 - t, 4))
      return (disc(centerX: x), step == 24 ? 60 : 2)
    }
  }

  static func encode(_ frames: [(image: PixelBuffer, delayCentiseconds: Int)], skipping: GIFFrameSkipping?) throws -> [UInt8] {
    try GIFEncoder(width: width, height: height, options: GIFOptions(frameSkipping: skipping)).encode(frames: frames)
  }

  /// What a decoder shows at each input frame's start: the decoded frame on screen then.
  static func shownAtEachInput(_ decoded: [(image: PixelBuffer, delayCentiseconds: Int)], inputDelays: [Int]) -> [PixelBuffer] {
    var starts: [Int] = [], time = 0
    for frame in decoded { starts.append(time); time += frame.delayCentiseconds }
    var result: [PixelBuffer] = [], inputTime = 0
    for delay in inputDelays {
      let index = starts.lastIndex { $0 <= inputTime }!
      result.append(decoded[index].image)
      inputTime += delay
    }
    return result
  }

  @Test func theSubPixelTailIsThinnedWithinBothBoundsAndTheRestingFrameIsExact() throws {
    let frames = Self.easeOut()
    let skipping = GIFFrameSkipping.standard
    let decoded = try GIFDecoder.decode(try Self.encode(frames, skipping: skipping)).frames.map { ($0.image, $0.delayCentiseconds) }
    let exact = try GIFDecoder.decode(try Self.encode(frames, skipping: nil)).frames
    #expect(decoded.count <= exact.count - 3, "the sub-pixel tail should lose frames: \(decoded.map(\.1))")
    #expect(decoded.map(\.1).reduce(0, +) == frames.map(\.delayCentiseconds).reduce(0, +), "total time is kept")
    #expect(decoded.dropLast().allSatisfy { $0.1 <= GIFFrameSkipping.longestHoldCentiseconds }, "\(decoded.map(\.1))")
    #expect(decoded.last!.0.bytes == frames.last!.image.bytes, "the resting frame is shown, exact")
    #expect(decoded.first!.0.bytes == frames.first!.image.bytes)
    // Every input frame: what is on screen at its time is within both bounds of it.
    let shown = Self.shownAtEachInput(decoded, inputDelays: frames.map(\.delayCentiseconds))
    var skippedCount = 0
    for (index, (screen, input)) in zip(shown, frames.map(\.image)).enumerated() where screen.bytes != input.bytes {
      skippedCount += 1
      let canvas = GIFMotionQualityTests.squaredError(screen, input)
      let region = GIFMotionQualityTests.squaredError(screen, input) { x, y in screen[x, y] != input[x, y] }
      #expect(GIFMotionQualityTests.psnr(canvas) >= skipping.canvasPSNR - 0.01, "frame \(index)")
      #expect(GIFMotionQualityTests.psnr(region) >= skipping.regionPSNR - 0.01, "frame \(index)")
    }
    #expect(skippedCount > 0)
    // Input frames equal to the one before them merge whether or not skipping is on.
    let exactShown = Self.shownAtEachInput(exact.map { ($0.image, $0.delayCentiseconds) }, inputDelays: frames.map(\.delayCentiseconds))
    #expect(zip(exactShown, frames).allSatisfy { $0.0.bytes == $0.1.image.bytes })
    // The first steps move the disc by pixels at full contrast: those frames are all shown.
    #expect(shown.prefix(4).map(\.bytes) == frames.prefix(4).map(\.image.bytes))
  }

  @Test func fastHighContrastMotionIsNeverSkipped() throws {
    let frames = (0..<12).map { step in
      (image: TestImages.card(width: Self.width, height: Self.height, boxX: 4 + step * 6, boxY: 20, box: (0, 0, 0)), delayCentiseconds: 2)
    }
    let decoded = try GIFDecoder.decode(try Self.encode(frames, skipping: .standard)).frames
    #expect(decoded.count == frames.count)
  }

  @Test func aFrameWhereMotionComesToRestIsShownEvenWhenClose() throws {
    let faint: (UInt8, UInt8, UInt8) = (200, 210, 240)
    let a = Self.disc(centerX: 40, color: faint), b = Self.disc(centerX: 40.25, color: faint)
    // b is within the bounds of a, but the motion stops on it.
    for frames in [[(a, 2), (b, 2), (b, 40)], [(a, 2), (b, 2)]] {
      let decoded = try GIFDecoder.decode(try Self.encode(frames.map { (image: $0.0, delayCentiseconds: $0.1) }, skipping: .standard)).frames
      #expect(decoded.map(\.delayCentiseconds) == (frames.count == 3 ? [2, 42] : [2, 2]))
      #expect(decoded.last!.image.bytes == b.bytes)
    }
    // With motion after it, b is left out and a holds for both.
    let moving = [(a, 2), (b, 2), (Self.disc(centerX: 46, color: faint), 2), (Self.disc(centerX: 52, color: faint), 30)].map { (image: $0.0, delayCentiseconds: $0.1) }
    let decoded = try GIFDecoder.decode(try Self.encode(moving, skipping: .standard)).frames
    #expect(decoded.map(\.delayCentiseconds) == [4, 2, 30])
  }

  @Test func holesAreNeverSkipped() throws {
    let faint: (UInt8, UInt8, UInt8) = (200, 210, 240)
    let frames = [(Self.disc(centerX: 40, color: faint), 2), (Self.disc(centerX: 40.25, color: faint, hole: true), 2),
                  (Self.disc(centerX: 46, color: faint), 2), (Self.disc(centerX: 52, color: faint), 30)]
    let decoded = try GIFDecoder.decode(try Self.encode(frames.map { (image: $0.0, delayCentiseconds: $0.1) }, skipping: .standard)).frames
    #expect(decoded.map(\.delayCentiseconds) == [2, 2, 2, 30])
    #expect(decoded[1].image[0, 0].a == 0)
  }

  @Test func overAMatteAHoleIsComparedAsThePageColour() throws {
    // The same frames for a page of the background's colour (`--matte`): the hole shows that
    // colour, so the frame with it is as close to the one before as without it, and is left out.
    let faint: (UInt8, UInt8, UInt8) = (200, 210, 240)
    let frames = [(Self.disc(centerX: 40, color: faint), 2), (Self.disc(centerX: 40.25, color: faint, hole: true), 2),
                  (Self.disc(centerX: 46, color: faint), 2), (Self.disc(centerX: 52, color: faint), 30)]
    let options = GIFOptions(frameSkipping: .standard, matte: GIFMatte(red: 242, green: 242, blue: 247))
    let bytes = try GIFEncoder(width: Self.width, height: Self.height, options: options)
      .encode(frames: frames.map { (image: $0.0, delayCentiseconds: $0.1) })
    let decoded = try GIFDecoder.decode(bytes).frames
    #expect(decoded.map(\.delayCentiseconds) == [4, 2, 30])
    #expect(decoded.allSatisfy { $0.image[0, 0].a == 255 })
  }

  @Test func framesLongerThanOneSlotAreNeverSkipped() throws {
    // At 3 cs per frame, holding one more would keep a frame 6 cs: over the limit.
    let frames = Self.easeOut().map { (image: $0.image, delayCentiseconds: $0.delayCentiseconds == 2 ? 3 : $0.delayCentiseconds) }
    let decoded = try GIFDecoder.decode(try Self.encode(frames, skipping: GIFFrameSkipping(canvasPSNR: 10, regionPSNR: 10))).frames
    #expect(decoded.count == (try GIFDecoder.decode(try Self.encode(frames, skipping: nil))).frames.count)
    // The same frames at 2 cs each are thinned by these loose bounds.
    #expect(try GIFDecoder.decode(try Self.encode(Self.easeOut(), skipping: GIFFrameSkipping(canvasPSNR: 10, regionPSNR: 10))).frames.count < decoded.count)
  }

  @Test func encodingIsDeterministicAndTheSameStreamedOnSeveralThreads() throws {
    let frames = Self.easeOut()
    let options = GIFOptions(motionQuality: .standard, frameSkipping: .standard)
    let inMemory = try GIFEncoder(width: Self.width, height: Self.height, options: options).encode(frames: frames)
    #expect(inMemory == (try GIFEncoder(width: Self.width, height: Self.height, options: options).encode(frames: frames)))
    for threads in [1, 2, 3] {
      #expect(try GIFStreamWriterTests.streamed(threads: threads, encodeThreads: threads, options: options, frames: frames) == inMemory)
    }
  }

  @Test func boundsOutsideTheRangeAreRejected() {
    #expect(throws: EncodeError.frameSkippingOutOfRange(canvasPSNR: 38, regionPSNR: 5)) {
      _ = try GIFEncoder(width: 4, height: 4, options: GIFOptions(frameSkipping: GIFFrameSkipping(canvasPSNR: 38, regionPSNR: 5)))
    }
    #expect(GIFFrameSkipping(canvasPSNR: 38) == .standard)
  }
}

import Foundation
import Testing
import Raster
@testable import Encode

/// A frame after which pixels become transparent must be disposed of ("restore to background")
/// over them. A frame that lasts 4 cs or more does it with a block of its own over just those
/// pixels, so that a large frame (the first covers the canvas) is not cleared whole and drawn
/// again, whole, by every frame after it.
@Suite("GIF frames clearing transparent pixels apart")
struct GIFClearingApartTests {
  /// A transparent 160×120 canvas with an opaque card (still) and a 10×10 square moving right
  /// 3 px per frame over the transparent part: its trailing edge becomes transparent each frame.
  static func frames(firstDelayCentiseconds: Int) -> [(image: PixelBuffer, delayCentiseconds: Int)] {
    (0..<9).map { step in
      var image = PixelBuffer(width: 160, height: 120)
      for y in 10..<110 { for x in 10..<80 { image[x, y] = (40, 120, 220, 255) } }
      for y in 50..<60 { for x in (100 + 3 * step)..<(110 + 3 * step) { image[x, y] = (224, 69, 123, 255) } }
      return (image, step == 0 ? firstDelayCentiseconds : 2)
    }
  }

  @Test func aHeldFrameClearsApartAndLaterFramesStayAtTheMovingSquare() throws {
    let frames = Self.frames(firstDelayCentiseconds: 10)
    let (bytes, decoded) = try GIFEncoderTests.roundTrip(frames)
    // The first frame shows 8 cs, then a 2 cs block that changes nothing on screen and clears
    // the square's trailing column; the total time is the same.
    #expect(decoded.frames.map(\.delayCentiseconds) == [8, 2] + Array(repeating: 2, count: 8))
    #expect(TestImages.same(decoded.frames.map(\.image), [frames[0].image] + frames.map(\.image)))
    // Every block after the first covers the moving square's few columns, never the card.
    let sizes = LocalColorTableTests.descriptors(bytes)
    #expect(sizes[0].width == 160 && sizes[0].height == 120)
    #expect(sizes.dropFirst().allSatisfy { $0.width <= 13 && $0.height <= 10 }, "\(sizes)")
  }

  @Test func withoutTimeToSplitTheFrameClearsWholeAndStaysCorrect() throws {
    // A 2 cs first frame cannot give 2 cs to a block of its own: it clears the whole canvas and
    // the next frame draws the card again. Correct, only larger.
    let frames = Self.frames(firstDelayCentiseconds: 2)
    let (bytes, decoded) = try GIFEncoderTests.roundTrip(frames)
    #expect(decoded.frames.map(\.delayCentiseconds) == frames.map(\.delayCentiseconds))
    #expect(TestImages.same(decoded.frames.map(\.image), frames.map(\.image)))
    #expect(LocalColorTableTests.descriptors(bytes)[1].width > 70, "the card is drawn again")
    let held = try GIFEncoderTests.roundTrip(Self.frames(firstDelayCentiseconds: 10)).bytes
    #expect(held.count * 2 < bytes.count, "held \(held.count) bytes, unheld \(bytes.count)")
  }

  @Test func aSmallClearingStaysInTheFramesOwnBlock() {
    // Clearing apart pays only when it spares the next frame far more than it covers itself.
    let square = PixelRect(x: 100, y: 50, width: 12, height: 10)
    #expect(!GIFFrameSequencer.clearsApart(frame: square, clear: PixelRect(x: 100, y: 50, width: 3, height: 10), delayCentiseconds: 10))
    let canvas = PixelRect(x: 0, y: 0, width: 160, height: 120)
    #expect(GIFFrameSequencer.clearsApart(frame: canvas, clear: PixelRect(x: 100, y: 50, width: 3, height: 10), delayCentiseconds: 4))
    #expect(!GIFFrameSequencer.clearsApart(frame: canvas, clear: PixelRect(x: 100, y: 50, width: 3, height: 10), delayCentiseconds: 3))
  }

  @Test func aFrameLongerThanOneBlockHoldsStillEndsWithTheClearingPiece() {
    #expect(GIFFrameBlockJob.delayPieces(10, clearingApart: true) == [8, 2])
    #expect(GIFFrameBlockJob.delayPieces(4, clearingApart: true) == [2, 2])
    let long = GIFFrameBlockJob.delayPieces(70_000, clearingApart: true)
    #expect(long.reduce(0, +) == 70_000 && long.last == 2 && long.allSatisfy { $0 >= 2 && $0 <= 65_535 })
  }

  @Test(.enabled(if: ExternalTools.convert != nil && ExternalTools.identify != nil, "ImageMagick (convert, identify) is not installed"))
  func imageMagickShowsTheSameFramesAtTheSameTimes() throws {
    let frames = Self.frames(firstDelayCentiseconds: 10)
    let bytes = try GIFEncoder(width: 160, height: 120, options: GIFOptions()).encode(frames: frames)
    let path = try ExternalTools.temporaryFile(bytes, suffix: ".gif")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let info = try ExternalTools.run(ExternalTools.identify!, ["-format", "%T\n", path])
    let delays = String(decoding: info.stdout, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    try #require(delays == [8, 2] + Array(repeating: 2, count: 8))
    let raw = try ExternalTools.run(ExternalTools.convert!, [path, "-coalesce", "-depth", "8", "rgba:-"])
    let frameBytes = 160 * 120 * 4
    try #require(raw.stdout.count == frameBytes * delays.count, "\(String(decoding: raw.stderr, as: UTF8.self))")
    let data = [UInt8](raw.stdout)
    let expected = [frames[0].image] + frames.map(\.image)
    for (index, image) in expected.enumerated() {
      let theirs = PixelBuffer(width: 160, height: 120, bytes: Array(data[(index * frameBytes)..<((index + 1) * frameBytes)]))
      var mismatches = 0
      for y in 0..<120 {
        for x in 0..<160 {
          let want = image[x, y], got = theirs[x, y]
          if want.a == 0 ? got.a != 0 : got != want { mismatches += 1 }
        }
      }
      #expect(mismatches == 0, "block \(index): \(mismatches) pixels differ")
    }
  }
}

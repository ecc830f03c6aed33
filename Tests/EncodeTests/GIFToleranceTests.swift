import Raster
import Testing
@testable import Encode

@Suite("Colour tolerance: bounded per-pixel error, fewer bytes, nothing accumulates")
struct GIFToleranceTests {
  /// A box sliding right while its colour creeps by a few steps per frame.
  static let frames = (0..<30).map { step in
    (image: TestImages.card(width: 64, height: 48, boxX: 10 + step, boxY: 12, boxSize: 20,
                            box: (UInt8(40 + step * 3), 120, UInt8(200 - step * 2))), delayCentiseconds: 2)
  }

  /// A box that stays put while its colour creeps by one step per channel per frame, shown
  /// 6 cs each: frames that hold, which motion frames and skipping never touch.
  static let fade = (0..<30).map { step in
    (image: TestImages.card(width: 64, height: 48, boxX: 10, boxY: 12, boxSize: 20,
                            box: (UInt8(40 + step), 120, UInt8(200 - step))), delayCentiseconds: 6)
  }

  static func encode(tolerance: Int) throws -> [UInt8] {
    try GIFEncoder(width: 64, height: 48, options: GIFOptions(colorTolerance: tolerance)).encode(frames: frames)
  }

  /// The largest RGB distance between an input frame and what the decoder shows at its start.
  static func worstDistance(_ bytes: [UInt8], _ frames: [(image: PixelBuffer, delayCentiseconds: Int)]) throws -> Double {
    let decoded = try GIFDecoder.decode(bytes)
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == frames.reduce(0) { $0 + $1.delayCentiseconds })
    var starts: [Int] = []
    var time = 0
    for frame in decoded.frames { starts.append(time); time += frame.delayCentiseconds }
    var worst = 0.0
    var instant = 0
    for input in frames {
      let shown = decoded.frames[starts.lastIndex { $0 <= instant }!].image
      for y in 0..<input.image.height { for x in 0..<input.image.width { worst = max(worst, distance(shown[x, y], input.image[x, y])) } }
      instant += input.delayCentiseconds
    }
    return worst
  }

  static func distance(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
    let dr = Double(a.r) - Double(b.r), dg = Double(a.g) - Double(b.g), db = Double(a.b) - Double(b.b)
    return (dr * dr + dg * dg + db * db).squareRoot()
  }

  @Test(arguments: [4, 10, 24])
  func everyShownPixelStaysWithinTheTolerance(tolerance: Int) throws {
    // Every colour here fits the palette exactly, so the tolerance is the whole error.
    let exact = try Self.encode(tolerance: 0)
    let sliding = try Self.encode(tolerance: tolerance)
    #expect(try Self.worstDistance(sliding, Self.frames) <= Double(tolerance))
    #expect(sliding.count <= exact.count)
    let options = GIFOptions(colorTolerance: tolerance)
    let fading = try GIFEncoder(width: 64, height: 48, options: options).encode(frames: Self.fade)
    let worst = try Self.worstDistance(fading, Self.fade)
    #expect(worst <= Double(tolerance))
    #expect(worst > 0)  // and it was used
  }

  /// The tolerance comes on top of motion frames and skipping (the command line's defaults):
  /// frames that hold stay within it, and it only ever saves bytes here.
  @Test(arguments: [4, 10, 24])
  func aToleranceAddsToMotionFramesAndSkipping(tolerance: Int) throws {
    func encode(_ frames: [(image: PixelBuffer, delayCentiseconds: Int)], tolerance: Int, motion: Bool) throws -> [UInt8] {
      let options = GIFOptions(colorTolerance: tolerance, motionQuality: motion ? .standard : nil,
                               frameSkipping: motion ? .standard : nil)
      return try GIFEncoder(width: 64, height: 48, options: options).encode(frames: frames)
    }
    let held = try encode(Self.fade, tolerance: tolerance, motion: true)
    #expect(try Self.worstDistance(held, Self.fade) <= Double(tolerance))
    #expect(held.count < (try encode(Self.fade, tolerance: 0, motion: true)).count)

    // A brief frame in the middle of a move: approximated or skipped with a tolerance too (a
    // tolerance once replaced both, and then cost more bytes than neither on most scenes).
    let moving = (0..<24).map { step in
      (image: TestImages.card(width: 64, height: 48, boxX: 4 + step * 2, boxY: 10 + step / 3, boxSize: 18,
                              box: (UInt8(60 + step * 5), 110, UInt8(210 - step * 4))), delayCentiseconds: 2)
    }
    let withBoth = try encode(moving, tolerance: tolerance, motion: true)
    #expect(withBoth != (try encode(moving, tolerance: tolerance, motion: false)))
    #expect(withBoth.count <= (try encode(moving, tolerance: 0, motion: true)).count)
  }

  @Test func zeroToleranceIsTheExactEncoder() throws {
    #expect(try Self.encode(tolerance: 0) == GIFEncoder(width: 64, height: 48, options: GIFOptions()).encode(frames: Self.frames))
  }

  @Test func slowColourChangesCostFewerBytesWithinTheTolerance() throws {
    let frames = (0..<20).map { step in
      (image: TestImages.card(width: 64, height: 48, boxX: 8, boxY: 8, boxSize: 30, box: (UInt8(100 + step), 100, UInt8(160 - step))), delayCentiseconds: 2)
    }
    func size(_ tolerance: Int) throws -> Int {
      try GIFEncoder(width: 64, height: 48, options: GIFOptions(colorTolerance: tolerance)).encode(frames: frames).count
    }
    #expect(try size(8) < size(0))
  }

  @Test func framesWithinTheToleranceMergeWithSummedDelays() throws {
    // The box colour moves by 1 per frame: with tolerance 10 most frames change nothing visible.
    let frames = (0..<10).map { step in
      (image: TestImages.card(width: 32, height: 32, boxX: 8, boxY: 8, box: (UInt8(100 + step), 100, 100)), delayCentiseconds: 3)
    }
    let bytes = try GIFEncoder(width: 32, height: 32, options: GIFOptions(colorTolerance: 10)).encode(frames: frames)
    let decoded = try GIFDecoder.decode(bytes)
    #expect(decoded.frames.count < 10)
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 30)
  }

  @Test func transparentContentIsAlwaysExact() throws {
    let frames = (0..<6).map { step in
      (image: TestImages.card(width: 32, height: 32, boxX: step * 3, boxY: 8, background: (0, 0, 0), box: (200, UInt8(step), 50))
        .withTransparentCorner(), delayCentiseconds: 2)
    }
    let exact = try GIFEncoder(width: 32, height: 32, options: GIFOptions()).encode(frames: frames)
    #expect(try GIFEncoder(width: 32, height: 32, options: GIFOptions(colorTolerance: 30)).encode(frames: frames) == exact)
  }

  @Test func toleranceOutOfRangeIsRejected() {
    #expect(throws: EncodeError.colorToleranceOutOfRange(65)) {
      try GIFEncoder(width: 8, height: 8, options: GIFOptions(colorTolerance: 65))
    }
  }
}

extension PixelBuffer {
  /// The same image with its top-left pixel fully transparent.
  fileprivate func withTransparentCorner() -> PixelBuffer {
    var copy = self
    copy[0, 0] = (0, 0, 0, 0)
    return copy
  }
}

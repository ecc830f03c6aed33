import Raster
import Testing
@testable import Encode

@Suite("Colour tolerance: bounded per-pixel error, fewer bytes, nothing accumulates")
struct GIFToleranceTests {
  /// A fade: a box whose colour creeps by one step per frame over a flat background.
  static let frames = (0..<30).map { step in
    (image: TestImages.card(width: 64, height: 48, boxX: 10 + step, boxY: 12, boxSize: 20,
                            box: (UInt8(40 + step * 3), 120, UInt8(200 - step * 2))), delayCentiseconds: 2)
  }

  static func encode(tolerance: Int) throws -> [UInt8] {
    try GIFEncoder(width: 64, height: 48, options: GIFOptions(colorTolerance: tolerance)).encode(frames: frames)
  }

  static func distance(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
    let dr = Double(a.r) - Double(b.r), dg = Double(a.g) - Double(b.g), db = Double(a.b) - Double(b.b)
    return (dr * dr + dg * dg + db * db).squareRoot()
  }

  @Test(arguments: [4, 10, 24])
  func everyShownPixelStaysWithinTheTolerance(tolerance: Int) throws {
    let decoded = try GIFDecoder.decode(try Self.encode(tolerance: tolerance))
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 60)
    // Walk presentation time: frame k of the input is on screen at its own start.
    var starts: [Int] = []
    var time = 0
    for frame in decoded.frames { starts.append(time); time += frame.delayCentiseconds }
    var worst = 0.0
    for (index, input) in Self.frames.enumerated() {
      let instant = index * 2
      let shown = decoded.frames[starts.lastIndex { $0 <= instant }!].image
      for y in 0..<48 { for x in 0..<64 { worst = max(worst, Self.distance(shown[x, y], input.image[x, y])) } }
    }
    // Every colour here fits the palette exactly, so the tolerance is the whole error.
    #expect(worst <= Double(tolerance))
    #expect(worst > 0)  // and it was used
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

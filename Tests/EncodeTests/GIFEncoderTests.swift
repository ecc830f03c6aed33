import Testing
import Raster
@testable import Encode

@Suite("GIF encoder: round trips through the pure-Swift decoder")
struct GIFEncoderTests {
  static func roundTrip(_ frames: [(image: PixelBuffer, delayCentiseconds: Int)], options: GIFOptions = GIFOptions())
    throws -> (bytes: [UInt8], decoded: (width: Int, height: Int, loopCount: Int?, frames: [GIFDecoder.Frame])) {
    let first = frames[0].image
    let bytes = try GIFEncoder(width: first.width, height: first.height, options: options).encode(frames: frames)
    return (bytes, try GIFDecoder.decode(bytes))
  }

  @Test func movingBoxRoundTripsExactly() throws {
    let frames = (0..<12).map { (image: TestImages.card(width: 64, height: 48, boxX: $0 * 4, boxY: 10), delayCentiseconds: 2 + $0 % 3) }
    let (_, decoded) = try Self.roundTrip(frames)
    #expect(decoded.width == 64 && decoded.height == 48)
    #expect(decoded.loopCount == nil)
    #expect(decoded.frames.count == frames.count)
    for (decodedFrame, frame) in zip(decoded.frames, frames) {
      #expect(TestImages.same([decodedFrame.image], [frame.image]))
      #expect(decodedFrame.delayCentiseconds == frame.delayCentiseconds)
    }
  }

  @Test func framesAfterTheFirstStoreOnlyTheChangedRectangle() throws {
    let still = TestImages.card(width: 200, height: 200, boxX: 10, boxY: 10)
    let moved = TestImages.card(width: 200, height: 200, boxX: 12, boxY: 10)
    let one = try GIFEncoder(width: 200, height: 200, options: GIFOptions()).encode(frames: [(still, 2)])
    let two = try GIFEncoder(width: 200, height: 200, options: GIFOptions()).encode(frames: [(still, 2), (moved, 2)])
    // The second frame covers 12×10 pixels, not 200×200.
    #expect(two.count - one.count < 60)
  }

  @Test func identicalFramesMergeAndAddTheirDelays() throws {
    let a = TestImages.card(width: 20, height: 20, boxX: 0, boxY: 0)
    let b = TestImages.card(width: 20, height: 20, boxX: 5, boxY: 5)
    let (_, decoded) = try Self.roundTrip([(a, 2), (a, 3), (a, 4), (b, 2), (b, 2), (a, 5)])
    #expect(decoded.frames.map(\.delayCentiseconds) == [9, 4, 5])
    #expect(TestImages.same(decoded.frames.map(\.image), [a, b, a]))
  }

  @Test(arguments: [nil, 0, 1, 3, 65535] as [Int?])
  func loopCountRoundTrips(loopCount: Int?) throws {
    let image = TestImages.card(width: 8, height: 8, boxX: 1, boxY: 1, boxSize: 2)
    let (_, decoded) = try Self.roundTrip([(image, 10)], options: GIFOptions(loopCount: loopCount))
    #expect(decoded.loopCount == loopCount)
  }

  @Test func encodingIsDeterministic() throws {
    let frames = (0..<6).map { (image: TestImages.gradient(width: 80, height: 40, phase: $0 * 9), delayCentiseconds: 4) }
    let encoder = try GIFEncoder(width: 80, height: 40, options: GIFOptions(maxColors: 64))
    #expect(try encoder.encode(frames: frames) == encoder.encode(frames: frames))
  }

  @Test func oneByOneImage() throws {
    let image = PixelBuffer(width: 1, height: 1, fill: (1, 2, 3, 255))
    let (_, decoded) = try Self.roundTrip([(image, 2)])
    #expect(TestImages.same(decoded.frames.map(\.image), [image]))
  }

  @Test func twoHundredFiftySixColoursNeedNoTransparentEntryInOneOpaqueFrame() throws {
    var image = PixelBuffer(width: 16, height: 16)
    for index in 0..<256 { image[index % 16, index / 16] = (UInt8(index), UInt8(255 - index), UInt8(index / 2), 255) }
    let (_, decoded) = try Self.roundTrip([(image, 2)])
    #expect(TestImages.same([decoded.frames[0].image], [image]))
  }

  @Test func frameLongerThan4096CodesExercisesClearCodes() throws {
    // Random pixels from 200 colours: ~65 000 codes, the table fills many times.
    let first = TestImages.noise(width: 256, height: 256, colorCount: 200, seed: 1)
    let second = TestImages.noise(width: 256, height: 256, colorCount: 200, seed: 2)
    let (_, decoded) = try Self.roundTrip([(first, 2), (second, 2)])
    #expect(TestImages.same(decoded.frames.map(\.image), [first, second]))
  }

  @Test(arguments: [3, 4, 5, 16, 17, 128, 256])
  func smallPalettesRoundTrip(colorCount: Int) throws {
    // colorCount - 1 colours plus the transparent entry fill the table exactly.
    let frames = (0..<3).map { (image: TestImages.noise(width: 40, height: 30, colorCount: colorCount - 1, seed: UInt64($0)), delayCentiseconds: 2) }
    let (_, decoded) = try Self.roundTrip(frames, options: GIFOptions(maxColors: colorCount))
    #expect(TestImages.same(decoded.frames.map(\.image), frames.map(\.image)))
  }

  @Test func twoColoursOfAnOpaqueAnimationAreBothKept() throws {
    // Black text-like marks moving on white: with the transparent entry frame differencing
    // needs, two colours must still mean black and white, not one flat colour.
    let frames = (0..<4).map { step -> (image: PixelBuffer, delayCentiseconds: Int) in
      var image = PixelBuffer(width: 12, height: 8)
      for y in 0..<8 { for x in 0..<12 { image[x, y] = (x + step) % 4 == 0 && y > 2 ? (0, 0, 0, 255) : (255, 255, 255, 255) } }
      return (image, 2)
    }
    let (bytes, decoded) = try Self.roundTrip(frames, options: GIFOptions(maxColors: 2))
    #expect(TestImages.same(decoded.frames.map(\.image), frames.map(\.image)))
    // Global colour table: flags byte 10 of the header; 2^(n+1) entries = 4 (2 colours + transparent).
    #expect(bytes[10] & 0x07 == 1)
  }

  @Test func twoColourPaletteOfTransparentAndOneColour() throws {
    let frames = (0..<4).map { step -> (image: PixelBuffer, delayCentiseconds: Int) in
      var image = PixelBuffer(width: 9, height: 9)
      for y in 0..<9 { for x in 0..<9 where (x + y + step) % 3 == 0 { image[x, y] = (200, 10, 10, 255) } }
      return (image, 2)
    }
    let (_, decoded) = try Self.roundTrip(frames, options: GIFOptions(maxColors: 2))
    #expect(TestImages.same(decoded.frames.map(\.image), frames.map(\.image)))
  }

  @Test func transparencyIncludingPixelsThatBecomeTransparentAgain() throws {
    var a = PixelBuffer(width: 10, height: 10)
    for y in 2..<6 { for x in 2..<6 { a[x, y] = (255, 0, 0, 255) } }
    var b = PixelBuffer(width: 10, height: 10)
    for y in 4..<8 { for x in 4..<8 { b[x, y] = (255, 0, 0, 255) } }
    let (_, decoded) = try Self.roundTrip([(a, 2), (b, 2), (a, 2)])
    #expect(TestImages.same(decoded.frames.map(\.image), [a, b, a]))
  }

  @Test func halfTransparentPixelsSplitAt128() throws {
    var image = PixelBuffer(width: 2, height: 1)
    image[0, 0] = (10, 20, 30, 127)
    image[1, 0] = (10, 20, 30, 128)
    let (_, decoded) = try Self.roundTrip([(image, 2)])
    #expect(decoded.frames[0].image[0, 0].a == 0)
    #expect(decoded.frames[0].image[1, 0] == (10, 20, 30, 255))
  }

  /// Long delays are split the same way with and without a colour tolerance (whose frames are
  /// encoded by the sequencer itself).
  @Test(arguments: [GIFOptions(), GIFOptions(colorTolerance: 8)])
  func delaysOver655SecondsAreSplitWithoutLosingTime(options: GIFOptions) throws {
    let a = TestImages.card(width: 4, height: 4, boxX: 0, boxY: 0, boxSize: 1)
    let b = TestImages.card(width: 4, height: 4, boxX: 2, boxY: 2, boxSize: 1)
    let (_, decoded) = try Self.roundTrip([(a, 70_000), (b, 65_536)], options: options)
    #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == 135_536)
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 && $0.delayCentiseconds <= 65535 })
    #expect(TestImages.same(decoded.frames.suffix(1).map(\.image), [b]))
  }

  @Test func manyColoursAreQuantizedCloselyAndFlatColoursStayExact() throws {
    var image = TestImages.gradient(width: 256, height: 64)
    for y in 0..<16 { for x in 0..<256 { image[x, y] = (250, 250, 250, 255) } }
    let (_, decoded) = try Self.roundTrip([(image, 2)], options: GIFOptions(maxColors: 64))
    let result = decoded.frames[0].image
    #expect(result[100, 5] == (250, 250, 250, 255))
    #expect(TestImages.maxChannelDifference(result, image) <= 24)
  }

  @Test func invalidInputThrows() throws {
    #expect(throws: EncodeError.sizeOutOfRange(width: 0, height: 5)) { try GIFEncoder(width: 0, height: 5, options: GIFOptions()) }
    #expect(throws: EncodeError.sizeOutOfRange(width: 5, height: 65536)) { try GIFEncoder(width: 5, height: 65536, options: GIFOptions()) }
    #expect(throws: EncodeError.colorCountOutOfRange(1)) { try GIFEncoder(width: 5, height: 5, options: GIFOptions(maxColors: 1)) }
    #expect(throws: EncodeError.loopCountOutOfRange(-1)) { try GIFEncoder(width: 5, height: 5, options: GIFOptions(loopCount: -1)) }
    let encoder = try GIFEncoder(width: 5, height: 5, options: GIFOptions())
    #expect(throws: EncodeError.noFrames) { try encoder.encode(frames: []) }
    #expect(throws: EncodeError.delayTooShort(frameIndex: 1, delayCentiseconds: 1)) {
      try encoder.encode(frames: [(PixelBuffer(width: 5, height: 5), 2), (PixelBuffer(width: 5, height: 5), 1)])
    }
    #expect(throws: EncodeError.frameSizeMismatch(frameIndex: 0, width: 4, height: 5, expectedWidth: 5, expectedHeight: 5)) {
      try encoder.encode(frames: [(PixelBuffer(width: 4, height: 5), 2)])
    }
  }
}

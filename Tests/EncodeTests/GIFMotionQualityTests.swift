import Foundation
import Raster
import Testing
@testable import Encode

@Suite("Motion quality: brief frames use fewer colours within both PSNR bounds; held frames stay exact")
struct GIFMotionQualityTests {
  static let width = 96, height = 64

  /// A soft-edged disc (a ramp of ~100 colours) sliding over a flat background, 2 cs per frame,
  /// then held for 50 cs. Under 256 colours in all, so the exact encoding reproduces the input.
  static func frames(transparentCorner: Bool = false) -> [(image: PixelBuffer, delayCentiseconds: Int)] {
    (0..<16).map { step in
      var image = PixelBuffer(width: width, height: height, fill: (242, 242, 247, 255))
      let centerX = 14.0 + Double(step) * 4.3, centerY = 32.0, radius = 18.0
      for y in 0..<height {
        for x in 0..<width {
          let dx = Double(x) - centerX, dy = Double(y) - centerY
          let distance = (dx * dx + dy * dy).squareRoot()
          // Coverage falls from 1 to 0 over 6 px: many blends of blue over grey.
          let coverage = (max(0, min(1, (radius - distance) / 6)) * 64).rounded() / 64  // ≤ 65 blends
          guard coverage > 0 else { continue }
          func blend(_ over: Double, _ under: Double) -> UInt8 { UInt8((over * coverage + under * (1 - coverage)).rounded()) }
          image[x, y] = (blend(0, 242), blend(122, 242), blend(255, 247), 255)
        }
      }
      if transparentCorner { for y in 0..<6 { for x in 0..<6 { image[x, y] = (0, 0, 0, 0) } } }
      return (image, step == 15 ? 50 : 2)
    }
  }

  static func encode(_ frames: [(image: PixelBuffer, delayCentiseconds: Int)], quality: GIFMotionQuality?) throws -> [UInt8] {
    try GIFEncoder(width: width, height: height, options: GIFOptions(motionQuality: quality)).encode(frames: frames)
  }

  /// Sum of squared channel differences over `pixels` (all when nil).
  static func squaredError(_ a: PixelBuffer, _ b: PixelBuffer, where include: ((Int, Int) -> Bool)? = nil) -> (sum: Double, pixels: Int) {
    var sum = 0.0, pixels = 0
    for y in 0..<a.height {
      for x in 0..<a.width where include?(x, y) ?? true {
        let p = a[x, y], q = b[x, y]
        let dr = Double(p.r) - Double(q.r), dg = Double(p.g) - Double(q.g), db = Double(p.b) - Double(q.b)
        sum += dr * dr + dg * dg + db * db
        pixels += 1
      }
    }
    return (sum, pixels)
  }

  static func psnr(_ error: (sum: Double, pixels: Int)) -> Double {
    guard error.sum > 0 else { return 99 }
    let mse = error.sum / Double(3 * error.pixels)
    return 10 * log10(255 * 255 / mse)
  }

  @Test func exactEncodingReproducesTheInput() throws {
    let frames = Self.frames()
    let decoded = try GIFDecoder.decode(try Self.encode(frames, quality: nil))
    let same = TestImages.same(decoded.frames.map(\.image), frames.map(\.image))
    #expect(same)
  }

  @Test(arguments: [GIFMotionQuality.standard, GIFMotionQuality(canvasPSNR: 40, regionPSNR: 31)])
  func motionFramesStayWithinBothBoundsAndTheHeldFrameIsExact(quality: GIFMotionQuality) throws {
    let frames = Self.frames()
    let bytes = try Self.encode(frames, quality: quality)
    let decoded = try GIFDecoder.decode(bytes)
    #expect(decoded.frames.map(\.delayCentiseconds) == frames.map(\.delayCentiseconds))
    var approximated = 0
    for index in frames.indices {
      let shown = decoded.frames[index].image, exact = frames[index].image
      let canvas = Self.squaredError(shown, exact)
      if canvas.sum > 0 { approximated += 1 }
      #expect(Self.psnr(canvas) >= quality.canvasPSNR - 0.01, "frame \(index): canvas PSNR \(Self.psnr(canvas))")
      // The changed region: pixels where the exact frame differs from what was shown before.
      if index > 0 {
        let previous = decoded.frames[index - 1].image
        let region = Self.squaredError(shown, exact) { x, y in exact[x, y] != previous[x, y] }
        #expect(Self.psnr(region) >= quality.regionPSNR - 0.01, "frame \(index): changed-region PSNR \(Self.psnr(region))")
      }
    }
    #expect(approximated > 0, "the bounds should leave room to approximate")
    let firstExact = TestImages.same([decoded.frames[0].image], [frames[0].image])
    let heldExact = TestImages.same([decoded.frames.last!.image], [frames.last!.image])
    #expect(firstExact, "the first frame is exact")
    #expect(heldExact, "the held frame is exact")
    #expect(bytes.count < (try Self.encode(frames, quality: nil)).count)
  }

  @Test func transparentPixelsStayTransparentAndOpaqueOnesOpaque() throws {
    let frames = Self.frames(transparentCorner: true)
    let decoded = try GIFDecoder.decode(try Self.encode(frames, quality: .standard))
    for (shown, input) in zip(decoded.frames.map(\.image), frames.map(\.image)) {
      for y in 0..<Self.height { for x in 0..<Self.width { #expect((shown[x, y].a == 0) == (input[x, y].a == 0)) } }
    }
  }

  @Test func encodingIsDeterministic() throws {
    let frames = Self.frames()
    #expect(try Self.encode(frames, quality: .standard) == (try Self.encode(frames, quality: .standard)))
  }

  @Test func boundsOutsideTheRangeAreRejected() {
    #expect(throws: EncodeError.motionQualityOutOfRange(canvasPSNR: 10, regionPSNR: 35)) {
      _ = try GIFEncoder(width: 4, height: 4, options: GIFOptions(motionQuality: GIFMotionQuality(canvasPSNR: 10, regionPSNR: 35)))
    }
    #expect(GIFMotionQuality(canvasPSNR: 45) == .standard)
  }
}

@Suite("Motion quality on generated sequences: any size, colours, transparency and delays")
struct GIFMotionQualityPropertyTests {
  /// A random sequence: a few shapes of random colours (some translucent-free, some holes) moving
  /// over a random background, random delays of 2–7 cs, now and then a frame repeated.
  static func sequence(seed: UInt64) -> [(image: PixelBuffer, delayCentiseconds: Int)] {
    var generator = SeededGenerator(seed: seed)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    let width = 1 + next(40), height = 1 + next(30)
    let colorCount = 2 + next(300)
    let palette: [(UInt8, UInt8, UInt8)] = (0..<colorCount).map { _ in (UInt8(next(256)), UInt8(next(256)), UInt8(next(256))) }
    let withHoles = next(3) == 0
    var frames: [(image: PixelBuffer, delayCentiseconds: Int)] = []
    var x = next(width), y = next(height)
    for step in 0..<(2 + next(12)) {
      if step > 0 && next(5) == 0 { frames.append(frames[frames.count - 1]); continue }
      let background = palette[0]
      var image = PixelBuffer(width: width, height: height, fill: (background.0, background.1, background.2, 255))
      x = (x + next(5)) % width
      y = (y + next(3)) % height
      for py in 0..<height {
        for px in 0..<width where abs(px - x) + abs(py - y) < 6 {
          let c = palette[(px * 7 + py * 3 + step) % colorCount]
          image[px, py] = (c.0, c.1, c.2, 255)
        }
      }
      if withHoles && step % 2 == 1 { image[next(width), next(height)] = (0, 0, 0, 0) }
      frames.append((image, 2 + next(6)))
    }
    return frames
  }

  @Test(arguments: 0..<40)
  func decodesWithTheRightDelaysTransparencyAndExactHeldFrames(seed: Int) throws {
    let frames = Self.sequence(seed: UInt64(seed))
    let first = frames[0].image
    let exactBytes = try GIFEncoder(width: first.width, height: first.height, options: GIFOptions()).encode(frames: frames)
    let bytes = try GIFEncoder(width: first.width, height: first.height, options: GIFOptions(motionQuality: .standard)).encode(frames: frames)
    let exact = try GIFDecoder.decode(exactBytes), decoded = try GIFDecoder.decode(bytes)
    // Same timing as the exact encoding (merging is decided on exact frames).
    #expect(decoded.frames.map(\.delayCentiseconds) == exact.frames.map(\.delayCentiseconds))
    for (shown, reference) in zip(decoded.frames, exact.frames) {
      for py in 0..<first.height {
        for px in 0..<first.width { #expect((shown.image[px, py].a == 0) == (reference.image[px, py].a == 0)) }
      }
      // Held frames (longer than brief) and the last one are exact.
      if shown.delayCentiseconds > GIFFrameSequencer.briefDelayCentiseconds {
        #expect(shown.image.bytes == reference.image.bytes, "seed \(seed): a held frame differs")
      }
      #expect(GIFMotionQualityTests.psnr(GIFMotionQualityTests.squaredError(shown.image, reference.image)) >= GIFMotionQuality.standard.canvasPSNR - 0.01)
    }
    #expect(decoded.frames.last!.image.bytes == exact.frames.last!.image.bytes)
  }
}

@Suite("Motion approximation in row bands: the same frame whatever the number of bands")
struct MotionApproximationBandTests {
  @Test(arguments: [2, 3, 5])
  func bandsGiveTheSameFrameAsOnePass(bands: Int) {
    // A 64-colour ramp palette and a 400×220 frame whose pixels move: many approximated.
    let colors: [UInt32] = (0..<64).map { (index: Int) -> UInt32 in
      let red = UInt32(index * 4), green = UInt32(255 - index * 4), blue = UInt32((index * 37) & 0xFF)
      return red << 16 | green << 8 | blue
    }
    let palette = GIFPalette(colors: colors, reserveTransparent: true)
    let width = 400, height = 220
    var generator = SeededGenerator(seed: UInt64(bands))
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    var shown = [UInt8](repeating: 0, count: width * height), frame = shown, following = shown
    for p in 0..<(width * height) {
      shown[p] = UInt8((p / 7) % 64)
      frame[p] = next(4) == 0 ? shown[p] : UInt8((p / 7 + 1 + next(3)) % 64)
      following[p] = next(5) == 0 ? frame[p] : UInt8((p / 7 + 2) % 64)
      if next(50) == 0 { frame[p] = palette.transparentIndex! }
    }
    let approximation = MotionApproximation(palette: palette, weights: [Int64](repeating: 1, count: 256), pixelCount: width * height,
                                            quality: GIFMotionQuality(canvasPSNR: 30, regionPSNR: 20))
    let rows = 5..<(height - 3), columns = 2..<(width - 1)
    var whole = frame, banded = frame
    approximation.approximate(inPlace: &whole, shown: shown, next: following, width: width, rows: rows, columns: columns)
    approximation.approximate(inPlace: &banded, shown: shown, next: following, width: width, rows: rows, columns: columns, bands: bands)
    let approximated = zip(whole, frame).filter { $0 != $1 }.count
    #expect(approximated > 1000, "the bounds should leave many pixels to approximate")
    let same = whole == banded
    #expect(same)
  }

  @Test func bandsCoverTheRowsOnce() {
    for count in 1...7 {
      let bands = MotionApproximation.bands(of: 3..<20, count: count)
      #expect(bands.count == count)
      #expect(bands.flatMap { Array($0) } == Array(3..<20))
    }
    #expect(MotionApproximation.bands(of: 0..<2, count: 5).count == 2)
  }
}

import Testing
@testable import Raster

@Suite("Packed pixel buffers")
struct PackedPixelBufferTests {
  /// A buffer whose pixels are `colors[pattern[i]]`, one row of `pattern.count` pixels per row.
  static func buffer(_ pattern: [Int], rows: Int = 1) -> PixelBuffer {
    let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(242, 242, 247, 255), (255, 255, 255, 255), (52, 199, 89, 128), (0, 0, 0, 0)]
    var buffer = PixelBuffer(width: pattern.count, height: rows)
    for y in 0..<rows {
      for (x, c) in pattern.enumerated() { buffer[x, y] = colors[(c + y) % colors.count] }
    }
    return buffer
  }

  @Test func everyRunLengthAndLiteralMixRoundTrips() {
    // Runs of 1…6 pixels (the shortest packed run is 3) between literals, at every offset.
    for runLength in 1...6 {
      for lead in 0...3 {
        let pattern = Array(0..<lead) + Array(repeating: 1, count: runLength) + [2, 0, 3] + Array(repeating: 2, count: runLength)
        let image = Self.buffer(pattern, rows: 3)
        #expect(PackedPixelBuffer(image).unpacked() == image, "run \(runLength), lead \(lead)")
      }
    }
  }

  @Test func flatImagePacksSmallAndLiteralImageAddsOneWord() {
    let flat = PixelBuffer(width: 640, height: 400, fill: (242, 242, 247, 255))
    let packedFlat = PackedPixelBuffer(flat)
    #expect(packedFlat.byteCount == 8)  // one run: control word + pixel
    #expect(packedFlat.unpacked() == flat)

    let noRuns = Self.buffer((0..<300).map { $0 % 4 })
    let packedNoRuns = PackedPixelBuffer(noRuns)
    #expect(packedNoRuns.byteCount == noRuns.bytes.count + 4)
    #expect(packedNoRuns.unpacked() == noRuns)
  }

  @Test func unpackReusesABufferAndResizesAWrongOne() {
    let a = Self.buffer([0, 0, 0, 0, 1, 2, 3, 3, 3], rows: 2)
    let b = Self.buffer([1, 1, 1, 2, 2, 2, 0, 3, 0], rows: 2)
    var target = PixelBuffer(width: 1, height: 1)
    PackedPixelBuffer(a).unpack(into: &target)
    #expect(target == a)
    PackedPixelBuffer(b).unpack(into: &target)  // same size: overwritten in place
    #expect(target == b)
  }

  @Test func emptyImageRoundTrips() {
    let empty = PixelBuffer(width: 0, height: 0)
    #expect(PackedPixelBuffer(empty).byteCount == 0)
    #expect(PackedPixelBuffer(empty).unpacked() == empty)
  }

  @Test func renderedFrameRoundTrips() throws {
    let canvas = try Canvas(widthPixels: 120, heightPixels: 80)
    canvas.fill(.ellipse(x: 10.3, y: 7.1, width: 90, height: 60), transform: .identity,
                color: RasterColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
    let frame = canvas.makePixelBuffer()
    let packed = PackedPixelBuffer(frame)
    #expect(packed.unpacked() == frame)
    #expect(packed.byteCount < frame.bytes.count / 2)
  }

  /// A canvas with every kind of pixel: opaque runs, translucent and fully transparent areas,
  /// antialiased edges at many alphas, and premultiplied values that straighten to 255.
  static func mixedCanvas() throws -> Canvas {
    let canvas = try Canvas(widthPixels: 97, heightPixels: 61)
    canvas.clear(to: .clear)
    canvas.fill(.rect(x: 0, y: 0, width: 97, height: 12), transform: .identity, color: RasterColor(red: 0.95, green: 0.95, blue: 0.97))
    canvas.fill(.ellipse(x: 3.3, y: 4.1, width: 60, height: 50), transform: .identity, color: RasterColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
    canvas.fill(.ellipse(x: 30.6, y: 10.2, width: 55, height: 45), transform: .identity, color: RasterColor(red: 1, green: 0.3, blue: 0.1, alpha: 0.45))
    canvas.fill(.rect(x: 10.25, y: 40.5, width: 80, height: 12), transform: .identity, color: RasterColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 0.93))
    return canvas
  }

  @Test func packingACanvasGivesItsStraightAlphaCopy() throws {
    let canvas = try Self.mixedCanvas()
    let straight = canvas.makePixelBuffer()
    let alphas = Set(stride(from: 3, to: straight.bytes.count, by: 4).map { straight.bytes[$0] })
    #expect(alphas.count > 50 && alphas.contains(0) && alphas.contains(255), "the canvas should hold every kind of alpha")
    let packed = PackedPixelBuffer(straightPixelsOf: canvas)
    #expect(packed.width == 97 && packed.height == 61)
    let same = packed.unpacked() == straight  // a Bool: a failure prints one line, not the pixels
    #expect(same)
    #expect(packed.byteCount < straight.bytes.count / 2)
  }

  @Test func packingAFlatCanvasIsOneRun() throws {
    let canvas = try Canvas(widthPixels: 640, heightPixels: 400)
    canvas.clear(to: RasterColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))  // translucent: straightened once
    let packed = PackedPixelBuffer(straightPixelsOf: canvas)
    #expect(packed.byteCount == 8)
    let same = packed.unpacked() == canvas.makePixelBuffer()
    #expect(same)
  }

  @Test func runsRebuildTheImageInOrder() throws {
    for image in [try Self.mixedCanvas().makePixelBuffer(), Self.buffer([0, 0, 0, 0, 1, 2, 3, 3, 3, 3, 1], rows: 5)] {
      var bytes: [UInt8] = []
      var runs = 0
      PackedPixelBuffer(image).forEachRun { word, count in
        #expect(count >= 1)
        runs += 1
        for _ in 0..<count { withUnsafeBytes(of: word) { bytes += $0 } }
      }
      #expect(bytes == image.bytes)
      #expect(runs < image.width * image.height)  // runs come whole, not pixel by pixel
    }
  }
}

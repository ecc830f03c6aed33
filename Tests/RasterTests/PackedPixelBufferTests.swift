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
}

import Testing
@testable import Encode

@Suite("Parallel block encoding: bytes in submission order, bounded jobs in flight")
struct GIFBlockEncoderTests {
  /// Jobs of very different sizes, so later small ones tend to finish before earlier big ones.
  static func jobs() -> [GIFFrameBlockJob] {
    let palette = GIFPalette(colors: (0..<200).map { UInt32($0) * 0x010203 }, reserveTransparent: true)
    return (0..<60).map { index in
      let side = index % 3 == 0 ? 180 : 6
      var generator = SeededGenerator(seed: UInt64(index))
      let pixels = (0..<(side * side)).map { _ in UInt8(generator.next() % 200) }
      return GIFFrameBlockJob(rect: PixelRect(x: 0, y: 0, width: side, height: side), content: .pixels(pixels),
                              palette: palette, delayPieces: [2 + index % 5], disposal: .doNotDispose)
    }
  }

  @Test(arguments: [2, 4, 8])
  func sameBytesAsEncodingInOrderAndNeverMoreThanTheWindowInFlight(threads: Int) {
    let jobs = Self.jobs()
    var expected: [UInt8] = []
    for job in jobs { expected.append(contentsOf: job.encode()) }
    let encoder = GIFBlockEncoder(threads: threads)
    var output: [UInt8] = []
    for job in jobs { encoder.submit(job, into: &output) }
    encoder.drain(into: &output)
    #expect(output == expected)
    #expect(encoder.peakInFlight <= encoder.window)
    #expect(encoder.peakInFlight > 1, "jobs should overlap")
  }
}

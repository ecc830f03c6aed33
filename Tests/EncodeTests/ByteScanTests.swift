import Testing
@testable import Encode

@Suite("Word-at-a-time byte search agrees with a plain scan")
struct ByteScanTests {
  @Test(arguments: [UInt8(0), 1, 0x7F, 0x80, 0xFE, 0xFF])
  func containsFindsTheValueAtEveryPositionAndNothingElse(value: UInt8) {
    // Neighbours of the value (borrows and carries in the word trick) must not count.
    let others: [UInt8] = [value &+ 1, value &- 1, value ^ 0x80, value ^ 0x01, ~value]
    for length in 0...21 {
      let filler = [UInt8]((0..<length).map { others[$0 % others.count] })
      #expect(!filler.withUnsafeBytes { GIFFrameSequencer.contains(value, in: $0) }, "length \(length)")
      for position in 0..<length {
        var bytes = filler
        bytes[position] = value
        #expect(bytes.withUnsafeBytes { GIFFrameSequencer.contains(value, in: $0) }, "length \(length), at \(position)")
      }
    }
  }
}

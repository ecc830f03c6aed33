import Testing
@testable import Encode

@Suite("Word-at-a-time byte scans agree with a plain scan")
struct ByteScanTests {
  @Test(arguments: [UInt8(0), 1, 0x7F, 0x80, 0xFE, 0xFF])
  func containsFindsTheValueAtEveryPositionAndNothingElse(value: UInt8) {
    // Neighbours of the value (borrows and carries in the word trick) must not count.
    let others: [UInt8] = [value &+ 1, value &- 1, value ^ 0x80, value ^ 0x01, ~value]
    for length in Array(0...21) + [31, 32, 33, 40, 63, 64, 65, 70] {  // past one and two 32-byte steps
      let filler = [UInt8]((0..<length).map { others[$0 % others.count] })
      #expect(!filler.withUnsafeBytes { GIFFrameSequencer.contains(value, in: $0) }, "length \(length)")
      for position in 0..<length {
        var bytes = filler
        bytes[position] = value
        #expect(bytes.withUnsafeBytes { GIFFrameSequencer.contains(value, in: $0) }, "length \(length), at \(position)")
      }
    }
  }

  @Test(arguments: [UInt8(0), 1, 0x7F, 0x80, 0xFF])
  func endOfRunStopsAtTheFirstOtherByte(symbol: UInt8) {
    // Runs of every length from every start, ended by a byte one bit away or by the buffer's
    // end, so both the word loop and the byte tail are reached with each run alignment.
    for length in 0...20 {
      for start in 0...9 {
        for stop in [symbol ^ 0x01, symbol ^ 0x80, ~symbol] {
          let bytes = [UInt8](repeating: stop, count: start) + [UInt8](repeating: symbol, count: length) + [stop, symbol]
          let end = bytes.withUnsafeBufferPointer { LZWEncoder.endOfRun($0, from: start, symbol: symbol) }
          #expect(end == start + length, "length \(length), start \(start), stop \(stop)")
        }
        let toEnd = [UInt8](repeating: ~symbol, count: start) + [UInt8](repeating: symbol, count: length)
        #expect(toEnd.withUnsafeBufferPointer { LZWEncoder.endOfRun($0, from: start, symbol: symbol) } == start + length)
      }
    }
  }

  @Test func firstAndLastDifferenceMatchAPlainScanForEveryRangeAndDifference() {
    // Buffers up to 80 bytes (past two 32-byte blocks), one or two differing bytes anywhere,
    // every start and end: the 32-byte, 8-byte and single-byte steps all get their turn.
    let length = 80
    let a = [UInt8]((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
    for first in 0..<length {
      for second in [first, min(length - 1, first + 9), min(length - 1, first + 40)] {
        var b = a
        b[first] ^= 0x01
        b[second] ^= 0x80
        for start in stride(from: 0, through: first, by: 3) {
          for end in stride(from: first + 1, through: length, by: 5) {
            let plainFirst = (start..<end).first { a[$0] != b[$0] }!
            let plainLast = (start..<end).last { a[$0] != b[$0] }!
            a.withUnsafeBytes { ra in
              b.withUnsafeBytes { rb in
                #expect(GIFFrameSequencer.firstDifference(ra, rb, from: start, to: end) == plainFirst, "\(first) \(second) \(start)..<\(end)")
                #expect(GIFFrameSequencer.lastDifference(ra, rb, from: plainFirst, to: end) == plainLast, "\(first) \(second) \(start)..<\(end)")
              }
            }
          }
        }
      }
    }
    // No difference: the end of the range.
    a.withUnsafeBytes { ra in #expect(GIFFrameSequencer.firstDifference(ra, ra, from: 5, to: 77) == 77) }
  }
}


import Testing
@testable import Encode

@Suite("Colour histogram")
struct ColorHistogramTests {
  @Test func staysBoundedForMillionsOfColours() {
    var histogram = ColorHistogram()
    let count = ColorHistogram.maximumExactColors + 100_000
    for index in 0..<count { histogram.add(rgb: UInt32(index &* 2_654_435_761 & 0xFF_FFFF), weight: 1) }
    #expect(histogram.distinctCount <= ColorHistogram.maximumExactColors + 32_768)
    #expect(histogram.totalCount == UInt64(count))
  }

  @Test func entriesAreSortedAndCounted() {
    var histogram = ColorHistogram()
    for rgb: UInt32 in [0x30, 0x10, 0x20, 0x10] { histogram.add(rgb: rgb, weight: 2) }
    #expect(histogram.sortedEntries().map(\.rgb) == [0x10, 0x20, 0x30])
    #expect(histogram.sortedEntries().map(\.count) == [4, 2, 2])
  }
}

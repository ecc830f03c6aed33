import Testing
@testable import Raster

@Suite("Scanning coverage deposits for empty cells")
struct CoverageScanTests {
  /// The first index at or after `start` whose value is not zero, one cell at a time.
  static func naiveEnd(_ row: [Float], from start: Int) -> Int {
    var end = start
    while end < row.count && row[end] == 0 { end += 1 }
    return end
  }

  @Test func matchesACellByCellScanForEveryLengthStartAndStop() {
    let stops: [Float] = [1, -1, 0.25, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .nan]
    for length in 0...19 {
      for stopAt in 0...length {  // stopAt == length: no stop, the scan runs to the end
        for stop in stops {
          var row = [Float](repeating: 0, count: length)
          for k in stride(from: 1, to: length, by: 3) { row[k] = -0.0 }  // negative zero is empty too
          if stopAt < length { row[stopAt] = stop }
          for start in 0...length {
            let expected = Self.naiveEnd(row, from: start)
            let found = row.withUnsafeBufferPointer { CoverageDeposits.endOfEmptyCells($0, from: start) }
            #expect(found == expected, "length \(length), stop \(stop) at \(stopAt), start \(start)")
          }
        }
      }
    }
  }

  @Test func anOpaqueFillStillCoversExactlyItsPixels() throws {
    // A wide opaque rectangle on a fractional left edge: the long interior runs are filled
    // word by word, the edge pixels blended.
    let canvas = try Canvas(widthPixels: 64, heightPixels: 8)
    canvas.fill(.rect(x: 2.5, y: 1, width: 59, height: 6), transform: .identity, color: RasterColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(canvas.straight(2, 3) == [255, 0, 0, 128])
    for x in 3..<61 { #expect(canvas.straight(x, 3) == [255, 0, 0, 255], "x \(x)") }
    #expect(canvas.straight(61, 3) == [255, 0, 0, 128])
    #expect(canvas.straight(62, 3) == [0, 0, 0, 0])
    #expect(canvas.straight(30, 0) == [0, 0, 0, 0])
  }
}

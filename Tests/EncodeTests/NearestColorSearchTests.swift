import Testing
@testable import Encode

@Suite("Nearest palette colour: the pruned search gives a full scan's answers")
struct NearestColorSearchTests {
  /// The definition: smallest squared RGB distance, ties to the lowest index.
  static func bruteForce(_ colors: [UInt32], _ rgb: UInt32) -> Int {
    func channel(_ c: UInt32, _ s: UInt32) -> Int { Int((c >> s) & 0xFF) }
    var best = 0, bestDistance = Int.max
    for (index, color) in colors.enumerated() {
      let dr = channel(color, 16) - channel(rgb, 16), dg = channel(color, 8) - channel(rgb, 8), db = channel(color, 0) - channel(rgb, 0)
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance { bestDistance = distance; best = index }
    }
    return best
  }

  @Test(arguments: [1, 2, 7, 64, 255])
  func matchesAFullScanIncludingTies(colorCount: Int) {
    var generator = SeededGenerator(seed: UInt64(colorCount))
    // Few distinct channel values, and duplicates, so ties are common.
    var colors = (0..<colorCount).map { _ in
      UInt32(generator.next() % 8) * 0x240000 + UInt32(generator.next() % 8) * 0x2400 + UInt32(generator.next() % 8) * 0x24
    }
    if colorCount > 3 { colors[colorCount - 1] = colors[1] }
    let search = NearestColorSearch(colors: colors)
    for _ in 0..<4000 {
      let rgb = UInt32(generator.next() & 0xFFFFFF)
      #expect(search.nearest(rgb) == Self.bruteForce(colors, rgb), "rgb \(rgb)")
    }
    for color in colors { #expect(search.nearest(color) == Self.bruteForce(colors, color)) }
  }

  @Test func grayRampAndFlatColours() {
    let colors: [UInt32] = (0..<200).map { UInt32($0) * 0x010101 } + [0xFF3B30, 0x34C759, 0x007AFF]
    let search = NearestColorSearch(colors: colors)
    for rgb: UInt32 in [0x000000, 0xFFFFFF, 0xFF3B30, 0x33C858, 0x0079FE, 0x808081, 0xC7C7C7] {
      #expect(search.nearest(rgb) == Self.bruteForce(colors, rgb))
    }
  }
}

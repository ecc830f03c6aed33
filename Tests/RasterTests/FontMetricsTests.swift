import Foundation
import Testing
@testable import Raster

/// Fonts whose metrics are damaged load with sensible ones instead of crashing on overflow.
@Suite struct FontMetricsTests {
  /// A copy of DejaVu Sans with the `hhea` ascender and descender replaced (big-endian Int16s at
  /// the table's offsets 4 and 6), written to a temporary file.
  static func fontWithHheaMetrics(ascender: Int16, descender: Int16) throws -> String {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.path("DejaVuSans.ttf"))))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let hhea = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("hhea".utf8) })
    let table = u32(hhea + 8)
    for (offset, value) in [(4, ascender), (6, descender)] {
      bytes[table + offset] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value) >> 8)
      bytes[table + offset + 1] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value))
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-badmetrics-\(UUID().uuidString).ttf")
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func overflowingAscenderMinusDescenderFallsBackInsteadOfCrashing() throws {
    let path = try Self.fontWithHheaMetrics(ascender: -20000, descender: 20000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let font = try Font(contentsOf: path)
    #expect(font.ascender == 0.8 * font.unitsPerEm)
    #expect(font.descender == -0.2 * font.unitsPerEm)
    #expect(font.lineSpacing == 1.2 * font.unitsPerEm)
    let layout = TextLayout(text: "Hello", fonts: [font], sizePoints: 20, alignment: .left, boxWidthPoints: nil)
    #expect(layout.bounds.height > 0 && layout.bounds.height < 100)
  }

  @Test(arguments: [
    // (ascender, descender, height, expected ascender, descender, line spacing) for a 1000-unit em
    (900.0, -200.0, 1200.0, 900.0, -200.0, 1200.0),  // a normal face keeps its values
    (900.0, -200.0, 0.0, 900.0, -200.0, 1100.0),  // no line gap recorded: the extent
    (-20000.0, 20000.0, 25536.0, 800.0, -200.0, 1200.0),  // upside down (FreeType's height wrapped)
    (0.0, 0.0, 0.0, 800.0, -200.0, 1200.0),  // no extent at all
    (32767.0, -32768.0, 32767.0, 800.0, -200.0, 1200.0),  // dozens of ems
    (900.0, -200.0, 32767.0, 900.0, -200.0, 1100.0),  // only the line gap is absurd
    (900.0, -200.0, .nan, 900.0, -200.0, 1100.0),
  ])
  func metricsAreCheckedOneByOne(_ c: (Double, Double, Double, Double, Double, Double)) {
    let metrics = FontMetrics(ascender: c.0, descender: c.1, height: c.2, unitsPerEm: 1000)
    #expect(metrics == FontMetrics.init(checkedAscender: c.3, descender: c.4, lineSpacing: c.5))
  }
}

extension FontMetrics {
  /// The expected value in the table above.
  init(checkedAscender ascender: Double, descender: Double, lineSpacing: Double) {
    self = FontMetrics(ascender: 1, descender: 0, height: 0, unitsPerEm: 1)
    self.ascender = ascender
    self.descender = descender
    self.lineSpacing = lineSpacing
  }
}

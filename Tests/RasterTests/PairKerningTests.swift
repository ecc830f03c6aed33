import Testing
@testable import Raster

/// Kerning from `GPOS` pair adjustments (feature `kern`), preferred to the old `kern` table as
/// in Core Text and HarfBuzz.
@Suite struct PairKerningTests {
  /// Printable ASCII and the Latin-1 letters and punctuation.
  static let latinScalars = (0x20...0x7E).map { Unicode.Scalar($0)! } + (0xA1...0xFF).map { Unicode.Scalar($0)! }

  @Test(arguments: ["dejaVu", "dejaVuBold"])
  func gposKerningMatchesTheKernTableThatFreeTypeReads(name: String) {
    // DejaVu carries its kerning twice; FreeType reads the `kern` table, Flipbook now the GPOS
    // one. The two agree on every Latin pair, so no DejaVu text moved.
    let font = name == "dejaVu" ? TestFonts.dejaVu : TestFonts.dejaVuBold
    #expect(font.hasKernTable && !font.pairKerning.isEmpty)
    let glyphs = Self.latinScalars.map { font.glyphIndex(for: $0) }.filter { $0 != 0 }
    var kerned = 0
    var mismatches: [String] = []
    for left in glyphs {
      for right in glyphs {
        let gpos = Double(font.pairKerning.advanceAdjustment(left: left, right: right))
        let table = font.kernTableKerning(left: left, right: right)
        if gpos != 0 { kerned += 1 }
        if gpos != table && mismatches.count < 5 { mismatches.append("\(left)/\(right): GPOS \(gpos), kern \(table)") }
      }
    }
    #expect(mismatches.isEmpty)
    #expect(kerned > 150, "a kerned font kerns many Latin pairs, got \(kerned)")
  }

  @Test func mplusHasOnlyGposKerningAndNowKernsLatin() {
    let font = TestFonts.mplus
    func kerning(_ pair: String) -> Double {
      let scalars = Array(pair.unicodeScalars)
      return font.kerning(left: font.glyphIndex(for: scalars[0]), right: font.glyphIndex(for: scalars[1]))
    }
    #expect(!font.hasKernTable)
    #expect(font.hasKerning)
    // Values read from the font with an independent script (the OpenType spec's PairPos
    // formats 1 and 2, in Python): AV and To in M+ 1 Regular.
    #expect(kerning("AV") == -73)
    #expect(kerning("To") == -155)
    #expect(kerning("あい") == 0, "M+ kerns Latin only")
    #expect(kerning("HH") == 0)
  }

  @Test func kernedTextIsNarrower() {
    let kerned = TextLayout(text: "AVATAR Toy", fonts: [TestFonts.mplus], sizePoints: 40, alignment: .left, boxWidthPoints: nil)
    let advances = "AVATAR Toy".unicodeScalars.reduce(0.0) { sum, scalar in
      sum + TestFonts.mplus.glyph(TestFonts.mplus.glyphIndex(for: scalar)).advance * 40 / TestFonts.mplus.unitsPerEm
    }
    #expect(kerned.bounds.width < advances - 5, "kerned \(kerned.bounds.width) vs \(advances) pt unkerned")
  }

  @Test func aFontWithoutGposUsesItsKernTableOrNothing() {
    #expect(TestFonts.emoji.pairKerning.isEmpty)
    #expect(PairKerningTable.empty.isEmpty)
    #expect(PairKerningTable.empty.advanceAdjustment(left: 1, right: 2) == 0)
  }

  @Test func theFirstSubtableThatAppliesWinsAndClassZeroCounts() {
    let table = PairKerningTable(gpos: SyntheticGPOS.bytes)
    #expect(!table.isEmpty)
    #expect(table.advanceAdjustment(left: 10, right: 20) == -50, "format 1 has the pair: format 2 is not asked")
    #expect(table.advanceAdjustment(left: 10, right: 21) == -30, "format 1 lacks it: format 2's class 1 × 1")
    #expect(table.advanceAdjustment(left: 10, right: 22) == -5, "22 is in no class: class 0")
    #expect(table.advanceAdjustment(left: 11, right: 20) == -5, "11 is only in format 2's coverage")
    #expect(table.advanceAdjustment(left: 12, right: 20) == 0, "12 is covered by neither")
    #expect(table.advanceAdjustment(left: 70_000, right: 20) == 0, "past 16-bit glyph ids")
  }

  @Test func aDamagedTableKernsWhatItCanWithoutCrashing() throws {
    let whole = try #require(TestFonts.mplus.pairKerningTableBytes())
    let a = TestFonts.mplus.glyphIndex(for: "A"), v = TestFonts.mplus.glyphIndex(for: "V")
    for length in stride(from: 0, through: whole.count, by: max(1, whole.count / 300)) {
      let table = PairKerningTable(gpos: Array(whole.prefix(length)))
      _ = table.advanceAdjustment(left: a, right: v)
    }
    var damaged = whole
    for i in stride(from: 0, to: damaged.count, by: 37) { damaged[i] ^= 0xA5 }
    _ = PairKerningTable(gpos: damaged).advanceAdjustment(left: a, right: v)
    for length in stride(from: 0, through: SyntheticGPOS.bytes.count, by: 1) {
      _ = PairKerningTable(gpos: Array(SyntheticGPOS.bytes.prefix(length))).advanceAdjustment(left: 10, right: 21)
    }
    #expect(PairKerningTable(gpos: whole).advanceAdjustment(left: a, right: v) == -73)
  }
}

/// A hand-made `GPOS` table: feature `kern` for DFLT lists one pair adjustment lookup with two
/// subtables, a format 1 one (glyph 10 before 20: −50) and then a format 2 one (first glyphs
/// 10 and 11 in class 1; glyph 21 in second class 1; class 1 × 0: −5, class 1 × 1: −30).
enum SyntheticGPOS {
  static let bytes: [UInt8] = {
    var b: [UInt8] = []
    func u16(_ v: Int) { b += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    func tag(_ t: String) { b += Array(t.utf8) }
    // Header (10 bytes): version 1.0, ScriptList at 10, FeatureList at 30, LookupList at 44.
    u16(1); u16(0); u16(10); u16(30); u16(44)
    // ScriptList (10): one record, DFLT → Script at +8 (18): default LangSys at +4 (22).
    u16(1); tag("DFLT"); u16(8)
    u16(4); u16(0)
    u16(0); u16(0xFFFF); u16(1); u16(0)  // LangSys: feature 0
    // FeatureList (30): one record, kern → Feature at +8 (38): lookup 0.
    u16(1); tag("kern"); u16(8)
    u16(0); u16(1); u16(0)
    // LookupList (44): lookup 0 at +4 (48): type 2, two subtables at +10 (58) and +34 (82).
    u16(1); u16(4)
    u16(2); u16(0); u16(2); u16(10); u16(34)
    // Subtable A (58), format 1: coverage +18, value formats XAdvance / none, one pair set at +12.
    u16(1); u16(18); u16(4); u16(0); u16(1); u16(12)
    u16(1); u16(20); u16((-50) & 0xFFFF)  // PairSet (70): glyph 20, −50
    u16(1); u16(1); u16(10)  // Coverage (76): glyph 10
    // Subtable B (82), format 2: coverage +24, ClassDef1 +32, ClassDef2 +42, 2 × 2 classes.
    u16(2); u16(24); u16(4); u16(0); u16(32); u16(42); u16(2); u16(2)
    u16(0); u16(0); u16((-5) & 0xFFFF); u16((-30) & 0xFFFF)  // class1 0: 0, 0; class1 1: −5, −30
    u16(1); u16(2); u16(10); u16(11)  // Coverage (106): glyphs 10, 11
    u16(2); u16(1); u16(10); u16(11); u16(1)  // ClassDef1 (114): 10…11 → 1
    u16(1); u16(21); u16(1); u16(1)  // ClassDef2 (124): 21 → 1
    return b
  }()
}

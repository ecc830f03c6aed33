/// A font's kerning from its `GPOS` table: the pair adjustments (lookup type 2, directly or
/// through an extension lookup) that feature `kern` lists for the default and Latin scripts.
///
/// Core Text and HarfBuzz kern from `GPOS` and fall back to the old `kern` table only when a
/// font has no `GPOS` kerning. Fonts made since the 2000s, M+ 1 among them, have no `kern`
/// table at all, so without this their Latin text ("AV", "To") would be set unkerned. DejaVu
/// has both, with the same values for every pair of printable ASCII and Latin-1 letters.
///
/// Only the first glyph's x advance is adjusted, which is what a kerning pair is in practice;
/// placement changes, the second glyph's value record and device tables are ignored, and so
/// is the lookup flag (marks are not skipped). Looked up per pair by binary search in the
/// table's bytes, so loading a font costs nothing beyond finding the lookups.
struct PairKerningTable: Sendable {
  private let table: OpenTypeLayoutTable
  /// The pair adjustment subtables of each `kern` lookup, in lookup order.
  private let lookups: [[Int]]

  static let empty = PairKerningTable(gpos: [])

  /// Reads the `kern` lookups of a `GPOS` table's bytes; a malformed table yields what could be
  /// read before the damage (every offset is bounds-checked).
  init(gpos bytes: [UInt8]) {
    let table = OpenTypeLayoutTable(bytes)
    self.table = table
    lookups = table.lookupIndices(of: "kern").map {
      table.subtables(ofLookup: $0, type: 2, extensionType: 9)
    }.filter { !$0.isEmpty }
  }

  /// Whether the table kerns anything.
  var isEmpty: Bool { lookups.isEmpty }

  /// The change to `left`'s advance, in font units, when `right` follows it: the sum over the
  /// lookups of the first subtable of each that applies to the pair.
  func advanceAdjustment(left: UInt32, right: UInt32) -> Int {
    guard let left = UInt16(exactly: left), let right = UInt16(exactly: right) else { return 0 }
    var total = 0
    for subtables in lookups {
      for subtable in subtables {
        if let value = adjustment(subtable, left: left, right: right) {
          total += value
          break
        }
      }
    }
    return total
  }

  /// The subtable's x-advance adjustment of `left` before `right`; nil when it does not apply
  /// (`left` not covered, or a format 1 subtable without that pair), so the next one is tried.
  private func adjustment(_ subtable: Int, left: UInt16, right: UInt16) -> Int? {
    let bytes = table.bytes
    guard let format = bytes.u16(at: subtable), let coverage = bytes.u16(at: subtable + 2),
          let valueFormat1 = bytes.u16(at: subtable + 4), let valueFormat2 = bytes.u16(at: subtable + 6),
          let coverageIndex = table.coverageIndex(of: left, at: subtable + Int(coverage)) else { return nil }
    let size1 = Self.valueRecordSize(valueFormat1)
    let size2 = Self.valueRecordSize(valueFormat2)
    switch format {
    case 1:  // a set of (second glyph, values) per covered first glyph, sorted by second glyph
      guard let setCount = bytes.u16(at: subtable + 8), coverageIndex < Int(setCount),
            let setOffset = bytes.u16(at: subtable + 10 + 2 * coverageIndex),
            let pairCount = bytes.u16(at: subtable + Int(setOffset)).map(Int.init) else { return nil }
      let records = subtable + Int(setOffset) + 2
      let recordSize = 2 + size1 + size2
      guard let i = table.search(count: pairCount, { bytes.u16(at: records + $0 * recordSize) }, right),
            bytes.u16(at: records + i * recordSize) == right else { return nil }
      return Self.xAdvance(in: bytes, at: records + i * recordSize + 2, format: valueFormat1)
    case 2:  // values by (class of the first glyph, class of the second)
      guard let classDef1 = bytes.u16(at: subtable + 8), let classDef2 = bytes.u16(at: subtable + 10),
            let class1Count = bytes.u16(at: subtable + 12), let class2Count = bytes.u16(at: subtable + 14) else { return nil }
      let class1 = table.glyphClass(of: left, at: subtable + Int(classDef1))
      let class2 = table.glyphClass(of: right, at: subtable + Int(classDef2))
      guard class1 < class1Count, class2 < class2Count else { return nil }
      let record = subtable + 16 + (Int(class1) * Int(class2Count) + Int(class2)) * (size1 + size2)
      return Self.xAdvance(in: bytes, at: record, format: valueFormat1)
    default:
      return nil
    }
  }

  /// Bytes of a value record: two per field its format lists (bits 0–7).
  private static func valueRecordSize(_ format: UInt16) -> Int {
    2 * (format & 0xFF).nonzeroBitCount
  }

  /// The XAdvance field (bit 2) of the value record at `offset`; 0 when the format has none.
  private static func xAdvance(in bytes: FontTableBytes, at offset: Int, format: UInt16) -> Int? {
    guard format & 0x4 != 0 else { return 0 }
    let before = (format & 0x3).nonzeroBitCount  // XPlacement, YPlacement come first
    return bytes.s16(at: offset + 2 * before).map(Int.init)
  }
}

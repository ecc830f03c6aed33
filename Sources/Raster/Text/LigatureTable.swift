/// The ligature substitutions of a font's `GSUB` table (lookup type 4, directly or through an
/// extension lookup): which run of glyphs becomes one glyph.
///
/// - A colour emoji font draws every sequence — a skin tone (👍🏽), a flag (🇯🇵), a family joined
///   by U+200D (👨‍👩‍👧) — as one such ligature; all of its ligature lookups apply to every emoji.
/// - A text font's *standard ligatures* (feature `liga`: fi, fl, ff, ffi, ffl in DejaVu Sans)
///   are the lookups that feature lists for the default and Latin scripts, which is what
///   UIKit and browsers apply by default. Other scripts' `liga` lookups (Arabic forms, which
///   need contextual shaping Flipbook does not do) and optional features stay off.
struct LigatureTable: Sendable {
  /// One substitution: the glyphs after the first, and the glyph that replaces them all.
  struct Ligature: Sendable, Equatable {
    var rest: [UInt32]
    var glyph: UInt32
  }

  /// By first glyph, longest first (so the longest sequence that matches wins).
  private(set) var byFirstGlyph: [UInt32: [Ligature]] = [:]

  static let empty = LigatureTable()

  private init() {}

  /// Reads the table from a `GSUB` table's bytes; a malformed table yields what could be read
  /// before the damage (every offset is bounds-checked).
  ///
  /// - Parameter feature: read only the lookups this feature lists for the standard scripts
  ///   (`OpenTypeLayoutTable.standardScripts`, their default language); nil reads every
  ///   ligature lookup.
  init(gsub bytes: [UInt8], feature: String? = nil) {
    let table = OpenTypeLayoutTable(bytes)
    let lookups = feature.map { table.lookupIndices(of: $0) } ?? table.allLookupIndices
    for lookup in lookups {
      for subtable in table.subtables(ofLookup: lookup, type: 4, extensionType: 7) {
        readLigatureSubtable(at: subtable, table)
      }
    }
    for key in byFirstGlyph.keys { byFirstGlyph[key]!.sort { $0.rest.count > $1.rest.count } }
  }

  private mutating func readLigatureSubtable(at subtable: Int, _ table: OpenTypeLayoutTable) {
    let reader = table.bytes
    guard reader.u16(at: subtable) == 1, let coverageOffset = reader.u16(at: subtable + 2),
          let setCount = reader.u16(at: subtable + 4) else { return }
    let firstGlyphs = table.coverageGlyphs(at: subtable + Int(coverageOffset))
    for setIndex in 0..<min(Int(setCount), firstGlyphs.count) {
      guard let setOffset = reader.u16(at: subtable + 6 + 2 * setIndex) else { return }
      let set = subtable + Int(setOffset)
      let ligatureCount = reader.u16(at: set) ?? 0
      for ligatureIndex in 0..<Int(ligatureCount) {
        guard let ligatureOffset = reader.u16(at: set + 2 + 2 * ligatureIndex) else { break }
        let ligature = set + Int(ligatureOffset)
        guard let glyph = reader.u16(at: ligature), let componentCount = reader.u16(at: ligature + 2), componentCount >= 1 else { continue }
        var rest: [UInt32] = []
        for component in 0..<Int(componentCount) - 1 {
          guard let id = reader.u16(at: ligature + 4 + 2 * component) else { break }
          rest.append(UInt32(id))
        }
        guard rest.count == Int(componentCount) - 1 else { continue }
        byFirstGlyph[UInt32(firstGlyphs[setIndex]), default: []].append(Ligature(rest: rest, glyph: UInt32(glyph)))
      }
    }
  }

  /// The longest ligature starting with `first` whose other glyphs begin `following`.
  func longestMatch(first: UInt32, following: [UInt32]) -> Ligature? {
    byFirstGlyph[first]?.first { ligature in
      ligature.rest.count <= following.count && zip(ligature.rest, following).allSatisfy { $0 == $1 }
    }
  }

  /// The most glyphs after the first that any ligature takes: how far to look ahead.
  var longestRest: Int { byFirstGlyph.values.lazy.compactMap { $0.first?.rest.count }.max() ?? 0 }
}

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
  /// - Parameter feature: read only the lookups this feature lists for `standardScripts` (their
  ///   default language); nil reads every ligature lookup.
  init(gsub bytes: [UInt8], feature: String? = nil) {
    let reader = BigEndianBytes(bytes)
    guard let lookupList = reader.u16(at: 8).map(Int.init) else { return }
    let selected = feature.map { Self.lookups(of: $0, scripts: Self.standardScripts, reader) }
    let lookupCount = reader.u16(at: lookupList) ?? 0
    for lookupIndex in 0..<Int(lookupCount) where selected?.contains(lookupIndex) ?? true {
      guard let offset = reader.u16(at: lookupList + 2 + 2 * lookupIndex) else { break }
      let lookup = lookupList + Int(offset)
      guard let type = reader.u16(at: lookup), let subtableCount = reader.u16(at: lookup + 4) else { continue }
      for subtableIndex in 0..<Int(subtableCount) {
        guard let subtableOffset = reader.u16(at: lookup + 6 + 2 * subtableIndex) else { break }
        var subtable = lookup + Int(subtableOffset)
        var subtableType = type
        if type == 7 {  // extension: the real type and a 32-bit offset
          guard let extensionType = reader.u16(at: subtable + 2), let extensionOffset = reader.u32(at: subtable + 4) else { continue }
          subtableType = extensionType
          subtable += Int(extensionOffset)
        }
        if subtableType == 4 { readLigatureSubtable(at: subtable, reader) }
      }
    }
    for key in byFirstGlyph.keys { byFirstGlyph[key]!.sort { $0.rest.count > $1.rest.count } }
  }

  /// The scripts whose standard ligatures text gets: the default script and Latin.
  static let standardScripts: Set<String> = ["DFLT", "latn"]

  /// The lookup indices that `feature` lists in the default language of each of `scripts`.
  private static func lookups(of feature: String, scripts: Set<String>, _ reader: BigEndianBytes) -> Set<Int> {
    guard let scriptList = reader.u16(at: 4).map(Int.init), let featureList = reader.u16(at: 6).map(Int.init),
          let scriptCount = reader.u16(at: scriptList), let featureCount = reader.u16(at: featureList) else { return [] }
    var lookups = Set<Int>()
    for scriptIndex in 0..<Int(scriptCount) {
      let record = scriptList + 2 + 6 * scriptIndex
      guard let tag = reader.tag(at: record), let scriptOffset = reader.u16(at: record + 4) else { break }
      guard scripts.contains(tag) else { continue }
      let script = scriptList + Int(scriptOffset)
      guard let languageOffset = reader.u16(at: script), languageOffset != 0 else { continue }
      let language = script + Int(languageOffset)
      let featureIndexCount = reader.u16(at: language + 4) ?? 0
      for k in 0..<Int(featureIndexCount) {
        guard let featureIndex = reader.u16(at: language + 6 + 2 * k), featureIndex < featureCount else { continue }
        let featureRecord = featureList + 2 + 6 * Int(featureIndex)
        guard reader.tag(at: featureRecord) == feature, let featureOffset = reader.u16(at: featureRecord + 4) else { continue }
        let table = featureList + Int(featureOffset)
        let lookupCount = reader.u16(at: table + 2) ?? 0
        for l in 0..<Int(lookupCount) {
          if let index = reader.u16(at: table + 4 + 2 * l) { lookups.insert(Int(index)) }
        }
      }
    }
    return lookups
  }

  private mutating func readLigatureSubtable(at subtable: Int, _ reader: BigEndianBytes) {
    guard reader.u16(at: subtable) == 1, let coverageOffset = reader.u16(at: subtable + 2),
          let setCount = reader.u16(at: subtable + 4) else { return }
    let firstGlyphs = Self.coverage(at: subtable + Int(coverageOffset), reader)
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

  /// The glyphs a coverage table lists, in coverage order (format 1: a list; format 2: ranges).
  private static func coverage(at offset: Int, _ reader: BigEndianBytes) -> [UInt16] {
    guard let format = reader.u16(at: offset), let count = reader.u16(at: offset + 2) else { return [] }
    var glyphs: [UInt16] = []
    switch format {
    case 1:
      for i in 0..<Int(count) {
        guard let glyph = reader.u16(at: offset + 4 + 2 * i) else { break }
        glyphs.append(glyph)
      }
    case 2:
      for i in 0..<Int(count) {
        let record = offset + 4 + 6 * i
        guard let start = reader.u16(at: record), let end = reader.u16(at: record + 2), start <= end else { break }
        glyphs += Array(start...end)
      }
    default: break
    }
    return glyphs
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

/// Big-endian reads from a font table, nil past the end.
private struct BigEndianBytes {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// A four-letter tag (`latn`, `liga`).
  func tag(at offset: Int) -> String? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
  }

  func u16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func u32(at offset: Int) -> UInt32? {
    guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }
}

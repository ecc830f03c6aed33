/// The structure that a font's `GSUB` and `GPOS` tables share (OpenType's "common table
/// formats"): which lookups a feature lists for a set of scripts, a lookup's subtables,
/// coverage tables and class definitions.
///
/// Every read is bounds-checked and answers nil (or nothing) past the end, so a damaged table
/// yields what could be read before the damage and never traps.
struct OpenTypeLayoutTable: Sendable {
  let bytes: FontTableBytes

  init(_ bytes: [UInt8]) {
    self.bytes = FontTableBytes(bytes)
  }

  /// The scripts whose features text gets: the default script and Latin (see `LigatureTable`).
  static let standardScripts: Set<String> = ["DFLT", "latn"]

  /// The lookup indices that `feature` lists in the default language of each of `scripts`,
  /// ascending: the order in which lookups apply.
  func lookupIndices(of feature: String, scripts: Set<String> = standardScripts) -> [Int] {
    guard let scriptList = bytes.u16(at: 4).map(Int.init), let featureList = bytes.u16(at: 6).map(Int.init),
          let scriptCount = bytes.u16(at: scriptList), let featureCount = bytes.u16(at: featureList) else { return [] }
    var lookups = Set<Int>()
    for scriptIndex in 0..<Int(scriptCount) {
      let record = scriptList + 2 + 6 * scriptIndex
      guard let tag = bytes.tag(at: record), let scriptOffset = bytes.u16(at: record + 4) else { break }
      guard scripts.contains(tag) else { continue }
      let script = scriptList + Int(scriptOffset)
      guard let languageOffset = bytes.u16(at: script), languageOffset != 0 else { continue }
      let language = script + Int(languageOffset)
      let featureIndexCount = bytes.u16(at: language + 4) ?? 0
      for k in 0..<Int(featureIndexCount) {
        guard let featureIndex = bytes.u16(at: language + 6 + 2 * k), featureIndex < featureCount else { continue }
        let featureRecord = featureList + 2 + 6 * Int(featureIndex)
        guard bytes.tag(at: featureRecord) == feature, let featureOffset = bytes.u16(at: featureRecord + 4) else { continue }
        let table = featureList + Int(featureOffset)
        let lookupCount = bytes.u16(at: table + 2) ?? 0
        for l in 0..<Int(lookupCount) {
          if let index = bytes.u16(at: table + 4 + 2 * l) { lookups.insert(Int(index)) }
        }
      }
    }
    return lookups.sorted()
  }

  /// Every lookup in the table (for a colour font, whose every ligature lookup applies).
  var allLookupIndices: [Int] {
    guard let lookupList = bytes.u16(at: 8).map(Int.init), let count = bytes.u16(at: lookupList) else { return [] }
    return Array(0..<Int(count))
  }

  /// The offsets (from the table's start) of lookup `index`'s subtables of type `type`, seen
  /// through extension subtables of type `extensionType` (7 in `GSUB`, 9 in `GPOS`).
  func subtables(ofLookup index: Int, type: UInt16, extensionType: UInt16) -> [Int] {
    guard let lookupList = bytes.u16(at: 8).map(Int.init), let count = bytes.u16(at: lookupList), index < Int(count),
          let offset = bytes.u16(at: lookupList + 2 + 2 * index) else { return [] }
    let lookup = lookupList + Int(offset)
    guard let lookupType = bytes.u16(at: lookup), let subtableCount = bytes.u16(at: lookup + 4) else { return [] }
    var found: [Int] = []
    for subtableIndex in 0..<Int(subtableCount) {
      guard let subtableOffset = bytes.u16(at: lookup + 6 + 2 * subtableIndex) else { break }
      var subtable = lookup + Int(subtableOffset)
      var subtableType = lookupType
      if lookupType == extensionType {  // the real type and a 32-bit offset
        guard let realType = bytes.u16(at: subtable + 2), let realOffset = bytes.u32(at: subtable + 4) else { continue }
        subtableType = realType
        subtable += Int(realOffset)
      }
      if subtableType == type { found.append(subtable) }
    }
    return found
  }

  /// The glyphs a coverage table lists, in coverage order (format 1: a list; format 2: ranges).
  func coverageGlyphs(at offset: Int) -> [UInt16] {
    guard let format = bytes.u16(at: offset), let count = bytes.u16(at: offset + 2) else { return [] }
    var glyphs: [UInt16] = []
    switch format {
    case 1:
      for i in 0..<Int(count) {
        guard let glyph = bytes.u16(at: offset + 4 + 2 * i) else { break }
        glyphs.append(glyph)
      }
    case 2:
      for i in 0..<Int(count) {
        let record = offset + 4 + 6 * i
        guard let start = bytes.u16(at: record), let end = bytes.u16(at: record + 2), start <= end else { break }
        glyphs += Array(start...end)
      }
    default: break
    }
    return glyphs
  }

  /// `glyph`'s index in the coverage table at `offset`, nil when it is not covered. Binary
  /// search: both formats list glyphs in ascending order.
  func coverageIndex(of glyph: UInt16, at offset: Int) -> Int? {
    guard let format = bytes.u16(at: offset), let count = bytes.u16(at: offset + 2).map(Int.init) else { return nil }
    switch format {
    case 1:
      guard let i = search(count: count, { bytes.u16(at: offset + 4 + 2 * $0) }, glyph) else { return nil }
      return bytes.u16(at: offset + 4 + 2 * i) == glyph ? i : nil
    case 2:
      guard let i = search(count: count, { bytes.u16(at: offset + 4 + 6 * $0) }, glyph),
            let start = bytes.u16(at: offset + 4 + 6 * i), let end = bytes.u16(at: offset + 6 + 6 * i),
            let startIndex = bytes.u16(at: offset + 8 + 6 * i), start <= glyph, glyph <= end else { return nil }
      return Int(startIndex) + Int(glyph - start)
    default:
      return nil
    }
  }

  /// `glyph`'s class in the class definition at `offset`; 0 (the class of every glyph not
  /// listed) when it is not listed.
  func glyphClass(of glyph: UInt16, at offset: Int) -> UInt16 {
    guard let format = bytes.u16(at: offset) else { return 0 }
    switch format {
    case 1:
      guard let start = bytes.u16(at: offset + 2), let count = bytes.u16(at: offset + 4),
            glyph >= start, Int(glyph - start) < Int(count) else { return 0 }
      return bytes.u16(at: offset + 6 + 2 * Int(glyph - start)) ?? 0
    case 2:
      guard let count = bytes.u16(at: offset + 2).map(Int.init),
            let i = search(count: count, { bytes.u16(at: offset + 4 + 6 * $0) }, glyph),
            let end = bytes.u16(at: offset + 6 + 6 * i), glyph <= end else { return 0 }
      return bytes.u16(at: offset + 8 + 6 * i) ?? 0
    default:
      return 0
    }
  }

  /// The last of `count` ascending keys (`key(i)`) that is ≤ `value`; nil when none is, or a
  /// key cannot be read. Coverage tables, class definitions and pair sets all list glyphs in
  /// ascending order.
  func search(count: Int, _ key: (Int) -> UInt16?, _ value: UInt16) -> Int? {
    var low = 0
    var high = count  // the answer is in low - 1 ..< high
    while low < high {
      let middle = (low + high) / 2
      guard let k = key(middle) else { return nil }
      if k <= value { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}

/// Big-endian reads from a font table, nil past the end.
struct FontTableBytes: Sendable {
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

  func s16(at offset: Int) -> Int16? {
    u16(at: offset).map { Int16(bitPattern: $0) }
  }

  func u32(at offset: Int) -> UInt32? {
    guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }
}

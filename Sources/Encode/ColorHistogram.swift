import Raster

/// Counts how many pixels of each opaque colour the frames contain.
///
/// An open-addressing hash table on plain arrays: faster than `Dictionary` for tens of
/// millions of pixels, and its contents are read out sorted so hashing never leaks into the
/// output. Histograms merge, so frames can be counted on several threads.
struct ColorHistogram: Sendable {
  /// `rgb | occupiedBit`, or 0 for an empty slot.
  private var keys: [UInt32]
  private var counts: [UInt64]
  private var mask: Int
  /// Number of distinct opaque colours.
  private(set) var distinctCount = 0
  /// Sum of all counts (opaque pixels seen).
  private(set) var totalCount: UInt64 = 0
  /// Whether any pixel had alpha < 128 (and so needs the transparent palette entry).
  private(set) var hasTransparency = false
  /// Whether any pixel was partly transparent (0 < alpha < 255): a GIF cuts it to transparent
  /// or opaque, which the command line warns about when there is no matte.
  private(set) var hasPartialTransparency = false

  private static let occupiedBit: UInt32 = 1 << 24

  init() {
    keys = [UInt32](repeating: 0, count: 1 << 12)
    counts = [UInt64](repeating: 0, count: 1 << 12)
    mask = (1 << 12) - 1
  }

  @inline(__always) private static func slot(_ key: UInt32, _ mask: Int) -> Int {
    // Fibonacci hashing spreads neighbouring colours (ramps) across the table.
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// Distinct colours kept exactly; beyond this, new colours are counted in 5-bit-per-channel
  /// cells (at most 32 768 more), so photo-like or noisy content cannot grow the table past
  /// ~50 MB. Colours seen first stay exact, which is why pass 1 should feed frames in order.
  static let maximumExactColors = 1 << 21

  /// Adds `weight` pixels of colour `rgb` (0xRRGGBB).
  mutating func add(rgb: UInt32, weight: UInt64) {
    add(rgb: rgb, weight: weight, allowGrowth: false)
  }

  private mutating func add(rgb: UInt32, weight: UInt64, allowGrowth: Bool) {
    let key = rgb | Self.occupiedBit
    var index = Self.slot(key, mask)
    while true {
      let existing = keys[index]
      if existing == key { counts[index] &+= weight; break }
      if existing == 0 {
        if distinctCount >= Self.maximumExactColors && !allowGrowth {
          // Full: count it in its cell, represented by the cell's centre colour.
          add(rgb: (rgb & 0xF8_F8F8) | 0x04_0404, weight: weight, allowGrowth: true)
          return
        }
        keys[index] = key
        counts[index] = weight
        distinctCount += 1
        if distinctCount * 2 > keys.count { grow() }
        break
      }
      index = (index + 1) & mask
    }
    totalCount &+= weight
  }

  /// Counts every pixel of `image`; alpha < 128 counts as transparent, not as a colour.
  mutating func add(_ image: PixelBuffer) {
    image.bytes.withUnsafeBytes { raw in
      addRuns { run in
        var lastWord: UInt32 = 0
        var offset = 0
        while offset < raw.count {
          let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
          if offset > 0 && word == lastWord {
            // A repeat: this pixel and the rest of its run, four pixels per step (a shorter tail
            // comes back as the same word). Looked for only on a repeat: antialiased edges and
            // text change every pixel.
            let runEnd = PixelRun.endOfFours(of: word, in: raw, from: offset + 4)
            run(word, UInt64((runEnd - offset) / 4))
            offset = runEnd
          } else {
            lastWord = word
            run(word, 1)
            offset += 4
          }
        }
      }
    }
  }

  /// Counts every pixel of a packed frame, run by run: the same counts as `add(unpacked)`.
  mutating func add(_ packed: PackedPixelBuffer) {
    addRuns { run in
      packed.forEachRun { word, count in run(UInt32(littleEndian: word), UInt64(count)) }
    }
  }

  /// Counts the pixels of `packed` inside `region` once each, and those outside it
  /// `outsideWeight` times each (none when 0): the counts of adding it that many times where
  /// other frames are known to hold the same pixels, without looking them up again.
  mutating func add(_ packed: PackedPixelBuffer, inside region: ChangeRegion, outsideWeight: UInt64) {
    precondition(packed.width == region.width && packed.height == region.height)
    addRuns { run in
      var position = 0
      packed.forEachPacket { word, count in
        let word = UInt32(littleEndian: word)
        region.forEachPart(ofPixels: position, count: count) { length, inside in
          let weight = inside ? 1 : outsideWeight
          if weight > 0 { run(word, UInt64(length) * weight) }
        }
        position += count
      } literals: { words in
        // Split by the region a stretch at a time: a photo is literals, and in most samples
        // most of them lie outside and are skipped whole.
        var offset = 0
        region.forEachPart(ofPixels: position, count: words.count) { length, inside in
          let weight = inside ? 1 : outsideWeight
          if weight > 0 {
            for index in offset..<(offset + length) { run(UInt32(littleEndian: words[index]), weight) }
          }
          offset += length
        }
        position += words.count
      }
    }
  }

  /// Counts the runs that `produce` hands over, in pixel order: a pixel word
  /// (r | g << 8 | b << 16 | a << 24) and how many pixels it stands for (a run's length, times
  /// a weight).
  private mutating func addRuns(_ produce: (_ run: (UInt32, UInt64) -> Void) -> Void) {
    var runColor: UInt32 = 0
    var runLength: UInt64 = 0
    // Whole pixels compared as words: a word equal to the one before it (most of a flat UI
    // frame) extends the run, or is more transparent pixels, without being taken apart.
    var lastWord: UInt32 = 0
    var lastOpaque = false
    var started = false
    produce { word, count in
      if started && word == lastWord {
        if lastOpaque { runLength += count }
        return
      }
      started = true
      lastWord = word
      if word >> 24 != 0 && word >> 24 != 255 { hasPartialTransparency = true }
      guard word >> 24 >= UInt32(GIFPalette.opaqueAlphaThreshold) else {
        hasTransparency = true
        lastOpaque = false
        return
      }
      lastOpaque = true
      let rgb = GIFPalette.rgb(ofPixelWord: word)
      // Flat UI colours come in long runs; count a run once (a transparent pixel inside it
      // does not end it).
      if runLength > 0 && rgb == runColor {
        runLength += count
      } else {
        if runLength > 0 { add(rgb: runColor, weight: runLength) }
        runColor = rgb
        runLength = count
      }
    }
    if runLength > 0 { add(rgb: runColor, weight: runLength) }
  }

  /// Adds all counts of `other` (e.g. a histogram filled on another thread).
  mutating func merge(_ other: ColorHistogram) {
    if totalCount == 0 && !hasTransparency {
      // Nothing here yet (the first sample): take the other table as it is instead of a second
      // one as large (a photo's first sample holds its millions of colours).
      self = other
      return
    }
    for index in 0..<other.keys.count where other.keys[index] != 0 {
      add(rgb: other.keys[index] & 0xFF_FFFF, weight: other.counts[index])
    }
    hasTransparency = hasTransparency || other.hasTransparency
    hasPartialTransparency = hasPartialTransparency || other.hasPartialTransparency
  }

  /// Marks that transparent pixels exist without adding any.
  mutating func noteTransparency() { hasTransparency = true }

  /// All colours with their counts, sorted by colour so the result is the same in every process.
  func sortedEntries() -> [(rgb: UInt32, count: UInt64)] {
    var result: [(rgb: UInt32, count: UInt64)] = []
    result.reserveCapacity(distinctCount)
    for index in 0..<keys.count where keys[index] != 0 {
      result.append((keys[index] & 0xFF_FFFF, counts[index]))
    }
    result.sort { $0.rgb < $1.rgb }
    return result
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldCounts = counts
    keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
    counts = [UInt64](repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    for index in 0..<oldKeys.count where oldKeys[index] != 0 {
      var slot = Self.slot(oldKeys[index], mask)
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[index]
      counts[slot] = oldCounts[index]
    }
  }
}

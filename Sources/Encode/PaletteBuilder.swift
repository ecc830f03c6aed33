/// Chooses one palette for a whole animation from the colour histogram of all its frames.
///
/// UI animation is mostly a few flat colours plus the ramps that antialiasing and fades create.
/// So: (1) if every colour fits, use them all exactly; (2) otherwise keep the frequent colours
/// exactly (flat fills must not shift), (3) median-cut the rest by weighted variance, and
/// (4) refine with a few k-means passes that move only the non-exact colours. For a dithered
/// palette, (2b) the outermost colours are kept exactly too (see `ColorHull`).
enum PaletteBuilder {
  /// Colours covering at least 1/(this·slots) of all pixels are kept exactly.
  static let frequentShareDivisor: UInt64 = 4
  /// k-means is skipped above this many (colour × palette entry) distance evaluations per pass.
  static let refinementBudget = 60_000_000
  /// k-means passes; most of the gain comes from the first two.
  static let refinementPasses = 3
  /// At most 1/(this) of the slots go to the outermost colours of a dithered palette, so a small
  /// palette keeps most of its entries for the interior.
  static let extremeShareDivisor = 4
  /// A dithered palette gains an outer colour where pixels covering at least 1/(this·slots) of
  /// all pixels lie beyond it by more than `extremeMarginLevels`.
  static let extremeTailShareDivisor: UInt64 = 64
  /// How far (levels along the direction) the palette may fall short of a colour set's edge.
  static let extremeMarginLevels = 8.0

  /// The palette for `histogram`; `forDither` keeps the colour set's outermost colours, which
  /// the dither cannot mix from entries inside them.
  static func build(from histogram: ColorHistogram, maxColors: Int, forceTransparent: Bool, forDither: Bool = false) -> GIFPalette {
    let reserveTransparent = forceTransparent || histogram.hasTransparency
    // The transparent entry counts towards `maxColors`, which keeps a power-of-two table at its
    // size (a 129th entry would widen every LZW code by a bit), but never leaves fewer than two
    // colours: a 2-entry table would draw an opaque scene in one flat colour. Two colours plus
    // the transparent entry cost nothing in codes (GIF's smallest LZW code size is 2 bits).
    let slots = reserveTransparent ? max(2, maxColors - 1) : maxColors
    let entries = histogram.sortedEntries()
    if entries.isEmpty {
      // Fully transparent animation: one dummy colour keeps the table valid.
      return GIFPalette(colors: reserveTransparent ? [] : [0], reserveTransparent: true)
    }
    let colors = entries.count <= slots
      ? exactColors(entries)
      : quantize(entries, slots: slots, total: histogram.totalCount, keepExtremes: forDither)
    return GIFPalette(colors: colors, reserveTransparent: reserveTransparent)
  }

  /// Sorted by frequency so the commonest colours get small indices; ties by value.
  private static func exactColors(_ entries: [(rgb: UInt32, count: UInt64)]) -> [UInt32] {
    entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.rgb < $1.rgb }.map(\.rgb)
  }

  private static func quantize(_ entries: [(rgb: UInt32, count: UInt64)], slots: Int, total: UInt64, keepExtremes: Bool) -> [UInt32] {
    let byFrequency = entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.rgb < $1.rgb }
    let threshold = max(1, total / (frequentShareDivisor * UInt64(slots)))
    // At most half the slots go to exact colours so the ramps still get their share.
    var fixed: [UInt32] = []
    for entry in byFrequency where entry.count >= threshold && fixed.count < slots / 2 {
      fixed.append(entry.rgb)
    }
    var palette = fixed + MedianCut.split(rest(entries, excluding: fixed), into: slots - fixed.count)
    palette = refine(palette: palette, fixedCount: fixed.count, entries: entries)
    if keepExtremes {
      // Only where the hull falls well short of many pixels: a photo's hull is set by a few
      // stray pixels, and slots spent on them cost every other pixel precision (a full set of
      // extremes cost blobs 3 dB at 64 colours; this rule 0.1 dB).
      let tailWeight = max(1, total / (extremeTailShareDivisor * UInt64(slots)))
      let extremes = ColorHull.missingExtremes(of: entries, beyond: palette, tailWeight: tailWeight,
                                               marginLevels: extremeMarginLevels, limit: slots / extremeShareDivisor)
      if !extremes.isEmpty {
        fixed += extremes
        palette = fixed + MedianCut.split(rest(entries, excluding: fixed), into: slots - fixed.count)
        palette = refine(palette: palette, fixedCount: fixed.count, entries: entries)
      }
    }
    return palette
  }

  /// The histogram's colours other than `fixed`, weighted by their counts, for median cut.
  private static func rest(_ entries: [(rgb: UInt32, count: UInt64)], excluding fixed: [UInt32]) -> [WeightedColor] {
    let fixedSet = Set(fixed)
    var rest: [WeightedColor] = []
    rest.reserveCapacity(entries.count - fixed.count)
    for entry in entries where !fixedSet.contains(entry.rgb) {
      rest.append(WeightedColor(rgb: entry.rgb, weight: Double(entry.count)))
    }
    return rest
  }

  /// Lloyd iterations: move each non-fixed colour to the weighted mean of the colours nearest to it.
  private static func refine(palette: [UInt32], fixedCount: Int, entries: [(rgb: UInt32, count: UInt64)]) -> [UInt32] {
    guard palette.count > fixedCount, entries.count * palette.count <= refinementBudget else { return palette }
    var current = palette
    for _ in 0..<refinementPasses {
      let search = NearestColorSearch(colors: current)
      var sums = [(r: Double, g: Double, b: Double, w: Double)](repeating: (0, 0, 0, 0), count: current.count)
      for entry in entries {
        let index = search.nearest(entry.rgb)
        let weight = Double(entry.count)
        sums[index].r += Double(entry.rgb >> 16) * weight
        sums[index].g += Double((entry.rgb >> 8) & 0xFF) * weight
        sums[index].b += Double(entry.rgb & 0xFF) * weight
        sums[index].w += weight
      }
      var next = current
      for index in fixedCount..<current.count where sums[index].w > 0 {
        let s = sums[index]
        next[index] = packRGB(s.r / s.w, s.g / s.w, s.b / s.w)
      }
      if next == current { break }
      current = next
    }
    // Two entries may have converged on one colour; duplicates are harmless but wasteful.
    var seen = Set<UInt32>()
    return current.filter { seen.insert($0).inserted }
  }
}

/// A histogram colour and how many pixels have it.
struct WeightedColor: Sendable {
  var rgb: UInt32
  var weight: Double
  @inline(__always) func channel(_ axis: Int) -> Int { Int((rgb >> UInt32(16 - 8 * axis)) & 0xFF) }
}

/// Packs rounded, clamped channels into 0xRRGGBB.
@inline(__always) func packRGB(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
  func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }
  return byte(r) << 16 | byte(g) << 8 | byte(b)
}

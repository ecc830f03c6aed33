/// Ordered dithering for an adaptive palette: a colour the palette has is drawn as itself, any
/// other colour as a fixed *mix* of palette entries whose mean is that colour.
///
/// The mix has `mixSize` entries, chosen by diffusing the error over the mix: each entry is the
/// palette colour nearest to the wanted colour plus the error the entries before it left, so
/// their mean follows the wanted colour as closely as the palette allows. The mix is sorted by
/// luminance and the 8×8 Bayer matrix picks an entry for each position. The spread therefore
/// follows the palette: none on a colour it has (flat fills stay exact), small where its colours
/// lie close together (a gradient's ramp), and along whichever direction, lightness or hue, the
/// neighbouring entries lie. A fixed amplitude for every colour (the first version: about one
/// step of a uniform colour cube, ±20 per channel at 256 colours) speckled flat fills and
/// brought a photo from 46 to 28 dB. The index depends on the colour and the position alone,
/// so a still area stays still from frame to frame and the output does not depend on threads.
///
/// Every entry of a mix lies on the colour's side of its nearest entry: the diffused error may
/// not overshoot to an entry behind the nearest one. Until session 25 it could, with few
/// colours: a colour just darker than an entry was mixed from that entry, a darker one and a
/// lighter one, so on a steady fade a place of the tile went light, dark, light again (at 16
/// colours up to 23 % of a fading rect's pixels returned to a colour they had left; now none).
struct OrderedDither: Sendable {
  /// Entries per mix: 16 levels between two colours, each drawn by 4 of the Bayer matrix's 64
  /// thresholds, so the pattern of a level is evenly spread over the 8×8 tile.
  static let mixSize = 16

  /// 8×8 Bayer matrix, values 0..<64: a fixed pattern, so dithered areas do not crawl between frames.
  static let bayer: [UInt8] = [
    0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
  ]

  /// How many of its nearest entry's spacings a mix may reach across: 2 takes the next
  /// entry of a ramp on either side even where the palette thins out, but not a colour
  /// from another part of the picture.
  static let reachInSpacings: Int32 = 2

  /// Most colours whose mixes are kept (16 bytes each); past it the cache starts over, and the
  /// mixes are computed again identically.
  static let maximumCachedColors = 1 << 18

  private let colors: [UInt32]
  private let search: NearestColorSearch
  /// Luminance of each entry (Rec. 601 weights, ×1000), to order a mix.
  private let luminance: [Int32]
  /// Squared distance from each entry to the nearest other colour of the palette: the local
  /// spacing of the palette, which a mix may reach `reachInSpacings` times across.
  private let neighbourDistanceSquared: [Int32]
  /// How much of the error the next entry of a mix makes up for, in 1/256: 256 at strength 1.
  private let feedback: Int32

  /// Where each colour's mix starts in `mixes`. Sized so that it never starts over by itself
  /// (`maximumCachedColors` is a quarter of its largest table): `addMix` clears both together.
  private var cache = ColorCache<Int32>(maximumSlotsLog2: 20, emptyValue: 0)
  private var mixes: [UInt8] = []

  /// A dither over `colors` (0xRRGGBB), found with `search` (built over the same colours), at
  /// `strength` 0…1: at 1 a mix's mean is the colour, at lower strengths the mix leans towards
  /// the nearest entry. Nil when there is nothing to mix.
  init?(colors: [UInt32], search: NearestColorSearch, strength: Double) {
    let feedback = Int32((max(0, min(1, strength)) * 256).rounded())
    guard feedback > 0, colors.count > 1 else { return nil }
    self.colors = colors
    self.search = search
    self.feedback = feedback
    luminance = colors.map { Int32($0 >> 16) * 299 + Int32(($0 >> 8) & 0xFF) * 587 + Int32($0 & 0xFF) * 114 }
    neighbourDistanceSquared = colors.indices.map { entry in
      colors.indices.lazy.filter { $0 != entry && colors[$0] != colors[entry] }
        .map { Self.distanceSquared(colors[$0], colors[entry]) }.min() ?? 0
    }
  }

  /// Squared RGB distance between two 0xRRGGBB colours.
  static func distanceSquared(_ a: UInt32, _ b: UInt32) -> Int32 {
    let (r, g, b) = difference(a, b)
    return r * r + g * g + b * b
  }

  /// `a − b` per channel, of two 0xRRGGBB colours.
  static func difference(_ a: UInt32, _ b: UInt32) -> (Int32, Int32, Int32) {
    (Int32(a >> 16) - Int32(b >> 16), Int32((a >> 8) & 0xFF) - Int32((b >> 8) & 0xFF), Int32(a & 0xFF) - Int32(b & 0xFF))
  }

  /// The Bayer rank of a position, scaled to an entry of a mix.
  @inline(__always) static func level(x: Int, y: Int) -> Int {
    Int(bayer[(y & 7) << 3 | (x & 7)]) * mixSize / 64
  }

  /// Where the mix of `rgb` starts in `mixes`; computed and cached on first use.
  @inline(__always) mutating func mixOffset(_ rgb: UInt32) -> Int {
    let found = cache.find(rgb)
    if let offset = found.value { return Int(offset) }
    return addMix(rgb, slot: found.slot)
  }

  /// The palette index drawn for `rgb` at the position whose level is `level`.
  @inline(__always) func index(atOffset offset: Int, level: Int) -> UInt8 { mixes[offset + level] }

  @inline(never) private mutating func addMix(_ rgb: UInt32, slot: Int) -> Int {
    var slot = slot
    if mixes.count >= Self.maximumCachedColors * Self.mixSize {
      mixes.removeAll(keepingCapacity: true)
      cache.removeAll()
      slot = cache.find(rgb).slot
    }
    let offset = mixes.count
    mixes.append(contentsOf: mix(for: rgb))
    cache.insert(rgb, Int32(offset), at: slot)
    return offset
  }

  /// The mix for one colour, sorted by luminance (ties by index, so it is deterministic).
  func mix(for rgb: UInt32) -> [UInt8] {
    let wanted = (Int32(rgb >> 16), Int32((rgb >> 8) & 0xFF), Int32(rgb & 0xFF))
    let first = search.nearest(rgb)
    if colors[first] == rgb { return [UInt8](repeating: UInt8(first), count: Self.mixSize) }
    var chosen: [Int] = []
    chosen.reserveCapacity(Self.mixSize)
    var error = (Int32(0), Int32(0), Int32(0))
    // A colour outside the palette's hull leaves an error that grows with every entry, and the
    // corrected target then reaches entries from other parts of the picture (QA: a dark green
    // photo pixel drawn orange, 174 levels off). A mix keeps to the neighbourhood of its nearest
    // entry; beyond it, that entry stands in.
    let reachSquared = Self.reachInSpacings * Self.reachInSpacings * neighbourDistanceSquared[first]
    let towards = Self.difference(rgb, colors[first])
    for step in 0..<Self.mixSize {
      var entry = first
      if step > 0 {
        func channel(_ value: Int32, _ error: Int32) -> UInt32 { UInt32(max(0, min(255, value + (error * feedback) >> 8))) }
        let corrected = search.nearest(channel(wanted.0, error.0) << 16 | channel(wanted.1, error.1) << 8 | channel(wanted.2, error.2))
        let away = Self.difference(colors[corrected], colors[first])
        // Only entries on the colour's side of the nearest one: one behind it would make a place
        // of a fade go back and forth (see the type's comment).
        let onTheColoursSide = away.0 * towards.0 + away.1 * towards.1 + away.2 * towards.2 > 0
        if onTheColoursSide && Self.distanceSquared(colors[corrected], colors[first]) <= reachSquared { entry = corrected }
      }
      chosen.append(entry)
      let color = colors[entry]
      error.0 += wanted.0 - Int32(color >> 16)
      error.1 += wanted.1 - Int32((color >> 8) & 0xFF)
      error.2 += wanted.2 - Int32(color & 0xFF)
    }
    chosen.sort { luminance[$0] != luminance[$1] ? luminance[$0] < luminance[$1] : $0 < $1 }
    return chosen.map { UInt8($0) }
  }
}

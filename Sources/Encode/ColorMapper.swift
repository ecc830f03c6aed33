import Raster

/// Maps true-colour frames to palette indices: nearest colour, cached, optionally ordered-dithered.
///
/// The cache is a pure function of the colour, so reusing one mapper for every frame (in order)
/// gives the same indices as a fresh one: output stays deterministic.
struct ColorMapper: Sendable {
  let palette: GIFPalette
  private let search: NearestColorSearch
  /// The ordered dither, when on; it keeps the mixes of the colours it has seen.
  private var dither: OrderedDither?
  /// Nearest palette index per colour seen; at most 2^20 slots (4 MB of keys) for photo-like
  /// content with millions of colours.
  private var cache = ColorCache<UInt8>(maximumSlotsLog2: 20, emptyValue: 0)

  init(palette: GIFPalette, dither: GIFDither) {
    self.palette = palette
    self.search = NearestColorSearch(colors: palette.colors)
    switch dither {
    case .none:
      self.dither = nil
    case .ordered(let strength):
      self.dither = OrderedDither(colors: palette.colors, search: search, strength: strength)
    }
  }

  /// Palette indices for `image`, row by row; alpha < 128 becomes the transparent index.
  mutating func map(_ image: PixelBuffer) -> [UInt8] {
    image.bytes.withUnsafeBytes { raw in
      dither == nil ? mapWords(raw, premultiplied: false) : mapDithered(raw, width: image.width, premultiplied: false)
    }
  }

  /// The indices `map(canvas.makePixelBuffer())` gives, read from the canvas's premultiplied
  /// pixels without the copy: opaque pixels are already straight, and a translucent one is
  /// straightened exactly as `makePixelBuffer()` does before it is looked up.
  mutating func map(premultiplied canvas: Canvas) -> [UInt8] {
    canvas.withPremultipliedBytes { raw in
      dither == nil ? mapWords(raw, premultiplied: true) : mapDithered(raw, width: canvas.widthPixels, premultiplied: true)
    }
  }

  /// The indices `map(premultiplied: canvas)` gives when only `rects` of `canvas` can differ
  /// from the frame whose indices `indices` holds: those rectangles are mapped again, in place.
  /// Each pixel's index depends on that pixel (and, dithered, its position) alone, so the
  /// result is the same.
  mutating func map(premultiplied canvas: Canvas, rects: [PixelRect], into indices: inout [UInt8]) {
    precondition(indices.count == canvas.widthPixels * canvas.heightPixels, "indices of another canvas size")
    let width = canvas.widthPixels
    canvas.withPremultipliedBytes { raw in
      indices.withUnsafeMutableBufferPointer { out in
        for rect in rects where !rect.isEmpty {
          for row in rect.y..<(rect.y + rect.height) {
            let start = row * width + rect.x, end = start + rect.width
            let pixels = UnsafeRawBufferPointer(rebasing: raw[(start * 4)..<(end * 4)])
            let target = UnsafeMutableBufferPointer(rebasing: out[start..<end])
            if dither == nil {
              mapWords(pixels, premultiplied: true, into: target)
            } else {
              mapDithered(pixels, premultiplied: true, x: rect.x, y: row, into: target)
            }
          }
        }
      }
    }
  }

  /// The indices `map(packed.unpacked())` gives, read from the packed runs: one lookup and one
  /// fill per run instead of a pass over every pixel. Dithered frames are unpacked first (their
  /// indices depend on the position).
  mutating func map(_ packed: PackedPixelBuffer) -> [UInt8] {
    guard dither == nil else { return map(packed.unpacked()) }
    let pixelCount = packed.width * packed.height
    let transparent = palette.transparentIndex ?? 0
    guard !palette.colors.isEmpty else { return [UInt8](repeating: transparent, count: pixelCount) }
    let opaqueFloor = UInt32(GIFPalette.opaqueAlphaThreshold)
    // Every entry is written below: no need to fill the array first.
    return [UInt8](unsafeUninitializedCapacity: pixelCount) { out, initializedCount in
      var p = 0
      var lastWord: UInt32 = 0
      var lastIndex: UInt8 = 0
      var started = false
      packed.forEachRun { memoryWord, count in
        let word = UInt32(littleEndian: memoryWord)  // r | g << 8 | b << 16 | a << 24, straight
        if !started || word != lastWord {
          started = true
          lastWord = word
          lastIndex = word >> 24 < opaqueFloor ? transparent : lookup(GIFPalette.rgb(ofPixelWord: word))
        }
        if count == 1 {
          out[p] = lastIndex
        } else {
          UnsafeMutableBufferPointer(rebasing: out[p..<(p + count)]).update(repeating: lastIndex)
        }
        p += count
      }
      precondition(p == pixelCount, "packed pixels do not fill the frame")
      initializedCount = pixelCount
    }
  }

  /// The undithered mapping over r, g, b, a bytes; `premultiplied` straightens translucent pixels first.
  private mutating func mapWords(_ raw: UnsafeRawBufferPointer, premultiplied: Bool) -> [UInt8] {
    // Every entry is written below: no need to fill the array first.
    [UInt8](unsafeUninitializedCapacity: raw.count / 4) { out, count in
      mapWords(raw, premultiplied: premultiplied, into: out)
      count = raw.count / 4
    }
  }

  /// The same mapping, written to `out` (one index per pixel of `raw`).
  private mutating func mapWords(_ raw: UnsafeRawBufferPointer, premultiplied: Bool, into out: UnsafeMutableBufferPointer<UInt8>) {
    let transparent = palette.transparentIndex ?? 0
    guard !palette.colors.isEmpty else {
      out.update(repeating: transparent)
      return
    }
    let opaqueFloor = UInt32(GIFPalette.opaqueAlphaThreshold)
    raw.withMemoryRebound(to: UInt32.self) { words in
      // Neighbouring pixels are mostly equal: compare whole pixels, map only on a change.
      var lastWord = ~UInt32(littleEndian: words.first ?? 0)
      var lastIndex: UInt8 = 0
      let count = words.count
      guard let outBase = out.baseAddress else { return }
      let outBytes = UnsafeMutableRawPointer(outBase)
      var p = 0
      while p < count {
        // A run of the last colour: one 4-byte store per four pixels.
        let runEnd = PixelRun.endOfFours(of: lastWord, in: raw, from: p &* 4) / 4
        let fourIndices = UInt32(lastIndex) &* 0x0101_0101
        while p < runEnd {
          outBytes.storeBytes(of: fourIndices, toByteOffset: p, as: UInt32.self)
          p &+= 4
        }
        guard p < count else { break }
        let word = UInt32(littleEndian: words[p])  // r | g << 8 | b << 16 | a << 24
        if word != lastWord {
          lastWord = word
          let alpha = word >> 24
          if alpha < opaqueFloor {
            lastIndex = transparent
          } else if premultiplied && alpha != 255 {
            lastIndex = lookup(Self.straightRGB(premultiplied: word))
          } else {
            lastIndex = lookup(GIFPalette.rgb(ofPixelWord: word))
          }
        }
        out[p] = lastIndex
        p &+= 1
      }
    }
  }

  /// 0xRRGGBB of a premultiplied r | g << 8 | b << 16 | a << 24 pixel with 0 < a < 255,
  /// straightened as `Canvas.makePixelBuffer()` straightens it (`Canvas.straightWord`).
  @inline(__always) static func straightRGB(premultiplied word: UInt32) -> UInt32 {
    let straight = UInt32(littleEndian: Canvas.straightWord(word.littleEndian))
    return GIFPalette.rgb(ofPixelWord: straight)
  }

  /// `map` with the ordered dither, over whole rows of `width` pixels.
  private mutating func mapDithered(_ raw: UnsafeRawBufferPointer, width: Int, premultiplied: Bool) -> [UInt8] {
    let pixelCount = raw.count / 4
    return [UInt8](unsafeUninitializedCapacity: pixelCount) { out, count in
      for y in 0..<(width > 0 ? pixelCount / width : 0) {
        mapDithered(UnsafeRawBufferPointer(rebasing: raw[(y * width * 4)..<((y + 1) * width * 4)]), premultiplied: premultiplied,
                    x: 0, y: y, into: UnsafeMutableBufferPointer(rebasing: out[(y * width)..<((y + 1) * width)]))
      }
      count = pixelCount
    }
  }

  /// The dithered mapping of one row segment starting at (`x`, `y`): the index depends on the
  /// position, so no run shortcut; `premultiplied` straightens translucent pixels first, as
  /// `mapWords` does.
  private mutating func mapDithered(_ raw: UnsafeRawBufferPointer, premultiplied: Bool, x: Int, y: Int,
                                    into out: UnsafeMutableBufferPointer<UInt8>) {
    guard var dither else { preconditionFailure("mapDithered without a dither") }
    self.dither = nil  // one owner while it grows: no copy of its cache
    let transparent = palette.transparentIndex ?? 0
    let opaqueFloor = UInt32(GIFPalette.opaqueAlphaThreshold)
    raw.withMemoryRebound(to: UInt32.self) { words in
      var lastWord = ~UInt32(littleEndian: words.first ?? 0)
      var lastOffset = 0
      var lastTransparent = false
      for p in 0..<words.count {
        let word = UInt32(littleEndian: words[p])  // r | g << 8 | b << 16 | a << 24
        if word != lastWord {
          lastWord = word
          let alpha = word >> 24
          lastTransparent = alpha < opaqueFloor
          if !lastTransparent {
            let rgb = premultiplied && alpha != 255
              ? Self.straightRGB(premultiplied: word) : GIFPalette.rgb(ofPixelWord: word)
            lastOffset = dither.mixOffset(rgb)
          }
        }
        out[p] = lastTransparent ? transparent : dither.index(atOffset: lastOffset, level: OrderedDither.level(x: x + p, y: y))
      }
    }
    self.dither = dither
  }

  /// The palette index for `rgb`: from the cache when it is there (inlined into the mapping
  /// loops: the call was a fifth of a cached lookup), otherwise searched and cached.
  @inline(__always) private mutating func lookup(_ rgb: UInt32) -> UInt8 {
    let found = cache.find(rgb)
    if let index = found.value { return index }
    return searchAndCache(rgb, slot: found.slot)
  }

  /// A cache miss: the nearest palette entry, remembered at `slot` (the empty slot the probe
  /// for `rgb` ended on).
  @inline(never) private mutating func searchAndCache(_ rgb: UInt32, slot: Int) -> UInt8 {
    let index = UInt8(search.nearest(rgb))
    cache.insert(rgb, index, at: slot)
    return index
  }
}

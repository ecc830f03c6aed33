/// The colour table a GIF is written with: opaque colours plus, when needed, one transparent entry.
struct GIFPalette: Sendable, Equatable {
  /// Pixels with alpha below this are written as the transparent index (GIF has 1-bit alpha).
  static let opaqueAlphaThreshold: UInt8 = 128

  /// 0xRRGGBB, the form palette colours take, of a pixel word r | g << 8 | b << 16 | a << 24
  /// (a pixel's four bytes in memory order, read little-endian).
  @inline(__always) static func rgb(ofPixelWord word: UInt32) -> UInt32 {
    (word & 0xFF) << 16 | word & 0xFF00 | (word >> 16) & 0xFF
  }

  /// Opaque colours as 0xRRGGBB, in index order.
  let colors: [UInt32]
  /// Index of the transparent entry (always `colors.count`), or nil when none is reserved.
  let transparentIndex: UInt8?

  init(colors: [UInt32], reserveTransparent: Bool) {
    precondition(!colors.isEmpty || reserveTransparent, "a palette needs at least one entry")
    precondition(colors.count + (reserveTransparent ? 1 : 0) <= 256, "too many colours")
    self.colors = colors
    self.transparentIndex = reserveTransparent ? UInt8(colors.count) : nil
  }

  /// Number of used entries, including the transparent one.
  var entryCount: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

  /// log2 of the colour-table size GIF stores (a power of two, at least 2 entries).
  var tableSizeLog2: Int {
    var bits = 1
    while (1 << bits) < entryCount { bits += 1 }
    return bits
  }

  /// The table as GIF writes it: 3 bytes per entry, padded with black to `1 << tableSizeLog2`.
  var tableBytes: [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 3 << tableSizeLog2)
    for (index, rgb) in colors.enumerated() {
      bytes[index * 3] = UInt8(rgb >> 16)
      bytes[index * 3 + 1] = UInt8((rgb >> 8) & 0xFF)
      bytes[index * 3 + 2] = UInt8(rgb & 0xFF)
    }
    return bytes
  }
}

/// A frame's own colour table holding only the global palette entries the frame uses.
///
/// GIF codes start one bit wider than the colour table's index size, so a 256-entry palette
/// costs 9 bits per literal even when a frame's rectangle uses a dozen colours. Re-indexing the
/// rectangle into a small local table of the *same* colours lets LZW start at 4–6 bits; the
/// picture is identical (no colour changes, so nothing flickers), and the table costs 3 bytes
/// per entry. `GIFBlocks.appendFrame` writes whichever of the two forms is smaller.
struct LocalColorTable: Sendable {
  /// log2 of the table size (1...8); LZW's minimum code size is `max(2, sizeLog2)`.
  let sizeLog2: Int
  /// The colours as GIF writes them: 3 bytes per entry, padded to `1 << sizeLog2` entries.
  let bytes: [UInt8]
  /// The local index of the global transparent entry, when the palette has one.
  let transparentIndex: UInt8?
  /// Global index → local index, for the entries in the table.
  private let localIndex: [UInt8]

  /// A local table for `indices`, or nil when it could not be smaller than the global one.
  init?(indices: [UInt8], palette: GIFPalette) {
    var used = [Bool](repeating: false, count: 256)
    indices.withUnsafeBufferPointer { indices in
      used.withUnsafeMutableBufferPointer { used in
        for index in indices { used[Int(index)] = true }
      }
    }
    // The transparent entry stays addressable even when unused: the graphic control extension
    // names it, and decoders expect the named index to exist.
    if let transparent = palette.transparentIndex { used[Int(transparent)] = true }
    let usedCount = used.lazy.filter { $0 }.count
    var sizeLog2 = 1
    while (1 << sizeLog2) < usedCount { sizeLog2 += 1 }
    guard sizeLog2 < palette.tableSizeLog2 else { return nil }

    // Local indices follow global order, so the mapping is a pure function of the used set.
    var map = [UInt8](repeating: 0, count: 256)
    var table = [UInt8](repeating: 0, count: 3 << sizeLog2)
    var next = 0
    for global in 0..<256 where used[global] {
      map[global] = UInt8(next)
      if global < palette.colors.count {
        let rgb = palette.colors[global]
        table[next * 3] = UInt8(rgb >> 16)
        table[next * 3 + 1] = UInt8((rgb >> 8) & 0xFF)
        table[next * 3 + 2] = UInt8(rgb & 0xFF)
      }
      next += 1
    }
    self.sizeLog2 = sizeLog2
    self.bytes = table
    self.transparentIndex = palette.transparentIndex.map { map[Int($0)] }
    localIndex = map
  }

  /// `indices` (the pixels the table was made for) re-indexed into this table: a pass over
  /// every pixel, so it is done only when the local form is actually encoded.
  func reindexed(_ indices: [UInt8]) -> [UInt8] {
    localIndex.withUnsafeBufferPointer { map in
      indices.withUnsafeBufferPointer { source in
        // A plain loop over raw buffers: `map` with a closure cost about twice as much.
        [UInt8](unsafeUninitializedCapacity: source.count) { out, count in
          for i in 0..<source.count { out[i] = map[Int(source[i])] }
          count = source.count
        }
      }
    }
  }
}

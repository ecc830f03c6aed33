internal import CPNG

/// Where each chunk of a PNG file is, read from its length fields (no CRC is checked:
/// `PNGChunkCheck` judges whether a file is intact), and the zlib inflate PNG's chunks need.
/// Shared by `PNGDeinterlace`, which rewrites a file chunk by chunk, and `PNGColorChunks`,
/// which only looks at the chunks before the image data.
enum PNGChunkLayout {
  /// One chunk: its type, and where it and its data are in the file.
  struct Chunk {
    let type: String
    /// The whole chunk: length, type, data and CRC.
    let whole: Range<Int>
    let data: Range<Int>
  }

  /// The chunks in order up to IEND (included), or with `beforeImageData` those before the
  /// first IDAT; nil when a length runs past the end of the file before that.
  static func chunks(in bytes: [UInt8], beforeImageData: Bool = false) -> [Chunk]? {
    guard bytes.starts(with: PNGChunkCheck.signature) else { return nil }
    var chunks: [Chunk] = []
    var offset = PNGChunkCheck.signature.count
    while bytes.count - offset >= 12 {
      let length = Int(bigEndian(bytes, offset))
      guard length <= bytes.count - offset - 12 else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if beforeImageData && (type == "IDAT" || type == "IEND") { return chunks }
      chunks.append(Chunk(type: type, whole: offset..<(offset + 12 + length), data: (offset + 8)..<(offset + 8 + length)))
      offset += 12 + length
      if type == "IEND" { return chunks }
    }
    return nil
  }

  /// The 32-bit big-endian number at `offset` (PNG's lengths, sizes and counts).
  static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// `compressed` (a zlib stream) inflated, when it inflates whole into at most `maximumSize` bytes.
  static func inflate(_ compressed: [UInt8], maximumSize: Int) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: max(maximumSize, 1))
    var length = uLongf(maximumSize)
    let status = compressed.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        uncompress(destination.baseAddress, &length, source.baseAddress, uLong(source.count))
      }
    }
    guard status == Z_OK else { return nil }
    return Array(output.prefix(Int(length)))
  }
}

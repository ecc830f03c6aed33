/// Walks a GIF's blocks without decompressing anything: the logical screen size, one delay per
/// image and the NETSCAPE2.0 / ANIMEXTS1.0 loop count.
enum GIFHeaderScanner {
  static func read(_ bytes: [UInt8]) throws(ImageHeaderError) -> ImageFileInfo {
    var position = 6
    func byte() throws(ImageHeaderError) -> Int {
      guard position < bytes.count else { throw .corrupt("GIF ends at byte \(position)") }
      defer { position += 1 }
      return Int(bytes[position])
    }
    func uint16() throws(ImageHeaderError) -> Int { try byte() | (try byte() << 8) }
    /// Skips a chain of sub-blocks, returning the first two (enough for every extension read here).
    func subBlocks() throws(ImageHeaderError) -> [[UInt8]] {
      var kept: [[UInt8]] = []
      while true {
        let length = try byte()
        if length == 0 { return kept }
        guard position + length <= bytes.count else { throw .corrupt("GIF ends inside a block at byte \(position)") }
        if kept.count < 2 { kept.append(Array(bytes[position..<position + length])) }
        position += length
      }
    }
    let width = try uint16(), height = try uint16()
    let flags = try byte()
    position += 2
    if flags & 0x80 != 0 { position += 3 << ((flags & 7) + 1) }

    var info = ImageFileInfo(format: .gif, widthPixels: width, heightPixels: height)
    var pendingDelay = 0
    scanning: while position < bytes.count {
      switch try byte() {
      case 0x21:
        let label = try byte()
        if label == 0xF9 {
          let block = try subBlocks().first ?? []
          pendingDelay = block.count >= 3 ? Int(block[1]) | Int(block[2]) << 8 : 0
        } else if label == 0xFF {
          let blocks = try subBlocks()
          if blocks.count == 2, blocks[0] == Array("NETSCAPE2.0".utf8) || blocks[0] == Array("ANIMEXTS1.0".utf8),
             blocks[1].count >= 3, blocks[1][0] == 1 {
            info.gifLoopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
          }
        } else {
          _ = try subBlocks()
        }
      case 0x2C:
        position += 8
        let imageFlags = try byte()
        if imageFlags & 0x80 != 0 { position += 3 << ((imageFlags & 7) + 1) }
        position += 1  // LZW minimum code size
        _ = try subBlocks()
        info.gifDelaysCentiseconds.append(pendingDelay)
        pendingDelay = 0
        if info.gifDelaysCentiseconds.count > 100_000 { throw .corrupt("more than 100000 GIF frames") }
      case 0x3B:
        break scanning
      default:
        break scanning  // the decoder reports the bad block with its offset
      }
    }
    guard !info.gifDelaysCentiseconds.isEmpty else { throw .corrupt("GIF contains no frames") }
    return info
  }
}

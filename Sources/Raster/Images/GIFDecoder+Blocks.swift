extension GIFDecoder {
  /// The graphic control extension that applies to the next image.
  struct GraphicControl {
    var disposal = 0
    var delayCentiseconds = 0
    var transparentIndex: Int? = nil
  }

  /// One image block: its rectangle, colour table and de-interlaced indices.
  struct ImageBlock {
    var rect: (x: Int, y: Int, width: Int, height: Int)
    var table: [UInt8]
    var indices: [UInt8]
  }

  static func readGraphicControl(_ reader: inout GIFByteReader) throws(GIFDecodeError) -> GraphicControl {
    let data = try reader.subBlocks()
    guard data.count >= 4 else { return GraphicControl() }
    return GraphicControl(
      disposal: Int((data[0] >> 2) & 7),
      delayCentiseconds: Int(data[1]) | Int(data[2]) << 8,
      transparentIndex: data[0] & 1 != 0 ? Int(data[3]) : nil)
  }

  static func readImage(_ reader: inout GIFByteReader, frameIndex: Int, globalTable: [UInt8]?) throws(GIFDecodeError) -> ImageBlock {
    let x = try reader.uint16(), y = try reader.uint16()
    let width = try reader.uint16(), height = try reader.uint16()
    // The screen's size is checked by whoever opens the file; a frame's own may be larger, and
    // its pixels are decoded before they are cut to the screen (40 bytes could ask for 4 GB).
    guard width * height <= Canvas.maximumAreaPixels else { throw .frameTooLarge(frameIndex: frameIndex, width: width, height: height) }
    let flags = try reader.byte()
    let localTable = flags & 0x80 != 0 ? try reader.bytes(3 << (Int(flags & 7) + 1)) : nil
    guard let table = localTable ?? globalTable else { throw .missingColorTable(frameIndex: frameIndex) }
    let minimumCodeSize = Int(try reader.byte())
    let data = try reader.subBlocks()
    var indices = try decodeLZW(data, minimumCodeSize: minimumCodeSize, pixelCount: width * height, frameIndex: frameIndex)
    if flags & 0x40 != 0 { indices = deinterlace(indices, width: width, height: height) }
    return ImageBlock(rect: (x, y, width, height), table: table, indices: indices)
  }

  /// Reads past an image block as `readImage` would, with the same checks on its header, but
  /// without decoding its pixels.
  static func skipImage(_ reader: inout GIFByteReader, frameIndex: Int, globalTable: [UInt8]?) throws(GIFDecodeError) {
    _ = try reader.bytes(8)  // x, y, width, height
    let flags = try reader.byte()
    let localTable = flags & 0x80 != 0 ? try reader.bytes(3 << (Int(flags & 7) + 1)) : nil
    guard localTable != nil || globalTable != nil else { throw .missingColorTable(frameIndex: frameIndex) }
    _ = try reader.byte()  // LZW minimum code size
    _ = try reader.subBlocks()
  }

  /// Interlaced rows arrive as every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
  static func deinterlace(_ indices: [UInt8], width: Int, height: Int) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: indices.count)
    var sourceRow = 0
    for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
      for row in stride(from: start, to: height, by: step) {
        let source = sourceRow * width
        if source + width <= indices.count {
          result[(row * width)..<(row * width + width)] = indices[source..<(source + width)]
        }
        sourceRow += 1
      }
    }
    return result
  }

  /// Paints non-transparent indices of `frame` onto the canvas, clipped to it.
  static func draw(_ frame: ImageBlock, control: GraphicControl, onto canvas: inout [UInt8], width: Int, height: Int) {
    let colorCount = frame.table.count / 3
    for (offset, index) in frame.indices.enumerated() {
      let value = Int(index)
      // Out-of-table indices are skipped like transparent ones (what browsers do).
      if value == control.transparentIndex || value >= colorCount { continue }
      let x = frame.rect.x + offset % frame.rect.width
      let y = frame.rect.y + offset / frame.rect.width
      guard x < width, y < height else { continue }
      let target = (y * width + x) * 4
      canvas[target] = frame.table[value * 3]
      canvas[target + 1] = frame.table[value * 3 + 1]
      canvas[target + 2] = frame.table[value * 3 + 2]
      canvas[target + 3] = 255
    }
  }

  /// Disposal 2: browsers clear to transparent rather than to the background colour.
  static func clear(_ rect: (x: Int, y: Int, width: Int, height: Int), in canvas: inout [UInt8], width: Int, height: Int) {
    for y in rect.y..<min(height, rect.y + rect.height) {
      for x in rect.x..<min(width, rect.x + rect.width) {
        let target = (y * width + x) * 4
        canvas[target] = 0; canvas[target + 1] = 0; canvas[target + 2] = 0; canvas[target + 3] = 0
      }
    }
  }
}

/// Little-endian reads over the file with bounds checks that report the offset.
struct GIFByteReader {
  let bytes: [UInt8]
  var position = 0

  var remaining: Int { bytes.count - position }

  mutating func byte() throws(GIFDecodeError) -> UInt8 {
    guard position < bytes.count else { throw .truncated(offset: position) }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func uint16() throws(GIFDecodeError) -> Int {
    let low = try byte(), high = try byte()
    return Int(low) | Int(high) << 8
  }

  mutating func bytes(_ count: Int) throws(GIFDecodeError) -> [UInt8] {
    guard count <= remaining else { throw .truncated(offset: bytes.count) }
    defer { position += count }
    return Array(bytes[position..<(position + count)])
  }

  /// One length-prefixed sub-block (used for an application extension's identifier).
  mutating func subBlock() throws(GIFDecodeError) -> [UInt8] {
    try bytes(Int(try byte()))
  }

  /// All sub-blocks up to the zero-length terminator, concatenated.
  mutating func subBlocks() throws(GIFDecodeError) -> [UInt8] {
    var data: [UInt8] = []
    while true {
      let length = Int(try byte())
      if length == 0 { return data }
      data.append(contentsOf: try bytes(length))
    }
  }
}

internal import CPNG

/// Works around libpng 1.6.39's simplified reader, which loses rows of a 16-bit interlaced
/// (Adam7) PNG when it converts it to 8 bits: an 8×8 16-bit grey image came back with row 0
/// showing row 6 and every even row repeating the one above, for every 16-bit colour type,
/// alpha included (8-bit interlaced files and 16-bit plain ones are right). Such a file is
/// rewritten without interlacing first — same colour type, bit depth and other chunks, so
/// exactly the image a non-interlaced copy would hold — and then decoded as usual.
enum PNGDeinterlace {
  /// Adam7's seven passes: first column and row, column and row steps (PNG specification, 8.2).
  static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
  ]

  /// `bytes` rewritten without interlacing when it is a whole, intact 16-bit interlaced PNG
  /// within `maximumAreaPixels`; nil for any other file, and for one it cannot take apart
  /// (libpng then reads the original and reports what is wrong with it).
  static func rewrittenIfNeeded(_ bytes: [UInt8], maximumAreaPixels: Int) -> [UInt8]? {
    // Every PNG decode passes here: look at IHDR's bit depth and interlace bytes in place
    // (signature 8, length 4, "IHDR" 4, then width, height, depth at 24 … interlace at 28)
    // before copying or checking anything.
    guard bytes.count > 28, bytes[12..<16].elementsEqual("IHDR".utf8), bytes[24] == 16, bytes[28] == 1 else { return nil }
    // A damaged file is left as it is, so libpng judges it as it judges any other (its CRCs
    // would otherwise be recomputed over the damage).
    guard PNGChunkCheck.problem(in: bytes) == nil, let chunks = chunks(of: bytes), let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { return nil }
    let ihdr = header.data
    let width = Int(PNGChunkLayout.bigEndian(ihdr, 0)), height = Int(PNGChunkLayout.bigEndian(ihdr, 4))
    let bitDepth = ihdr[8], colorType = ihdr[9], interlace = ihdr[12]
    guard bitDepth == 16, interlace == 1, width > 0, height > 0, width * height <= maximumAreaPixels else { return nil }
    let channelsByType: [UInt8: Int] = [0: 1, 2: 3, 4: 2, 6: 4]
    guard let channels = channelsByType[colorType] else { return nil }
    let pixelBytes = channels * 2
    let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    guard let rows = deinterlacedRows(compressed, width: width, height: height, pixelBytes: pixelBytes) else { return nil }

    // Rows with filter type 0 (none), compressed again.
    var raw = [UInt8]()
    raw.reserveCapacity(height * (1 + width * pixelBytes))
    for row in rows { raw.append(0); raw += row }
    guard let imageData = deflate(raw) else { return nil }

    var header13 = ihdr
    header13[12] = 0
    var output = PNGChunkCheck.signature
    append(chunk: "IHDR", header13, to: &output)
    var wroteImageData = false
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case "IDAT":
        if !wroteImageData { append(chunk: "IDAT", imageData, to: &output); wroteImageData = true }
      case "IEND":
        break
      default:
        output += chunk.raw  // kept as written, CRC included, before or after the image data
      }
    }
    append(chunk: "IEND", [], to: &output)
    return output
  }

  /// The full-size scanlines (without filter bytes) of an Adam7 image; nil when the data does
  /// not inflate to exactly the seven passes or uses an unknown filter type.
  static func deinterlacedRows(_ compressed: [UInt8], width: Int, height: Int, pixelBytes: Int) -> [[UInt8]]? {
    let sizes = passes.map { pass -> (columns: Int, rows: Int) in
      (width > pass.x ? (width - pass.x + pass.dx - 1) / pass.dx : 0, height > pass.y ? (height - pass.y + pass.dy - 1) / pass.dy : 0)
    }
    let expected = sizes.reduce(0) { $0 + ($1.columns == 0 ? 0 : $1.rows * (1 + $1.columns * pixelBytes)) }
    guard let inflated = PNGChunkLayout.inflate(compressed, maximumSize: expected), inflated.count == expected else { return nil }
    var rows = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * pixelBytes), count: height)
    var offset = 0
    for (pass, size) in zip(passes, sizes) where size.columns > 0 {
      let rowLength = size.columns * pixelBytes
      var previous = [UInt8](repeating: 0, count: rowLength)
      for passRow in 0..<size.rows {
        let filter = inflated[offset]
        var line = Array(inflated[(offset + 1)..<(offset + 1 + rowLength)])
        offset += 1 + rowLength
        guard unfilter(&line, previous: previous, type: filter, pixelBytes: pixelBytes) else { return nil }
        let y = pass.y + passRow * pass.dy
        for column in 0..<size.columns {
          let x = pass.x + column * pass.dx
          for byte in 0..<pixelBytes { rows[y][x * pixelBytes + byte] = line[column * pixelBytes + byte] }
        }
        previous = line
      }
    }
    return rows
  }

  /// Undoes one scanline's filter in place (PNG specification, 9.2); false for an unknown type.
  static func unfilter(_ line: inout [UInt8], previous: [UInt8], type: UInt8, pixelBytes: Int) -> Bool {
    switch type {
    case 0:
      return true
    case 1:
      for index in pixelBytes..<max(line.count, pixelBytes) { line[index] &+= line[index - pixelBytes] }
    case 2:
      for index in 0..<line.count { line[index] &+= previous[index] }
    case 3:
      for index in 0..<line.count {
        let left = index >= pixelBytes ? Int(line[index - pixelBytes]) : 0
        line[index] &+= UInt8((left + Int(previous[index])) / 2)
      }
    case 4:
      for index in 0..<line.count {
        let a = index >= pixelBytes ? Int(line[index - pixelBytes]) : 0
        let b = Int(previous[index])
        let c = index >= pixelBytes ? Int(previous[index - pixelBytes]) : 0
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        line[index] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
      }
    default:
      return false
    }
    return true
  }

  /// A PNG chunk: its type, its data, and its whole bytes as written (length, type, data, CRC).
  struct Chunk {
    var type: String
    var data: [UInt8]
    var raw: [UInt8]
  }

  /// The chunks up to IEND, copied, or nil when the structure is broken (`PNGChunkCheck` reports that).
  static func chunks(of bytes: [UInt8]) -> [Chunk]? {
    PNGChunkLayout.chunks(in: bytes)?.map { Chunk(type: $0.type, data: Array(bytes[$0.data]), raw: Array(bytes[$0.whole])) }
  }

  static func append(chunk type: String, _ data: [UInt8], to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output += bigEndianBytes(UInt32(data.count)) + typeBytes + data
    let crc = (typeBytes + data).withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    output += bigEndianBytes(crc)
  }

  static func deflate(_ raw: [UInt8]) -> [UInt8]? {
    var length = compressBound(uLong(raw.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = raw.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        compress2(destination.baseAddress, &length, source.baseAddress, uLong(source.count), 1)  // fast: it is read once
      }
    }
    guard status == Z_OK else { return nil }
    return Array(output.prefix(Int(length)))
  }

  static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

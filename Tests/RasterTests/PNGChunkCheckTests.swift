import Testing
@testable import Raster

/// `PNGChunkCheck`: a PNG judged whole or not from its chunks, without decoding it.
@Suite struct PNGChunkCheckTests {
  /// A small PNG with some texture, so its IDAT is more than a few bytes.
  static func sample() throws -> [UInt8] {
    var image = PixelBuffer(width: 24, height: 16)
    for y in 0..<16 {
      for x in 0..<24 { image[x, y] = (UInt8(x * 10), UInt8(y * 15), UInt8((x * y) & 255), 255) }
    }
    return try image.pngData()
  }

  /// Byte offset of the first chunk of `type`.
  static func offset(of type: String, in bytes: [UInt8]) -> Int {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
      offset += length + 12
    }
    return -1
  }

  @Test func aWholeFileHasNoProblem() throws {
    let bytes = try Self.sample()
    #expect(PNGChunkCheck.problem(in: bytes) == nil)
    // Decoders ignore what follows IEND; so does the check.
    #expect(PNGChunkCheck.problem(in: bytes + [1, 2, 3]) == nil)
  }

  @Test func everyCutIsNoticed() throws {
    let bytes = try Self.sample()
    // Cut anywhere after the signature: inside a chunk, between chunks, before IEND's CRC.
    for length in 8..<bytes.count {
      let problem = PNGChunkCheck.problem(in: Array(bytes.prefix(length)))
      #expect(problem?.hasPrefix("cut short") == true, "cut at \(length): \(problem ?? "nil")")
    }
    #expect(PNGChunkCheck.problem(in: Array(bytes.prefix(5))) == "not a PNG file")
  }

  @Test func aFlippedBitInTheImageDataIsNoticed() throws {
    let bytes = try Self.sample()
    let idat = Self.offset(of: "IDAT", in: bytes)
    try #require(idat > 0)
    let length = bytes[idat..<(idat + 4)].reduce(0) { $0 << 8 | Int($1) }
    for position in [idat + 8, idat + 8 + length / 2, idat + 8 + length - 1] {
      var damaged = bytes
      damaged[position] ^= 0x10
      #expect(PNGChunkCheck.problem(in: damaged) == "chunk IDAT at byte \(idat) is damaged (CRC mismatch)")
    }
  }

  @Test func chunksInTheWrongPlaceAreNoticed() throws {
    let bytes = try Self.sample()
    let idat = Self.offset(of: "IDAT", in: bytes), iend = Self.offset(of: "IEND", in: bytes)
    // Without its IDAT chunk the file ends properly but holds no image.
    #expect(PNGChunkCheck.problem(in: Array(bytes[0..<idat]) + Array(bytes[iend...])) == "no image data (IDAT chunk)")
    // Without IHDR the first chunk is something else.
    let afterHeader = 8 + 25  // IHDR is 13 bytes of data
    #expect(PNGChunkCheck.problem(in: Array(bytes[0..<8]) + Array(bytes[afterHeader...]))?.hasSuffix("not IHDR") == true)
  }

  /// A flipped bit in a chunk's type is shown escaped: the message held the raw byte
  /// ("chunk sRG\u{FFFD}"), which a terminal shows as garbage.
  @Test func aDamagedChunkTypeIsShownEscaped() throws {
    var bytes = try Self.sample()
    let idat = Self.offset(of: "IDAT", in: bytes)
    try #require(idat > 0)
    bytes[idat + 7] = 0xFF
    #expect(PNGChunkCheck.problem(in: bytes) == "chunk IDA\\xFF at byte \(idat) is damaged (CRC mismatch)")
  }
}

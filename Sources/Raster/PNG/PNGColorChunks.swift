import Foundation
internal import CPNG

/// Chunks of a PNG file that say how to read its colours or how many images it holds, found by
/// walking the chunk structure (`PNGChunkCheck` checks that structure; this only reads it).
public enum PNGColorChunks {
  /// One chunk: its type and where its data is.
  struct Chunk {
    let type: String
    /// Offset of the chunk's length field.
    let offset: Int
    let dataOffset: Int
    let length: Int
  }

  /// The chunks before IDAT (where colour and animation chunks must be), in order; stops at
  /// anything malformed (the decoder reports that).
  static func chunksBeforeImageData(in bytes: [UInt8]) -> [Chunk] {
    guard bytes.starts(with: PNGChunkCheck.signature) else { return [] }
    var chunks: [Chunk] = []
    var offset = PNGChunkCheck.signature.count
    while bytes.count - offset >= 12 {
      let length = Int(UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
      guard length <= bytes.count - offset - 12 else { break }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { break }
      chunks.append(Chunk(type: type, offset: offset, dataOffset: offset + 8, length: length))
      offset += length + 12
    }
    return chunks
  }

  /// The file without its gAMA and cHRM chunks when it also has an iCCP profile, else nil.
  ///
  /// The PNG specification (11.3.3.3) makes an embedded profile override gAMA and cHRM.
  /// Flipbook does not apply profiles (it reads colours as sRGB, as most frames are), but
  /// libpng would still apply gAMA beside one, so an sRGB profile with a stray gAMA 1.0 came out
  /// visibly lighter.
  public static func dropGammaOverriddenByProfile(_ bytes: [UInt8]) -> [UInt8]? {
    let chunks = chunksBeforeImageData(in: bytes)
    guard chunks.contains(where: { $0.type == "iCCP" }) else { return nil }
    let dropped = chunks.filter { $0.type == "gAMA" || $0.type == "cHRM" }
    guard !dropped.isEmpty else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var position = 0
    for chunk in dropped {
      output += bytes[position..<chunk.offset]
      position = chunk.offset + chunk.length + 12
    }
    output += bytes[position...]
    return output
  }

  /// The name of the file's embedded colour profile (iCCP) when it has one that is not sRGB
  /// (its colours would need converting); nil without a profile or with an sRGB one.
  public static func nonSRGBProfileName(in bytes: [UInt8]) -> String? {
    guard let chunk = chunksBeforeImageData(in: bytes).first(where: { $0.type == "iCCP" }) else { return nil }
    let data = Array(bytes[chunk.dataOffset..<(chunk.dataOffset + chunk.length)])
    let name = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
    // The keyword is any name ("icc", "ICC Profile"); the profile's own description says
    // sRGB ("sRGB IEC61966-2.1", in ASCII or UTF-16) when it is one.
    let compressed = Array(data.drop { $0 != 0 }.dropFirst(2))  // NUL, compression method
    guard let profile = inflate(compressed, limit: 4 << 20) else { return name }
    let ascii: [UInt8] = Array("sRGB".utf8)
    let utf16: [UInt8] = ascii.flatMap { byte -> [UInt8] in [0, byte] }
    return contains(profile, ascii) || contains(profile, utf16) ? nil : name
  }

  /// Whether `bytes` hold `pattern` anywhere.
  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in bytes[start..<(start + pattern.count)].elementsEqual(pattern) }
  }

  /// `compressed` (zlib) inflated, when it fits in `limit` bytes.
  private static func inflate(_ compressed: [UInt8], limit: Int) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: limit)
    var size = uLongf(limit)
    let status = output.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { input in uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count)) }
    }
    return status == Z_OK ? Array(output.prefix(Int(size))) : nil
  }

  /// The number of frames of an animated PNG (APNG's acTL chunk), nil for a plain PNG.
  public static func animationFrameCount(in bytes: [UInt8]) -> Int? {
    guard let chunk = chunksBeforeImageData(in: bytes).first(where: { $0.type == "acTL" }), chunk.length >= 8 else { return nil }
    let d = chunk.dataOffset
    return Int(UInt32(bytes[d]) << 24 | UInt32(bytes[d + 1]) << 16 | UInt32(bytes[d + 2]) << 8 | UInt32(bytes[d + 3]))
  }
}

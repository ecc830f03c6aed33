import Foundation

/// Chunks of a PNG file that say how to read its colours or how many images it holds, found in
/// its chunk layout (`PNGChunkLayout`; `PNGChunkCheck` judges whether the file is intact).
public enum PNGColorChunks {
  /// The chunks before IDAT, where colour and animation chunks must be (none when the
  /// structure is broken: the decoder reports that).
  private static func chunksBeforeImageData(in bytes: [UInt8]) -> [PNGChunkLayout.Chunk] {
    PNGChunkLayout.chunks(in: bytes, beforeImageData: true) ?? []
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
      output += bytes[position..<chunk.whole.lowerBound]
      position = chunk.whole.upperBound
    }
    output += bytes[position...]
    return output
  }

  /// The name of the file's embedded colour profile (iCCP) when it has one that is not sRGB
  /// (its colours would need converting); nil without a profile or with an sRGB one.
  public static func nonSRGBProfileName(in bytes: [UInt8]) -> String? {
    guard let chunk = chunksBeforeImageData(in: bytes).first(where: { $0.type == "iCCP" }) else { return nil }
    let data = Array(bytes[chunk.data])
    let name = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
    // The keyword is any name ("icc", "ICC Profile"); the profile's own description says
    // sRGB ("sRGB IEC61966-2.1", in ASCII or UTF-16) when it is one.
    let compressed = Array(data.drop { $0 != 0 }.dropFirst(2))  // NUL, compression method
    guard let profile = PNGChunkLayout.inflate(compressed, maximumSize: 4 << 20) else { return name }
    let ascii: [UInt8] = Array("sRGB".utf8)
    let utf16: [UInt8] = ascii.flatMap { byte -> [UInt8] in [0, byte] }
    return contains(profile, ascii) || contains(profile, utf16) ? nil : name
  }

  /// Whether `bytes` hold `pattern` anywhere.
  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in bytes[start..<(start + pattern.count)].elementsEqual(pattern) }
  }

  /// The number of frames of an animated PNG (APNG's acTL chunk), nil for a plain PNG.
  public static func animationFrameCount(in bytes: [UInt8]) -> Int? {
    guard let chunk = chunksBeforeImageData(in: bytes).first(where: { $0.type == "acTL" }), chunk.data.count >= 8 else { return nil }
    return Int(PNGChunkLayout.bigEndian(bytes, chunk.data.lowerBound))
  }
}

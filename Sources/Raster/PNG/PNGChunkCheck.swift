import Foundation
internal import CPNG

/// Whether a PNG file is whole, judged from its chunk structure without decoding the image:
/// the signature, every chunk's length and CRC-32 (PNG specification, 5.3), IHDR first, at
/// least one IDAT, and IEND at the end.
///
/// `flipbook encode` decodes only the frames its GIF shows. A frame it passes over must still
/// fail the run when it is damaged — cut short by a copy that did not finish, or a flipped bit —
/// or whether a bad file is noticed would depend on `--fps`. The CRCs catch both for a fraction
/// of decoding's cost (zlib's `crc32` runs at memory speed; inflating is most of a decode).
public enum PNGChunkCheck {
  /// The 8 bytes every PNG file starts with (PNG specification, 5.2).
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// What is wrong with `bytes` as a PNG file, or nil when every chunk is whole and intact.
  /// Bytes after IEND are ignored, as decoders do.
  public static func problem(in bytes: [UInt8]) -> String? {
    guard bytes.count >= signature.count, Array(bytes[0..<signature.count]) == signature else { return "not a PNG file" }
    return bytes.withUnsafeBufferPointer { data -> String? in
      var offset = signature.count
      var chunkCount = 0
      var sawImageData = false
      while true {
        // Length (4), type (4), data, CRC (4).
        guard data.count - offset >= 12 else { return noEndProblem(chunkCount: chunkCount, fileBytes: data.count) }
        let length = Int(bigEndian(data, offset))
        let type = typeName(data[(offset + 4)..<(offset + 8)])
        guard length <= Int(Int32.max) else { return "chunk \(chunkCount) at byte \(offset) declares an impossible length" }
        guard data.count - offset - 12 >= length else {
          return cutChunkProblem(type: type, offset: offset, length: length, fileBytes: data.count)
        }
        let stored = bigEndian(data, offset + 8 + length)
        // The CRC covers the type and the data.
        let computed = UInt32(crc32(0, data.baseAddress! + offset + 4, UInt32(length + 4)))
        guard stored == computed else { return "chunk \(type) at byte \(offset) is damaged (CRC mismatch)" }
        if chunkCount == 0 && type != "IHDR" { return "the first chunk is \(type), not IHDR" }
        chunkCount += 1
        offset += length + 12
        switch type {
        case "IDAT": sawImageData = true
        case "IEND": return sawImageData ? nil : "no image data (IDAT chunk)"
        default: break
        }
      }
    }
  }

  /// A chunk type as text where it is ASCII letters and as \xNN elsewhere, so a message holds
  /// no raw byte of a damaged file.
  public static func typeName<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    bytes.map { byte in
      (65...90).contains(byte) || (97...122).contains(byte) ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
    }.joined()
  }

  /// The file ends where the next chunk's length and type should be, before any IEND.
  public static func noEndProblem(chunkCount: Int, fileBytes: Int) -> String {
    "cut short: no IEND chunk after \(chunkCount) chunk\(chunkCount == 1 ? "" : "s") (\(fileBytes) bytes)"
  }

  /// The chunk at `offset` declares more bytes than the file has left.
  public static func cutChunkProblem(type: String, offset: Int, length: Int, fileBytes: Int) -> String {
    "cut short: chunk \(type) at byte \(offset) needs \(length + 12) bytes, the file has \(fileBytes - offset) left"
  }

  private static func bigEndian(_ data: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
  }
}

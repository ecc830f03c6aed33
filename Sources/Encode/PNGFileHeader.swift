import Foundation
import Raster

/// A PNG file's size, read from its header (the signature and the IHDR chunk that must follow
/// it, the first 24 bytes) without decoding the image.
///
/// `flipbook encode` reads every input's header before pass 1: frames the GIF schedule never
/// shows are not decoded, yet a missing file, a file that is not a PNG, or a frame of another
/// size in the sequence is a mistake the user wants to hear about, not a frame silently dropped.
struct PNGFileHeader: Equatable {
  /// Width in pixels, as IHDR gives it.
  let width: Int
  /// Height in pixels, as IHDR gives it.
  let height: Int

  /// Signature, IHDR length and type, width and height.
  static let byteCount = 24

  /// Parses the first `byteCount` bytes of a file; nil when they are not a PNG header.
  init?(bytes: [UInt8]) {
    guard bytes.count >= Self.byteCount, Array(bytes[0..<8]) == PNGChunkCheck.signature,
          Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    width = bigEndian(16)
    height = bigEndian(20)
  }

  /// The header of the file at `path`.
  ///
  /// - Throws: `.frameUnreadable` naming `path` when the file cannot be opened or does not
  ///   start with a PNG header.
  static func load(_ path: String) throws(EncodeError) -> PNGFileHeader {
    // open/read rather than FileHandle: a sequence of thousands of frames is checked before
    // anything is decoded, and Foundation's handle costs several times the two system calls.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .frameUnreadable(path: path, reason: Self.systemError()) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: byteCount)
    var filled = 0
    while filled < byteCount {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, byteCount - filled) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .frameUnreadable(path: path, reason: Self.systemError()) }
      if count == 0 { break }
      filled += count
    }
    guard let header = PNGFileHeader(bytes: Array(bytes[0..<filled])) else {
      // A PNG's signature with too little after it is a copy cut short, not another kind of file.
      let isCutShort = filled < byteCount && filled >= 8 && Array(bytes[0..<8]) == PNGChunkCheck.signature
      throw .frameUnreadable(path: path, reason: filled == 0 ? "empty file (0 bytes)"
        : isCutShort ? "cut short: \(filled) bytes, too few for a PNG's header" : "not a PNG file")
    }
    return header
  }

  /// `errno` in words ("cannot read file: permission denied"): a missing frame and one the
  /// user may not read need different fixes.
  static func systemError() -> String {
    "cannot read file: " + FileErrorText.describe(posixCode: errno)
  }
}

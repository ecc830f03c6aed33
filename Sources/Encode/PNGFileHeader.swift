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

  /// The header of the file at `path`, once `accept` has taken it (a frame of the wrong size is
  /// named as that, before the chunks are followed) and its chunks reach IEND.
  ///
  /// - Throws: `.frameUnreadable` naming `path` when the file cannot be opened, does not start
  ///   with a PNG header or is cut short; what `accept` throws.
  static func load(_ path: String, accept: (PNGFileHeader) throws(EncodeError) -> Void = { _ in }) throws(EncodeError) -> PNGFileHeader {
    // open/read rather than FileHandle: a sequence of thousands of frames is checked before
    // anything is decoded, and Foundation's handle costs several times the two system calls.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .frameUnreadable(path: path, reason: Self.systemError()) }
    defer { close(descriptor) }
    // The header and IHDR's five format bytes after it.
    let wanted = byteCount + 5
    var bytes = [UInt8](repeating: 0, count: wanted)
    var filled = 0
    while filled < wanted {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, wanted - filled) }
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
    try accept(header)
    // Fewer bytes than IHDR's: the chunk walk below names the file as cut short.
    if filled == wanted, let problem = formatProblem(bytes[byteCount..<wanted]) {
      throw .frameUnreadable(path: path, reason: "damaged PNG header (IHDR): \(problem)")
    }
    try checkChunksReachTheEnd(descriptor, path: path)
    return header
  }

  /// What is wrong with IHDR's bit depth, colour type, compression, filter and interlace bytes,
  /// or nil. libpng refuses such a header when the frame is decoded; read here, a frame the GIF
  /// does not show is refused too (QA: a bit depth of 7 passed or failed with `--fps`).
  static func formatProblem(_ fields: ArraySlice<UInt8>) -> String? {
    let values = Array(fields)
    guard values.count == 5 else { return "too short" }
    let (depth, colorType) = (Int(values[0]), Int(values[1]))
    // PNG's table of allowed bit depths per colour type.
    let depths: [Int: (name: String, allowed: [Int])] = [
      0: ("greyscale", [1, 2, 4, 8, 16]), 2: ("truecolour", [8, 16]), 3: ("indexed-colour", [1, 2, 4, 8]),
      4: ("greyscale with alpha", [8, 16]), 6: ("truecolour with alpha", [8, 16]),
    ]
    guard let type = depths[colorType] else { return "colour type \(colorType) does not exist (0, 2, 3, 4 or 6)" }
    guard type.allowed.contains(depth) else {
      return "bit depth \(depth) is not one of \(type.name)'s (\(type.allowed.map(String.init).joined(separator: ", ")))"
    }
    if values[2] != 0 { return "compression method \(values[2]) does not exist (0)" }
    if values[3] != 0 { return "filter method \(values[3]) does not exist (0)" }
    if values[4] > 1 { return "interlace method \(values[4]) does not exist (0 or 1)" }
    return nil
  }

  /// Follows the chunk lengths from IHDR to IEND, reading each chunk's 8-byte length and type
  /// and none of its data: a file cut short (a copy or a capture that did not finish, most often
  /// the last frame) is named before pass 1, not once every frame before it has been encoded
  /// (QA: 25 s into 300 frames). The same words as `PNGChunkCheck`, which checks the CRCs with
  /// the data later; a length it would call impossible is left to it.
  static func checkChunksReachTheEnd(_ descriptor: Int32, path: String) throws(EncodeError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .frameUnreadable(path: path, reason: systemError()) }
    let fileBytes = Int(info.st_size)
    var offset = PNGChunkCheck.signature.count
    var chunkCount = 0
    var chunkHeader = [UInt8](repeating: 0, count: 8)
    while true {
      // Length (4), type (4), data, CRC (4).
      guard fileBytes - offset >= 12 else {
        throw .frameUnreadable(path: path, reason: PNGChunkCheck.noEndProblem(chunkCount: chunkCount, fileBytes: fileBytes))
      }
      var count = 0
      repeat {
        count = chunkHeader.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, 8, off_t(offset)) }
      } while count < 0 && errno == EINTR
      guard count >= 0 else { throw .frameUnreadable(path: path, reason: systemError()) }
      guard count == 8 else { return }  // the file shrank while being read: the decoder will say so
      let length = chunkHeader[0..<4].reduce(0) { $0 << 8 | Int($1) }
      guard length <= Int(Int32.max) else { return }
      let type = PNGChunkCheck.typeName(chunkHeader[4..<8])
      guard fileBytes - offset - 12 >= length else {
        throw .frameUnreadable(path: path, reason: PNGChunkCheck.cutChunkProblem(type: type, offset: offset, length: length, fileBytes: fileBytes))
      }
      chunkCount += 1
      offset += length + 12
      if type == "IEND" { return }
    }
  }

  /// `errno` in words ("cannot read file: permission denied"): a missing frame and one the
  /// user may not read need different fixes.
  static func systemError() -> String {
    "cannot read file: " + FileErrorText.describe(posixCode: errno)
  }
}

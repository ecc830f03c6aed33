/// Finds where a file stops being UTF-8, so the message can point at the first bad byte.
enum UTF8Check {
  /// The first byte that does not start a valid UTF-8 sequence: its offset, its position as the
  /// JSON parser counts positions (1-based line, column in Unicode scalars), and its value.
  struct Failure: Equatable {
    var byteOffset: Int
    var location: SourceLocation
    var byte: UInt8
  }

  /// Nil when `bytes` is valid UTF-8.
  static func firstInvalidByte<Bytes: Collection>(in bytes: Bytes) -> Failure? where Bytes.Element == UInt8 {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0, line = 1, column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == 0x0A { line += 1; column = 1 } else { column += 1 }
        offset += encoded.count
      case .error:
        let byte = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
        return Failure(byteOffset: offset, location: SourceLocation(line: line, column: column), byte: byte)
      case .emptyInput:
        return nil
      }
    }
  }

  /// "UTF-16" or "UTF-32" for a file in one of those encodings without a byte-order mark, told
  /// by the zero bytes around its first character (JSON starts with ASCII); nil otherwise. Such a
  /// file is valid UTF-8 full of NULs, and the parser said "expected a key in double quotes,
  /// found character U+0" (QA).
  static func wideEncoding<Bytes: Collection>(of bytes: Bytes) -> String? where Bytes.Element == UInt8 {
    let start = Array(bytes.prefix(4))
    // With a byte-order mark the file is not UTF-8 at its first byte, which `message` names.
    guard start.count == 4, start[0] != 0xFF, start[0] != 0xFE, start != [0, 0, 0xFE, 0xFF] else { return nil }
    // A first character below U+0080 written in 2 or 4 bytes.
    if (start[0] == 0 && start[1] == 0 && start[2] == 0) || (start[1] == 0 && start[2] == 0 && start[3] == 0) { return "UTF-32" }
    if (start[0] == 0) != (start[1] == 0), (start[2] == 0) != (start[3] == 0) { return "UTF-16" }
    return nil
  }

  /// What to say about `failure` in a file that starts with `prefix`.
  static func message<Bytes: Collection>(for failure: Failure, prefix: Bytes) -> String where Bytes.Element == UInt8 {
    let hex = "0x" + String(failure.byte, radix: 16, uppercase: true)
    let start = Array(prefix.prefix(4))
    // UTF-16 files (what some Windows editors save) start with a byte-order mark; so do UTF-32
    // ones, whose mark begins as UTF-16's little-endian one (QA: it was named UTF-16's).
    let utf32 = start == [0xFF, 0xFE, 0, 0] || start == [0, 0, 0xFE, 0xFF]
    let utf16 = start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF])
    let advice = utf32 ? "; the file starts with a UTF-32 byte-order mark: save it as UTF-8"
      : utf16 ? "; the file starts with a UTF-16 byte-order mark: save it as UTF-8" : "; save the file as UTF-8"
    return "the file is not UTF-8 text: byte \(hex) at byte offset \(failure.byteOffset) is not valid UTF-8\(advice)"
  }
}

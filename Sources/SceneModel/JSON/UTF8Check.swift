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

  /// What to say about `failure` in a file that starts with `prefix`.
  static func message<Bytes: Collection>(for failure: Failure, prefix: Bytes) -> String where Bytes.Element == UInt8 {
    let hex = "0x" + String(failure.byte, radix: 16, uppercase: true)
    let start = Array(prefix.prefix(2))
    // UTF-16 files (what some Windows editors save) start with a byte-order mark.
    let utf16 = start == [0xFF, 0xFE] || start == [0xFE, 0xFF]
      ? "; the file starts with a UTF-16 byte-order mark: save it as UTF-8" : "; save the file as UTF-8"
    return "the file is not UTF-8 text: byte \(hex) at byte offset \(failure.byteOffset) is not valid UTF-8\(utf16)"
  }
}

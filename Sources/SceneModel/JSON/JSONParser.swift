/// A strict JSON (RFC 8259) parser producing `JSONNode`s with line and column.
///
/// Rejects what JSON rejects (trailing commas, comments, NaN, leading zeros) and, beyond
/// the RFC, duplicate object keys — in a scene a duplicate key is always a mistake.
public struct JSONParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0
  /// The keys and `[index]`es of the containers around the value being parsed, outermost
  /// first, so an error about nesting can say where it is. Kept here rather than added as the
  /// error leaves each container: no catch block in the recursion.
  private var place: [String] = []
  /// After a document nested too deep was refused: the keys and `[index]`es of the containers
  /// around the place, outermost first, so a caller can say where (a scene's layers, or
  /// elsewhere). Kept on the parser, not on `JSONSyntaxError`: a larger thrown error crashed
  /// the test process (heap corruption or a null call, twice, with the path on the error).
  public private(set) var nestingPath: [String]?
  /// Deeper nesting than this is refused rather than risking the stack.
  public let maximumDepth: Int
  /// The default nesting limit: room for 64 nested layers and their members.
  public static let defaultMaximumDepth = 200

  /// Prepares to parse `text`.
  public init(text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    scalars = Array(text.unicodeScalars)
    self.maximumDepth = maximumDepth
  }

  /// Parses the whole text as one JSON value.
  public static func parse(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(text: text, maximumDepth: maximumDepth)
    return try parser.parseDocument()
  }

  /// Where and what is wrong with `text` as JSON ("line 1, column 24: trailing comma before
  /// '}'"), or nil when it parses: for JSON files other than scenes that should be read as strictly.
  public static func syntaxProblem(in text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  /// Parses the whole text as one JSON value.
  public mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if scalars.first == "\u{FEFF}" { index = 1 }  // tolerate a UTF-8 byte-order mark
    skipWhitespace()
    let node = try parseValue()
    skipWhitespace()
    if index < scalars.count { throw fail("unexpected \(describe(scalars[index])) after the end of the document") }
    return node
  }

  private var here: SourceLocation { SourceLocation(line: line, column: column) }

  private func fail(_ message: String, at location: SourceLocation? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, location: location ?? here)
  }

  private func describe(_ scalar: Unicode.Scalar) -> String {
    scalar.properties.isWhitespace || scalar.value < 0x20
      ? "character U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
  }

  private mutating func advance() {
    // A lone CR ends a line too (classic Mac files): every error was on line 1 before (QA).
    let scalar = scalars[index]
    if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while index < scalars.count {
      switch scalars[index] {
      case " ", "\t", "\n", "\r": advance()
      case "/" where index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*"):
        return  // reported by parseValue with a specific message
      default: return
      }
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard index < scalars.count else { throw fail("unexpected end of file, expected a value") }
    let start = here
    switch scalars[index] {
    case "{": return try parseObject()
    case "[": return try parseArray()
    case "\"": return JSONNode(.string(try parseString()), at: start)
    case "-", "0"..."9": return JSONNode(.number(try parseNumber()), at: start)
    case "t": try expectWord("true"); return JSONNode(.bool(true), at: start)
    case "f": try expectWord("false"); return JSONNode(.bool(false), at: start)
    case "n": try expectWord("null"); return JSONNode(.null, at: start)
    case "/": throw fail("comments are not allowed in JSON")
    case "'": throw fail("strings must use double quotes")
    case "N", "I": throw fail("NaN and Infinity are not JSON numbers")
    case let other: throw fail("unexpected \(describe(other)), expected a value")
    }
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let start = here
    for expected in word.unicodeScalars {
      guard index < scalars.count, scalars[index] == expected else {
        throw fail("invalid literal, expected '\(word)'", at: start)
      }
      advance()
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > maximumDepth {
      nestingPath = place
      throw fail("nesting deeper than \(maximumDepth) level\(maximumDepth == 1 ? "" : "s")")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
    let start = here
    try enter()
    advance()  // {
    var members: [(key: String, value: JSONNode)] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < scalars.count, scalars[index] == "}" {
      advance(); depth -= 1
      return JSONNode(.object(members), at: start)
    }
    while true {
      skipWhitespace()
      guard index < scalars.count else { throw fail("unexpected end of file inside an object opened at \(start)") }
      guard scalars[index] == "\"" else {
        if scalars[index] == "}" { throw fail("trailing comma before '}'") }
        throw fail("expected a key in double quotes, found \(describe(scalars[index]))")
      }
      let keyLocation = here
      let key = try parseString()
      if !seen.insert(key).inserted { throw fail("duplicate key \"\(key)\"", at: keyLocation) }
      skipWhitespace()
      guard index < scalars.count, scalars[index] == ":" else { throw fail("expected ':' after key \"\(key)\"") }
      advance()
      skipWhitespace()
      place.append(key)
      var value = try parseValue()
      place.removeLast()
      value.keyLocation = keyLocation
      members.append((key, value))
      skipWhitespace()
      guard index < scalars.count else { throw fail("unexpected end of file inside an object opened at \(start)") }
      if scalars[index] == "," { advance(); continue }
      if scalars[index] == "}" { advance(); break }
      throw fail("expected ',' or '}' in object, found \(describe(scalars[index]))")
    }
    depth -= 1
    return JSONNode(.object(members), at: start)
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
    let start = here
    try enter()
    advance()  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < scalars.count, scalars[index] == "]" {
      advance(); depth -= 1
      return JSONNode(.array(elements), at: start)
    }
    while true {
      skipWhitespace()
      if index < scalars.count, scalars[index] == "]" { throw fail("trailing comma before ']'") }
      place.append("[\(elements.count)]")
      elements.append(try parseValue())
      place.removeLast()
      skipWhitespace()
      guard index < scalars.count else { throw fail("unexpected end of file inside an array opened at \(start)") }
      if scalars[index] == "," { advance(); continue }
      if scalars[index] == "]" { advance(); break }
      throw fail("expected ',' or ']' in array, found \(describe(scalars[index]))")
    }
    depth -= 1
    return JSONNode(.array(elements), at: start)
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = here
    advance()  // opening quote
    var result = String.UnicodeScalarView()
    while true {
      guard index < scalars.count else { throw fail("unterminated string starting at \(start)") }
      let scalar = scalars[index]
      switch scalar {
      case "\"":
        advance()
        return String(result)
      case "\\":
        let escapeStart = here  // errors in an escape point at its backslash
        advance()
        guard index < scalars.count else { throw fail("unterminated string starting at \(start)") }
        let escape = scalars[index]
        advance()
        switch escape {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "/": result.append("/")
        case "b": result.append("\u{08}")
        case "f": result.append("\u{0C}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          var code = try parseHex4()
          let written = writtenEscape()
          if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
              throw fail("unpaired surrogate \(written)", at: escapeStart)
            }
            let lowStart = here
            advance(); advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw fail("invalid low surrogate \(writtenEscape()) after \(written)", at: lowStart)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          // Only a low surrogate without a high one before it is not a scalar.
          guard let decoded = Unicode.Scalar(code) else { throw fail("unpaired surrogate \(written)", at: escapeStart) }
          result.append(decoded)
        default:
          throw fail("invalid escape '\\\(escape)' in string")
        }
      default:
        if scalar.value < 0x20 {
          throw fail(scalar == "\n" ? "unterminated string starting at \(start) (line break inside a string; use \\n)"
                     : "control character U+\(String(scalar.value, radix: 16, uppercase: true)) must be escaped in a string")
        }
        result.append(scalar)
        advance()
      }
    }
  }

  /// The `\\uXXXX` escape just read, as written (its case and leading zeros kept).
  private func writtenEscape() -> String {
    "\\u" + String(String.UnicodeScalarView(scalars[(index - 4)..<index]))
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < scalars.count, let digit = hexValue(scalars[index])
      else { throw fail("expected 4 hex digits after \\u") }
      code = code * 16 + digit
      advance()
    }
    return code
  }

  private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 48
    case "a"..."f": return scalar.value - 87
    case "A"..."F": return scalar.value - 55
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = here
    var text = ""
    func take(_ parser: inout JSONParser) { text.unicodeScalars.append(parser.scalars[parser.index]); parser.advance() }
    func isDigit(_ parser: JSONParser) -> Bool {
      parser.index < parser.scalars.count && ("0"..."9").contains(parser.scalars[parser.index])
    }
    if scalars[index] == "-" { take(&self) }
    guard isDigit(self) else { throw fail("invalid number: expected a digit", at: start) }
    if scalars[index] == "0" {
      take(&self)
      if isDigit(self) { throw fail("invalid number: leading zeros are not allowed", at: start) }
    } else {
      while isDigit(self) { take(&self) }
    }
    if index < scalars.count, scalars[index] == "." {
      take(&self)
      guard isDigit(self) else { throw fail("invalid number: expected a digit after '.'", at: start) }
      while isDigit(self) { take(&self) }
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      take(&self)
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { take(&self) }
      guard isDigit(self) else { throw fail("invalid number: expected a digit in the exponent", at: start) }
      while isDigit(self) { take(&self) }
    }
    guard let value = Double(text), value.isFinite else {
      throw fail("number \(text) is out of range", at: start)
    }
    return value
  }
}

/// A JSON syntax error with the place it was found.
public struct JSONSyntaxError: Swift.Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// Where.
  public var location: SourceLocation
  public var description: String { "\(location): \(message)" }
}

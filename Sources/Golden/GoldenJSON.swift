import Foundation

/// The JSON files of a golden folder (`golden.json`, `gif-timing.json`), read with Foundation's
/// parser: the Golden module may depend only on Raster, so not on the scene parser (callers
/// that have it check the syntax more strictly first: `GoldenDirectory.checkJSONSyntax`).
enum GoldenJSON {
  /// The top-level object of `bytes`; `file` names it in errors, `expected` says what it
  /// should be when it is valid JSON but not an object.
  static func object(_ bytes: [UInt8], file: String, expected: String) throws(GoldenError) -> [String: Any] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw .invalidConfiguration(file: file, path: "", reason: syntaxProblem(error, in: bytes))
    }
    guard let object = root as? [String: Any] else {
      throw .invalidConfiguration(file: file, path: "", reason: "expected \(expected)")
    }
    return object
  }

  /// `value` as a whole number, or nil for anything else. Foundation on Linux casts `true` to
  /// 1 (`as? Int`), so a boolean is told apart by its NSNumber's type encoding ("c", a char)
  /// (QA: `"gifFPS": true` was read as 1 fps).
  static func wholeNumber(_ value: Any?) -> Int? {
    guard let boxed = value as? NSNumber, String(cString: boxed.objCType) != "c" else { return nil }
    let number = boxed.doubleValue
    // Beyond 2^53 a double is no longer a count anyone wrote.
    guard number.isFinite, number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else { return nil }
    return Int(number)
  }

  /// "not valid JSON at line 3, column 21: invalid value" from JSONSerialization's error, which
  /// says only "around character N" (a byte offset) in its debug description, and a generic
  /// sentence in its localized one.
  static func syntaxProblem(_ error: any Error, in bytes: [UInt8]) -> String {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    guard let match = detail.firstMatch(of: /(.*?) around character (\d+)\.?$/), let offset = Int(match.2) else {
      return detail.isEmpty ? "not valid JSON" : "not valid JSON: \(detail)"
    }
    let position = lineAndColumn(at: max(0, min(offset, bytes.count)), in: bytes)
    return "not valid JSON at \(position): \(match.1.prefix(1).lowercased() + match.1.dropFirst())"
  }

  /// "line 3, column 21" for byte `offset` of `bytes`. Columns count characters, not bytes:
  /// UTF-8 continuation bytes do not start one.
  static func lineAndColumn(at offset: Int, in bytes: [UInt8]) -> String {
    let before = bytes[..<offset]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = before[lineStart...].filter { $0 & 0xC0 != 0x80 }.count + 1
    return "line \(line), column \(column)"
  }

  /// "line 1, column 3" for the first key `key` (a string followed by `:`) in `bytes`, or nil
  /// when it is not there as written (a key spelt with escapes). Foundation's parser keeps no
  /// positions, so unknown keys are found again in the text to say where they are.
  static func position(ofKey key: String, in bytes: [UInt8]) -> String? {
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    let wanted = Array(key.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == quote else { index += 1; continue }
      // A string token: find its closing quote, stepping over escapes.
      let start = index
      var end = index + 1
      while end < bytes.count && bytes[end] != quote { end += bytes[end] == backslash ? 2 : 1 }
      guard end < bytes.count else { return nil }
      var next = end + 1
      while next < bytes.count && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[next]) { next += 1 }
      if Array(bytes[(start + 1)..<end]) == wanted && next < bytes.count && bytes[next] == UInt8(ascii: ":") {
        return lineAndColumn(at: start, in: bytes)
      }
      index = end + 1
    }
    return nil
  }

  /// The reason for an unknown key, with where it is: `unknown key at line 1, column 3; …`.
  static func unknownKey(_ key: String, in bytes: [UInt8], expected: String) -> String {
    "unknown key" + (position(ofKey: key, in: bytes).map { " at " + $0 } ?? "") + "; " + expected
  }
}

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

  /// "not valid JSON at line 3, column 21: invalid value" from JSONSerialization's error, which
  /// says only "around character N" (a byte offset) in its debug description, and a generic
  /// sentence in its localized one.
  static func syntaxProblem(_ error: any Error, in bytes: [UInt8]) -> String {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    guard let match = detail.firstMatch(of: /(.*?) around character (\d+)\.?$/), let offset = Int(match.2) else {
      return detail.isEmpty ? "not valid JSON" : "not valid JSON: \(detail)"
    }
    let before = bytes.prefix(max(0, min(offset, bytes.count)))
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    // Columns count characters, not bytes: UTF-8 continuation bytes do not start one.
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = before[lineStart...].filter { $0 & 0xC0 != 0x80 }.count + 1
    return "not valid JSON at line \(line), column \(column): \(match.1.prefix(1).lowercased() + match.1.dropFirst())"
  }
}

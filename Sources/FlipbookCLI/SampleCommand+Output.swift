import Foundation
import SceneModel

/// One sampled row in both output shapes: CSV fields in header order, and JSON members.
/// The shapes differ for points and colours (two or four CSV columns, one JSON array).
struct SampleRow {
  /// Already formatted and quoted CSV fields.
  var csvFields: [String]
  /// JSON members as (key, already encoded value).
  var jsonMembers: [(key: String, value: String)]
}

/// Writes sample rows to stdout as CSV (header + rows) or as one JSON document
/// `{…metadata, "samples": [{…}, …]}`, buffered so tens of thousands of rows cost a few writes.
struct SampleWriter {
  private let format: SampleFormat
  private var buffer = ""
  private var rowCount = 0
  /// Flush threshold: large enough to make writes rare, small enough to stream into a pipe.
  private static let flushBytes = 1 << 16

  /// Starts the output: the CSV header, or the JSON object's metadata members.
  init(format: SampleFormat, columns: [String], metadata: [(key: String, value: String)]) {
    self.format = format
    switch format {
    case .csv:
      buffer = columns.map(SampleText.csvField).joined(separator: ",") + "\n"
    case .json:
      let members = metadata.map { "  \(SampleText.jsonString($0.key)): \($0.value)" }
      buffer = "{\n" + (members + ["  \"samples\": ["]).joined(separator: ",\n") + "\n"
    }
  }

  /// Adds one row.
  mutating func append(_ row: SampleRow) {
    switch format {
    case .csv:
      buffer += row.csvFields.joined(separator: ",") + "\n"
    case .json:
      let object = row.jsonMembers.map { "\(SampleText.jsonString($0.key)): \($0.value)" }.joined(separator: ", ")
      buffer += (rowCount == 0 ? "    {" : ",\n    {") + object + "}"
    }
    rowCount += 1
    if buffer.utf8.count >= Self.flushBytes { flush() }
  }

  /// Ends the document and writes what is left.
  mutating func finish() {
    if format == .json { buffer += (rowCount == 0 ? "" : "\n") + "  ]\n}\n" }
    flush()
  }

  private mutating func flush() {
    Console.data(buffer)
    buffer = ""
  }
}

/// Text encodings for sample values: round-trip numbers, CSV quoting, JSON escaping.
enum SampleText {
  /// Shortest decimal text that reads back as the same `Double` (`nan`/`inf` as Swift spells them).
  static func csvNumber(_ value: Double) -> String {
    NumberFormatting.roundTrip(value)
  }

  /// A JSON number; JSON has no NaN or infinity, so those become `null`.
  static func jsonNumber(_ value: Double) -> String {
    value.isFinite ? NumberFormatting.roundTrip(value) : "null"
  }

  /// RFC 4180: a field holding a comma, quote or line break is quoted, with quotes doubled.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A JSON string literal (RFC 8259 escapes; everything else, including non-ASCII, as is).
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

import ArgumentParser
import Foundation

/// A size limit such as `2MB`, `500kB`, `1.5MiB` or `300000` (bytes), for `--max-bytes`.
///
/// kB/MB/GB are decimal (1 MB = 1,000,000 bytes, as file managers and upload limits count);
/// KiB/MiB/GiB are binary.
struct GIFByteBudget: ExpressibleByArgument, Equatable {
  let bytes: Int

  init(bytes: Int) { self.bytes = bytes }

  init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
    let units: [(suffix: String, factor: Double)] = [
      ("kib", 1024), ("mib", 1024 * 1024), ("gib", 1024 * 1024 * 1024),
      ("kb", 1000), ("mb", 1_000_000), ("gb", 1_000_000_000), ("k", 1000), ("m", 1_000_000), ("b", 1),
    ]
    var number = Substring(text)
    var factor = 1.0
    for unit in units where text.hasSuffix(unit.suffix) {
      number = text.dropLast(unit.suffix.count)
      factor = unit.factor
      break
    }
    guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0,
          value * factor < Double(Int.max) else { return nil }
    bytes = Int((value * factor).rounded(.down))
  }

  /// `--max-bytes`' value, or an error saying what a size looks like (ArgumentParser prints it
  /// after "The value '0' is invalid for '--max-bytes <max-bytes>'").
  static func parse(_ argument: String) throws -> GIFByteBudget {
    guard let budget = GIFByteBudget(argument: argument) else {
      throw ValidationError("expected a size above 0 bytes, such as 2MB, 500kB, 1.5MiB or 300000 (bytes)")
    }
    return budget
  }

  /// `2.00 MB`-style text for messages.
  static func describe(_ bytes: Int) -> String {
    if bytes >= 1_000_000 { return String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    if bytes >= 1000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
    return "\(bytes) bytes"
  }
}

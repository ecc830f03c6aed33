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
    guard let budget = try? Self.parse(argument) else { return nil }
    self = budget
  }

  /// The units a size may carry, lower-cased, longest suffix first so `kib` is not read as `b`.
  private static let units: [(suffix: String, factor: Double)] = [
    ("kib", 1024), ("mib", 1024 * 1024), ("gib", 1024 * 1024 * 1024),
    ("kb", 1000), ("mb", 1_000_000), ("gb", 1_000_000_000), ("k", 1000), ("m", 1_000_000), ("g", 1_000_000_000), ("b", 1),
  ]
  private static let example = "such as 2MB, 500kB, 1.5MiB or 300000 (bytes)"

  /// `--max-bytes`' value, or an error saying what is wrong with it (ArgumentParser prints it
  /// after "The value '0' is invalid for '--max-bytes <max-bytes>'").
  static func parse(_ argument: String) throws -> GIFByteBudget {
    let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
    var number = Substring(text)
    var factor = 1.0
    for unit in units where text.hasSuffix(unit.suffix) {
      number = text.dropLast(unit.suffix.count)
      factor = unit.factor
      break
    }
    let digits = number.trimmingCharacters(in: .whitespaces)
    // Plain decimal digits only: Double would also take "1e3", "0x10" and "inf".
    guard digits.wholeMatch(of: /-?([0-9]+\.?[0-9]*|\.[0-9]+)/) != nil, let value = Double(digits) else {
      // "1TB", "2 megabytes": a number with a unit we do not know, named as such.
      let given = argument.trimmingCharacters(in: .whitespaces)
      if let split = given.firstIndex(where: { $0.isLetter }), given[split...].allSatisfy({ $0.isLetter }),
         Double(given[..<split].trimmingCharacters(in: .whitespaces)) != nil {
        throw ValidationError("unknown unit \"\(given[split...])\": use B, kB, MB, GB, KiB, MiB or GiB, \(example)")
      }
      throw ValidationError("expected a size \(example)")
    }
    // A GIF is whole bytes: 0.5 would be a budget of 0 bytes.
    guard value * factor >= 1 else {
      throw ValidationError("must be at least 1 byte, got \(digits == text ? "\(digits) bytes" : argument.trimmingCharacters(in: .whitespaces))")
    }
    guard value * factor < Double(Int.max) else { throw ValidationError("\(argument) is more bytes than a file can hold") }
    return GIFByteBudget(bytes: Int((value * factor).rounded(.down)))
  }

  /// `2.00 MB`-style text for messages (decimal units, as a file manager shows sizes), and a
  /// whole number of binary units as such: `--max-bytes 2MiB` was said back as "2.10 MB",
  /// right but looking like a misreading (QA). A whole number of megabytes stays decimal,
  /// although it may be whole in KiB too: `10GB` was said back as "9765625 KiB" (QA).
  static func describe(_ bytes: Int) -> String {
    let wholeMegabytes = bytes >= 1_000_000 && bytes % 1_000_000 == 0
    for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    where !wholeMegabytes && bytes >= 10 * 1024 && bytes % size == 0 {
      return "\(bytes / size) \(unit)"
    }
    if bytes >= 1_000_000_000 { return String(format: "%.2f GB", Double(bytes) / 1_000_000_000) }
    if bytes >= 1_000_000 { return String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    // Under 10 kB in bytes: 1KiB is "1024 bytes", not a rounded "1.0 kB".
    if bytes >= 10_000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}

import ArgumentParser

/// Numbers on the command line as people write them: decimal, optionally signed, with an
/// optional exponent (`1.5`, `.25`, `2e-3`). Swift's `Double(String)` also takes hexadecimal
/// (`0x10` is 16, `0x0.1p0` is 0.0625), `inf` and `nan`, so `--time 0x1` rendered the frame at
/// 1 s while `--fps 0x3C` was refused (QA).
enum DecimalArgument {
  /// The value of `text` when it is a decimal number, else nil.
  static func parse(_ text: String) -> Double? {
    var rest = Substring(text)
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
    let exponent = rest.dropFirst(mantissa.count)
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }),
          parts.allSatisfy({ $0.allSatisfy(isDigit) }) else { return nil }
    if !exponent.isEmpty {
      var digits = exponent.dropFirst()
      if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
      guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    }
    return Double(text)
  }

  /// An option's number: decimal, or a spelling of NaN or infinity, which the command's own
  /// checks then refuse with the range it wants ("--max-fraction must be between 0 and 1, got
  /// nan"). Hexadecimal and anything else that is no decimal number is refused here.
  static func number(_ text: String, option: String) throws -> Double {
    if let value = parse(text) { return value }
    if let value = Double(text), !value.isFinite { return value }
    throw ValidationError("\(option) must be a number written in decimal (such as 1.5 or 2e-3), got \"\(text)\"")
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }
}

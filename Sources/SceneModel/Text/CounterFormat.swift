import Foundation

/// A printf-like number format with one conversion — `%d`, `%,d`, `%.1f`, `%,.2f`, `%+d` —
/// and literal text around it (`"%,d pt"`, `"¥%,d"`, `"%d%%"`).
///
/// Locale-independent on purpose: the same scene prints the same digits on every machine.
/// The separators default to "," and "." and can be changed for other conventions.
public struct CounterFormat: Sendable, Equatable {
  /// Text before the number.
  public var prefix: String
  /// Text after the number.
  public var suffix: String
  /// Digits after the decimal separator (0 for `%d`).
  public var fractionDigits: Int
  /// Whether thousands are grouped (the `,` flag).
  public var groupsThousands: Bool
  /// Whether positive numbers get a "+" (the `+` flag).
  public var showsPlusSign: Bool
  /// Put between groups of three digits.
  public var groupingSeparator = ","
  /// Put before the fraction digits.
  public var decimalSeparator = "."
  /// How the value becomes the digits shown (a `%d` counter's whole number).
  public var rounding = Rounding.nearest

  /// How a value is rounded to the digits a format shows.
  public enum Rounding: String, CaseIterable, Sendable {
    /// To the nearest, halves away from zero: 2.5 → 3, −2.5 → −3 (printf's and NumberFormatter's habit).
    case nearest
    /// Drops the digits past the last shown: 15.9 → 15, −15.9 → −15 — what Swift's `Int(_:)` does, as
    /// seed 001 prints `"\(Int(progress * 100))"`.
    case towardZero
    /// To the next lower: 15.9 → 15, −15.1 → −16.
    case down
    /// To the next higher: 15.1 → 16, −15.9 → −15.
    case up

    var rule: FloatingPointRoundingRule {
      switch self {
      case .nearest: .toNearestOrAwayFromZero
      case .towardZero: .towardZero
      case .down: .down
      case .up: .up
      }
    }
  }

  /// The most fraction digits allowed: with values limited to ±1e12 the scaled integer stays exact.
  public static let maximumFractionDigits = 6
  /// The largest magnitude a counter may reach.
  public static let maximumMagnitude = 1e12

  /// Why a format string was refused.
  public struct ParseError: Swift.Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// Parses `%[+][,][.N](d|f)` with `%%` for a literal percent sign.
  public init(parsing text: String) throws(ParseError) {
    var prefix = "", suffix = "", conversion: (Bool, Bool, Int)?
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        if conversion == nil { prefix.append(character) } else { suffix.append(character) }
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        if conversion == nil { prefix.append("%") } else { suffix.append("%") }
        continue
      }
      if conversion != nil {
        // "%d%" or "%d% off": a percent sign meant literally, unless a conversion follows it.
        var rest = characters.drop { $0 == "+" || $0 == "," }
        if rest.first == "." { rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber } }
        guard let letter = rest.first, "dif".contains(letter) else {
          let place = characters.isEmpty ? " at the end" : ""
          throw ParseError(description: "has a lone \"%\"\(place); write %% for a literal percent sign, as in \"%d%%\"")
        }
        throw ParseError(description: "has more than one conversion; a counter prints one number (write %% for a literal %)")
      }
      var plus = false, grouping = false
      while let flag = characters.first, flag == "+" || flag == "," {
        if flag == "+" { plus = true } else { grouping = true }
        characters.removeFirst()
      }
      var digits: Int?
      if characters.first == "." {
        characters.removeFirst()
        var number = ""
        while let digit = characters.first, digit.isASCII, digit.isNumber { number.append(digit); characters.removeFirst() }
        guard let value = Int(number), value <= Self.maximumFractionDigits else {
          throw ParseError(description: "needs 0…\(Self.maximumFractionDigits) digits after \"%.\", as in %.2f")
        }
        digits = value
      }
      switch characters.popFirst() {
      case "d", "i":
        if let digits, digits > 0 { throw ParseError(description: "%d prints whole numbers; use %.\(digits)f for decimals") }
        conversion = (plus, grouping, 0)
      case "f": conversion = (plus, grouping, digits ?? 6)
      case let other:
        let shown = other.map { "\"%\($0)\"" } ?? "a lone \"%\" at the end"
        throw ParseError(description: "has \(shown); use %d, %,d, %.1f or %,.2f (and %% for a literal %)")
      }
    }
    guard let (plus, grouping, digits) = conversion else {
      throw ParseError(description: "has no number in it; add %d (or %,d, %.1f, …)")
    }
    self.prefix = prefix
    self.suffix = suffix
    self.fractionDigits = digits
    self.groupsThousands = grouping
    self.showsPlusSign = plus
  }

  /// `value` printed: rounded to `fractionDigits` by `rounding` (halves away from zero by default), never "-0".
  public func string(for value: Double) -> String {
    let clamped = value.isFinite ? min(max(value, -Self.maximumMagnitude), Self.maximumMagnitude) : 0
    var scale: Int64 = 1
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = Int64(Self.decimalSnapped(clamped * Double(scale)).rounded(rounding.rule))
    let magnitude = scaled.magnitude
    let whole = String(magnitude / UInt64(scale))
    var number = groupsThousands ? Self.grouped(whole, separator: groupingSeparator) : whole
    if fractionDigits > 0 {
      let fraction = String(magnitude % UInt64(scale))
      number += decimalSeparator + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }
    let sign = scaled < 0 ? "-" : (showsPlusSign && scaled > 0 ? "+" : "")
    return prefix + sign + number + suffix
  }

  /// `product` (a value times 10^digits) to 15 significant digits: the decimal the value was
  /// written as. 19.99 × 100 is 1998.9999999999998 in binary, which `down` took to 1998 ("$19.98"
  /// at the end of a count to 19.99), and 1.005 × 100 is 100.49999999999999, which `nearest`
  /// took to 100 while 2.675 went up (QA). A double holds 15 significant decimal digits exactly,
  /// so a value the animation reaches between two decimals stays between them.
  static func decimalSnapped(_ product: Double) -> Double {
    guard product != 0, product.isFinite else { return product }
    let exponent = Int(log10(abs(product)).rounded(.down))
    // Past 1e14 a double has no decimals to snap; under 1e-280 the factor would overflow (QA:
    // a counter from 1e-300 made NaN and trapped).
    guard exponent < 14, exponent > -280 else { return product }
    // A power of ten up to 1e22 is exact, and so is the rounded integer below 2^53: one rounding.
    let factor = pow(10, Double(14 - exponent))
    return (product * factor).rounded() / factor
  }

  private static func grouped(_ digits: String, separator: String) -> String {
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }
}

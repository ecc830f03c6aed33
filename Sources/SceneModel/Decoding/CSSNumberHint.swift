import Foundation

/// What to write instead of a number given as CSS text: `"10px"`, `"45deg"`, `"0.5turn"`,
/// `"50%"`. Numbers here carry no units (points, degrees, fractions), and "expected a number,
/// got a string" alone left a CSS developer guessing which (QA: `"from": "0deg", "to": "1turn"`).
enum CSSNumberHint {
  /// `; write …` for `text`, or an empty string when it is no number with a unit.
  static func hint(for text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let value = Double(trimmed), value.isFinite {
      return "; write the number without quotes: \(NumberFormatting.roundTrip(value))"
    }
    // Longest suffixes first: "rad" before "grad" would match both.
    let units: [(suffix: String, advice: (Double) -> String)] = [
      ("grad", { "; write \(format($0 * 0.9)): angles are in degrees, without a unit" }),
      ("turn", { "; write \(format($0 * 360)): angles are in degrees, without a unit" }),
      ("deg", { "; write \(format($0)): angles are in degrees, without a unit" }),
      ("rad", { "; write \(format($0 * 180 / .pi)): angles are in degrees, without a unit" }),
      ("px", { "; write \(format($0)): lengths are in points, without a unit (the canvas's scale turns points into pixels)" }),
      ("pt", { "; write \(format($0)): lengths are in points, without a unit" }),
      ("%", { "; write a number: a fraction such as \(format($0 / 100)) for opacity, strokeEnd or a unit point, or a length in points" }),
    ]
    for unit in units where trimmed.hasSuffix(unit.suffix) {
      let number = trimmed.dropLast(unit.suffix.count).trimmingCharacters(in: .whitespaces)
      if let value = Double(number), value.isFinite { return unit.advice(value) }
    }
    for unit in ["rem", "em", "vw", "vh"] where trimmed.hasSuffix(unit) && Double(trimmed.dropLast(unit.count)) != nil {
      return "; write a length in points, without a unit: sizes relative to text or the window have no meaning here"
    }
    return ""
  }

  /// Up to 6 decimals, without trailing zeros: 1 rad is 57.29578 degrees, not 57.29577951308232.
  private static func format(_ value: Double) -> String {
    NumberFormatting.roundTrip((value * 1_000_000).rounded() / 1_000_000)
  }
}

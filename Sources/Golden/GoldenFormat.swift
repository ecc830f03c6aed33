import Foundation

/// Number formatting for summaries and reports: fixed, locale-free, so output is the same on
/// every machine.
public enum GoldenFormat {
  /// `2.3`, `5`, `0.125` — up to `digits` decimals, trailing zeros dropped.
  public static func decimal(_ value: Double, digits: Int = 3) -> String {
    var text = String(format: "%.\(digits)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `0.5 %` for 0.005. A fraction above zero never shows as `0 %` (one pixel of a 750×1334
  /// frame is `0.0001 %`): small ones get the decimals their first two digits need.
  public static func percent(_ fraction: Double) -> String {
    let percent = fraction * 100
    guard percent > 0 && percent < 0.01 else { return "\(decimal(percent)) %" }
    let digits = min(12, Int(-log10(percent).rounded(.down)) + 2)
    return "\(decimal(percent, digits: digits)) %"
  }

  /// `0.750 s`.
  public static func seconds(_ value: Double) -> String {
    String(format: "%.3f s", value)
  }
}

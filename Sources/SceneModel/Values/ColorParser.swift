import Timing

/// Parses the colour syntaxes scenes accept: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`,
/// `rgb()`/`rgba()` with 0–255 numbers or percentages and `hsl()`/`hsla()` (comma or CSS
/// Color 4 space syntax), CSS's named colours and iOS system colour names.
public enum ColorParser {
  /// The colour `text` names, or a message saying what is wrong.
  public static func parse(_ text: String) -> Result<RGBAColor, ColorSyntaxError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("#") { return parseHex(String(trimmed.dropFirst()), original: text) }
    let lowered = trimmed.lowercased()
    if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") { return parseFunction(lowered, original: text) }
    if lowered.hasPrefix("hsl(") || lowered.hasPrefix("hsla(") { return parseFunction(lowered, original: text, hsl: true) }
    if let named = NamedColors.table[lowered] { return .success(named) }
    let hint = UIKitColorNames.hint(for: trimmed) ?? hexWithoutHash(trimmed) ?? Suggestion.didYouMean(trimmed, in: NamedColors.spelledNames)
    return .failure(ColorSyntaxError(message:
      "unknown colour \"\(text)\"\(hint) (expected #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(…), rgba(…), hsl(…), hsla(…) or a colour name)"))
  }

  /// `text` as a CSS number (`12`, `-0.5`, `.5`, `1e2`), or nil: Swift's `Double` also reads
  /// `0x10`, `255.` and `inf`, which CSS does not (QA: `rgb(0x10, 0, 0)` was accepted).
  private static func cssNumber(_ text: String) -> Double? {
    guard text.wholeMatch(of: /[+-]?([0-9]+|[0-9]*\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil else { return nil }
    return Double(text)
  }

  /// `; did you mean "#ff0000"?` for hex digits written without their `#` (QA: none).
  private static func hexWithoutHash(_ text: String) -> String? {
    guard [3, 4, 6, 8].contains(text.count), text.allSatisfy(\.isHexDigit), case .success = parse("#" + text) else { return nil }
    return "; did you mean \"#\(text)\"?"
  }

  private static func parseHex(_ digits: String, original: String) -> Result<RGBAColor, ColorSyntaxError> {
    let values = digits.unicodeScalars.compactMap { scalar -> Double? in
      guard let digit = Int(String(scalar), radix: 16) else { return nil }
      return Double(digit)
    }
    guard values.count == digits.unicodeScalars.count else {
      return .failure(ColorSyntaxError(message: "\"\(original)\" has a character that is not a hex digit"))
    }
    switch values.count {
    case 3, 4:  // #RGB(A): each digit doubles (0xF → 0xFF)
      let channels: [Double] = values.map { (digit: Double) -> Double in digit * 17 / 255 }
      return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2],
                                alpha: channels.count == 4 ? channels[3] : 1))
    case 6, 8:
      var channels: [Double] = []
      for index in stride(from: 0, to: values.count, by: 2) {
        let byte: Double = values[index] * 16 + values[index + 1]
        channels.append(byte / 255)
      }
      return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2],
                                alpha: channels.count == 4 ? channels[3] : 1))
    default:
      return .failure(ColorSyntaxError(message:
        "\"\(original)\" has \(values.count) hex digits; expected 3, 4, 6 or 8"))
    }
  }

  /// `rgb()`, or with `hsl` `hsl()`: hue in degrees (`deg` optional), saturation and lightness
  /// in percent, converted as CSS Color 4 §7.1 does.
  private static func parseFunction(_ text: String, original: String, hsl: Bool = false) -> Result<RGBAColor, ColorSyntaxError> {
    let example = hsl ? "hsla(30, 100%, 50%, 0.5) or hsl(30 100% 50% / 0.5)" : "rgba(255, 149, 0, 0.5) or rgb(255 149 0 / 0.5)"
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      return .failure(ColorSyntaxError(message: "\"\(original)\" is missing a closing ')'"))
    }
    var body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    var alphaPart: String?
    if let slash = body.firstIndex(of: "/") {  // CSS Color 4: rgb(255 0 0 / 50%)
      alphaPart = String(body[body.index(after: slash)...])
      body = String(body[..<slash])
    }
    // Either CSS form, not a mix: commas between all values (`rgba(255, 149, 0, 0.5)`), or
    // spaces with the alpha after a slash (`rgb(255 149 0 / 50%)`).
    var parts: [String]
    if body.contains(",") {
      guard alphaPart == nil else {
        return .failure(ColorSyntaxError(message: "\"\(original)\" mixes commas with '/': write \(example)"))
      }
      parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      if parts.contains(where: { $0.isEmpty || $0.contains(" ") }) {
        return .failure(ColorSyntaxError(message: "\"\(original)\" needs a comma between every two values, and none after the last"))
      }
    } else {
      parts = body.split(whereSeparator: \.isWhitespace).map(String.init)
      if parts.count == 4 && alphaPart == nil {
        return .failure(ColorSyntaxError(message: "\"\(original)\": without commas the alpha follows a '/', as in \(example)"))
      }
      if let alphaPart { parts.append(alphaPart.trimmingCharacters(in: .whitespaces)) }
    }
    guard parts.count == 3 || parts.count == 4 else {
      return .failure(ColorSyntaxError(message: "\"\(original)\" needs 3 colour channels and an optional alpha, got \(parts.count) values"))
    }
    var channels: [Double] = []
    var hue = 0.0
    for (index, part) in parts.enumerated() {
      let isAlpha = index == 3
      if hsl && index == 0 {
        let degrees = part.hasSuffix("deg") ? String(part.dropLast(3)) : part
        guard let value = cssNumber(degrees), value.isFinite else {
          return .failure(ColorSyntaxError(message: "\"\(original)\": hue \"\(part)\" is not a number of degrees"))
        }
        hue = value
        continue
      }
      if hsl && !isAlpha && !part.hasSuffix("%") {
        return .failure(ColorSyntaxError(message: "\"\(original)\": saturation and lightness are percentages, got \"\(part)\""))
      }
      let value: Double?
      if part.hasSuffix("%") {
        value = cssNumber(String(part.dropLast())).map { $0 / 100 }
      } else {
        value = cssNumber(part).map { isAlpha ? $0 : $0 / 255 }
      }
      guard let value, value.isFinite else {
        return .failure(ColorSyntaxError(message: "\"\(original)\": \"\(part)\" is not a number or percentage"))
      }
      guard (0...1).contains(value) else {
        let range = isAlpha ? "0–1 or 0%–100%" : hsl ? "0%–100%" : "0–255 or 0%–100%"
        return .failure(ColorSyntaxError(message: "\"\(original)\": \(isAlpha ? "alpha" : "channel") \"\(part)\" is out of range (\(range))"))
      }
      channels.append(value)
    }
    if hsl {
      let alpha = channels.count == 3 ? channels[2] : 1
      let rgb = Self.rgb(hueDegrees: hue, saturation: channels[0], lightness: channels[1])
      return .success(RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha))
    }
    return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2],
                              alpha: channels.count == 4 ? channels[3] : 1))
  }
}

extension ColorParser {
  /// HSL to sRGB (CSS Color 4 §7.1): f(n) = l − s·min(l, 1 − l)·max(−1, min(k − 3, 9 − k, 1))
  /// with k = (n + hue/30) mod 12, for red n = 0, green 8, blue 4.
  static func rgb(hueDegrees: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
    let turns = hueDegrees.truncatingRemainder(dividingBy: 360)
    let hue = turns < 0 ? turns + 360 : turns
    let chroma = saturation * min(lightness, 1 - lightness)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return lightness - chroma * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }
}

/// Why a colour string was refused.
public struct ColorSyntaxError: Swift.Error, Sendable, Equatable {
  /// What is wrong, naming the text.
  public var message: String
}

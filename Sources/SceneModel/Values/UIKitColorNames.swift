import Timing

/// Suggestions for colours written as Swift code: `UIColor.green`, `.orange`,
/// `UIColor.systemBlue.cgColor`, SwiftUI's `Color.red`. UIKit's class colours share names with
/// CSS colours but not their values (`UIColor.green` is #00FF00, CSS `green` #008000), so the
/// name alone would be the wrong suggestion: these suggest UIKit's own value.
enum UIKitColorNames {
  /// UIKit's class colours as hex, from their documented components: black 0, darkGray 1/3,
  /// lightGray 2/3, white 1, gray 0.5, the primaries and their pairs pure, orange (1, 0.5, 0),
  /// purple (0.5, 0, 0.5), brown (0.6, 0.4, 0.2), clear transparent. 0.5 rounds to 0x80.
  static let classColorHex: [String: String] = [
    "black": "#000000", "darkGray": "#555555", "lightGray": "#AAAAAA", "white": "#FFFFFF",
    "gray": "#808080", "red": "#FF0000", "green": "#00FF00", "blue": "#0000FF", "cyan": "#00FFFF",
    "yellow": "#FFFF00", "magenta": "#FF00FF", "orange": "#FF8000", "purple": "#800080",
    "brown": "#996633", "clear": "#00000000",
  ]

  /// The CSS keywords among the colour names (the rest are UIKit's), "grey" left to "gray".
  private static let cssNames = NamedColors.spelledNames.filter {
    $0 == $0.lowercased() && !["label", "clear", "grey"].contains($0)
  }

  /// The `; did you mean …` suffix for `text` when it is a Swift colour expression, or nil.
  static func hint(for text: String) -> String? {
    guard let (qualifier, name) = member(of: text) else { return nil }
    if qualifier == "Color" { return swiftUIHint(name) }
    if let key = classColorHex.keys.first(where: { $0.lowercased() == name.lowercased() }), let hex = classColorHex[key] {
      return classColorHint(key, hex: hex)
    }
    if let spelled = NamedColors.spelledNames.first(where: { $0.lowercased() == name.lowercased() }) {
      return "; did you mean \"\(spelled)\"?"
    }
    guard name.lowercased().hasPrefix("system") else { return nil }
    return "; \"\(name)\" is not one of flipbook's colour names: write UIKit's value as hex or rgb() (the system colours it knows are listed under Colours in docs/scene-format.md)"
  }

  /// `UIColor.x`, `.x`, `UIColor.x.cgColor`, `UIColor.xColor()` and `Color.x` as (qualifier, x);
  /// nil for anything else.
  private static func member(of text: String) -> (qualifier: String, name: String)? {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    for suffix in ["()", ".cgColor", ".CGColor"] where rest.hasSuffix(suffix) { rest = rest.dropLast(suffix.count) }
    var qualifier = ""
    for prefix in ["UIColor.", "Color.", "."] where rest.hasPrefix(prefix) {
      qualifier = String(prefix.dropLast())
      rest = rest.dropFirst(prefix.count)
      break
    }
    // A qualifier is what says the text is Swift: a bare "darkGray" is a CSS name in any case.
    guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber }), text.contains(".") else { return nil }
    var name = String(rest)
    // Objective-C's class methods as Swift 2 imported them: UIColor.greenColor().
    if qualifier == "UIColor", name.hasSuffix("Color"), name.count > 5 { name = String(name.dropLast(5)) }
    return (qualifier, name)
  }

  private static func classColorHint(_ name: String, hex: String) -> String {
    if name == "clear" { return "; did you mean \"clear\"?" }
    // A CSS name whose colour is exactly UIKit's: lime for green, red for red.
    // Of CSS's synonyms (aqua and cyan), the one UIKit's name spells.
    let same = NamedColors.spelledNames.filter { candidate in
      cssNames.contains(candidate) && ColorParser.parse(candidate) == ColorParser.parse(hex)
    }
    let css = same.first { $0.lowercased() == name.lowercased() } ?? same.first
    let namesake = NamedColors.table[name.lowercased()]
    var note = "UIColor.\(name) is \(hex)"
    if let css, css.lowercased() == name.lowercased() {
      note += ", the same as CSS \"\(css)\""
    } else if let namesake {
      note += "; the name \"\(name.lowercased())\" is CSS's \(hexString(namesake))"
      if let css { note += ", and \(hex) is CSS \"\(css)\"" }
    } else if let css {
      note += ", CSS \"\(css)\""
    }
    let alternative = css.map { " or \"\($0)\"" } ?? ""
    return "; did you mean \"\(hex)\"\(alternative)? (\(note))"
  }

  /// SwiftUI's `Color.red` … are the system colours, not CSS's.
  private static func swiftUIHint(_ name: String) -> String? {
    if ["black", "white", "clear"].contains(name) { return "; did you mean \"\(name)\"?" }
    let system = "system" + name.prefix(1).uppercased() + name.dropFirst()
    if let spelled = NamedColors.spelledNames.first(where: { $0.lowercased() == system.lowercased() }) {
      return "; did you mean \"\(spelled)\"? (SwiftUI's Color.\(name) is UIKit's system colour)"
    }
    return nil
  }

  private static func hexString(_ color: RGBAColor) -> String {
    let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
  }
}

private extension String {
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

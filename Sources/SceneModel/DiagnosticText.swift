/// A scene's text as a message may quote it: one printable line of bounded length.
///
/// Messages quote what the scene says (a key, a value, a file name), and scenes may come from
/// anyone (a pull request): a value holding terminal escapes set the window title and cleared
/// the screen, a newline split the message, a zero-width or no-break space made
/// `unknown key "fillColor"; did you mean "fillColor"?` (QA). Such characters are written as
/// `\u{200B}`; the zero-width joiner stays, as it is part of emoji.
enum DiagnosticText {
  /// Most characters of a message shown whole; a longer one keeps its start and end.
  static let maximumLength = 2000

  /// `text` with control, invisible and direction-changing characters escaped, and its middle
  /// left out when it is longer than `maximumLength`.
  static func printable(_ text: String) -> String {
    var escaped = ""
    var changed = false
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        changed = true
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    let result = changed ? escaped : text
    let count = result.count
    guard count > maximumLength else { return result }
    // Generous: a message naming long paths (a CI checkout, fonts tried in several folders)
    // keeps its own words; a hostile megabyte value does not print whole.
    let head = result.prefix(1400), tail = result.suffix(500)
    return "\(head) … (\(count - head.count - tail.count) characters left out) … \(tail)"
  }

  /// Characters that do not show as themselves on a terminal: C0 and C1 controls (newlines and
  /// escapes among them), spaces other than U+0020, invisible formatting characters and the
  /// bidirectional controls that reorder a line.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0xA0, 0xAD, 0x061C, 0x180E, 0x2000...0x200C, 0x200E...0x200F, 0x2028...0x202F, 0x205F...0x2064, 0x2066...0x206F,
         0x3000, 0xFEFF, 0xFFF9...0xFFFB: true
    default: false
    }
  }
}

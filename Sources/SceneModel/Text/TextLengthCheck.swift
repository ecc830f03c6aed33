/// The text-length limit, counted so that it bounds the work a text makes.
///
/// Characters (grapheme clusters) are what people count, but not what layout costs: one
/// character may carry any number of combining marks, so "a" followed by five million U+0301
/// is one character, 10 MB of JSON, gigabytes of glyphs and half a minute per frame. A text is
/// therefore also limited in Unicode scalars per character, and — checked first, in one cheap
/// pass — in scalars overall, so a hostile text is refused before it is even split into characters.
enum TextLengthCheck {
  /// Most Unicode scalars in one character. The longest real ones stay far below: a family emoji
  /// is 7 scalars, a subdivision flag 7, Vietnamese or IPA letters 2–4; Unicode's stream-safe
  /// text format (UAX #15) allows 30 combining marks in a row.
  static let maximumScalarsPerCharacter = 32

  /// What is wrong with `text`'s length, or nil when it is within `maximumCharacters` characters
  /// of at most `maximumScalarsPerCharacter` scalars each.
  static func problem(in text: String, maximumCharacters: Int) -> String? {
    let maximumScalars = maximumCharacters.multipliedReportingOverflow(by: maximumScalarsPerCharacter)
    if !maximumScalars.overflow {
      var scalars = 0
      for _ in text.unicodeScalars {
        scalars += 1
        if scalars > maximumScalars.partialValue {
          let total = text.unicodeScalars.count
          return "text of \(total) Unicode scalars is longer than the limit of \(maximumScalars.partialValue) (\(maximumScalarsPerCharacter) per character × \(maximumCharacters) characters; raise it with --max-text-length)"
        }
      }
    }
    var characters = 0
    for character in text {
      characters += 1
      let scalars = character.unicodeScalars
      if scalars.count > maximumScalarsPerCharacter, let first = scalars.first {
        // Counted as scalars: in a long emoji sequence half of what follows are emoji, not marks (QA).
        return "character \(characters) is \(TextResolver.name(of: first)) followed by \(scalars.count - 1) more Unicode scalars (combining marks, joiners or joined emoji); a character may have at most \(maximumScalarsPerCharacter) Unicode scalars"
      }
    }
    if characters > maximumCharacters {
      return "text of \(characters) characters is longer than the limit of \(maximumCharacters) (raise it with --max-text-length)"
    }
    return nil
  }
}

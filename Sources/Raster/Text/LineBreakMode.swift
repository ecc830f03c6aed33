/// What happens to a line wider than the text box (`NSLineBreakMode` vocabulary).
public enum LineBreakMode: String, Sendable, CaseIterable {
  /// Lines break only at "\n"; longer lines overflow the box.
  case clip
  /// Lines wrap at spaces (not no-break spaces), after zero-width spaces and soft hyphens (the
  /// line then ends in "-"), and between Chinese/Japanese characters (not before closing
  /// punctuation or small kana); a word longer than the box breaks between characters.
  case wordWrap
  /// Each paragraph stays one line, cut with "…" when it does not fit.
  case truncatingTail
}

/// One line of placed glyphs, x measured from the line's start.
struct TextLine {
  var glyphs: [TextLayout.PlacedGlyph]
  /// Width without trailing spaces.
  var width: Double
  /// Whether the paragraph ends here (the last line of a justified paragraph stays flush left).
  var endsParagraph: Bool
  /// Whether the line breaks at a soft hyphen, so its last glyph is the "-" drawn for it.
  var endsWithBreakHyphen = false
  /// Whether the line was cut and ends in an ellipsis.
  var endsInEllipsis = false
}

/// Horizontal alignment of each line within the text box.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// Flush left.
  case left
  /// Centred in the box.
  case center
  /// Flush right.
  case right
  /// The script's natural side; left, since right-to-left text is not supported yet.
  case natural
  /// Lines stretched to the box width by widening spaces; the last line stays left.
  case justified
}

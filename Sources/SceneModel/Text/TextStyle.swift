import Timing

/// The fixed (non-animatable) parts of a text layer: fonts, layout options, and the text
/// features that turn a string into something animated (split units, counters).
public struct TextStyle: Sendable, Equatable {
  /// Font files in fallback order: a glyph comes from the first font that has it.
  public var fontFiles: [String]
  /// Horizontal alignment in the layer's bounds.
  public var alignment: TextAlignmentMode
  /// What happens to lines wider than the layer's width (needs an authored `size`).
  public var lineBreakMode: TextLineBreakMode = .clip
  /// Distance between baselines in points; nil uses the first font's line spacing.
  public var lineHeightPoints: Double?
  /// Extra space after every character except a line's last, in points (may be negative).
  public var letterSpacingPoints = 0.0
  /// Whether the fonts' standard ligatures (fi, fl, ff…) join their characters, as UIKit and
  /// browsers do by default. Never with letter spacing, nor in split text (each unit is its own
  /// label, as in the articles that split text into UILabels).
  public var ligatures = true
  /// Whether the fonts' pair kerning moves characters closer or apart, as UIKit and browsers do
  /// by default. Off, each character sits at the plain advance of the one before, as in a row
  /// of one UILabel per character (the seed article that reveals characters in random order)
  /// or CSS `font-kerning: none`.
  public var kerning = true
  /// At most this many lines, the last one cut with "…"; nil for no limit.
  public var maximumLines: Int?
  /// Split into one sub-layer per character, word or line (`"split"`).
  public var split: TextSplit?
  /// Animations every unit of a split text runs (each on its own, staggered clock).
  public var unitAnimations: [Animation] = []
  /// Set on the sub-layers a split creates: which part of the parent's text this unit is.
  public var unit: TextUnit?
  /// An animated number shown instead of `text` (`"counter"`).
  public var counter: TextCounter?
  /// Where the layer's `text` (or `counter`) is in the scene file, for warnings found once fonts are loaded.
  public var textLocation: SourceLocation?
  /// Where each string the layer's animations show is written, by JSON path
  /// (`layers[0].animations[1].values[2]`), for warnings found once fonts are loaded.
  public var stringLocations: [String: SourceLocation] = [:]

  /// Creates a text style.
  public init(fontFiles: [String], alignment: TextAlignmentMode = .natural) {
    self.fontFiles = fontFiles
    self.alignment = alignment
  }
}

/// Horizontal text alignment (CATextLayer's alignmentMode; `natural` is left for left-to-right text).
public enum TextAlignmentMode: String, Sendable, CaseIterable {
  case left, center, right, natural, justified
}

/// How lines wider than the text box are handled (NSLineBreakMode's names).
public enum TextLineBreakMode: String, Sendable, CaseIterable {
  /// Lines break only at "\n"; a longer line overflows the box.
  case clip
  /// Lines wrap at spaces and between Japanese characters; a long word breaks between characters.
  case wordWrap
  /// Each paragraph stays on one line, cut with "…" when it does not fit.
  case truncatingTail
}

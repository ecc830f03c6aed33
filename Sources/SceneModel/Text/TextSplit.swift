import Timing

/// How `"split"` divides a text layer into sub-layers.
public enum TextSplit: String, Sendable, CaseIterable {
  /// One unit per visible character (grapheme cluster); spaces get none.
  case characters
  /// One unit per character, spaces included: a space draws nothing but takes its turn in a
  /// stagger, as it does when code makes one `UILabel` per `Character` (seed 003).
  case charactersAndSpaces
  /// One unit per run of non-space characters on a line (a Japanese line without spaces is one word).
  case words
  /// One unit per laid-out line.
  case lines
}

/// One unit of a split text, as a sub-layer of the split layer.
///
/// The unit layer shows `text` laid out on its own, with its bounds placed where the unit
/// sits in the parent's layout: kerning, fallback fonts and letter spacing before the unit
/// are all in `frame`, so a split text at rest draws the same glyphs as the unsplit text.
public struct TextUnit: Sendable, Equatable {
  /// Index of the unit (0-based, reading order); the split layer's `stagger` uses it.
  public var index: Int
  /// The unit's box in the parent's layout coordinates (points, top-left origin):
  /// its glyphs' advances horizontally, its line's height vertically.
  public var frame: TextRect

  /// Creates a unit description.
  public init(index: Int, frame: TextRect) {
    self.index = index
    self.frame = frame
  }
}

/// A rectangle in points (origin top-left, y down).
public struct TextRect: Sendable, Equatable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
}

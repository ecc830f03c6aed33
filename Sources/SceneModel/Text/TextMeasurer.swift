/// Lays text out the way the renderer draws it, so the model can use real glyph positions
/// (split units, `{"measure": …}` values, missing-glyph warnings) without importing the
/// raster code. Render implements it with FreeType; tests can fake it.
public protocol TextMeasurer {
  /// Lays out `text` in a text layer with `style` at `fontSizePoints`; `boxWidthPoints` is the
  /// layer's authored width, nil for a layer that sizes itself to its text.
  func measure(_ text: String, style: TextStyle, fontSizePoints: Double, boxWidthPoints: Double?) -> TextMeasurement
}

/// A laid-out text: its box, line height and glyph positions in points (origin at the top-left
/// of the text box, y down; line k spans y = k·lineHeight … (k+1)·lineHeight).
public struct TextMeasurement: Sendable, Equatable {
  /// One placed glyph.
  public struct Glyph: Sendable, Equatable {
    /// The character drawn ("…" for a truncation ellipsis).
    public var scalar: Unicode.Scalar
    /// Index in `text.unicodeScalars` of the character it stands for.
    public var scalarIndex: Int
    /// The line it is on.
    public var lineIndex: Int
    /// Left edge of its advance.
    public var xPoints: Double
    /// Its advance.
    public var advancePoints: Double

    /// Creates a glyph record.
    public init(scalar: Unicode.Scalar, scalarIndex: Int, lineIndex: Int, xPoints: Double, advancePoints: Double) {
      self.scalar = scalar
      self.scalarIndex = scalarIndex
      self.lineIndex = lineIndex
      self.xPoints = xPoints
      self.advancePoints = advancePoints
    }
  }

  /// The text's measured box: x/width span the aligned lines, y = 0, height = lines × line height.
  public var bounds: TextRect
  /// Distance between baselines.
  public var lineHeightPoints: Double
  /// Every visible glyph in reading order.
  public var glyphs: [Glyph]
  /// Characters no font in the list has (drawn as boxes), in order of first appearance.
  public var missingScalars: [Unicode.Scalar]
  /// Whether a line was cut and no font has "…" or "." for its ellipsis (drawn as a box).
  public var ellipsisIsMissing = false

  /// Creates a measurement.
  public init(bounds: TextRect, lineHeightPoints: Double, glyphs: [Glyph], missingScalars: [Unicode.Scalar]) {
    self.bounds = bounds
    self.lineHeightPoints = lineHeightPoints
    self.glyphs = glyphs
    self.missingScalars = missingScalars
  }
}

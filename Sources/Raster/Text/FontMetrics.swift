/// A face's vertical metrics in font units, checked before layout uses them.
///
/// They come straight from the file (`hhea`, or a colour strike's metrics), so a damaged or
/// hostile font can say anything: an ascender below its descender, a line a thousand ems tall.
/// Values that could not belong to a real font are replaced by the typical proportions a layout
/// without any font uses, so such a font still draws its glyphs on a sensible line.
struct FontMetrics: Equatable, Sendable {
  /// Distance from baseline to the top of the line box (≥ 0).
  var ascender: Double
  /// Distance from baseline to the bottom of the line box (≤ 0, as FreeType).
  var descender: Double
  /// Distance between baselines (≥ ascender − descender).
  var lineSpacing: Double

  /// The most ems an ascender, a descender or a line height may span. Tall display faces
  /// (Zapfino's ascender is about 1.9 em) stay far below; beyond it the value is damage.
  static let maximumEms = 16.0
  /// Proportions used when the face's own are unusable, in ems (the same as a layout with no font).
  static let fallbackAscenderEms = 0.8
  static let fallbackDescenderEms = -0.2
  static let fallbackLineSpacingEms = 1.2

  /// Checks raw metrics: the extent `ascender − descender` must be positive with each part on
  /// its side of the baseline and within `maximumEms`, else all three fall back together (a
  /// damaged extent makes the height suspect too: FreeType computes it from them in Int16, so
  /// ±20000 wraps to a plausible-looking 25536); a `height` that is smaller than the extent or
  /// too large is replaced by the extent.
  init(ascender: Double, descender: Double, height: Double, unitsPerEm: Double) {
    let limit = Self.maximumEms * unitsPerEm
    let usable = ascender.isFinite && descender.isFinite && ascender >= 0 && descender <= 0
      && ascender - descender > 0 && ascender <= limit && -descender <= limit
    guard usable else {
      self.ascender = Self.fallbackAscenderEms * unitsPerEm
      self.descender = Self.fallbackDescenderEms * unitsPerEm
      self.lineSpacing = Self.fallbackLineSpacingEms * unitsPerEm
      return
    }
    self.ascender = ascender
    self.descender = descender
    self.lineSpacing = height.isFinite && height <= limit ? max(height, ascender - descender) : ascender - descender
  }
}

/// How different a rendered frame may be from its golden and still match.
///
/// A pixel is *over tolerance* when its colour difference (`ColorDifference.deltaE`, CIE76 ΔE*ab
/// over white and black) is greater than `maximumDeltaE`. A frame matches when the fraction of
/// its pixels over tolerance is at most `maximumFractionOverTolerance`. The default, `.exact`,
/// allows no visible difference at all.
public struct GoldenTolerance: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Largest per-pixel ΔE*ab that still counts as the same colour (0 = identical).
  public var maximumDeltaE: Double
  /// Largest fraction (0...1) of the frame's pixels that may be over `maximumDeltaE`.
  public var maximumFractionOverTolerance: Double

  /// A tolerance; values are clamped to sensible ranges (negative or NaN become 0, fractions ≤ 1).
  public init(maximumDeltaE: Double, maximumFractionOverTolerance: Double = 0) {
    self.maximumDeltaE = maximumDeltaE.isNaN ? 0 : max(0, maximumDeltaE)
    self.maximumFractionOverTolerance = maximumFractionOverTolerance.isNaN ? 0 : min(1, max(0, maximumFractionOverTolerance))
  }

  /// Every pixel must look identical. Flipbook's own output is deterministic, so this is the
  /// right default on one machine and one Flipbook version.
  public static let exact = GoldenTolerance(maximumDeltaE: 0, maximumFractionOverTolerance: 0)

  /// For shapes whose edges may be antialiased slightly differently (another CPU's floating
  /// point, a libgd update): colours within one just-noticeable difference (ΔE 2.3) everywhere,
  /// and up to 0.5 % of pixels — roughly the edge pixels of a few shapes — anything.
  public static let antialiasing = GoldenTolerance(maximumDeltaE: 2.3, maximumFractionOverTolerance: 0.005)

  /// For frames with text, where a FreeType update can move glyph coverage: ΔE 5 everywhere
  /// and up to 2 % of pixels (the glyph edges of a line or two of text) anything.
  public static let text = GoldenTolerance(maximumDeltaE: 5, maximumFractionOverTolerance: 0.02)

  /// The presets by the names `golden.json` and `--tolerance` use, in a fixed order.
  public static let presets: [(name: String, tolerance: GoldenTolerance)] = [
    ("exact", .exact), ("antialiasing", .antialiasing), ("text", .text),
  ]

  /// The preset called `name`, if any.
  public static func preset(named name: String) -> GoldenTolerance? {
    presets.first { $0.name == name }?.tolerance
  }

  /// How many of `pixelCount` pixels may be over tolerance.
  public func allowedPixelsOverTolerance(of pixelCount: Int) -> Int {
    // The tiny relative nudge keeps e.g. 0.29 × 100 (= 28.999999999999996) at 29.
    Int((maximumFractionOverTolerance * Double(pixelCount) * (1 + 1e-12)).rounded(.down))
  }

  /// `exact`, or `ΔE ≤ 2.3 except 0.5 % of pixels`.
  public var description: String {
    if self == .exact { return "exact" }
    let fraction = maximumFractionOverTolerance == 0 ? "" : " except \(GoldenFormat.percent(maximumFractionOverTolerance)) of pixels"
    return "ΔE ≤ \(GoldenFormat.decimal(maximumDeltaE))\(fraction)"
  }
}

import Raster
import SceneModel
import Timing

/// How far inside the bounds a layer's fill and clipped content stop when an opaque border is
/// drawn over them, so their antialiased edge does not show outside the border.
///
/// The fill and the border share the bounds' outer edge. A pixel that edge covers by c gets
/// the fill at c, then the border at c over it, which leaves c·(1 − c) of the fill showing
/// where only the border and what is behind should: a ring of the fill colour around the
/// border (QA against Chromium: a black disc with a 3 pt white border drew a grey hairline
/// outside the white, 65 levels off). Under an opaque border nothing of the fill can show, so
/// it stops short of the outer edge, by a pixel and a half in the transform's narrowest
/// direction (a 45° edge crosses √2 pixels), but never by more than half the border, so the
/// border's inner edge still lies over it. Browsers do the same ("background bleed
/// avoidance"). A see-through border shows what is under it, so then nothing moves.
enum BorderBleedInset {
  /// The inset in points; 0 when there is no opaque border over the bounds.
  static func points(properties: LayerProperties, size: Vec2, transform: AffineTransform, opacity: Double) -> Double {
    let color = RasterColor(properties.borderColor, opacity: opacity)
    guard properties.borderWidthPoints > 0, color.alpha >= 1, size.x > 0, size.y > 0 else { return 0 }
    let width = min(properties.borderWidthPoints, min(size.x, size.y) / 2)
    let pixelsPerPoint = narrowestScale(of: transform)
    guard pixelsPerPoint > 0, pixelsPerPoint.isFinite else { return 0 }
    return min(width / 2, 1.5 / pixelsPerPoint)
  }

  /// The smallest factor by which `transform` stretches a length in any direction (its
  /// smaller singular value).
  static func narrowestScale(of transform: AffineTransform) -> Double {
    let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
    let sumOfSquares = a * a + b * b + c * c + d * d
    let determinant = a * d - b * c
    let root = max(0, sumOfSquares * sumOfSquares - 4 * determinant * determinant).squareRoot()
    return max(0, (sumOfSquares - root) / 2).squareRoot()
  }
}

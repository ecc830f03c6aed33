import Raster
import SceneModel

/// A shadow's offset and blur in device pixels.
///
/// As in Core Animation, a layer's shadow is cast in its parent's space: the layer's own
/// transform neither turns nor scales it, but everything above the layer — its groups'
/// transforms and the canvas scale — does, as it does the rest of what the layer draws. So a
/// card in a group that zooms from 0.8 to 1 casts a shadow that grows with it, and a shadow
/// offset downwards in a group turned 90° falls to the left on screen.
struct ShadowGeometry: Equatable {
  /// The offset in device pixels.
  var offsetXPixels: Double, offsetYPixels: Double
  /// The Gaussian's standard deviation in device pixels.
  var blurSigmaPixels: Double

  /// `shadow` as cast by a layer whose parent maps points to device pixels by `parentTransform`.
  /// A blur under a non-uniform scale would be elliptical; it stays round here, with the
  /// transform's mean stretch (the square root of its area scale), exact for uniform scales
  /// and rotations.
  init(_ shadow: ShadowProperties, parentTransform: AffineTransform) {
    let t = parentTransform
    let offset = shadow.offsetPoints
    // Row-vector convention (`AffineTransform`): a vector (x, y) maps to (x·a + y·c, x·b + y·d).
    offsetXPixels = offset.x * t.a + offset.y * t.c
    offsetYPixels = offset.x * t.b + offset.y * t.d
    blurSigmaPixels = shadow.radiusPoints * abs(t.a * t.d - t.b * t.c).squareRoot()
  }

  /// How far past the layer's drawing the shadow can reach, in device pixels: the blur's
  /// reach (about 3 σ; 3.9 σ for the box blurs past σ = 32 px) and the offset. Infinite
  /// when the blur is not finite, so that nothing is bounded by it.
  var reachPixels: Double {
    guard blurSigmaPixels.isFinite else { return .infinity }
    return Double(Canvas.shadowBlurReachPixels(sigmaPixels: blurSigmaPixels)) + max(abs(offsetXPixels), abs(offsetYPixels))
  }
}

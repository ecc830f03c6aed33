import Foundation

/// Samples an image at device pixel centres: bilinear in the mip level its footprint picks,
/// blended with the next level by the fractional level.
struct ImageSampler {
  let near: UnsafeBufferPointer<UInt8>, nearWidth: Int, nearHeight: Int, nearScale: Double
  let far: UnsafeBufferPointer<UInt8>, farWidth: Int, farHeight: Int, farScale: Double
  let blend: Float
  let inverse: AffineTransform

  /// Calls `body` with a sampler for `image` drawn with the transform whose inverse is `inverse`.
  static func with(_ image: RasterImage, inverse: AffineTransform, _ body: (ImageSampler) -> Void) {
    // Image pixels per device pixel along the most compressed direction picks the level.
    let footprint = inverse.maximumScale
    let level = footprint > 1 ? min(log2(footprint), Double(image.levels.count - 1)) : 0
    let lower = Int(level), upper = min(lower + 1, image.levels.count - 1)
    let (nearLevel, farLevel) = (image.levels[lower], image.levels[upper])
    nearLevel.pixels.withUnsafeBufferPointer { near in
      farLevel.pixels.withUnsafeBufferPointer { far in
        body(ImageSampler(near: near, nearWidth: nearLevel.width, nearHeight: nearLevel.height, nearScale: 1 / Double(1 << lower),
                          far: far, farWidth: farLevel.width, farHeight: farLevel.height, farScale: 1 / Double(1 << upper),
                          blend: Float(level - Double(lower)), inverse: inverse))
      }
    }
  }

  /// The premultiplied colour at the centre of device pixel (`x`, `y`).
  @inline(__always)
  func sample(x: Int, y: Int) -> SIMD4<Float> {
    let q = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
    var s = RasterImage.sample(near, width: nearWidth, height: nearHeight, u: q.x * nearScale, v: q.y * nearScale)
    if blend > 0 {
      let t = RasterImage.sample(far, width: farWidth, height: farHeight, u: q.x * farScale, v: q.y * farScale)
      s += (t - s) * blend
    }
    return s
  }
}

import Foundation

extension Canvas {
  /// Draws `image` with `transform` mapping image pixels (0…width, 0…height) to device pixels,
  /// at `opacity`, inside the current clip.
  ///
  /// Edges are antialiased like any shape. Magnified images are sampled bilinearly; minified
  /// ones trilinearly from the mipmap chain (bilinear in the two nearest levels, blended by the
  /// fractional level), so a photo zooming from a thumbnail to full width neither shimmers nor
  /// pops between levels.
  public func draw(_ image: RasterImage, transform: AffineTransform, opacity: Double) {
    let o = Float(RasterColor.unit(opacity))
    guard o > 0, !image.levels.isEmpty, let inverse = transform.inverted, let bounds = clipBounds else { return }
    var quad = FlattenedPath(.rect(x: 0, y: 0, width: Double(image.widthPixels), height: Double(image.heightPixels)), transform: transform)
    // A rectangular clip cuts the quad, so an image as large as the layer clipping it has its
    // edges antialiased once; only a soft clip is multiplied in.
    let box = geometricClip
    if let box { quad = quad.clipped(to: box) }
    guard let mask = CoverageMask.fill(quad, clipX0: bounds.x0, clipY0: bounds.y0, clipX1: bounds.x1, clipY1: bounds.y1) else { return }

    // Image pixels per device pixel along the most compressed direction picks the level.
    let footprint = inverse.maximumScale
    let level = footprint > 1 ? min(log2(footprint), Double(image.levels.count - 1)) : 0
    let lower = Int(level), upper = min(lower + 1, image.levels.count - 1)
    let blend = Float(level - Double(lower))
    let lowerScale = 1 / Double(1 << lower), upperScale = 1 / Double(1 << upper)

    let width = widthPixels
    let clip = box == nil ? clipMask : nil
    let (near, far) = (image.levels[lower], image.levels[upper])
    near.pixels.withUnsafeBufferPointer { nearPixels in
      far.pixels.withUnsafeBufferPointer { farPixels in
        pixels.withUnsafeMutableBufferPointer { pixels in
          mask.withRows { y, coverage in
            var p = (y * width + mask.originX) * 4
            for i in 0..<coverage.count {
              defer { p += 4 }
              var c = coverage[i] * o
              if let clip { c *= clip.coverage(x: mask.originX + i, y: y) }
              guard c > 1.0 / 512 else { continue }
              let q = inverse.apply(x: Double(mask.originX + i) + 0.5, y: Double(y) + 0.5)
              var s = RasterImage.sample(nearPixels, width: near.width, height: near.height, u: q.x * lowerScale, v: q.y * lowerScale)
              if blend > 0 {
                let t = RasterImage.sample(farPixels, width: far.width, height: far.height, u: q.x * upperScale, v: q.y * upperScale)
                s += (t - s) * blend
              }
              let keep = 1 - s.w / 255 * c
              pixels[p] = Self.byte(s.x * c + Float(pixels[p]) * keep)
              pixels[p + 1] = Self.byte(s.y * c + Float(pixels[p + 1]) * keep)
              pixels[p + 2] = Self.byte(s.z * c + Float(pixels[p + 2]) * keep)
              pixels[p + 3] = Self.byte(s.w * c + Float(pixels[p + 3]) * keep)
            }
          }
        }
      }
    }
  }
}

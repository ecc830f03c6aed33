extension Canvas {
  /// Draws `image` with `transform` mapping image pixels (0…width, 0…height) to device pixels,
  /// at `opacity`, inside the current clip.
  ///
  /// Edges are antialiased like any shape. Magnified images are sampled bilinearly; minified
  /// ones trilinearly from the mipmap chain (bilinear in the two nearest levels, blended by the
  /// fractional level), so a photo zooming from a thumbnail to full width neither shimmers nor
  /// pops between levels. An image drawn again with the same transform (a photo fading) blends
  /// the samples kept from before (`ImageSampleCache`).
  public func draw(_ image: RasterImage, transform: AffineTransform, opacity: Double) {
    let o = Float(RasterColor.unit(opacity))
    guard o > 0, !image.levels.isEmpty, let inverse = transform.inverted, let bounds = clipBounds else { return }
    var quad = FlattenedPath(.rect(x: 0, y: 0, width: Double(image.widthPixels), height: Double(image.heightPixels)), transform: transform)
    // A rectangular clip cuts the quad, so an image as large as the layer clipping it has its
    // edges antialiased once; only a soft clip is multiplied in.
    let box = geometricClip
    if let box { quad = quad.clipped(to: box) }
    let clip = box == nil ? clipMask : nil
    let key = ImageSampleCache.Key(image: image, transform: transform, box: box)
    if let kept = imageSamples.samples(for: key) {
      blend(kept, opacity: o, clip: clip, within: bounds)
      return
    }
    guard let mask = CoverageMask.fill(quad, clipX0: bounds.x0, clipY0: bounds.y0, clipX1: bounds.x1, clipY1: bounds.y1) else { return }
    if mask.width * mask.height >= ImageSampleCache.minimumPixels {
      if imageSamples.wasRequested(key),
         let whole = CoverageMask.fill(quad, clipX0: 0, clipY0: 0, clipX1: widthPixels, clipY1: heightPixels),
         whole.width * whole.height * (MemoryLayout<Float>.stride + MemoryLayout<SIMD4<Float>>.stride) <= ImageSampleCache.budgetBytes {
        let samples = Self.samples(of: image, inverse: inverse, coverage: whole)
        imageSamples.store(samples, for: key)
        blend(samples, opacity: o, clip: clip, within: bounds)
        return
      }
      imageSamples.noteRequest(key)
    }
    let width = widthPixels
    ImageSampler.with(image, inverse: inverse) { sampler in
      pixels.withUnsafeMutableBufferPointer { pixels in
        mask.withRows { y, coverage in
          var p = (y * width + mask.originX) * 4
          for i in 0..<coverage.count {
            defer { p += 4 }
            var c = coverage[i] * o
            if let clip { c *= clip.coverage(x: mask.originX + i, y: y) }
            guard c > Self.negligibleCoverage else { continue }
            Self.blendPartly(pixels, at: p, color: sampler.sample(x: mask.originX + i, y: y), coverage: c)
          }
        }
      }
    }
  }

  /// The image's coverage and samples over `coverage`'s rectangle, for `ImageSampleCache`: a
  /// sample wherever the coverage is not negligible (then no opacity or clip makes it drawn).
  private static func samples(of image: RasterImage, inverse: AffineTransform, coverage mask: CoverageMask) -> ImageSampleCache.Samples {
    var coverage = [Float](repeating: 0, count: mask.width * mask.height)
    var colors = [SIMD4<Float>](repeating: .zero, count: mask.width * mask.height)
    ImageSampler.with(image, inverse: inverse) { sampler in
      mask.withRows { y, row in
        let base = (y - mask.originY) * mask.width
        for i in 0..<row.count where row[i] > negligibleCoverage {
          coverage[base + i] = row[i]
          colors[base + i] = sampler.sample(x: mask.originX + i, y: y)
        }
      }
    }
    return ImageSampleCache.Samples(originX: mask.originX, originY: mask.originY, width: mask.width, height: mask.height,
                                    coverage: coverage, colors: colors)
  }

  /// Blends kept samples inside `bounds` with opacity `o` and the soft clip: per pixel the same
  /// arithmetic as drawing the image afresh.
  private func blend(_ samples: ImageSampleCache.Samples, opacity o: Float, clip: CoverageMask?,
                     within bounds: (x0: Int, y0: Int, x1: Int, y1: Int)) {
    let x0 = max(bounds.x0, samples.originX), x1 = min(bounds.x1, samples.originX + samples.width)
    let y0 = max(bounds.y0, samples.originY), y1 = min(bounds.y1, samples.originY + samples.height)
    guard x1 > x0, y1 > y0 else { return }
    let width = widthPixels
    samples.coverage.withUnsafeBufferPointer { coverage in
      samples.colors.withUnsafeBufferPointer { colors in
        pixels.withUnsafeMutableBufferPointer { pixels in
          for y in y0..<y1 {
            let base = (y - samples.originY) * samples.width - samples.originX
            for x in x0..<x1 where coverage[base + x] != 0 {
              var c = coverage[base + x] * o
              if let clip { c *= clip.coverage(x: x, y: y) }
              guard c > Self.negligibleCoverage else { continue }
              Self.blendPartly(pixels, at: (y * width + x) * 4, color: colors[base + x], coverage: c)
            }
          }
        }
      }
    }
  }
}

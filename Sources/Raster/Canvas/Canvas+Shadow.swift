extension Canvas {
  /// Draws the shadow of a filled shape: its coverage, moved by the offset and blurred with a
  /// Gaussian of standard deviation `blurSigmaPixels` (Core Animation's `shadowRadius` ≈ σ
  /// in points), tinted with `color` (fold `shadowOpacity` into its alpha). Offsets and blur
  /// are in device pixels and unaffected by `transform`, as in Core Animation.
  public func fillShadow(
    _ path: Path, transform: AffineTransform, color: RasterColor,
    offsetXPixels: Double, offsetYPixels: Double, blurSigmaPixels: Double
  ) {
    guard color.alpha > 0, !path.isEmpty, let bounds = clipBounds else { return }
    let whole = (x0: 0, y0: 0, x1: widthPixels, y1: heightPixels)
    // A shadow asked for again is blurred over the whole canvas once, and cropped from then
    // on (ShadowMaskCache).
    let cacheable = blurSigmaPixels.isFinite
    let key = ShadowMaskCache.Key(path: path, transform: transform, sigmaPixels: blurSigmaPixels,
                                  offsetXPixels: offsetXPixels, offsetYPixels: offsetYPixels)
    if cacheable, let kept = shadowMasks.mask(for: key) {
      if let kept { blendShadow(blurred: kept, color: color) }
      return
    }
    // Kept only when asked for again: a moving shape's shadow differs every frame.
    let keep = cacheable && shadowMasks.wasRequested(key)
    let region = Self.shadowSource(of: keep ? whole : bounds, sigmaPixels: blurSigmaPixels,
                                   offsetXPixels: offsetXPixels, offsetYPixels: offsetYPixels)
    // Rasterize unclipped around the visible area: shape parts just off-canvas still cast
    // shadow onto it.
    let mask = CoverageMask.fill(FlattenedPath(path, transform: transform),
                                 clipX0: region.x0, clipY0: region.y0, clipX1: region.x1, clipY1: region.y1)
    let blurred = mask.map { GaussianBlur.blur($0, sigma: blurSigmaPixels, dx: offsetXPixels, dy: offsetYPixels) }
    if keep {
      shadowMasks.store(blurred?.cropped(x0: whole.x0, y0: whole.y0, x1: whole.x1, y1: whole.y1), for: key)
    } else if cacheable {
      shadowMasks.noteRequest(key)
    }
    if let blurred { blendShadow(blurred: blurred, color: color) }
  }

  /// Draws the shadow of everything on `layer` (its alpha channel, as `CALayer` shadows
  /// follow the composited content), offset, blurred and tinted as in `fillShadow`.
  /// `paintedWithin`: as in `draw(_:layerOriginX:layerOriginY:opacity:clippedAlready:paintedWithin:)`.
  ///
  /// `layerOriginX`, `layerOriginY`: the pixel of this canvas under `layer`'s top-left pixel.
  /// A layer drawn partly or wholly off this canvas is drawn on a canvas of its own that
  /// reaches past this one's edges, so the part off the canvas casts its shadow onto it too.
  public func drawShadow(
    of layer: Canvas, layerOriginX: Int = 0, layerOriginY: Int = 0,
    color: RasterColor, offsetXPixels: Double, offsetYPixels: Double, blurSigmaPixels: Double,
    paintedWithin region: PaintedRegion? = nil
  ) {
    assert(region.map { !layer.hasPaint(outside: $0) } ?? true, "a layer painted outside the region it was promised to keep to")
    guard color.alpha > 0, let found = layer.paintedAlpha(within: region) else { return }
    let alpha = (x0: found.x0 + layerOriginX, y0: found.y0 + layerOriginY, width: found.width, height: found.height, bytes: found.bytes)
    let key = FlattenedShadowCache.Key(originX: alpha.x0, originY: alpha.y0, width: alpha.width, height: alpha.height,
                                       alpha: alpha.bytes, sigmaPixels: blurSigmaPixels,
                                       offsetXPixels: offsetXPixels, offsetYPixels: offsetYPixels)
    if let kept = flattenedShadows.blurred(for: key) {
      blendShadow(blurred: kept, color: color)
      return
    }
    var mask = CoverageMask(originX: alpha.x0, originY: alpha.y0, width: alpha.width, height: alpha.height)
    mask.withMutableCells { cells, stride in
      for y in 0..<alpha.height {
        for x in 0..<alpha.width { cells[y * stride + x] = Float(alpha.bytes[y * alpha.width + x]) / 255 }
      }
    }
    let blurred = GaussianBlur.blur(mask, sigma: blurSigmaPixels, dx: offsetXPixels, dy: offsetYPixels)
    flattenedShadows.store(blurred, for: key)
    blendShadow(blurred: blurred, color: color)
  }

  /// Tints the part of a blurred shadow mask inside the clip with `color`.
  private func blendShadow(blurred: CoverageMask, color: RasterColor) {
    guard let bounds = clipBounds,
          let visible = blurred.cropped(x0: bounds.x0, y0: bounds.y0, x1: bounds.x1, y1: bounds.y1) else { return }
    blend(visible, shader: Shader(.solid(color), transform: .identity), clip: clipMask)
  }

  /// The pixels of a shape that cast shadow onto `region`: the region moved back by the offset
  /// (as `GaussianBlur` clamps it) and widened by the blur's reach. Widening by the offset on
  /// every side instead made the mask (2·offset)² pixels: a 20 000 pt shadowOffset asked for
  /// gigabytes for a 60×40 canvas (QA: 40 GB, a crash).
  static func shadowSource(of region: (x0: Int, y0: Int, x1: Int, y1: Int), sigmaPixels: Double,
                           offsetXPixels: Double, offsetYPixels: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    func shift(_ offset: Double) -> (low: Int, high: Int) {
      let clamped = offset.isFinite ? offset.clamped(to: -1e6...1e6) : 0
      return (Int(clamped.rounded(.down)), Int(clamped.rounded(.up)))
    }
    let reach = GaussianBlur.reachPixels(sigma: sigmaPixels) + 2
    let dx = shift(offsetXPixels), dy = shift(offsetYPixels)
    return (region.x0 - dx.high - reach, region.y0 - dy.high - reach, region.x1 - dx.low + reach, region.y1 - dy.low + reach)
  }

  /// How far a shadow blurred with standard deviation `sigmaPixels` spreads past what casts
  /// it, before its offset, in device pixels (about 3σ, and 3.9σ past 32 px where the blur
  /// is five box blurs). Bounds of what a shadow can change must reach this far.
  public static func shadowBlurReachPixels(sigmaPixels: Double) -> Int {
    GaussianBlur.reachPixels(sigma: sigmaPixels)
  }

  /// This canvas's alpha bytes over its painted bounding box, row by row, or `nil` if fully
  /// transparent. Only `region` is searched when given (nothing is painted outside it).
  func paintedAlpha(within region: PaintedRegion? = nil) -> (x0: Int, y0: Int, width: Int, height: Int, bytes: [UInt8])? {
    var minX = widthPixels, minY = heightPixels, maxX = -1, maxY = -1
    let width = widthPixels
    let top = min(heightPixels, max(0, region?.y0 ?? 0)), left = min(width, max(0, region?.x0 ?? 0))
    let rows = top..<max(top, min(heightPixels, region?.y1 ?? .max))
    let columns = left..<max(left, min(width, region?.x1 ?? .max))
    pixels.withUnsafeBufferPointer { p in
      for y in rows {
        for x in columns where p[(y * width + x) * 4 + 3] != 0 {
          minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
      }
    }
    guard maxX >= minX else { return nil }
    let boxWidth = maxX - minX + 1, boxHeight = maxY - minY + 1
    let bytes = pixels.withUnsafeBufferPointer { p in
      [UInt8](unsafeUninitializedCapacity: boxWidth * boxHeight) { out, count in
        for y in 0..<boxHeight {
          for x in 0..<boxWidth { out[y * boxWidth + x] = p[((y + minY) * width + x + minX) * 4 + 3] }
        }
        count = boxWidth * boxHeight
      }
    }
    return (minX, minY, boxWidth, boxHeight, bytes)
  }
}

extension Canvas {
  /// Composites `layer` over this canvas with `opacity` (premultiplied source-over), inside the current clip.
  ///
  /// This is group opacity: the caller draws a group's children into `layer` first and
  /// composites the flattened result once, so overlapping children show no darker overlap.
  /// Only the area both canvases share is composited; `layer`'s top-left pixel lies on this
  /// canvas's pixel (`layerOriginX`, `layerOriginY`), which may be off this canvas (a layer
  /// drawn past its edges so that all of it casts its shadow).
  ///
  /// `clippedAlready`: `layer` was drawn under this canvas's clip (`takeRectangularClip(of:)`),
  /// so the clip restricts where it is composited but its coverage is not multiplied in again.
  ///
  /// `paintedWithin`: a rectangle of `layer` outside which it is transparent (an offscreen
  /// layer's extent), so only its pixels are visited: a card flattened on a frame-sized canvas
  /// is a small part of it. Debug builds check the promise.
  public func draw(_ layer: Canvas, layerOriginX ox: Int = 0, layerOriginY oy: Int = 0, opacity: Double,
                   clippedAlready: Bool = false, paintedWithin region: PaintedRegion? = nil) {
    let o = Float(RasterColor.unit(opacity))
    guard o > 0, layer !== self, let bounds = clipBounds else { return }
    assert(region.map { !layer.hasPaint(outside: $0) } ?? true, "a layer painted outside the region it was promised to keep to")
    let x0 = max(bounds.x0, ox + max(0, region?.x0 ?? 0)), y0 = max(bounds.y0, oy + max(0, region?.y0 ?? 0))
    let x1 = min(bounds.x1, ox + min(layer.widthPixels, region?.x1 ?? .max))
    let y1 = min(bounds.y1, oy + min(layer.heightPixels, region?.y1 ?? .max))
    guard x1 > x0, y1 > y0 else { return }
    let clip = clippedAlready ? nil : clipMask
    let dstStride = widthPixels * 4, srcStride = layer.widthPixels * 4
    // The last blended pixel's factor, source and destination words, and result: a fade of
    // flat colours over flat colours repeats them pixel after pixel, and the result depends
    // on nothing else.
    var last = (factor: Float(-1), source: UInt32(0), destination: UInt32(0), result: UInt32(0))
    pixels.withUnsafeMutableBufferPointer { dst in
      layer.pixels.withUnsafeBufferPointer { src in
        let dstBytes = UnsafeMutableRawPointer(dst.baseAddress!), srcBytes = UnsafeRawPointer(src.baseAddress!)
        for y in y0..<y1 {
          var d = y * dstStride + x0 * 4, s = (y - oy) * srcStride + (x0 - ox) * 4
          for x in x0..<x1 {
            defer { d += 4; s += 4 }
            let sa = src[s + 3]
            guard sa != 0 else { continue }
            let factor = clip.map { $0.coverage(x: x, y: y) * o } ?? o
            if sa == 255 && factor >= 1 {
              dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = 255
            } else if factor > 0 {
              let source = srcBytes.loadUnaligned(fromByteOffset: s, as: UInt32.self)
              let destination = dstBytes.loadUnaligned(fromByteOffset: d, as: UInt32.self)
              if factor == last.factor && source == last.source && destination == last.destination {
                dstBytes.storeBytes(of: last.result, toByteOffset: d, as: UInt32.self)
                continue
              }
              let keep = 1 - Float(sa) / 255 * factor
              for k in 0..<4 {
                dst[d + k] = Self.byte(Float(src[s + k]) * factor + Float(dst[d + k]) * keep)
              }
              last = (factor, source, destination, dstBytes.loadUnaligned(fromByteOffset: d, as: UInt32.self))
            }
          }
        }
      }
    }
  }

  /// A rectangle of device pixels `x0..<x1`, `y0..<y1` that holds everything painted on a canvas.
  public typealias PaintedRegion = (x0: Int, y0: Int, x1: Int, y1: Int)

  /// Whether any pixel outside `region` has nonzero alpha (for checking `PaintedRegion` promises).
  func hasPaint(outside region: PaintedRegion) -> Bool {
    pixels.withUnsafeBufferPointer { p in
      for y in 0..<heightPixels {
        for x in 0..<widthPixels where p[(y * widthPixels + x) * 4 + 3] != 0 {
          if x < region.x0 || x >= region.x1 || y < region.y0 || y >= region.y1 { return true }
        }
      }
      return false
    }
  }
}

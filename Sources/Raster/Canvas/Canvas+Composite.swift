extension Canvas {
  /// Composites `layer` over this canvas with `opacity` (premultiplied source-over).
  ///
  /// This is group opacity: the caller draws a group's children into `layer` first and
  /// composites the flattened result once, so overlapping children show no darker overlap.
  /// Only the area both canvases share (from the top-left corner) is composited.
  public func draw(_ layer: Canvas, opacity: Double) {
    let o = Float(RasterColor.unit(opacity))
    guard o > 0, layer !== self else { return }
    let width = min(widthPixels, layer.widthPixels), height = min(heightPixels, layer.heightPixels)
    let dstStride = widthPixels * 4, srcStride = layer.widthPixels * 4
    pixels.withUnsafeMutableBufferPointer { dst in
      layer.pixels.withUnsafeBufferPointer { src in
        for y in 0..<height {
          var d = y * dstStride, s = y * srcStride
          for _ in 0..<width {
            let sa = src[s + 3]
            if sa == 255 && o >= 1 {
              dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = 255
            } else if sa != 0 {
              let keep = 1 - Float(sa) / 255 * o
              for k in 0..<4 {
                dst[d + k] = Self.byte(Float(src[s + k]) * o + Float(dst[d + k]) * keep)
              }
            }
            d += 4
            s += 4
          }
        }
      }
    }
  }
}

extension Canvas {
  /// Updates the rectangle `x0..<x1`, `y0..<y1` of `buffer` (a straight-alpha copy of this
  /// canvas made earlier by `makePixelBuffer()`) from the canvas, converting exactly as
  /// `makePixelBuffer()` does. A renderer that redrew only that region gets the same buffer a
  /// full conversion would give, at the cost of the region alone.
  public func updatePixelBuffer(_ buffer: inout PixelBuffer, x0: Int, y0: Int, x1: Int, y1: Int) {
    precondition(buffer.width == widthPixels && buffer.height == heightPixels, "pixel buffer size differs from the canvas")
    let cx0 = max(0, x0), cy0 = max(0, y0), cx1 = min(widthPixels, x1), cy1 = min(heightPixels, y1)
    guard cx1 > cx0, cy1 > cy0 else { return }
    let stride = widthPixels * 4
    pixels.withUnsafeBufferPointer { src in
      buffer.bytes.withUnsafeMutableBufferPointer { dst in
        for y in cy0..<cy1 {
          var i = y * stride + cx0 * 4
          let end = y * stride + cx1 * 4
          while i < end {
            let a = UInt32(src[i + 3])
            if a == 255 {
              dst[i] = src[i]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i + 2]; dst[i + 3] = 255
            } else if a == 0 {
              dst[i] = 0; dst[i + 1] = 0; dst[i + 2] = 0; dst[i + 3] = 0
            } else {
              for k in 0..<3 { dst[i + k] = UInt8(min(255, (UInt32(src[i + k]) * 255 + a / 2) / a)) }
              dst[i + 3] = UInt8(a)
            }
            i += 4
          }
        }
      }
    }
  }
}

extension PixelBuffer {
  /// This image shrunk to `width` × `height` (each at most the current size) by area averaging:
  /// every output pixel is the mean of the source area it covers, partial source pixels
  /// weighted by the part covered. Colours are averaged premultiplied, so a transparent pixel's
  /// colour does not bleed into its neighbours.
  ///
  /// For `flipbook encode --max-bytes`, which shrinks frames made elsewhere as `render` shrinks
  /// its canvas. Separable (rows, then columns) and deterministic: the same input gives the same
  /// bytes on every run.
  public func downscaled(width outputWidth: Int, height outputHeight: Int) -> PixelBuffer {
    precondition((1...max(1, width)).contains(outputWidth) && (1...max(1, height)).contains(outputHeight), "downscale only")
    if outputWidth == width && outputHeight == height { return self }
    let columns = Self.coverage(source: width, output: outputWidth)
    let rows = Self.coverage(source: height, output: outputHeight)
    // Pass 1: each source row shrunk horizontally, premultiplied, one Double per channel.
    var horizontal = [Double](repeating: 0, count: outputWidth * height * 4)
    bytes.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          for (x, taps) in columns.enumerated() {
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0
            for tap in taps {
              let i = (y * width + tap.index) * 4
              let alpha = Double(source[i + 3]) * tap.weight
              r += Double(source[i]) * alpha; g += Double(source[i + 1]) * alpha; b += Double(source[i + 2]) * alpha; a += alpha
            }
            let o = (y * outputWidth + x) * 4
            out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
          }
        }
      }
    }
    // Pass 2: columns shrunk vertically, then back to straight 8-bit values.
    var output = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
    horizontal.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { out in
        for (y, taps) in rows.enumerated() {
          for x in 0..<outputWidth {
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0
            for tap in taps {
              let i = (tap.index * outputWidth + x) * 4
              r += source[i] * tap.weight; g += source[i + 1] * tap.weight; b += source[i + 2] * tap.weight; a += source[i + 3] * tap.weight
            }
            let o = (y * outputWidth + x) * 4
            // `a` is the mean alpha (weights sum to 1); colours were weighted by alpha.
            guard a > 0 else { continue }
            out[o] = Self.byte(r / a); out[o + 1] = Self.byte(g / a); out[o + 2] = Self.byte(b / a); out[o + 3] = Self.byte(a)
          }
        }
      }
    }
    return PixelBuffer(width: outputWidth, height: outputHeight, bytes: output)
  }

  /// One source pixel's share of an output pixel.
  struct Tap {
    let index: Int
    let weight: Double
  }

  /// For each of `output` pixels along an axis of `source` pixels, the source pixels it covers
  /// and the part of it each one makes up (the weights of one output pixel sum to 1).
  static func coverage(source: Int, output: Int) -> [[Tap]] {
    // Output pixel o covers [o·source/output, (o+1)·source/output); in units of 1/output of a
    // source pixel the bounds are the integers o·source and (o+1)·source, so taps are exact.
    (0..<output).map { o in
      let start = o * source, end = (o + 1) * source
      var taps: [Tap] = []
      var index = start / output
      while index * output < end {
        let covered = min(end, (index + 1) * output) - max(start, index * output)
        taps.append(Tap(index: index, weight: Double(covered) / Double(source)))
        index += 1
      }
      return taps
    }
  }

  /// A channel value rounded to a byte (the mean of bytes stays within 0…255 up to rounding).
  private static func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
}

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
    let columns = TapTable(Self.coverage(source: width, output: outputWidth))
    let rows = TapTable(Self.coverage(source: height, output: outputHeight))
    let sourceWidth = width
    // Each output row sums the source rows it covers, each first shrunk horizontally
    // (premultiplied, one Double per channel); neighbouring output rows share at most one source
    // row, so only the last one shrunk is kept. Flat tap tables and unchecked arithmetic: the
    // taps index inside the image by construction, and this was the hottest loop of `encode
    // --max-bytes`. The sums are the same operations in the same order as a whole horizontal
    // pass followed by a vertical one, so the bytes are those of that plain form.
    var shrunkRow = [Double](repeating: 0, count: outputWidth * 4)
    var shrunkRowIndex = -1
    var sums = [Double](repeating: 0, count: outputWidth * 4)
    var output = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
    bytes.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { out in
        shrunkRow.withUnsafeMutableBufferPointer { shrunk in
          sums.withUnsafeMutableBufferPointer { sums in
            columns.withTaps { columnStart, columnIndex, columnWeight in
              rows.withTaps { rowStart, rowIndex, rowWeight in
                for y in 0..<outputHeight {
                  sums.update(repeating: 0)
                  for rowTap in rowStart[y]..<rowStart[y &+ 1] {
                    let sourceY = Int(rowIndex[rowTap])
                    if sourceY != shrunkRowIndex {
                      Self.shrinkRow(source.baseAddress! + sourceY &* sourceWidth &* 4, into: shrunk.baseAddress!, width: outputWidth,
                                     start: columnStart, index: columnIndex, weight: columnWeight)
                      shrunkRowIndex = sourceY
                    }
                    let w = rowWeight[rowTap]
                    for i in 0..<outputWidth &* 4 { sums[i] += shrunk[i] * w }
                  }
                  var o = y &* outputWidth &* 4
                  for x in 0..<outputWidth {
                    let sum = sums.baseAddress! + x &* 4
                    // `a` is the mean alpha (weights sum to 1); colours were weighted by alpha.
                    let a = sum[3]
                    if a > 0 {
                      out[o] = Self.byte(sum[0] / a); out[o &+ 1] = Self.byte(sum[1] / a); out[o &+ 2] = Self.byte(sum[2] / a)
                      out[o &+ 3] = Self.byte(a)
                    }
                    o &+= 4
                  }
                }
              }
            }
          }
        }
      }
    }
    return PixelBuffer(width: outputWidth, height: outputHeight, bytes: output)
  }

  /// One source row shrunk to `width` pixels by the column taps, premultiplied: r, g, b, a
  /// Doubles per pixel into `out`.
  private static func shrinkRow(_ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<Double>, width: Int,
                                start: UnsafePointer<Int>, index: UnsafePointer<Int32>, weight: UnsafePointer<Double>) {
    var o = 0
    for x in 0..<width {
      var r = 0.0, g = 0.0, b = 0.0, a = 0.0
      for tap in start[x]..<start[x &+ 1] {
        let pixel = row + Int(index[tap]) &* 4
        let alpha = Double(pixel[3]) * weight[tap]
        r += Double(pixel[0]) * alpha; g += Double(pixel[1]) * alpha; b += Double(pixel[2]) * alpha; a += alpha
      }
      out[o] = r; out[o &+ 1] = g; out[o &+ 2] = b; out[o &+ 3] = a
      o &+= 4
    }
  }

  /// `coverage`'s taps laid out flat: output pixel i's taps are `start[i]..<start[i + 1]`.
  private struct TapTable {
    var start: [Int] = [0]
    var index: [Int32] = []
    var weight: [Double] = []

    init(_ taps: [[Tap]]) {
      for pixel in taps {
        for tap in pixel {
          index.append(Int32(tap.index))
          weight.append(tap.weight)
        }
        start.append(index.count)
      }
    }

    func withTaps<R>(_ body: (UnsafePointer<Int>, UnsafePointer<Int32>, UnsafePointer<Double>) -> R) -> R {
      start.withUnsafeBufferPointer { start in
        index.withUnsafeBufferPointer { index in
          weight.withUnsafeBufferPointer { weight in body(start.baseAddress!, index.baseAddress!, weight.baseAddress!) }
        }
      }
    }
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

  /// A channel value rounded to a byte, halves up (the mean of bytes stays within 0…255 up to
  /// rounding). The same as `value.rounded()` for values ≥ 0, without its libm call (9 % of
  /// `encode --max-bytes`): `value − truncated` is exact below 2⁵², so a half is seen as one.
  @inline(__always)
  private static func byte(_ value: Double) -> UInt8 {
    guard value > 0 else { return 0 }
    guard value < 255 else { return 255 }
    let truncated = Int(value)
    return UInt8(value - Double(truncated) >= 0.5 ? truncated + 1 : truncated)
  }
}

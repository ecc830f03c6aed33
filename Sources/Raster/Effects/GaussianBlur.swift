import Foundation

/// Separable Gaussian blur of a coverage field, with a sub-pixel offset folded into the
/// kernel (each tap is weighted by the Gaussian at its true distance), so an animated shadow
/// offset moves smoothly instead of jumping whole pixels.
enum GaussianBlur {
  /// The kernel reaches 3σ: beyond that the Gaussian holds under 0.3 % of its weight.
  static let radiusInSigmas = 3.0
  /// Blurs wider than this are clamped: the kernel work grows with σ, and a shadow this soft
  /// is indistinguishable from a slightly narrower one.
  static let maximumSigmaPixels = 200.0
  /// Wider blurs use `BoxBlurGaussian`, whose cost does not grow with σ. Up to here the exact
  /// kernel is kept: its cost is small, and the shadows of every scene and golden made so far
  /// (at most shadowRadius 10 at @2x, σ = 20 px) stay byte-identical.
  static let maximumExactSigmaPixels = 32.0

  /// `mask` blurred with standard deviation `sigma` and moved by (`dx`, `dy`), all in device pixels.
  /// Returns a mask covering everything the result touches (it may extend past the canvas).
  static func blur(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) -> CoverageMask {
    let s = sigma.isFinite ? sigma.clamped(to: 0...maximumSigmaPixels) : 0
    let ox = dx.isFinite ? dx.clamped(to: -1e6...1e6) : 0, oy = dy.isFinite ? dy.clamped(to: -1e6...1e6) : 0
    if s > maximumExactSigmaPixels { return BoxBlurGaussian.blur(mask, sigma: s, dx: ox, dy: oy) }
    return exactBlur(mask, sigma: s, dx: ox, dy: oy)
  }

  /// The blur with the exact (sampled) Gaussian kernel, for a clamped `sigma` and finite offsets.
  ///
  /// A shape's straight sides repeat one row of coverage for most of its height. A repeated
  /// row's horizontal pass is a copy of the row above, and an output row whose whole vertical
  /// window lies in such a run is the same sum for every row of it, computed once. Every other
  /// value is summed as before, in the same order, so the result is the same to the bit; the
  /// work falls with the shape's height (a 375×400 pt sheet's shadow at @2x: ~2.5× less).
  static func exactBlur(_ mask: CoverageMask, sigma s: Double, dx ox: Double, dy oy: Double) -> CoverageMask {
    let (kx, shiftX) = kernel(sigma: s, offset: ox)
    let (ky, shiftY) = kernel(sigma: s, offset: oy)
    // Horizontal pass into a wider field, then vertical into a taller one.
    let width = mask.width + kx.count - 1, height = mask.height + ky.count - 1
    let repeats = mask.rowsRepeatingTheRowAbove()
    var horizontal = [Float](repeating: 0, count: width * mask.height)
    horizontal.withUnsafeMutableBufferPointer { out in
      kx.withUnsafeBufferPointer { k in
        mask.withRows { y, row in
          let base = (y - mask.originY) * width
          if repeats[y - mask.originY] {
            for x in 0..<width { out[base + x] = out[base - width + x] }
            return
          }
          for i in 0..<row.count where row[i] != 0 {
            let v = row[i]
            for j in 0..<k.count { out[base + i + j] += v * k[j] }
          }
        }
      }
    }
    // Output rows fed by one run of equal rows alone, and the run's first row.
    let taps = ky.count
    var fedByOneRun = [Bool](repeating: false, count: height)
    var runs: [(outputs: ClosedRange<Int>, source: Int)] = []
    var runStart = 0
    for row in 1...mask.height where row == mask.height || !repeats[row] {
      if row - runStart >= taps {
        let outputs = (runStart + taps - 1)...(row - 1)
        runs.append((outputs, runStart))
        for output in outputs { fedByOneRun[output] = true }
      }
      runStart = row
    }
    var result = CoverageMask(originX: mask.originX + shiftX, originY: mask.originY + shiftY, width: width, height: height)
    result.withMutableCells { cells, stride in
      ky.withUnsafeBufferPointer { k in
        horizontal.withUnsafeBufferPointer { src in
          var sum = [Float](repeating: 0, count: width)
          for run in runs {
            // The taps in the order the rows reach the output: the farthest row above first.
            for x in 0..<width { sum[x] = 0 }
            let source = run.source * width
            for j in (0..<taps).reversed() {
              let weight = k[j]
              for x in 0..<width { sum[x] += src[source + x] * weight }
            }
            for output in run.outputs {
              for x in 0..<width { cells[output * stride + x] = sum[x] }
            }
          }
          for y in 0..<mask.height {
            for j in 0..<taps where !fedByOneRun[y + j] {
              let weight = k[j], target = (y + j) * stride, source = y * width
              for x in 0..<width { cells[target + x] += src[source + x] * weight }
            }
          }
        }
      }
    }
    return result
  }

  /// Taps covering the blurred, shifted footprint of one source pixel, normalized to sum 1,
  /// and the integer shift of tap 0 relative to the source pixel.
  static func kernel(sigma: Double, offset: Double) -> (weights: [Float], shift: Int) {
    let whole = offset.rounded(.down), fraction = offset - whole
    if sigma < 0.3 {
      // Too narrow for a Gaussian on a pixel grid: a pure (linear) sub-pixel shift.
      return fraction == 0 ? ([1], Int(whole)) : ([Float(1 - fraction), Float(fraction)], Int(whole))
    }
    let radius = Int((sigma * radiusInSigmas).rounded(.up))
    let taps = (-radius...(radius + 1)).map { j -> Double in
      let d = Double(j) - fraction
      return exp(-d * d / (2 * sigma * sigma))
    }
    let sum = taps.reduce(0, +)
    return (taps.map { Float($0 / sum) }, Int(whole) - radius)
  }
}

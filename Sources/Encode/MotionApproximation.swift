/// Approximates a frame that is on screen only briefly, during motion, with fewer palette
/// colours, within an error budget.
///
/// A GIF frame shown for 2 cs in the middle of a slide is replaced before the eye settles on
/// it, but its antialiased edges carry dozens of ramp colours that LZW codes at full width.
/// Here the frame's changed pixels are re-mapped to a smaller subset of the global palette (so
/// no colour appears that the animation does not already use, and nothing flickers): the
/// smallest of a few nested subsets whose error stays within both bounds of
/// `GIFMotionQuality`. A pixel whose shown colour is at least as close as the subset's colour is
/// left as it is. The subset fits a small local colour table (`LocalColorTable`), whose short
/// codes are where the bytes are saved. Frames that hold still are never approximated, so every
/// resting state is exact, and the next exact frame repaints whatever an approximation left.
struct MotionApproximation: Sendable {
  /// Squared RGB distance between palette entries, `count × count`.
  private let distances: [Int32]
  /// Number of opaque palette entries; indices at or above it (transparent) are never touched.
  private let count: Int
  /// Per subset, smallest first, the substitute for every palette index (see `makeLevels`).
  private let levels: [[UInt8]]
  /// Largest total squared error (over pixels and channels) a frame may carry, from the canvas bound.
  private let canvasBudget: Int64
  /// Largest mean squared error per changed pixel and channel, from the changed-region bound.
  private let regionMeanSquaredError: Double

  /// - Parameters:
  ///   - weights: how many pixels of the animation map to each palette index (the subsets
  ///     favour the colours that cover the most).
  ///   - pixelCount: pixels in the canvas.
  init(palette: GIFPalette, weights: [Int64], pixelCount: Int, quality: GIFMotionQuality) {
    count = palette.colors.count
    var distances = [Int32](repeating: 0, count: count * count)
    for a in 0..<count {
      for b in 0..<count {
        distances[a * count + b] = Int32(LossyLZWEncoder.distanceSquared(palette.colors[a], palette.colors[b]))
      }
    }
    self.distances = distances
    levels = Self.makeLevels(distances: distances, count: count, weights: weights)
    canvasBudget = Int64(Self.meanSquaredError(psnr: quality.canvasPSNR) * 3 * Double(pixelCount))
    regionMeanSquaredError = Self.meanSquaredError(psnr: quality.regionPSNR)
  }

  /// `frame` with its changed pixels (against `shown`) approximated; unchanged pixels and
  /// transparent ones (in either) stay exact. Returns `frame` itself when no subset fits.
  ///
  /// - Parameters:
  ///   - rows: the rows of a canvas `width` pixels wide that may hold changes, and
  ///   - columns: the columns (the changed rectangle); pixels outside are not looked at.
  func approximate(_ frame: [UInt8], shown: [UInt8], width: Int, rows: Range<Int>, columns: Range<Int>) -> [UInt8] {
    precondition(frame.count == shown.count)
    let count = self.count
    var histogram = [Int64](repeating: 0, count: 256)
    var changed = 0
    // Hot loops (every pixel of every moving frame) work on raw buffers.
    frame.withUnsafeBufferPointer { frame in
      shown.withUnsafeBufferPointer { shown in
        histogram.withUnsafeMutableBufferPointer { histogram in
          for row in rows {
            for p in (row * width + columns.lowerBound)..<(row * width + columns.upperBound)
            where frame[p] != shown[p] && Int(frame[p]) < count {
              histogram[Int(frame[p])] += 1
              changed += 1
            }
          }
        }
      }
    }
    guard changed > 0 else { return frame }
    let budget = min(canvasBudget, Int64(regionMeanSquaredError * 3 * Double(changed)))
    // The smallest subset whose error fits the budget. Computing it from the histogram
    // overestimates a little: pixels kept as shown below can only be closer.
    var chosen: [UInt8]? = nil
    for level in levels {
      var error: Int64 = 0
      for index in 0..<count where histogram[index] > 0 {
        error += Int64(distances[index * count + Int(level[index])]) * histogram[index]
        if error > budget { break }
      }
      if error <= budget { chosen = level; break }
    }
    guard let nearest = chosen else { return frame }
    var result = frame
    frame.withUnsafeBufferPointer { frame in
      shown.withUnsafeBufferPointer { shown in
        distances.withUnsafeBufferPointer { distances in
          nearest.withUnsafeBufferPointer { nearest in
            result.withUnsafeMutableBufferPointer { result in
              for row in rows {
                for p in (row * width + columns.lowerBound)..<(row * width + columns.upperBound) {
                  let wanted = Int(frame[p]), current = Int(shown[p])
                  guard wanted != current, wanted < count else { continue }
                  let substitute = Int(nearest[wanted])
                  // Keep what is shown when it is at least as close (cheapest to encode: transparent).
                  if current < count && distances[wanted * count + current] <= distances[wanted * count + substitute] {
                    result[p] = UInt8(current)
                  } else {
                    result[p] = UInt8(substitute)
                  }
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  /// Nested subsets of 3, 4, 5, 6, 7, 9, … 127, 151, … colours: the first entries of a greedy
  /// order in which each pick removes the most weighted squared error. Nested and fixed for the animation, so
  /// consecutive moving frames map a colour the same way and unchanged pixels stay unchanged.
  private static func makeLevels(distances: [Int32], count: Int, weights: [Int64]) -> [[UInt8]] {
    // Quarter-octave steps, 4·2^(k/4) − 1: about 19 % more colours per level, so a frame's
    // error lands close to its budget, and every local-table size (2^b − 1 colours plus the
    // transparent entry) is one of the levels.
    var sizes: [Int] = []
    for k in 0... {
      let size = Int((4 * Self.power10(Double(k) / 4 * 0.301029995663981)).rounded()) - 1  // 2^(k/4) = 10^(k/4 · log10 2)
      if size >= count { break }
      if size != sizes.last { sizes.append(size) }
    }
    guard let largest = sizes.last else { return [] }
    // Only colours that occur carry weight; the inner loops run over them alone, on raw
    // buffers (this runs once per animation, but ~8 M steps for a full palette).
    let weighted = (0..<count).filter { weights[$0] > 0 }
    let weightOf = weighted.map { weights[$0] }
    var order: [Int] = []
    var error = [Int64](repeating: 0, count: weighted.count)  // distance to the nearest pick
    var picked = [Bool](repeating: false, count: count)
    distances.withUnsafeBufferPointer { distances in
      weighted.withUnsafeBufferPointer { weighted in
        weightOf.withUnsafeBufferPointer { weightOf in
          error.withUnsafeMutableBufferPointer { error in
            while order.count < largest {
              var bestScore = Int64.min, best = 0
              for candidate in 0..<count where !picked[candidate] {
                let row = candidate * count
                var score: Int64 = 0
                if order.isEmpty {
                  // First pick: the weighted 1-median.
                  for k in 0..<weighted.count { score -= Int64(distances[row + weighted[k]]) * weightOf[k] }
                } else {
                  // Then: the pick that removes the most weighted error.
                  for k in 0..<weighted.count {
                    let gain = error[k] - Int64(distances[row + weighted[k]])
                    if gain > 0 { score += gain * weightOf[k] }
                  }
                }
                if score > bestScore { bestScore = score; best = candidate }
              }
              let row = best * count
              for k in 0..<weighted.count {
                let d = Int64(distances[row + weighted[k]])
                error[k] = order.isEmpty ? d : min(error[k], d)
              }
              picked[best] = true
              order.append(best)
            }
          }
        }
      }
    }
    return sizes.map { size in
      let members = order.prefix(size)
      var nearest = (0..<256).map { UInt8($0) }
      for u in 0..<count {
        var bestMember = members.first!, bestDistance = distances[u * count + bestMember]
        for m in members.dropFirst() where distances[u * count + m] < bestDistance {
          bestMember = m
          bestDistance = distances[u * count + m]
        }
        nearest[u] = UInt8(bestMember)
      }
      return nearest
    }
  }

  /// The mean squared error (per channel, 0–255 scale) that gives `psnr` decibels:
  /// PSNR = 10·log10(255² / MSE).
  static func meanSquaredError(psnr: Double) -> Double {
    255.0 * 255.0 / power10(psnr / 10)
  }

  /// 10^x for the PSNR range, without Foundation: whole powers by squaring, the fraction by its series.
  private static func power10(_ exponent: Double) -> Double {
    var result = 1.0, base = 10.0
    var whole = Int(exponent.rounded(.down))
    let fraction = exponent - Double(whole)
    while whole > 0 {
      if whole & 1 == 1 { result *= base }
      base *= base
      whole >>= 1
    }
    let x = fraction * 2.302585092994046  // fraction · ln 10
    var term = 1.0, sum = 1.0
    for n in 1...30 {
      term *= x / Double(n)
      sum += term
    }
    return result * sum
  }
}

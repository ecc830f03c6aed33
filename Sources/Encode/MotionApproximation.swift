import Foundation

/// Carries a value the compiler cannot prove is Sendable into concurrent code that only reads
/// it or writes disjoint parts of it (here: row bands of one buffer).
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

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
/// codes are where the bytes are saved.
///
/// Only pixels that change again in the next frame are approximated: a pixel about to come to
/// rest gets its exact colour now. Otherwise its approximation would stay on screen through the
/// rest of the motion and need repainting when it ends (on the benchmark scenes this gives the
/// same bytes for 2–3 dB more mean PSNR, or 5 % fewer bytes at the same PSNR). Frames that hold
/// still are never approximated, so every resting state is exact.
struct MotionApproximation: Sendable {
  /// Squared RGB distance between palette entries, `count × count`.
  private let distances: [Int32]
  /// Number of opaque palette entries; indices at or above it (transparent) are never touched.
  private let count: Int
  /// Per subset, smallest first, the substitute for every palette index (`MotionColorLevels`).
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
    levels = MotionColorLevels.make(distances: distances, count: count, weights: weights)
    canvasBudget = Int64(Self.meanSquaredError(psnr: quality.canvasPSNR) * 3 * Double(pixelCount))
    regionMeanSquaredError = Self.meanSquaredError(psnr: quality.regionPSNR)
  }

  /// Rewrites `frame`'s moving pixels: those that differ from `shown` and will differ again in
  /// `next`. Other pixels, and transparent ones (in any of the three), stay exact; `frame` is
  /// left as it is when no subset fits. In place: a frame the caller holds alone is not copied
  /// (2 MB at 1920×1080, on the thread every frame passes through).
  ///
  /// - Parameters:
  ///   - rows: the rows of a canvas `width` pixels wide that may hold changes, and
  ///   - columns: the columns (the changed rectangle); pixels outside are not looked at.
  func approximate(inPlace frame: inout [UInt8], shown: [UInt8], next: [UInt8], width: Int, rows: Range<Int>,
                   columns: Range<Int>, bands: Int = 1) {
    precondition(frame.count == shown.count)
    let count = self.count
    precondition(next.count == frame.count)
    // Row bands, each counted and then rewritten on its own (on several threads when `bands`
    // > 1): counts add up and pixels are independent, so the result is the same either way.
    let bandRows = Self.bands(of: rows, count: (rows.count * columns.count) >= Self.minimumPixelsPerBand * 2 ? bands : 1)
    var histograms = [[Int64]](repeating: [], count: bandRows.count)
    // Where the moving pixels are, per band: the rewrite below visits them alone instead of
    // comparing the three frames again.
    var moving = [[Int32]](repeating: [], count: bandRows.count)
    frame.withUnsafeBufferPointer { frame in
      shown.withUnsafeBufferPointer { shown in
        next.withUnsafeBufferPointer { next in
          histograms.withUnsafeMutableBufferPointer { histograms in
            moving.withUnsafeMutableBufferPointer { moving in
              Self.forEachBand(bandRows.count) { band in
                var histogram = [Int64](repeating: 0, count: 256)
                // Room for every pixel of the band, written in place (appending checked the
                // array's capacity and uniqueness per pixel); untouched pages cost nothing.
                let capacity = bandRows[band].count * columns.count
                moving[band] = [Int32](unsafeUninitializedCapacity: capacity) { positions, initialized in
                  var found = 0
                  histogram.withUnsafeMutableBufferPointer { histogram in
                    for row in bandRows[band] {
                      Self.forEachChanged(frame, shown, from: row * width + columns.lowerBound, to: row * width + columns.upperBound) { p in
                        if Self.isMoving(frame[p], shown: shown[p], next: next[p], count: count) {
                          histogram[Int(frame[p])] += 1
                          positions[found] = Int32(truncatingIfNeeded: p)
                          found += 1
                        }
                      }
                    }
                  }
                  initialized = found
                }
                histograms[band] = histogram
              }
            }
          }
        }
      }
    }
    let changed = moving.reduce(0) { $0 + $1.count }
    guard changed > 0 else { return }
    var histogram = [Int64](repeating: 0, count: 256)
    for band in histograms { for index in 0..<256 { histogram[index] += band[index] } }
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
    guard let nearest = chosen else { return }
    let positions = moving
    shown.withUnsafeBufferPointer { shown in
      distances.withUnsafeBufferPointer { distances in
        nearest.withUnsafeBufferPointer { nearest in
          frame.withUnsafeMutableBufferPointer { frame in
            // Each position is read and then written once, and bands hold different positions.
            let frame = UncheckedSendable(frame)
            Self.forEachBand(bandRows.count) { band in
              for position in positions[band] {
                let p = Int(position)
                let wanted = Int(frame.value[p]), current = Int(shown[p])
                let substitute = Int(nearest[wanted])
                // Keep what is shown when it is at least as close (cheapest to encode: transparent).
                if current < count && distances[wanted * count + current] <= distances[wanted * count + substitute] {
                  frame.value[p] = UInt8(current)
                } else {
                  frame.value[p] = UInt8(substitute)
                }
              }
            }
          }
        }
      }
    }
  }

  /// Bands smaller than this are not worth handing to another thread.
  static let minimumPixelsPerBand = 32_768

  /// `rows` cut into `count` consecutive bands of nearly equal height.
  static func bands(of rows: Range<Int>, count: Int) -> [Range<Int>] {
    let count = max(1, min(count, rows.count))
    return (0..<count).map { band in
      (rows.lowerBound + rows.count * band / count)..<(rows.lowerBound + rows.count * (band + 1) / count)
    }
  }

  /// Runs `body` for every band, concurrently when there are several (the sequencer is serial,
  /// and with motion frames this pass was the longest part of its work per frame).
  private static func forEachBand(_ count: Int, _ body: (Int) -> Void) {
    if count == 1 { body(0); return }
    withoutActuallyEscaping(body) { body in
      let work = UncheckedSendable(body)
      DispatchQueue.concurrentPerform(iterations: count) { work.value($0) }
    }
  }

  /// Calls `body` with every offset in `start..<end` where `a` and `b` differ, skipping equal
  /// stretches 8 bytes at a time (a moving pixel always differs from what is shown).
  @inline(__always) private static func forEachChanged(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                                                       from start: Int, to end: Int, _ body: (Int) -> Void) {
    let rawA = UnsafeRawBufferPointer(a), rawB = UnsafeRawBufferPointer(b)
    var p = start
    while p < end {
      if p + 8 <= end && rawA.loadUnaligned(fromByteOffset: p, as: UInt64.self) == rawB.loadUnaligned(fromByteOffset: p, as: UInt64.self) {
        p += 8
        continue
      }
      if a[p] != b[p] { body(p) }
      p += 1
    }
  }

  /// Whether a pixel is moving: it differs from what is shown, is an opaque colour, and will
  /// change again in the next frame (a pixel coming to rest gets its exact colour).
  @inline(__always) private static func isMoving(_ wanted: UInt8, shown: UInt8, next: UInt8, count: Int) -> Bool {
    wanted != shown && Int(wanted) < count && next != wanted
  }

  /// The mean squared error (per channel, 0–255 scale) that gives `psnr` decibels:
  /// PSNR = 10·log10(255² / MSE).
  static func meanSquaredError(psnr: Double) -> Double {
    255.0 * 255.0 / pow(10, psnr / 10)
  }
}

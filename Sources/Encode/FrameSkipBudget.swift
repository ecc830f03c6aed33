/// Decides whether one palette-index frame may stand in for another (`GIFFrameSkipping`).
struct FrameSkipBudget: Sendable {
  private let colors: [UInt32]
  private let width: Int
  /// Largest total squared error (over pixels and channels), from the canvas bound.
  private let canvasBudget: Int64
  /// Largest mean squared error per differing pixel and channel, from the region bound.
  private let regionMeanSquaredError: Double

  /// - Parameters:
  ///   - colors: the palette's opaque colours; indices at or above their count are transparent.
  ///   - width, height: the canvas, in pixels.
  ///   - transparentShowsAs: the colour a transparent pixel shows, when known: `GIFOptions.matte`,
  ///     the page the GIF sits on. Transparent pixels then count as that colour; otherwise a
  ///     pixel that is transparent in one frame and not in the other is never within bounds.
  init(skipping: GIFFrameSkipping, colors: [UInt32], width: Int, height: Int, transparentShowsAs: UInt32? = nil) {
    // Every index past the opaque colours is the transparent one.
    self.colors = transparentShowsAs.map { colors + Array(repeating: $0, count: 256 - colors.count) } ?? colors
    self.width = width
    canvasBudget = Int64(MotionApproximation.meanSquaredError(psnr: skipping.canvasPSNR) * 3 * Double(width * height))
    regionMeanSquaredError = MotionApproximation.meanSquaredError(psnr: skipping.regionPSNR)
  }

  /// Whether `shown` is within both bounds of `frame`. Without a matte, false when they differ
  /// where either is transparent (a hole must appear when it is due).
  ///
  /// - Parameter region: where the two can differ (nil: anywhere); the rest is not read.
  func allows(showing shown: [UInt8], insteadOf frame: [UInt8], within region: ChangeRegion? = nil) -> Bool {
    precondition(shown.count == frame.count)
    let count = colors.count, width = self.width, budget = canvasBudget
    let region = region ?? .full(width: width, height: frame.count / width)
    var error: Int64 = 0
    var differing = 0
    let withinCanvas: Bool = frame.withUnsafeBytes { frameBytes in
      shown.withUnsafeBytes { shownBytes in
        colors.withUnsafeBufferPointer { colors in
          // Rows are skipped 8 bytes at a time up to their first and from their last difference.
          for y in 0..<region.height {
            let span = region.span(y)
            if span.isEmpty { continue }
            let row = y * width + span.lowerBound
            let end = y * width + span.upperBound
            let first = GIFFrameSequencer.firstDifference(frameBytes, shownBytes, from: row, to: end)
            if first == end { continue }
            let last = GIFFrameSequencer.lastDifference(frameBytes, shownBytes, from: first, to: end)
            for p in first...last where frameBytes[p] != shownBytes[p] {
              let a = Int(frameBytes[p]), b = Int(shownBytes[p])
              guard a < count, b < count else { return false }
              error += Int64(LossyLZWEncoder.distanceSquared(colors[a], colors[b]))
              differing += 1
              if error > budget { return false }
            }
          }
          return true
        }
      }
    }
    return withinCanvas && Double(error) <= regionMeanSquaredError * 3 * Double(differing)
  }
}

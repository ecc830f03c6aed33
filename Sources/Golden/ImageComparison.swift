import Foundation
import Raster

/// The result of comparing a rendered frame with its golden.
public struct ImageComparison: Sendable, Equatable {
  /// How one pixel compares.
  public enum PixelState: UInt8, Sendable {
    /// Looks identical (ΔE 0).
    case same = 0
    /// Differs, but within the tolerance's ΔE.
    case withinTolerance = 1
    /// Differs by more than the tolerance's ΔE (or lies outside the other image).
    case overTolerance = 2
  }

  /// The tolerance the frame was judged by.
  public let tolerance: GoldenTolerance
  /// Size of the golden (expected) image, pixels.
  public let expectedSize: (width: Int, height: Int)
  /// Size of the rendered (actual) image, pixels.
  public let actualSize: (width: Int, height: Int)
  /// Pixels that differ visibly at all (ΔE > 0); every pixel when the sizes differ.
  public let differingPixelCount: Int
  /// Pixels whose ΔE is over `tolerance.maximumDeltaE`; every pixel when the sizes differ.
  public let pixelsOverToleranceCount: Int
  /// Largest ΔE*ab of any pixel (0 when identical; not computed when the sizes differ).
  public let maximumDeltaE: Double
  /// Largest difference of any RGBA channel byte, 0–255.
  public let maximumChannelDelta: Int
  /// Peak signal-to-noise ratio over the RGBA bytes, dB; `.infinity` when byte-identical.
  public let psnrDecibels: Double
  /// One state per pixel of the expected image, row by row; empty when the sizes differ, and
  /// when no pixel differs (every one `.same`: a check of many matching frames kept a byte per
  /// pixel of each, 2 MB a frame at 1920×1080, QA). Read it through `state(atPixel:)`.
  public private(set) var pixelStates: [PixelState]

  /// The state of pixel `index` (row by row) of images of the same size.
  public func state(atPixel index: Int) -> PixelState {
    pixelStates.isEmpty ? .same : pixelStates[index]
  }

  /// The same measurements without the per-pixel states, which only a failing frame's diff
  /// image reads. A check keeps every frame's comparison until it reports: frames that pass
  /// within a tolerance (goldens from another machine's fonts or libraries: every frame) kept
  /// a byte per pixel each, 2 MB a frame at 1920×1080. Every pixel then reads as `.same`.
  public func withoutPixelStates() -> ImageComparison {
    var copy = self
    copy.pixelStates = []
    return copy
  }

  /// Whether the two images have the same width and height.
  public var sizesMatch: Bool { expectedSize == actualSize }
  /// Pixels in the compared images (the expected image's).
  public var pixelCount: Int { expectedSize.width * expectedSize.height }
  /// Whether the frame matches its golden under `tolerance`.
  public var matches: Bool {
    sizesMatch && pixelsOverToleranceCount <= tolerance.allowedPixelsOverTolerance(of: pixelCount)
  }

  /// Compares `actual` with `expected` under `tolerance`.
  public init(expected: PixelBuffer, actual: PixelBuffer, tolerance: GoldenTolerance = .exact) {
    self.tolerance = tolerance
    expectedSize = (expected.width, expected.height)
    actualSize = (actual.width, actual.height)
    guard expected.width == actual.width, expected.height == actual.height else {
      let all = max(expected.width * expected.height, actual.width * actual.height)
      differingPixelCount = all
      pixelsOverToleranceCount = all
      maximumDeltaE = 0
      maximumChannelDelta = 255
      psnrDecibels = 0
      pixelStates = []
      return
    }
    var states = [PixelState](repeating: .same, count: expected.width * expected.height)
    var differing = 0, over = 0, maxDelta = 0.0, maxChannel = 0
    var squaredError = 0.0
    // The last pair of differing pixels and its ΔE: a difference that covers an area (a
    // background a level off on another machine) repeats one pair, whose Lab conversion cost
    // most of a check (0.8 s a 1920×1080 frame).
    var lastPair: (expected: UInt32, actual: UInt32, deltaE: Double)?
    expected.bytes.withUnsafeBufferPointer { e in
      actual.bytes.withUnsafeBufferPointer { a in
        for pixel in 0..<states.count {
          let i = pixel * 4
          // Most pixels are byte-identical: skip the Lab conversion for them.
          if e[i] == a[i] && e[i + 1] == a[i + 1] && e[i + 2] == a[i + 2] && e[i + 3] == a[i + 3] { continue }
          for c in 0..<4 {
            let d = abs(Int(e[i + c]) - Int(a[i + c]))
            maxChannel = max(maxChannel, d)
            squaredError += Double(d * d)
          }
          let pair = (UInt32(e[i]) | UInt32(e[i + 1]) << 8 | UInt32(e[i + 2]) << 16 | UInt32(e[i + 3]) << 24,
                      UInt32(a[i]) | UInt32(a[i + 1]) << 8 | UInt32(a[i + 2]) << 16 | UInt32(a[i + 3]) << 24)
          let delta: Double
          if let lastPair, lastPair.expected == pair.0, lastPair.actual == pair.1 {
            delta = lastPair.deltaE
          } else {
            delta = ColorDifference.deltaE((e[i], e[i + 1], e[i + 2], e[i + 3]), (a[i], a[i + 1], a[i + 2], a[i + 3]))
            lastPair = (pair.0, pair.1, delta)
          }
          guard delta > 0 else { continue }
          differing += 1
          maxDelta = max(maxDelta, delta)
          if delta > tolerance.maximumDeltaE {
            over += 1
            states[pixel] = .overTolerance
          } else {
            states[pixel] = .withinTolerance
          }
        }
      }
    }
    differingPixelCount = differing
    pixelsOverToleranceCount = over
    maximumDeltaE = maxDelta
    maximumChannelDelta = maxChannel
    let meanSquaredError = squaredError / Double(max(1, expected.bytes.count))
    psnrDecibels = meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    pixelStates = differing == 0 ? [] : states
  }

  /// ΔE rounded *up* to 0.01, so the number shown passes as `--max-delta-e` (a maximum of
  /// 0.526 shown as "0.5" failed at 0.5, 0.51 and 0.52).
  static func deltaEText(_ deltaE: Double) -> String {
    String(format: "%.2f", max(0, (deltaE * 100 - 1e-9).rounded(.up)) / 100)
  }

  /// `312 pixels differ (0.49 %), max ΔE 41.20, PSNR 38.2 dB`, or the size mismatch.
  public var summary: String {
    guard sizesMatch else {
      return "size differs: golden is \(expectedSize.width)×\(expectedSize.height) px, rendered frame is \(actualSize.width)×\(actualSize.height) px"
    }
    if differingPixelCount == 0 { return "identical" }
    let psnr = psnrDecibels.isFinite ? String(format: "%.1f dB", psnrDecibels) : "∞"
    var text = "\(differingPixelCount) \(differingPixelCount == 1 ? "pixel differs" : "pixels differ") (\(GoldenFormat.percent(Double(differingPixelCount) / Double(max(1, pixelCount))))), max ΔE \(Self.deltaEText(maximumDeltaE)), max channel Δ \(maximumChannelDelta), PSNR \(psnr)"
    if tolerance != .exact {
      text += "; \(pixelsOverToleranceCount) over ΔE \(GoldenFormat.decimal(tolerance.maximumDeltaE)), \(tolerance.allowedPixelsOverTolerance(of: pixelCount)) allowed"
    }
    return text
  }

  /// Equal when every measurement and pixel state is (NaN-free, so field by field is enough).
  public static func == (lhs: ImageComparison, rhs: ImageComparison) -> Bool {
    lhs.tolerance == rhs.tolerance && lhs.expectedSize == rhs.expectedSize && lhs.actualSize == rhs.actualSize
      && lhs.differingPixelCount == rhs.differingPixelCount && lhs.pixelsOverToleranceCount == rhs.pixelsOverToleranceCount
      && lhs.maximumDeltaE == rhs.maximumDeltaE && lhs.maximumChannelDelta == rhs.maximumChannelDelta
      && lhs.pixelStates == rhs.pixelStates
  }
}

/// When a frame may be left out during slow or low-contrast motion, the frame before it staying
/// on screen through its time too.
///
/// At 50 fps a GIF frame lasts 2 cs. Where the image barely changes from one frame to the next
/// (the tail of an ease-out, a colour fading, a low-contrast edge creeping), showing every other
/// frame for 4 cs looks the same, and every frame costs a rectangle of LZW codes. A frame is
/// skipped when what stays on screen instead is within *both* bounds of it, measured between
/// the exact frames (nearest palette colours):
///
/// - `canvasPSNR` over the whole canvas — the picture as a whole is the same;
/// - `regionPSNR` over the pixels that differ — what moves is faint or moves by a fraction of a
///   pixel. 15 dB is an RMS difference of 45 levels of 255: a sharp edge moving across a
///   contrasting background is far above it and is never skipped.
///
/// Limits that keep the animation's shape: a frame is skipped only when it and the frame held
/// in its place both last one short slot, so nothing stays on screen longer than
/// `longestHoldCentiseconds` (25 fps at worst where the GIF runs at 50); a frame where the motion
/// comes to rest, and the last frame, are always shown; frames with transparent pixels where
/// they differ are always shown, unless a matte (`GIFOptions.matte`) says what colour the page
/// behind them is: they are then compared as that colour. The skipped samples stay
/// ≥ `canvasPSNR` from what is shown, so no 60 fps sample gets worse than that because of a
/// skip.
public struct GIFFrameSkipping: Sendable, Equatable {
  /// Least PSNR, in dB, over the whole canvas, between a skipped frame and the one shown instead.
  public var canvasPSNR: Double
  /// Least PSNR, in dB, over the pixels where the two differ.
  public var regionPSNR: Double

  /// Creates bounds; validated with the other options.
  public init(canvasPSNR: Double, regionPSNR: Double) {
    self.canvasPSNR = canvasPSNR
    self.regionPSNR = regionPSNR
  }

  /// The bounds for a single number: `canvasPSNR`, with the region bound `regionOffset` lower.
  public init(canvasPSNR: Double) {
    self.init(canvasPSNR: canvasPSNR, regionPSNR: canvasPSNR - Self.regionOffset)
  }

  /// The command line's default: 38 dB over the canvas, 15 dB over the pixels that differ. On the
  /// benchmark scenes it makes GIFs 2–14 % smaller for 0.2–1.8 dB of mean PSNR over the 60 fps
  /// samples (docs/benchmarks.md, "Skipped frames").
  public static let standard = GIFFrameSkipping(canvasPSNR: 38, regionPSNR: 15)

  /// How much lower the region bound is than the canvas bound in `init(canvasPSNR:)`.
  public static let regionOffset = 23.0

  /// Accepted bounds, in dB.
  public static let psnrRange: ClosedRange<Double> = 10...99

  /// Longest a frame stays on screen because the one after it was skipped.
  public static let longestHoldCentiseconds = 4
}

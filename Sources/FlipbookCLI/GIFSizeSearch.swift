import Encode

/// `--max-bytes`: the settings tried, in order, until the GIF fits.
///
/// Each step gives up a little of one thing: first the quality of frames seen only briefly
/// during motion (`--motion-psnr`, down to `reducedMotionPSNR`; resting frames stay exact), then
/// frame rate (UI motion still reads at 25 fps), then colours (flat UI needs few), then scale
/// (sharpness costs the most to lose).
///
/// `--tolerance` is not a step: on the bench scenes (with motion frames at 40 dB) a tolerance of
/// 8 saved 2–7 % of the bytes for 2–9 dB of mean PSNR, while 33 fps instead of 50 saved 14–29 %
/// for 1–4.3 dB (blobs, flat-ui, text-heavy, mostly-static; `flipbook gif-psnr`).
/// Trials that overflow the budget stop as soon as they do (`BudgetSink`), so a failing step
/// costs only the frames it got through.
struct GIFSizeSearch {
  /// One combination of the settings the search may change.
  struct Setting: Equatable, CustomStringConvertible {
    var gifFPS: Int
    var colors: Int
    var scaleFactor: Double
    /// `--motion-psnr` in dB; nil keeps every frame exact.
    var motionPSNR: Double?

    init(gifFPS: Int, colors: Int, scaleFactor: Double, motionPSNR: Double? = nil) {
      self.gifFPS = gifFPS
      self.colors = colors
      self.scaleFactor = scaleFactor
      self.motionPSNR = motionPSNR
    }

    var description: String {
      let scale = scaleFactor == 1 ? "full scale" : "scale \(Self.format(scaleFactor))×"
      let motion = motionPSNR.map { "motion frames \(Self.format($0)) dB" } ?? "exact motion frames"
      return "\(gifFPS) fps, \(colors) colours, \(motion), \(scale)"
    }

    private static func format(_ value: Double) -> String {
      var text = String(value)
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    }
  }

  /// Scale factors tried, largest first.
  static let scaleFactors: [Double] = [1, 0.75, 0.5, 0.375, 0.25]
  /// (fps, colours) steps tried at each scale, most faithful first. 33 fps (3 cs frames) sits
  /// between 2 and 4 cs frames: without it a GIF a little over the budget at 50 fps fell
  /// straight to 25 fps, half its frames (text-heavy, bytes at 50/33/25 fps with motion frames
  /// at 40 dB: 2.28/1.63/1.29 MB).
  static let rateAndColorSteps: [(fps: Int, colors: Int)] = [
    (50, 256), (33, 256), (25, 256), (25, 128), (20, 64), (10, 64), (10, 32),
  ]

  /// The motion-frame bound every step after the first uses (when the user's is higher): about
  /// where a still image starts to show differences, for frames seen for 20 ms.
  static let reducedMotionPSNR = 40.0

  /// The settings to try, starting from the user's own `gifFPS`, `colors` and `motionPSNR`
  /// (never above them; `nil`, exact motion frames, stays exact).
  ///
  /// `sourceRate` is the rate of frames given to `encode`: a GIF rate at or above it keeps
  /// every frame (`GIFSchedule`), so such a rate is named by the source's own (rounded up, 30
  /// for 29.97), and a step that would change nothing else is not tried again.
  static func ladder(gifFPS: Int, colors: Int, motionPSNR: Double? = nil, sourceRate: FrameRate? = nil) -> [Setting] {
    func effective(_ fps: Int) -> Int {
      guard let sourceRate, sourceRate.isAtMost(fps) else { return fps }
      return Int((sourceRate.numerator + sourceRate.denominator - 1) / sourceRate.denominator)
    }
    var settings = [Setting(gifFPS: effective(gifFPS), colors: colors, scaleFactor: 1, motionPSNR: motionPSNR)]
    let reduced = motionPSNR.map { min($0, reducedMotionPSNR) }
    for scale in scaleFactors {
      for step in rateAndColorSteps {
        let setting = Setting(gifFPS: effective(min(gifFPS, step.fps)), colors: min(colors, step.colors), scaleFactor: scale,
                              motionPSNR: reduced)
        if !settings.contains(setting) { settings.append(setting) }
      }
    }
    return settings
  }
}

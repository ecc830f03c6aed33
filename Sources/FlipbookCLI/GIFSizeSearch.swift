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

extension GIFSizeSearch {
  /// What a search found: the chosen trial's value and size, or (nothing fitting) the last
  /// setting tried.
  struct Outcome<Value> {
    var fitted: (setting: Setting, value: Value, bytes: Int)?
    var lastTried: Setting?
  }

  /// Frame rates tried between a step that fits and the faster one before it that did not.
  static let rateRefinementTrials = 3

  /// Runs `trial` on each setting of `ladder` in order until one fits in `limitBytes`, writes
  /// that GIF to `output` atomically and says on stdout (unless `quiet`) what it chose; `render`
  /// and `encode` share it. `trial` encodes into the sink it is given, which stops it at the
  /// first byte over the budget, under a progress label naming the step; it returns nil when
  /// no smaller GIF can be made, which ends the search. Nothing is written when nothing fits.
  ///
  /// When the step that fits has a lower frame rate than the one before it at the same scale,
  /// up to `rateRefinementTrials` rates in between are tried (bisection, the faster half first;
  /// the failed step's own rate too when it failed with more colours), and the fastest that
  /// fits is kept: the ladder's 20 → 10 fps step halves the frames, and a
  /// GIF just over the budget at 20 fps should not be left at 10 with a third of it unused
  /// (text-heavy in 1 MB: 10 fps 689 kB before, 15 fps 995 kB now).
  static func firstFit<Value>(ladder: [Setting], limitBytes: Int, output: String, quiet: Bool,
                              trial: (Setting, _ progressLabel: String, BudgetSink) throws -> (sink: BudgetSink, value: Value)?)
    throws -> Outcome<Value> {
    var outcome = Outcome<Value>()
    for (step, setting) in ladder.enumerated() {
      do {
        guard let result = try trial(setting, "try \(step + 1)/\(ladder.count)", BudgetSink(limitBytes: limitBytes)) else { break }
        var best = (setting: setting, sink: result.sink, value: result.value)
        if let failed = outcome.lastTried, failed.scaleFactor == setting.scaleFactor, failed.gifFPS > setting.gifFPS {
          // A failure with more colours (25 fps at 128 before 20 at 64) says nothing of its
          // rate with this step's colours: that rate is a candidate too.
          let sameOtherwise = failed.colors == setting.colors && failed.motionPSNR == setting.motionPSNR
          best = try fastestFittingRate(below: sameOtherwise ? failed.gifFPS : failed.gifFPS + 1, fitting: best,
                                        limitBytes: limitBytes, trial: trial)
        }
        try AtomicOutput.write(best.sink.bytes, to: output)
        if !quiet {
          Console.result("--max-bytes \(GIFByteBudget.describe(limitBytes)): chose \(best.setting) (\(GIFByteBudget.describe(best.sink.bytes.count)))")
        }
        outcome.fitted = (best.setting, best.value, best.sink.bytes.count)
        return outcome
      } catch EncodeError.budgetExceeded {
        outcome.lastTried = setting
      }
    }
    return outcome
  }
}

extension GIFSizeSearch {
  /// Bisects the frame rates between `fitting`'s (which fits) and `failingFPS` (which did not,
  /// so it is never tried again) in `rateRefinementTrials` trials at most, the faster half
  /// first; returns the fastest trial that fit.
  private static func fastestFittingRate<Value>(
    below failingFPS: Int, fitting: (setting: Setting, sink: BudgetSink, value: Value), limitBytes: Int,
    trial: (Setting, _ progressLabel: String, BudgetSink) throws -> (sink: BudgetSink, value: Value)?
  ) throws -> (setting: Setting, sink: BudgetSink, value: Value) {
    var best = fitting
    var slowestFailing = failingFPS
    for refinement in 1...rateRefinementTrials where slowestFailing - best.setting.gifFPS > 1 {
      var candidate = best.setting
      candidate.gifFPS = (best.setting.gifFPS + slowestFailing + 1) / 2
      do {
        guard let faster = try trial(candidate, "refine \(refinement)/\(rateRefinementTrials)", BudgetSink(limitBytes: limitBytes))
        else { break }
        best = (candidate, faster.sink, faster.value)
      } catch EncodeError.budgetExceeded {
        slowestFailing = candidate.gifFPS
      }
    }
    return best
  }
}

/// Collects a trial GIF in memory and fails as soon as it exceeds the budget.
struct BudgetSink: GIFByteSink {
  let limitBytes: Int
  private(set) var bytes: [UInt8] = []

  init(limitBytes: Int) { self.limitBytes = limitBytes }

  mutating func write(_ chunk: [UInt8]) throws(EncodeError) {
    guard bytes.count + chunk.count <= limitBytes else { throw .budgetExceeded(limitBytes: limitBytes) }
    bytes.append(contentsOf: chunk)
  }
}

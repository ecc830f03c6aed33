import Encode

extension GIFSizeSearch {
  /// What a search found: the chosen trial's value and size, or (nothing fitting) the last
  /// setting tried and, when it was measured, the smallest GIF the ladder can make.
  struct Outcome<Value> {
    var fitted: (setting: Setting, value: Value, bytes: Int)?
    var lastTried: Setting?
    /// The ladder's last setting and its GIF's whole size, when even that is over the budget.
    var smallest: (setting: Setting, bytes: Int)?

    /// Ends "cannot fit … into 10 bytes" when nothing fitted: how big the smallest GIF is, or
    /// the last setting tried.
    func shortfall(limitBytes: Int) -> String {
      if let smallest {
        // Exact, and by how much: a budget said as "11.3 kB" beside a smallest GIF of 11330
        // bytes read as the same size (QA); a rounded size given back as the budget would fail too.
        let over = smallest.bytes - limitBytes
        return ": the smallest GIF its search tries, at \(smallest.setting), is \(smallest.bytes) bytes, "
          + "\(over) byte\(over == 1 ? "" : "s") over the \(limitBytes)-byte budget"
      }
      return lastTried.map { " even at \($0)" } ?? ""
    }
  }

  /// Encodes one setting into the sink given; nil when no smaller GIF can be made (the scale
  /// leaves less than a pixel).
  typealias Trial<Value> = (Setting, _ progressLabel: String, BudgetSink) throws -> (sink: BudgetSink, value: Value)?

  /// Frame rates tried between a step that fits and the faster one before it that did not:
  /// enough for bisection to find the fastest that fits across the ladder's widest gap (50 to
  /// 33 fps: 16 rates between). With 3, 11 fps was missed between 10 and 20 (QA).
  static let rateRefinementTrials = 5

  /// Finds the first setting of `ladder` whose GIF fits in `limitBytes`, writes that GIF to
  /// `output` atomically and says on stdout (unless `quiet`) what it chose; `render` and
  /// `encode` share it. `trial` encodes into the sink it is given, under a progress label; a
  /// stopping sink ends it at the first byte over the budget. Nothing is written when nothing
  /// fits.
  ///
  /// Trials go in this order, so that a budget far below the user's settings costs a few
  /// trials, not one per step (36 for `--max-bytes 10`, 20 s of encoding on a 3 s scene):
  /// 1. the user's own setting (`ladder[0]`);
  /// 2. the ladder's last, smallest setting, measured whole: over the budget, nothing can fit
  ///    and the search ends there, saying how big that GIF is;
  /// 3. each scale's last (smallest) step, from the largest scale down: a scale whose smallest
  ///    step does not fit is passed over whole;
  /// 4. the steps of the first scale whose smallest step fits, in order, until one fits.
  /// This finds the step a trial of every step in order would, given that within a scale each
  /// step's GIF is no bigger than the one before (each lowers the frame rate, the colours or
  /// the motion-frame quality, never raising another); when that fails to hold it still
  /// returns a GIF that fits. A budget just under the user's settings costs two trials more
  /// than before, both of small GIFs.
  ///
  /// When the step that fits has a lower frame rate than the failed step before it at the same
  /// scale, the rates in between are bisected (at most `rateRefinementTrials` trials, the
  /// faster half first; the failed step's own rate too when it failed with more colours), and
  /// the fastest that fits is kept: the ladder's 20 → 10 fps step halves the frames, and a
  /// GIF just over the budget at 20 fps should not be left at 10 with a third of it unused
  /// (text-heavy in 1 MB: 10 fps 689 kB, 15 fps 995 kB).
  static func firstFit<Value>(ladder: [Setting], limitBytes: Int, output: String, quiet: Bool,
                              trial: Trial<Value>) throws -> Outcome<Value> {
    try withoutActuallyEscaping(trial) { trial in
      var search = LadderSearch(limitBytes: limitBytes, trial: trial)
      return try firstFit(ladder: ladder, output: output, quiet: quiet, search: &search)
    }
  }

  private static func firstFit<Value>(ladder: [Setting], output: String, quiet: Bool,
                                      search: inout LadderSearch<Value>) throws -> Outcome<Value> {
    let limitBytes = search.limitBytes
    var outcome = Outcome<Value>()
    guard let first = ladder.first else { return outcome }
    switch try search.run(first) {
    case .fits(let fit): return try choose(fit, after: [], limitBytes: limitBytes, output: output, quiet: quiet, search: &search)
    case .unavailable: return outcome
    case .overBudget: outcome.lastTried = first
    }
    var scales = scaleRuns(ladder.dropFirst())
    // The smallest GIF the ladder can make, measured whole. Scales too small for the canvas
    // are left out.
    var smallest: Fit<Value>?
    while smallest == nil, let setting = scales.last?.last {
      switch try search.run(setting, measuring: true) {
      case .fits(let fit): smallest = fit
      case .unavailable: scales.removeLast()
      case .overBudget(let bytes):
        outcome.lastTried = setting
        outcome.smallest = bytes.map { (setting, $0) }
        return outcome
      }
    }
    guard let smallest else { return outcome }
    var failedBefore = first
    for steps in scales {
      let fitting: Fit<Value>
      if steps.last == smallest.setting {
        fitting = smallest
      } else {
        guard case .fits(let fit) = try search.run(steps[steps.count - 1]) else {
          failedBefore = steps[steps.count - 1]
          outcome.lastTried = failedBefore
          continue
        }
        fitting = fit
      }
      // The first step that fits, in order (the last one does).
      for (index, setting) in steps.dropLast().enumerated() {
        guard case .fits(let fit) = try search.run(setting) else { continue }
        return try choose(fit, after: [failedBefore] + steps[..<index], limitBytes: limitBytes,
                          output: output, quiet: quiet, search: &search)
      }
      return try choose(fitting, after: [failedBefore] + steps.dropLast(), limitBytes: limitBytes,
                        output: output, quiet: quiet, search: &search)
    }
    return outcome
  }

  /// A trial GIF that fit: its setting, its bytes and what the trial returned with it.
  typealias Fit<Value> = (setting: Setting, sink: BudgetSink, value: Value)

  /// Refines `fit`'s frame rate against the steps that failed before it (`failed`, in ladder
  /// order), writes the chosen GIF and says what it chose.
  ///
  /// The rates in question lie between `fit`'s and the slowest failed rate above it at the same
  /// scale. A failure with more colours (25 fps at 128 before 20 at 64) says nothing of its rate
  /// with this step's colours: that rate is a candidate too. Not only the step just before
  /// counts: when 20 fps at 64 colours and 10 at 64 fail and 10 at 32 fits, 11–20 fps at 32
  /// colours are candidates (QA: zoom-transition in 200 kB stayed at 10 fps where 12 fit).
  private static func choose<Value>(_ fit: Fit<Value>, after failed: [Setting], limitBytes: Int, output: String, quiet: Bool,
                                    search: inout LadderSearch<Value>) throws -> Outcome<Value> {
    var best = fit
    let ceilings = failed.filter { $0.scaleFactor == fit.setting.scaleFactor && $0.gifFPS > fit.setting.gifFPS }.map { step in
      step.colors == fit.setting.colors && step.motionPSNR == fit.setting.motionPSNR ? step.gifFPS : step.gifFPS + 1
    }
    if let ceiling = ceilings.min() {
      best = try fastestFittingRate(below: ceiling, fitting: best, search: &search)
    }
    try AtomicOutput.write(best.sink.bytes, to: output)
    if !quiet {
      Console.result("--max-bytes \(GIFByteBudget.describe(limitBytes)): chose \(best.setting) (\(GIFByteBudget.describe(best.sink.bytes.count)))", about: output)
    }
    return Outcome(fitted: (best.setting, best.value, best.sink.bytes.count), lastTried: nil, smallest: nil)
  }

  /// Bisects the frame rates between `fitting`'s (which fits) and `failingFPS` (which did not,
  /// so it is never tried again) in `rateRefinementTrials` trials at most, the faster half
  /// first; returns the fastest trial that fit.
  private static func fastestFittingRate<Value>(below failingFPS: Int, fitting: Fit<Value>,
                                                search: inout LadderSearch<Value>) throws -> Fit<Value> {
    var best = fitting
    var slowestFailing = failingFPS
    for refinement in 1...rateRefinementTrials where slowestFailing - best.setting.gifFPS > 1 {
      var candidate = best.setting
      candidate.gifFPS = (best.setting.gifFPS + slowestFailing + 1) / 2
      switch try search.run(candidate, label: "refine \(refinement)/\(rateRefinementTrials)") {
      case .fits(let faster): best = faster
      case .overBudget: slowestFailing = candidate.gifFPS
      case .unavailable: return best
      }
    }
    return best
  }

  /// The ladder's settings in runs of one scale each, in order.
  private static func scaleRuns(_ settings: ArraySlice<Setting>) -> [[Setting]] {
    var runs: [[Setting]] = []
    for setting in settings {
      if let last = runs.last?.last, last.scaleFactor == setting.scaleFactor {
        runs[runs.count - 1].append(setting)
      } else {
        runs.append([setting])
      }
    }
    return runs
  }
}

/// Runs `--max-bytes` trials, numbering them for the progress label.
private struct LadderSearch<Value> {
  enum Result {
    case fits(GIFSizeSearch.Fit<Value>)
    /// Over the budget; a measured trial knows by how much (its whole size).
    case overBudget(bytes: Int?)
    case unavailable
  }

  let limitBytes: Int
  let trial: GIFSizeSearch.Trial<Value>
  private var count = 0

  init(limitBytes: Int, trial: @escaping GIFSizeSearch.Trial<Value>) {
    self.limitBytes = limitBytes
    self.trial = trial
  }

  /// Runs `setting`'s trial: with a stopping sink, or measuring the whole GIF.
  mutating func run(_ setting: GIFSizeSearch.Setting, measuring: Bool = false, label: String? = nil) throws -> Result {
    if label == nil { count += 1 }
    do {
      let sink = BudgetSink(limitBytes: limitBytes, stopsAtLimit: !measuring)
      guard let result = try trial(setting, label ?? "try \(count)", sink) else { return .unavailable }
      guard !result.sink.isOverBudget else { return .overBudget(bytes: result.sink.byteCount) }
      return .fits((setting, result.sink, result.value))
    } catch EncodeError.budgetExceeded {
      return .overBudget(bytes: nil)
    }
  }
}

/// What a progress bar shows: work done in phases (each a count of its own things), the bar and
/// the time left over all of them, the rate and the count for the phase under way. Kept apart
/// from drawing so it can be tested without a terminal.
struct ProgressCount {
  /// One pass over the work: `total` things called `noun`, e.g. 60 "palette frames".
  struct Phase: Equatable {
    /// Shown before the count ("palette"); nil for a job of one phase.
    var name: String?
    /// How many things the phase does.
    var total: Int
    /// What the count counts, plural ("frames", "GIF frames").
    var noun: String
  }

  private let phases: [Phase]
  /// Index of the phase under way (`phases.count` once all are done).
  private(set) var phaseIndex = 0
  /// Things done in the phase under way.
  private(set) var doneInPhase = 0
  /// When the phase under way began, in seconds from the job's start.
  private var phaseStartSeconds = 0.0
  private static let barWidth = 24

  /// Phases with nothing to do are dropped; a job with none shows one empty phase as done.
  init(phases: [Phase]) {
    let nonEmpty = phases.filter { $0.total > 0 }
    self.phases = nonEmpty.isEmpty ? [Phase(name: nil, total: 1, noun: phases.first?.noun ?? "frames")] : nonEmpty
  }

  /// Whether every phase is done.
  var isComplete: Bool { phaseIndex >= phases.count }

  /// Units done and to do over all phases: what the bar and the time left measure.
  var doneUnits: Int { phases.prefix(phaseIndex).reduce(0) { $0 + $1.total } + doneInPhase }
  var totalUnits: Int { phases.reduce(0) { $0 + $1.total } }

  /// One more thing of the phase under way done, at `seconds` from the start; a phase that
  /// completes hands over to the next (its last count stays shown until then).
  mutating func advance(atSeconds seconds: Double) {
    guard !isComplete else { return }
    doneInPhase += 1
    guard doneInPhase >= phases[phaseIndex].total else { return }
    phaseIndex += 1
    doneInPhase = 0
    // The last phase keeps its start: its rate is still shown once everything is done.
    if !isComplete { phaseStartSeconds = seconds }
  }

  /// The bar's text, e.g. `render [######------] 120/500 GIF frames  48.0 fps  ETA 8 s`: the
  /// count and rate of the phase under way (the last one once all are done), the bar and time
  /// left over the whole job at its rate so far.
  ///
  /// At most `columns − 1` characters when `columns` is given (the terminal's width): a line
  /// that wraps cannot be redrawn in place, and a narrow terminal filled with stale copies of it
  /// (QA, 40–64 columns). The bar narrows first (to `minimumBarWidth`), then the line is cut.
  func line(label: String, elapsedSeconds: Double, columns: Int? = nil) -> String {
    let full = line(label: label, elapsedSeconds: elapsedSeconds, barWidth: Self.barWidth)
    guard let columns, full.count >= columns else { return full }
    let narrower = Self.barWidth - (full.count - (columns - 1))
    let fitted = line(label: label, elapsedSeconds: elapsedSeconds, barWidth: max(Self.minimumBarWidth, narrower))
    return String(fitted.prefix(max(0, columns - 1)))
  }

  /// The narrowest bar drawn before the line itself is cut.
  private static let minimumBarWidth = 5

  private func line(label: String, elapsedSeconds: Double, barWidth: Int) -> String {
    let total = totalUnits, done = doneUnits
    let fraction = min(1, Double(done) / Double(max(1, total)))
    let filled = Int((fraction * Double(barWidth)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
    let shown = isComplete ? phases[phases.count - 1] : phases[phaseIndex]
    let shownDone = isComplete ? shown.total : doneInPhase
    let phaseSeconds = elapsedSeconds - phaseStartSeconds
    let rate = phaseSeconds > 0 ? Double(shownDone) / phaseSeconds : 0
    let unitRate = elapsedSeconds > 0 ? Double(done) / elapsedSeconds : 0
    let eta = isComplete ? "0 s" : unitRate > 0 ? String(format: "%.0f s", Double(total - done) / unitRate) : "?"
    let name = shown.name.map { "\($0) " } ?? ""
    return "\(label) [\(bar)] \(name)\(shownDone)/\(shown.total) \(shown.noun)  \(String(format: "%.1f", rate)) fps  ETA \(eta)"
  }
}

import Foundation

/// A one-line progress bar on stderr — frames done / total, frames per second, time left —
/// shown only when stderr is a terminal and the user did not ask for `--quiet`, so logs and
/// pipes get nothing but errors.
final class Progress: @unchecked Sendable {
  private let total: Int
  private let label: String
  private let enabled: Bool
  private let start = Date()
  private var done = 0
  private var lastDrawn = Date.distantPast
  private var drewSomething = false
  private let lock = NSLock()
  /// Redrawing more often than this only costs time; a terminal cannot show it anyway.
  private static let redrawIntervalSeconds = 0.1
  private static let barWidth = 24

  /// A bar for `total` units of work; silent unless `enabled` and stderr is a TTY.
  init(total: Int, label: String, enabled: Bool) {
    self.total = max(1, total)
    self.label = label
    self.enabled = enabled && isatty(STDERR_FILENO) == 1
  }

  /// Whether anything will be drawn (stderr is a terminal and not quiet).
  var isVisible: Bool { enabled }

  /// Records `count` more units done and redraws at most every 0.1 s. Safe from several
  /// threads at once (PNG frames finish on every render thread).
  func advance(by count: Int = 1) {
    lock.lock()
    defer { lock.unlock() }
    done += count
    guard enabled else { return }
    let now = Date()
    guard done >= total || now.timeIntervalSince(lastDrawn) >= Self.redrawIntervalSeconds else { return }
    lastDrawn = now
    draw(elapsedSeconds: now.timeIntervalSince(start))
  }

  /// Erases the bar so the summary line that follows starts on a clean line.
  func finish() {
    guard enabled, drewSomething else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }

  /// The bar's text, e.g. `render [######------] 120/500 frames  48.0 fps  ETA 8 s`.
  static func line(label: String, done: Int, total: Int, elapsedSeconds: Double) -> String {
    let fraction = min(1, Double(done) / Double(max(1, total)))
    let filled = Int((fraction * Double(barWidth)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
    let rate = elapsedSeconds > 0 ? Double(done) / elapsedSeconds : 0
    let eta = rate > 0 ? String(format: "%.0f s", Double(total - done) / rate) : "?"
    return "\(label) [\(bar)] \(done)/\(total) frames  \(String(format: "%.1f", rate)) fps  ETA \(eta)"
  }

  private func draw(elapsedSeconds: Double) {
    drewSomething = true
    let text = Self.line(label: label, done: done, total: total, elapsedSeconds: elapsedSeconds)
    FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
  }
}

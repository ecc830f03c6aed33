import Foundation

/// A one-line progress bar on stderr — frames done / total, frames per second, time left —
/// shown only when stderr is a terminal and the user did not ask for `--quiet`, so logs and
/// pipes get nothing but errors.
///
/// Work may come in phases (a GIF reads its frames once for the palette, then encodes them):
/// the count shown is the current phase's, in its own noun, while the bar and the time left
/// cover the whole job (`ProgressCount`).
final class Progress: @unchecked Sendable {
  private let label: String
  private let enabled: Bool
  private let start = Date()
  private var count: ProgressCount
  private var lastDrawn = Date.distantPast
  private let lock = NSLock()
  /// Redrawing more often than this only costs time; a terminal cannot show it anyway.
  private static let redrawIntervalSeconds = 0.1

  /// A bar over `phases` done one after the other; silent unless `enabled` and stderr is a TTY.
  init(label: String, phases: [ProgressCount.Phase], enabled: Bool) {
    self.label = label
    self.count = ProgressCount(phases: phases)
    self.enabled = enabled && isatty(STDERR_FILENO) == 1
  }

  /// A bar for `total` frames in one phase.
  convenience init(total: Int, label: String, enabled: Bool) {
    self.init(label: label, phases: [.init(name: nil, total: total, noun: "frames")], enabled: enabled)
  }

  /// Whether anything will be drawn (stderr is a terminal and not quiet).
  var isVisible: Bool { enabled }

  /// Records one more unit of the current phase done and redraws at most every 0.1 s. Safe from
  /// several threads at once (PNG frames finish on every render thread).
  func advance() {
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    count.advance(atSeconds: now.timeIntervalSince(start))
    guard enabled else { return }
    guard count.isComplete || now.timeIntervalSince(lastDrawn) >= Self.redrawIntervalSeconds else { return }
    lastDrawn = now
    let text = count.line(label: label, elapsedSeconds: now.timeIntervalSince(start), columns: Self.terminalColumns())
    Self.screenLock.lock()
    Self.barOnScreen = true
    _ = StandardStream.write("\r" + text + "\u{1B}[K", to: STDERR_FILENO)
    Self.screenLock.unlock()
  }

  /// Erases the bar so the summary line, or an error, that follows starts on a clean line.
  /// Call it on every way out (`defer`): an error glued to the bar's end was hard to read.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    guard enabled else { return }
    Self.erase()
  }

  /// The width of the terminal stderr shows on, asked at each redraw (a window may be resized
  /// during a render); nil when it does not say.
  private static func terminalColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Whether some bar is on screen, not yet erased; guarded by `screenLock`.
  nonisolated(unsafe) private static var barOnScreen = false
  private static let screenLock = NSLock()

  /// Erases the bar on screen, if any: `finish`, and a signal's cleanup (`TemporaryFiles`), so
  /// the shell's prompt does not start at the end of a half-drawn bar.
  static func erase() {
    screenLock.lock()
    defer { screenLock.unlock() }
    guard barOnScreen else { return }
    barOnScreen = false
    _ = StandardStream.write("\r\u{1B}[K", to: STDERR_FILENO)
  }
}

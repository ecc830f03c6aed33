import Dispatch
import Foundation

/// Temporary outputs that must not outlive an interrupted command: every temporary file or
/// folder a command creates is registered here, and SIGINT / SIGTERM / SIGHUP (a closed terminal
/// or a dropped SSH session) remove them before exiting, so the previous output stays intact and
/// nothing half-written is left behind.
enum TemporaryFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

  /// Starts watching SIGINT, SIGTERM and SIGHUP (idempotent). A signal the process was started
  /// with ignored (`nohup`, a background job's SIGINT) stays ignored.
  static func installSignalCleanup() {
    lock.lock(); defer { lock.unlock() }
    guard signalSources.isEmpty else { return }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      // Ignore the default action so the dispatch source sees the signal and can clean up first.
      let previous = signal(signalNumber, SIG_IGN)
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        removeAll()
        // 128 + signal number: what a shell reports for a process killed by that signal.
        exit(128 + signalNumber)
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Remembers `path` for removal on interruption.
  static func register(_ path: String) {
    lock.lock(); paths.insert(path); lock.unlock()
  }

  /// Forgets `path` (it was renamed into place or removed normally).
  static func unregister(_ path: String) {
    lock.lock(); paths.remove(path); lock.unlock()
  }

  /// Removes every registered path.
  static func removeAll() {
    lock.lock()
    let pending = paths
    paths.removeAll()
    lock.unlock()
    for path in pending {
      // Render threads may still be writing frames into a temporary folder while it is being
      // removed; once the folder itself is gone they cannot recreate it, so retry until it is.
      for _ in 0..<200 where FileManager.default.fileExists(atPath: path) {
        try? FileManager.default.removeItem(atPath: path)
        if FileManager.default.fileExists(atPath: path) { usleep(5_000) }
      }
    }
  }
}

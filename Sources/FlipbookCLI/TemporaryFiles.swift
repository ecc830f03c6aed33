import Dispatch
import Foundation

/// Temporary outputs that must not outlive an interrupted command: every temporary file or
/// folder a command creates is registered here, and a signal that would end the process —
/// SIGINT, SIGTERM, SIGHUP (a closed terminal or a dropped SSH session), SIGQUIT, SIGUSR1/2,
/// the timer signals and SIGXCPU (a CPU-time limit) — removes them before exiting, so the
/// previous output stays intact and nothing half-written is left behind.
///
/// SIGPIPE and SIGXFSZ (a file-size limit, `ulimit -f`) are ignored instead, so the write fails
/// with "broken pipe" or "file too large" and the command decides: a GIF streamed into a named
/// pipe whose reader left fails like any other write error, a summary line nobody reads changes
/// nothing (`encode … | true` exited 141 after writing its GIF), and data on stdout whose reader
/// left — text, or a GIF or PNG written to `/dev/stdout` — ends the command quietly by SIGPIPE,
/// as a Unix filter does (`Console.data`, `GIFOutputFile.reportFailure`).
///
/// Putting a finished output in place (`committing`) and the cleanup exclude each other: a
/// signal during the renames that replace a frame folder waits for them to finish, and a
/// commit that starts during the cleanup never runs. Before, the cleanup could delete the
/// temporary folder's frames while it was being renamed into place: QA's signals near the end
/// of `render -o frames/` left 1 of 60 frames with exit 0, a missing folder, or a stray
/// `.frames.PID.old`. A command that fails because the cleanup removed what it was writing
/// waits for the signal to end it (`waitIfInterrupted`), instead of exiting 1 first.
enum TemporaryFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []
  /// Held while an output is renamed into place; taken for good by the cleanup.
  private static let commitLock = NSLock()
  /// Set (under `lock`) when a signal's cleanup has begun.
  nonisolated(unsafe) private static var interrupted = false

  /// Signals whose default action ends the process, and which a user or a job runner sends.
  static let cleanedUpSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU]

  /// Starts watching `cleanedUpSignals` (idempotent). A signal the process was started with
  /// ignored (`nohup`, a background job's SIGINT) stays ignored.
  static func installSignalCleanup() {
    lock.lock(); defer { lock.unlock() }
    guard signalSources.isEmpty else { return }
    signal(SIGXFSZ, SIG_IGN)
    signal(SIGPIPE, SIG_IGN)
    for signalNumber in cleanedUpSignals {
      // Ignore the default action so the dispatch source sees the signal and can clean up first.
      let previous = signal(signalNumber, SIG_IGN)
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        lock.lock(); interrupted = true; lock.unlock()
        // Waits for a commit under way, and keeps any other from starting: the process ends
        // below with the lock held.
        commitLock.lock()
        Progress.erase()
        removeAll()
        // Then die by the signal itself, as without a handler: a shell running a loop of
        // renders stops at Ctrl-C only when its child was killed by SIGINT, not when it
        // exited with 130.
        endBy(signalNumber)
      }
      source.resume()
      signalSources.append(source)
    }
  }

  /// Ends the process by `signalNumber`'s default action. Raised on this thread with the signal
  /// unblocked here: a process may start with it blocked (Foundation's Process passes its mask
  /// on), and then it would stay pending.
  static func endBy(_ signalNumber: Int32) -> Never {
    signal(signalNumber, SIG_DFL)
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    raise(signalNumber)
    exit(128 + signalNumber)  // only if the default action did not end the process
  }

  /// Runs `body`, the renames that put a finished output in place, with no interruption
  /// cleanup during it (see the type's note).
  ///
  /// A signal that came during it still ends the process once it is done (by the signal, with
  /// the new output in place), so a shell loop of renders stops at Ctrl-C as at any other moment.
  static func committing<T>(_ body: () throws -> T) rethrows -> T {
    commitLock.lock()
    defer {
      commitLock.unlock()
      waitIfInterrupted()
    }
    return try body()
  }

  /// When a signal's cleanup has begun, waits for it to end the process (by the signal, as
  /// without a handler) instead of returning: an error that follows from the cleanup (a frame
  /// written into the folder it just removed) must not end the process first, with exit 1 and
  /// a misleading "no such file or directory".
  static func waitIfInterrupted() {
    lock.lock()
    let wait = interrupted
    lock.unlock()
    guard wait else { return }
    while true { pause() }
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

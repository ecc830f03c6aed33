import ArgumentParser
import Foundation
import Raster

/// Exit codes from sysexits.h, so scripts can tell a bad scene from a bad command line.
enum ExitStatus {
  /// EX_USAGE: the command line is wrong (ArgumentParser's ValidationError uses it too).
  static let usage = ExitCode(64)
  /// EX_DATAERR: the scene is invalid.
  static let invalidScene = ExitCode(65)
  /// Anything else that failed (I/O, rendering).
  static let failure = ExitCode.failure
}

/// Errors, warnings and progress go to stderr; stdout carries data and the line saying what a
/// command wrote (`result`), so a log or pipe gets nothing on stderr but what went wrong.
///
/// Written with write(2), not FileHandle, whose `write(_:)` stops the process with a fatal
/// error (exit 132 and a backtrace) when the stream is closed or its disk full.
enum Console {
  static func error(_ message: String) {
    _ = StandardStream.write("flipbook: " + message + "\n", to: STDERR_FILENO)
  }

  /// A line on stderr as is (scene diagnostics carry their own file:line prefix).
  static func message(_ message: String) {
    _ = StandardStream.write(message + "\n", to: STDERR_FILENO)
  }

  /// What a command wrote to `output`, e.g. `out.gif: 40 GIF frames, 320×200 px, 0.80 s, 51234
  /// bytes`: on stdout, where `check` reports too, leaving stderr to errors as the progress
  /// bar's promise goes (`--quiet` silences it). On stderr when `output` is standard output
  /// itself (`-o /dev/stdout`): there the line would land inside the GIF or PNG (QA: a file
  /// that no decoder opened, with exit 0). A stdout that cannot take it changes nothing: the
  /// file is written, which is what the command is for.
  static func result(_ message: String, about output: String) {
    let stream = OutputDestination.isStandardOutput(output) ? STDERR_FILENO : STDOUT_FILENO
    _ = StandardStream.write(message + "\n", to: stream)
  }

  /// A line of the command's data on stdout.
  static func output(_ message: String) {
    data(message + "\n")
  }

  /// Text that is the command's product on stdout (a schema, samples, check results): when it
  /// cannot be written (`> /dev/full`, stdout closed) the command fails with exit 1, saying why
  /// on stderr, instead of ending as if it had succeeded.
  static func data(_ text: String) {
    guard let failure = StandardStream.write(text, to: STDOUT_FILENO) else { return }
    TemporaryFiles.removeAll()
    // The reader is gone (`| head`): end as a filter does, by SIGPIPE, without a message.
    if failure == EPIPE { TemporaryFiles.endBy(SIGPIPE) }
    error("cannot write to standard output: " + FileErrorText.describe(posixCode: failure))
    exit(ExitStatus.failure.rawValue)
  }
}

/// Whole writes to a standard stream or an open file.
enum StandardStream {
  /// Writes all of `text` to `descriptor`; see `write(_:to:)` for bytes.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    write(Array(text.utf8), to: descriptor)
  }

  /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes; the
  /// errno of a failure, nil when everything was written.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return nil
  }

  /// Whether `descriptor` is a pipe or socket whose reading end has closed: poll(2) reports an
  /// error on it at once (a file, a terminal or a pipe still read reports none).
  static func readerHasLeft(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLERR | POLLHUP) != 0
  }
}

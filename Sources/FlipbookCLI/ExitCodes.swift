import ArgumentParser
import Foundation

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
enum Console {
  static func error(_ message: String) {
    FileHandle.standardError.write(Data(("flipbook: " + message + "\n").utf8))
  }

  /// A line on stderr as is (scene diagnostics carry their own file:line prefix).
  static func message(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// What a command wrote, e.g. `out.gif: 40 GIF frames, 320×200 px, 0.80 s, 51234 bytes`: on
  /// stdout, where `check` reports too, leaving stderr to errors as the progress bar's promise
  /// goes (`--quiet` silences it).
  static func result(_ message: String) {
    output(message)
  }

  /// A line on stdout.
  static func output(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
  }
}

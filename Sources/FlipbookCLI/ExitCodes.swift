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

/// Messages go to stderr; stdout carries only data.
enum Console {
  static func error(_ message: String) {
    FileHandle.standardError.write(Data(("flipbook: " + message + "\n").utf8))
  }

  /// A line on stderr as is (scene diagnostics carry their own file:line prefix).
  static func message(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func output(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
  }
}

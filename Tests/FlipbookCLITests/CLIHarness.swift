import Foundation
import Testing

/// Runs the built `flipbook` executable as a user would, capturing exit code and output.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The repository checkout (for scenes/ and fonts/).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `flipbook` sits beside the test bundle in the build folder.
  static var executable: URL {
    let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    var folder = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("flipbook")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return repository.appendingPathComponent(".build/debug/flipbook")
  }

  static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
    try runTool(executable.path, arguments, in: directory, environment: environment)
  }

  /// Runs any program (such as `script`, to give `flipbook` a terminal) the same way.
  static func runTool(_ path: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a chatty process cannot fill the pipe and block.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                  stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary folder for one test.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  /// Whether a command is on PATH.
  static func hasTool(_ name: String) -> Bool {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }

  /// Runs an external tool and returns its stdout.
  static func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [path] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

import Foundation

/// Finds and runs independent GIF tools (ImageMagick, gifsicle) for cross-checking our output.
enum ExternalTools {
  /// ImageMagick's `convert`, only if it really is ImageMagick (a stand-in script may shadow it).
  static let convert: String? = {
    for candidate in ["/usr/bin/convert"] + searchPath("convert") {
      if let output = try? run(candidate, ["-version"]), String(decoding: output.stdout, as: UTF8.self).contains("ImageMagick") {
        return candidate
      }
    }
    return nil
  }()

  /// ImageMagick's `identify`.
  static let identify: String? = searchPath("identify").first { path in
    (try? run(path, ["-version"])).map { String(decoding: $0.stdout, as: UTF8.self).contains("ImageMagick") } ?? false
  }

  /// gifsicle.
  static let gifsicle: String? = searchPath("gifsicle").first

  static func searchPath(_ name: String) -> [String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.filter { FileManager.default.isExecutableFile(atPath: $0) }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs a tool to completion. stderr goes to a file so a chatty tool cannot block on a full pipe.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let stderrPath = NSTemporaryDirectory() + "flipbook-stderr-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: stderrPath) }
    let stderrHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    let out = Pipe()
    process.standardOutput = out
    process.standardError = stderrHandle
    try process.run()
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try stderrHandle.close()
    let stderrData = (try? Data(contentsOf: URL(fileURLWithPath: stderrPath))) ?? Data()
    return (process.terminationStatus, stdoutData, stderrData)
  }

  /// Writes bytes to a fresh temporary file and returns its path.
  static func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
    let path = NSTemporaryDirectory() + "flipbook-encode-\(UUID().uuidString)\(suffix)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}

import Foundation
import Testing

/// A render interrupted by a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 …) leaves the previous output intact and no
/// temporary files.
@Suite struct InterruptTests {
  static let longScene = """
    {"canvas": {"width": 375, "height": 667, "scale": 2}, "duration": 30, "layers": [
      {"type": "rect", "position": [187, 333], "size": [300, 300], "fillColor": "systemBlue", "cornerRadius": 40,
       "animations": [{"property": "transform.rotation", "from": 0, "to": 3600, "duration": 30}]}]}
    """

  // SIGHUP (a closed terminal, a dropped SSH session) left `.out.gif.<pid>.tmp` behind before.
  // SIGQUIT (Ctrl-\\) and SIGUSR1 (a job runner's signal) did too.
  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGQUIT, Int32(131)), (SIGUSR1, Int32(138))])
  func interruptedRenderCleansUp(signalNumber: Int32, expectedStatus: Int32) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    for output in ["out.gif", "frames"] {
      let target = folder.appendingPathComponent(output)
      // A previous, good output that must survive.
      if output == "frames" {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try CLI.write("old", to: target.appendingPathComponent("0000.png"))
      } else {
        try CLI.write("old", to: target)
      }
      let process = Process()
      process.executableURL = CLI.executable
      process.arguments = ["render", scene.path, "-o", target.path, "--quiet"]
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: 1.5)  // well inside a 1800-frame render
      kill(process.processIdentifier, signalNumber)
      process.waitUntilExit()
      #expect(process.terminationStatus == expectedStatus, "\(output): exit \(process.terminationStatus)")
      let survivor = output == "frames" ? target.appendingPathComponent("0000.png") : target
      #expect(try String(contentsOf: survivor, encoding: .utf8) == "old", "\(output) was replaced or damaged")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }
  }

  /// Under `nohup` SIGHUP stays ignored: the render goes on (and SIGTERM still cleans up).
  @Test func ignoredHangupStaysIgnored() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nohup")
    process.arguments = [CLI.executable.path, "render", scene.path, "-o", folder.appendingPathComponent("out.gif").path, "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 1.5)
    kill(process.processIdentifier, SIGHUP)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning, "nohup'd render stopped on SIGHUP (exit \(process.isRunning ? 0 : process.terminationStatus))")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 143)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
  }

  /// Past a file-size limit (`ulimit -f`) the write fails with a reason and nothing is left;
  /// SIGXFSZ's default action killed the process with a core dump and kept the temporary.
  @Test func fileSizeLimitIsAWriteError() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(Self.longScene, to: scene)
    let command = "ulimit -f 8; exec '\(CLI.executable.path)' render '\(scene.path)' -o '\(folder.path)/out.gif' --quiet"
    let result = try CLI.runTool("/bin/sh", ["-c", command])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write \(folder.path)/out.gif: file too large"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
  }
}

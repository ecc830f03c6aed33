import Foundation
import Testing

/// The progress bar on a terminal: util-linux's `script` (in Debian's essential bsdutils) runs
/// the command on a pseudo-terminal and copies what it draws to stdout.
@Suite struct ProgressBarTests {
  func onTerminal(_ arguments: [String]) throws -> String {
    let quoted = ([CLI.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let result = try CLI.runTool("/usr/bin/script", ["-q", "-e", "-c", quoted.joined(separator: " "), "/dev/null"])
    #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
    return result.stdout
  }

  /// A PNG sequence shows the bar as a GIF does (before, it was silent for a minute-long render).
  @Test func pngSequenceShowsTheBar() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("s.json")
    try CLI.write(OutputDestinationTests.sceneJSON, to: scene)
    let frames = folder.appendingPathComponent("frames").path + "/"
    let shown = try onTerminal(["render", scene.path, "-o", frames])
    #expect(shown.contains("render [########################] 6/6 frames"), "\(shown)")
    #expect(shown.contains("\u{1B}[K"))
    let quiet = try onTerminal(["render", scene.path, "-o", frames, "--quiet"])
    #expect(!quiet.contains("frames "), "\(quiet)")
  }
}

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

  /// A GIF reads its frames twice: the bar names the palette pass and then counts GIF frames,
  /// each out of its own total (it showed "1/300 frames" for 150 GIF frames before). The line
  /// saying what was written comes after the bar, erased, on stdout.
  @Test func gifShowsEachPassInItsOwnUnits() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("s.json")
    try CLI.write(GIFRenderTests.movingScene, to: scene)
    let gif = folder.appendingPathComponent("a.gif").path
    let rendered = try onTerminal(["render", scene.path, "-o", gif])
    // 0.5 s of motion at 50 fps and one frame holding the still half: 26 GIF frames planned.
    #expect(rendered.contains("render [########################] 26/26 GIF frames"), "\(rendered)")
    #expect(rendered.contains("render [") && rendered.contains("] palette "), "\(rendered)")
    #expect(rendered.contains("\r\u{1B}[K" + "\(gif): "), "\(rendered)")

    let frames = try EncodeCommandTests.frames(in: folder)
    let encoded = try onTerminal(["encode"] + frames + ["-o", gif])
    #expect(frames.count == 60)
    // 60 frames at 60 fps are 50 GIF frames at 50 fps (fewer in the file where they merge).
    #expect(encoded.contains("encode [########################] 50/50 GIF frames"), "\(encoded)")
    #expect(!encoded.contains("/100"), "\(encoded)")
  }

  /// An error mid-render starts on a clean line: the bar is erased first (the message was glued
  /// to the bar's end: "… ETA 5 sflipbook: cannot write …").
  @Test func anErrorErasesTheBarFirst() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(InterruptTests.longScene, to: scene)
    let command = "ulimit -f 16; exec '\(CLI.executable.path)' render '\(scene.path)' -o '\(folder.path)/out.gif'"
    let result = try CLI.runTool("/usr/bin/script", ["-q", "-e", "-c", command, "/dev/null"])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stdout.contains("GIF frames"), "\(result.stdout)")  // the bar was drawn
    #expect(result.stdout.contains("\r\u{1B}[Kflipbook: cannot write \(folder.path)/out.gif: file too large"), "\(result.stdout)")
  }
}

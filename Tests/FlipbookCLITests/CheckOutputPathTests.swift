import Foundation
import Testing

/// Where `flipbook check` may write: one-character folder and file names, and never over its
/// scene or inside its golden folder (QA).
@Suite struct CheckOutputPathTests {
  func run(_ arguments: [String], in folder: URL) throws -> CLI.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["FLIPBOOK_RECORD"] = nil
    return try CLI.run(arguments, in: folder, environment: environment)
  }

  func folderWithScene() throws -> URL {
    let folder = try CLI.temporaryDirectory()
    try CLI.write(CheckFixture.sceneJSON, to: folder.appendingPathComponent("s.json"))
    return folder
  }

  /// `--golden g` crashed with SIGILL in Foundation's deletingLastPathComponent (QA).
  @Test func oneCharacterNamesWork() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = try run(["check", "s.json", "--golden", "g", "--report", "r", "-q"], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/0000.png").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r").path))
  }

  /// A trailing slash names a folder: `--report new/` wrote an HTML file named "new" (QA), and
  /// `encode … -o new/` a GIF file named so.
  @Test func aPathEndingInASlashIsNotTakenForAFile() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try run(["check", "s.json", "--golden", "g", "--report", "newrep/", "-q"], in: folder)
    #expect(report.status == 64)
    #expect(report.stderr.contains("--report newrep/ ends in /, so it names a folder, not a file"), "\(report.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("newrep").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g").path), "refused before anything was recorded")
    let rendered = try run(["render", "s.json", "-o", "f.png/", "--frame", "0"], in: folder)
    #expect(rendered.status == 64, "\(rendered.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f.png").path))
  }

  @Test func theReportCannotReplaceTheSceneOrAGolden() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try run(["check", "s.json", "--golden", "gold", "-q"], in: folder).status == 0)
    let golden = try Data(contentsOf: folder.appendingPathComponent("gold/0000.png"))

    let overScene = try run(["check", "s.json", "--golden", "gold", "--report", "s.json"], in: folder)
    #expect(overScene.status == 64)
    #expect(overScene.stderr.contains("--report s.json is also an input (s.json), which writing would destroy"), "\(overScene.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8) == CheckFixture.sceneJSON)

    for report in ["gold/0000.png", "gold/report.html", "./gold/../gold/x.html"] {
      let inGoldens = try run(["check", "s.json", "--golden", "gold", "--report", report], in: folder)
      #expect(inGoldens.status == 64, "\(report)")
      #expect(inGoldens.stderr.contains("--report \(report) is in the golden folder gold"), "\(inGoldens.stderr)")
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("gold/0000.png")) == golden)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gold/report.html").path))
  }

  /// The hint about a damaged gif-timing.json is for that file only (QA: a stray file got it).
  @Test func aStrayFileGetsNoTimingHint() throws {
    let folder = try folderWithScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try run(["check", "s.json", "--golden", "gold", "-q"], in: folder).status == 0)
    try CLI.write("notes", to: folder.appendingPathComponent("gold/notes.txt"))
    let stray = try run(["check", "s.json", "--golden", "gold"], in: folder)
    #expect(stray.status == 1)
    #expect(stray.stderr.contains("gold/notes.txt: not a golden"), "\(stray.stderr)")
    #expect(!stray.stderr.contains("fix gif-timing.json"), "\(stray.stderr)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("gold/notes.txt"))
    try CLI.write("{", to: folder.appendingPathComponent("gold/gif-timing.json"))
    let damaged = try run(["check", "s.json", "--golden", "gold", "--gif-timing"], in: folder)
    #expect(damaged.status == 1)
    #expect(damaged.stderr.contains("fix gif-timing.json, or replace it"), "\(damaged.stderr)")
  }
}

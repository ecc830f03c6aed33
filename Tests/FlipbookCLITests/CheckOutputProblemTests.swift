import Foundation
import Testing

/// Failure images or a report that cannot be written fail the check (exit 1) but take neither
/// the summary nor the report's verdict with them: the frames were compared (QA: the summary
/// vanished and the report said the check could not run).
@Suite struct CheckOutputProblemTests {
  /// Records frames 0 and 3, then changes the golden of frame 3; and a file named `blocker`,
  /// which no folder can be made inside.
  func failingFixture() throws -> CheckFixture {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,3"]).status == 0)
    try fixture.tamper(frame: 3, x: 2, y: 2, to: (0, 0, 0, 255))
    try CLI.write("not a folder", to: fixture.folder.appendingPathComponent("blocker"))
    return fixture
  }

  @Test func unwritableFailureImagesKeepTheSummaryAndTheReportsVerdict() throws {
    let fixture = try failingFixture()
    let result = try fixture.check(["--artifacts", "blocker", "--report", "report.html"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("frame 3 (0.050 s): DIFFERS"), "\(result.stdout)")
    #expect(result.stdout.contains("2 frames checked: 1 match, 1 fail"), "\(result.stdout)")
    #expect(result.stdout.contains("no goldens written\n"), "\(result.stdout)")
    #expect(result.stdout.contains("failure images not written to blocker/goldens/"), "\(result.stdout)")
    #expect(result.stdout.contains("report: report.html\n"), "\(result.stdout)")
    #expect(result.stderr.contains("blocker/goldens/0003-actual.png: cannot write: blocker is a file, not a folder"), "\(result.stderr)")
    let html = try String(contentsOf: fixture.folder.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("1 of 2 frames fail."))
    #expect(!html.contains("could not run"))
    #expect(html.contains("Not written: blocker/goldens/0003-actual.png: cannot write"))
    #expect(html.contains("id=\"frame-3\""))  // the images are inlined all the same
  }

  @Test func anUnwritableReportKeepsTheSummaryAndTheImages() throws {
    let fixture = try failingFixture()
    let result = try fixture.check(["--report", "blocker/report.html"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("2 frames checked: 1 match, 1 fail"), "\(result.stdout)")
    #expect(result.stdout.contains("failure images in \(fixture.artifacts)/goldens/"), "\(result.stdout)")
    #expect(result.stdout.contains("report not written (see the error output)"), "\(result.stdout)")
    #expect(result.stderr.contains("blocker/report.html: cannot write: blocker is a file, not a folder"), "\(result.stderr)")
  }

  /// Each golden folder has its own artifacts subfolder. Named after the scene's file name,
  /// `scenes/a/popup.json` and `scenes/b/popup.json` (or, as here, one scene's two golden
  /// folders) shared one subfolder, and each check removed the other's images.
  @Test func goldenFoldersWithOneSceneNameKeepTheirOwnImages() throws {
    let fixture = try CheckFixture()
    for name in ["a", "b"] {
      let goldens = "goldens-\(name)/slide"
      #expect(try fixture.check(["--golden", goldens, "--frames", "3"]).status == 0)
      var golden = try fixture.image(fixture.folder.appendingPathComponent("\(goldens)/0003.png").path)
      golden[2, 2] = (0, 0, 0, 255)
      try Data(golden.pngData()).write(to: fixture.folder.appendingPathComponent("\(goldens)/0003.png"))
    }
    #expect(try fixture.check(["--golden", "goldens-a/slide", "--artifacts", "out"]).status == 1)
    #expect(try fixture.check(["--golden", "goldens-b/slide", "--artifacts", "out"]).status == 1)
    for name in ["a", "b"] {
      let images = fixture.folder.appendingPathComponent("out/goldens-\(name)/slide").path
      #expect(try FileManager.default.contentsOfDirectory(atPath: images).sorted() == ["0003-actual.png", "0003-diff.png", "0003-expected.png"])
    }
  }
}

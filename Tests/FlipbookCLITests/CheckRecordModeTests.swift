import Foundation
import Golden
import Raster
import Testing

/// Record modes write only what they should; under CI=true nothing unless --record is explicit.
@Suite struct CheckRecordModeTests {
  /// Goldens for frames 0, 2 and 4, with frame 2's golden changed; then a check of 0–5.
  func prepared() throws -> CheckFixture {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,2,4"]).status == 0)
    try fixture.tamper(frame: 2, x: 0, y: 0, to: (0, 0, 255, 255))
    return fixture
  }

  func snapshot(_ fixture: CheckFixture) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in fixture.goldenNames() { files[name] = fixture.bytes((fixture.goldens as NSString).appendingPathComponent(name)) }
    return files
  }

  @Test func underCINothingIsWrittenEvenWithFLIPBOOK_RECORD() throws {
    let fixture = try prepared()
    let before = snapshot(fixture)
    for environment in [["CI": "true"], ["CI": "true", "FLIPBOOK_RECORD": "all"]] {
      let result = try fixture.check(["--frames", "0,1,2"], environment: environment)
      #expect(result.status == 1)
      #expect(result.stdout.contains("frame 1 (0.017 s): MISSING"))
      #expect(result.stdout.contains("record mode never: CI=true"))
      #expect(snapshot(fixture) == before)
    }
  }

  /// A CI service that names itself (`CI=woodpecker`) is CI: nothing is recorded (QA: such a
  /// job recorded its own goldens and passed).
  @Test func aCIServiceThatNamesItselfIsCI() throws {
    let fixture = try prepared()
    let before = snapshot(fixture)
    let result = try fixture.check(["--frames", "0,1"], environment: ["CI": "woodpecker"])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stdout.contains("record mode never: CI=woodpecker"), "\(result.stdout)")
    #expect(snapshot(fixture) == before)
  }

  /// Under CI a golden folder holding only gif-timing.json fails as an empty one does: its
  /// frame goldens were never committed (QA: "0 frames checked", exit 0).
  @Test func underCIATimingGoldenAloneIsNoGoldens() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--gif-timing"]).status == 0)
    for name in fixture.goldenNames() where name.hasSuffix(".png") {
      try FileManager.default.removeItem(atPath: (fixture.goldens as NSString).appendingPathComponent(name))
    }
    #expect(fixture.goldenNames() == ["gif-timing.json"])
    let result = try fixture.check([], environment: ["CI": "true"])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stderr.contains("no goldens to check"), "\(result.stderr)")
    #expect(fixture.goldenNames() == ["gif-timing.json"])
  }

  /// Empty paths (an unset variable in a CI script) and failure images among the goldens are
  /// refused before anything is written (QA: `--golden ""` recorded goldens into the current
  /// folder and passed; `--artifacts .` put actual/expected/diff images among the goldens).
  @Test func emptyPathsAndArtifactsAmongTheGoldensAreRefused() throws {
    let fixture = try CheckFixture()
    for (arguments, message) in [(["--golden", ""], "--golden is empty"), (["--golden", fixture.goldens, "--artifacts", ""], "--artifacts is empty"),
                                 (["--golden", fixture.goldens, "--report", ""], "--report is empty"),
                                 (["--golden", "goldens", "--artifacts", "."], "would put failure images in the golden folder goldens itself"),
                                 (["--golden", fixture.goldens, "--artifacts", fixture.folder.path], "would put failure images in the golden folder")] {
      let result = try CLI.run(["check", fixture.scene] + arguments, in: fixture.folder)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      let written = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted()
      #expect(written == ["slide.json"], "\(arguments): nothing written, got \(written)")
    }
    // The default artifacts folder, and one beside the goldens, are fine (recording explicitly:
    // the test runner's own CI=true would make a missing golden a failure).
    #expect(try CLI.run(["check", fixture.scene, "--golden", "goldens", "--frames", "0", "--record", "missing"], in: fixture.folder).status == 0)
    #expect(try CLI.run(["check", fixture.scene, "--golden", "goldens", "--frames", "0", "--artifacts", "failures", "--record", "missing"],
                        in: fixture.folder).status == 0)
  }

  /// A golden that cannot be written is that frame's failure: every other frame is still
  /// checked, written and reported, with the summary and the report (QA: one error line).
  @Test func aGoldenThatCannotBeWrittenIsReportedWithTheRest() throws {
    let fixture = try prepared()
    // A link to a folder that does not exist: there is no golden, and none can be written.
    let link = (fixture.goldens as NSString).appendingPathComponent("0001.png")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.folder.appendingPathComponent("gone/0001.png").path)
    let result = try fixture.check(["--frames", "0,1,3", "--report", "report.html"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("frame 0 (0.000 s): matches"), "\(result.stdout)")
    #expect(result.stdout.contains("frame 1 (0.017 s): CANNOT RECORD — \(link): "), "\(result.stdout)")
    #expect(result.stdout.contains("frame 3 (0.050 s): recorded new golden"), "\(result.stdout)")
    #expect(result.stdout.contains("3 frames checked: 1 match, 1 recorded, 1 fail"), "\(result.stdout)")
    #expect(fixture.goldenNames().contains("0003.png"))
    #expect(FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("report.html").path))
  }

  @Test func underCIAnExplicitRecordWrites() throws {
    let fixture = try prepared()
    let result = try fixture.check(["--frames", "1", "--record", "missing"], environment: ["CI": "true"])
    #expect(result.status == 0)
    #expect(fixture.goldenNames() == ["0000.png", "0001.png", "0002.png", "0004.png"])
  }

  @Test func missingWritesOnlyMissing() throws {
    let fixture = try prepared()
    let before = snapshot(fixture)
    let result = try fixture.check(["--frames", "0,1,2"])
    #expect(result.status == 1)  // frame 2 still fails
    #expect(fixture.goldenNames() == ["0000.png", "0001.png", "0002.png", "0004.png"])
    #expect(fixture.bytes(fixture.goldenPath(2)) == before["0002.png"])
    #expect(result.stdout.contains("wrote 1 golden file:\n  \(fixture.goldenPath(1))\n"))
  }

  @Test func environmentVariableFailedReplacesOnlyTheFailingGolden() throws {
    let fixture = try prepared()
    let before = snapshot(fixture)
    let result = try fixture.check([], environment: ["FLIPBOOK_RECORD": "failed"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("frame 2 (0.033 s): recorded \(fixture.goldenPath(2)) (was: 1 pixel differs"))
    #expect(fixture.bytes(fixture.goldenPath(0)) == before["0000.png"])
    #expect(fixture.bytes(fixture.goldenPath(4)) == before["0004.png"])
    #expect(fixture.bytes(fixture.goldenPath(2)) != before["0002.png"])
    #expect(try fixture.check(["--record", "never"]).status == 0)
  }

  @Test func neverWritesNothingAndEmptyFolderFails() throws {
    let fixture = try CheckFixture()
    let result = try fixture.check(["--record", "never"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("no goldens to check"))
    #expect(fixture.goldenNames().isEmpty)
  }
}

/// A check that stops before judging its frames leaves no earlier verdict behind: the report
/// says it could not run and the earlier failure images go (QA: a green report survived).
@Suite struct CheckStoppedTests {
  @Test func anEarlierReportAndImagesDoNotOutliveAStoppedCheck() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,2"]).status == 0)
    try fixture.tamper(frame: 2, x: 0, y: 0, to: (0, 0, 255, 255))
    let report = fixture.folder.appendingPathComponent("report.html")
    #expect(try fixture.check(["--report", "report.html", "--record", "never"]).status == 1)
    let images = fixture.folder.appendingPathComponent("artifacts/goldens")
    #expect(try !FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)

    // A stray file in the golden folder: a folder error.
    try CLI.write("notes", to: URL(fileURLWithPath: (fixture.goldens as NSString).appendingPathComponent("notes.txt")))
    let stray = try fixture.check(["--report", "report.html", "--record", "never"])
    #expect(stray.status == 1)
    var html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("The check could not run; no frame was compared."), "\(html.prefix(800))")
    #expect(html.contains("notes.txt: not a golden"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)
    try FileManager.default.removeItem(atPath: (fixture.goldens as NSString).appendingPathComponent("notes.txt"))

    // An invalid scene.
    #expect(try fixture.check(["--report", "report.html", "--record", "never"]).status == 1)
    try CLI.write("{\"canvas\": 1}", to: URL(fileURLWithPath: fixture.scene))
    #expect(try fixture.check(["--report", "report.html", "--record", "never"]).status == 65)
    html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("The check could not run") && html.contains("the scene cannot be used"))
  }

  /// The report of a stopped check names the tolerance the folder asks for (QA: "exact").
  @Test func aStoppedCheckReportsTheFoldersTolerance() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0"]).status == 0)
    try CLI.write(#"{ "tolerance": "antialiasing" }"#, to: URL(fileURLWithPath: (fixture.goldens as NSString).appendingPathComponent("golden.json")))
    try CLI.write("notes", to: URL(fileURLWithPath: (fixture.goldens as NSString).appendingPathComponent("notes.txt")))
    #expect(try fixture.check(["--report", "report.html"]).status == 1)
    let html = try String(contentsOf: fixture.folder.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("The check could not run"))
    #expect(html.contains("tolerance: \(GoldenTolerance.antialiasing.description)") && !html.contains("tolerance: exact"), "\(html.prefix(900))")
  }

  /// golden.json and gif-timing.json are read as strictly as scenes (QA: a trailing comma and
  /// a repeated key passed, the last value winning).
  @Test func goldenJSONFilesAreStrictJSON() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0"]).status == 0)
    let cases = [
      ("golden.json", #"{ "tolerance": "text", }"#, "not valid JSON at line 1, column 24: trailing comma before '}'"),
      ("golden.json", #"{ "tolerance": "text", "tolerance": "exact" }"#, "not valid JSON at line 1, column 24: duplicate key \"tolerance\""),
      ("gif-timing.json", #"{ "gifFPS": 50, }"#, "not valid JSON at line 1, column 17: trailing comma before '}'"),
    ]
    for (name, text, message) in cases {
      let path = (fixture.goldens as NSString).appendingPathComponent(name)
      try CLI.write(text, to: URL(fileURLWithPath: path))
      let result = try fixture.check(["--record", "never"])
      #expect(result.status == 1)
      #expect(result.stderr.contains("\(path): \(message)"), "\(result.stderr)")
      try FileManager.default.removeItem(atPath: path)
    }
  }

  @Test func theRecordModeQuotesTheCIValueItSaw() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0"]).status == 0)
    let result = try fixture.check([], environment: ["CI": "yes"])
    #expect(result.stdout.contains("record mode never: CI=yes"), "\(result.stdout)")
  }
}

/// The report's verdict counts frames written rather than compared apart (QA: a first recording
/// and a --record failed run that replaced frames both said "All N frames match.").
@Suite struct CheckReportVerdictTests {
  @Test func recordedFramesAreNotCalledMatches() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,2,4", "--report", "first.html"]).status == 0)
    let first = try String(contentsOf: fixture.folder.appendingPathComponent("first.html"), encoding: .utf8)
    #expect(first.contains("All 3 frames recorded."), "\(first.prefix(900))")
    try fixture.tamper(frame: 2, x: 0, y: 0, to: (0, 0, 255, 255))
    #expect(try fixture.check(["--record", "failed", "--report", "again.html"]).status == 0)
    let again = try String(contentsOf: fixture.folder.appendingPathComponent("again.html"), encoding: .utf8)
    #expect(again.contains("2 of 3 frames match; 1 recorded."), "\(again.prefix(900))")
    #expect(try fixture.check(["--report", "plain.html"]).status == 0)
    let plain = try String(contentsOf: fixture.folder.appendingPathComponent("plain.html"), encoding: .utf8)
    #expect(plain.contains("All 3 frames match."), "\(plain.prefix(900))")
  }

  /// Failure images of a frame that is no longer a golden and was not checked go with the next
  /// check (QA: a passing check left them, though the folder "never shows a failure that no
  /// longer happens").
  @Test func imagesOfFramesNoLongerCheckedGo() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0,2,4"]).status == 0)
    try fixture.tamper(frame: 4, x: 0, y: 0, to: (0, 0, 255, 255))
    #expect(try fixture.check([]).status == 1)
    let images = fixture.folder.appendingPathComponent("artifacts/goldens").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: images).contains("0004-diff.png"))
    try FileManager.default.removeItem(atPath: fixture.goldenPath(4))
    #expect(try fixture.check([]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: images).isEmpty)
  }

  /// A check of chosen frames leaves the images of other frames alone, a missing golden's
  /// `actual` among them: only a check of the whole folder removes images of frames it no
  /// longer holds (review: a check of frame 0 removed frame 2's image, needed to record it).
  @Test func aCheckOfChosenFramesKeepsOtherFramesImages() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0"]).status == 0)
    #expect(try fixture.check(["--frames", "2", "--record", "never"]).status == 1)
    let images = fixture.folder.appendingPathComponent("artifacts/goldens").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: images) == ["0002-actual.png"])
    #expect(try fixture.check(["--frames", "0", "--record", "never"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: images) == ["0002-actual.png"])
  }

  /// In a scene of more than 10 000 frames goldens have 5 digits, and so do their failure
  /// images (QA: 00005.png failed as 0005-diff.png).
  @Test func failureImagesAreNamedAsTheirGoldens() throws {
    let fixture = try CheckFixture()
    try CLI.write(CheckFixture.sceneJSON.replacingOccurrences(of: "\"duration\": 0.1,\n  \"layers\"", with: "\"duration\": 200,\n  \"layers\""),
                  to: URL(fileURLWithPath: fixture.scene))
    #expect(try fixture.check(["--frames", "5"]).status == 0)
    #expect(fixture.goldenNames() == ["00005.png"])
    let golden = (fixture.goldens as NSString).appendingPathComponent("00005.png")
    var image = try PixelBuffer(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: golden))))
    image[0, 0] = (0, 0, 255, 255)
    try Data(try image.pngData()).write(to: URL(fileURLWithPath: golden))
    #expect(try fixture.check(["--record", "never"]).status == 1)
    let images = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("artifacts/goldens").path).sorted()
    #expect(images == ["00005-actual.png", "00005-diff.png", "00005-expected.png"], "\(images)")
  }
}

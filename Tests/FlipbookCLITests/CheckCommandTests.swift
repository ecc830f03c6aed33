import Foundation
import Golden
import Raster
import Testing

/// `flipbook check`: exit codes, per-frame lines, tolerance flags, artifacts.
@Suite struct CheckCommandTests {
  @Test func recordsDefaultFramesThenMatchesExactly() throws {
    let fixture = try CheckFixture()
    let first = try fixture.check([])
    #expect(first.status == 0, "\(first.stderr)")
    // 6 frames: 0, 25, 50, 75, 100 % → 0, 1, 3, 4 and the last frame, 5.
    #expect(fixture.goldenNames() == ["0000.png", "0001.png", "0003.png", "0004.png", "0005.png"])
    #expect(first.stdout.contains("wrote 5 golden files:"))
    let second = try fixture.check([])
    #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    #expect(second.stdout.contains("frame 3 (0.050 s): matches\n"))
    #expect(second.stdout.contains("5 frames checked: 5 match (tolerance exact"))
    #expect(!second.stdout.contains("wrote"))
  }

  @Test func onePixelChangeFailsWithTheRightCountAndArtifacts() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "0,3"])
    try fixture.tamper(frame: 3, x: 2, y: 2, to: (0, 0, 0, 255))
    let result = try fixture.check(["--report", "report.html"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("frame 0 (0.000 s): matches\n"))
    // Black against white is ΔE 100 (a hair over, shown rounded up).
    #expect(result.stdout.contains(/frame 3 \(0\.050 s\): DIFFERS — 1 pixel differs \(0\.083 %\), max ΔE 100\.0[01], max channel Δ 255, PSNR/),
            "\(result.stdout)")
    #expect(result.stdout.contains("2 frames checked: 1 match, 1 fail"))
    let folder = (fixture.artifacts as NSString).appendingPathComponent("goldens")  // the golden folder, relative to the working folder
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() == ["0003-actual.png", "0003-diff.png", "0003-expected.png"])
    let diff = try fixture.image((folder as NSString).appendingPathComponent("0003-diff.png"))
    #expect(diff[2, 2] == DiffImage.overToleranceColor)
    #expect(diff[0, 0] == (255, 255, 255, 255))  // white background stays white
    // The failing golden is kept: the default record mode only writes missing goldens.
    #expect(try fixture.image(fixture.goldenPath(3))[2, 2] == (0, 0, 0, 255))
  }

  /// `--quiet`: nothing at all while every frame matches (recording and warnings included); when
  /// one differs, its line, the summary and where its images are, and no line for the others.
  @Test func quietPrintsOnlyWhatFails() throws {
    let fixture = try CheckFixture()
    let recorded = try fixture.check(["--frames", "0,3", "-q"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.isEmpty && recorded.stderr.isEmpty, "\(recorded.stdout)\(recorded.stderr)")
    #expect(fixture.goldenNames() == ["0000.png", "0003.png"])
    // --gif-fps without a timing golden warns that it changes nothing, but not under --quiet.
    let matching = try fixture.check(["--quiet", "--gif-fps", "25"])
    #expect(matching.status == 0)
    #expect(matching.stdout.isEmpty && matching.stderr.isEmpty, "\(matching.stdout)\(matching.stderr)")
    try fixture.tamper(frame: 3, x: 2, y: 2, to: (0, 0, 0, 255))
    let failing = try fixture.check(["-q"])
    #expect(failing.status == 1)
    let lines = failing.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(failing.stdout)")
    #expect(lines.first?.hasPrefix("frame 3 (0.050 s): DIFFERS — 1 pixel differs") == true)
    #expect(!failing.stdout.contains("frame 0"))
    #expect(failing.stdout.contains("2 frames checked: 1 match, 1 fail"))
    #expect(failing.stdout.contains("no goldens written\nfailure images in "))
    let loud = try fixture.check([])
    #expect(loud.stdout.contains("frame 0 (0.000 s): matches\n"))
  }

  @Test func toleranceFlagsJustUnderAndJustOver() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "2"])
    try fixture.tamper(frame: 2, x: 0, y: 0, to: (250, 250, 250, 255))
    let measured = ColorDifference.deltaE((255, 255, 255, 255), (250, 250, 250, 255))
    let over = try fixture.check(["--record", "never", "--max-delta-e", String(measured + 0.001)])
    #expect(over.status == 0, "\(over.stdout)")
    #expect(over.stdout.contains("matches within tolerance"))
    let under = try fixture.check(["--record", "never", "--max-delta-e", String(measured - 0.001)])
    #expect(under.status == 1)
    // 1 of 1200 pixels over: a fraction of 1/1200 is allowed, just under it is not.
    #expect(try fixture.check(["--record", "never", "--max-fraction", String(1.0 / 1200)]).status == 0)
    #expect(try fixture.check(["--record", "never", "--max-fraction", String(0.99 / 1200)]).status == 1)
    #expect(try fixture.check(["--record", "never", "--tolerance", "antialiasing"]).status == 0)
  }

  @Test func goldenJSONToleranceAppliesAndErrorsNameTheFile() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "2"])
    try fixture.tamper(frame: 2, x: 0, y: 0, to: (250, 250, 250, 255))
    let config = (fixture.goldens as NSString).appendingPathComponent("golden.json")
    try CLI.write(#"{"tolerance": "antialiasing"}"#, to: URL(fileURLWithPath: config))
    #expect(try fixture.check(["--record", "never"]).status == 0)
    try CLI.write(#"{"tolerance": "sloppy"}"#, to: URL(fileURLWithPath: config))
    let bad = try fixture.check(["--record", "never"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("\(config): tolerance: unknown preset \"sloppy\""))
  }

  /// A number on the command line adjusts golden.json's tolerance when no preset is given,
  /// instead of replacing it with `exact` (QA: `--max-fraction 0.01`, looser than the
  /// "antialiasing" preset's fraction, dropped its ΔE bound to 0 and failed a passing check).
  @Test func aToleranceNumberAdjustsTheGoldenFoldersTolerance() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "2"])
    // The white right of the golden a little off (within "antialiasing"'s ΔE bound, not exact; 37 % of it).
    for y in 0..<30 { for x in 25..<40 { try fixture.tamper(frame: 2, x: x, y: y, to: (253, 253, 253, 255)) } }
    let config = (fixture.goldens as NSString).appendingPathComponent("golden.json")
    try CLI.write(#"{"tolerance": "antialiasing"}"#, to: URL(fileURLWithPath: config))
    #expect(try fixture.check(["--record", "never"]).status == 0)
    let looser = try fixture.check(["--record", "never", "--max-fraction", "0.01"])
    #expect(looser.status == 0, "\(looser.stdout)")
    // An explicit preset still replaces golden.json's.
    #expect(try fixture.check(["--record", "never", "--tolerance", "exact", "--max-fraction", "0.01"]).status == 1)
  }

  @Test func exitCodesForInvalidSceneAndBadUsage() throws {
    let fixture = try CheckFixture()
    try CLI.write(#"{"canvas": {"width": -1, "height": 10}}"#, to: URL(fileURLWithPath: fixture.scene))
    #expect(try fixture.check([]).status == 65)
    let good = try CheckFixture()
    #expect(try good.check(["--record", "sometimes"]).status == 64)
    #expect(try good.check(["--frames", "6"]).status == 64)
    #expect(try good.check(["--times", "0.1"]).status == 64)
    #expect(try good.check(["--tolerance", "loose"]).status == 64)
    // An empty list (an unset shell variable) is refused, not read as "every frame".
    for option in ["--frames", "--times"] {
      let empty = try good.check([option, ""])
      #expect(empty.status == 64)
      #expect(empty.stderr.contains("\(option) is empty: give one or more"), "\(empty.stderr)")
    }
    #expect(good.goldenNames().isEmpty)
  }

  @Test func timesCheckTheFrameShowingThem() throws {
    let fixture = try CheckFixture()
    let result = try fixture.check(["--times", "0.05,0.099"])
    #expect(result.status == 0)
    #expect(fixture.goldenNames() == ["0003.png", "0005.png"])
  }

  @Test func strayFileInGoldenFolderIsAnErrorNamingIt() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "0"])
    let stray = (fixture.goldens as NSString).appendingPathComponent("frame.png")
    try Data().write(to: URL(fileURLWithPath: stray))
    let result = try fixture.check([])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(stray): not a golden"))
  }

  /// Same inputs ⇒ same report and output bytes, whatever the thread count.
  @Test func reportAndOutputDoNotDependOnThreads() throws {
    let fixture = try CheckFixture()
    _ = try fixture.check(["--frames", "0,1,2,3,4,5"])
    for frame in [1, 3, 5] { try fixture.tamper(frame: frame, x: frame, y: frame, to: (0, 0, 0, 255)) }
    let one = try fixture.check(["--record", "never", "--threads", "1", "--report", "one.html"])
    let two = try fixture.check(["--record", "never", "--threads", "2", "--report", "two.html"])
    #expect(one.status == 1 && two.status == 1)
    #expect(one.stdout.replacingOccurrences(of: "one.html", with: "") == two.stdout.replacingOccurrences(of: "two.html", with: ""))
    let first = fixture.bytes(fixture.folder.appendingPathComponent("one.html").path)
    #expect(first != nil && first == fixture.bytes(fixture.folder.appendingPathComponent("two.html").path))
  }
}

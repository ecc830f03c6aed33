import Foundation
import Golden
import Raster
import Testing

/// `--all-frames` checks every 60 fps frame and the GIF's frame delays.
@Suite struct CheckGIFTimingTests {
  @Test func allFramesRecordsAndChecksEveryFrameAndTheGIFTiming() throws {
    let fixture = try CheckFixture()
    let record = try fixture.check(["--all-frames"])
    #expect(record.status == 0, "\(record.stderr)")
    #expect(fixture.goldenNames() == ["0000.png", "0001.png", "0002.png", "0003.png", "0004.png", "0005.png", "gif-timing.json"])
    let timingPath = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    // 0.1 s at 50 fps: five 2 cs frames, each different (the square moves), so none merge.
    let timing = try String(contentsOfFile: timingPath, encoding: .utf8)
    #expect(timing == "{\n  \"gifFPS\": 50,\n  \"totalCentiseconds\": 10,\n  \"delaysCentiseconds\": [\n    2, 2, 2, 2, 2\n  ]\n}\n")

    let check = try fixture.check(["--all-frames", "--record", "never"])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains("6 frames checked: 6 match"))
    #expect(check.stdout.contains("GIF timing at 50 fps: matches"), "a timing check that passes says so: \(check.stdout)")

    try CLI.write(#"{"gifFPS": 50, "delaysCentiseconds": [2, 2, 2, 4]}"#, to: URL(fileURLWithPath: timingPath))
    let changed = try fixture.check(["--record", "never"])  // a timing golden in the folder is always checked
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("GIF timing at 50 fps: DIFFERS — GIF frame 3 lasts 2 cs, golden 4 cs (starts at 6 cs); 5 GIF frames, golden 4; total 10 cs, golden 10 cs"))
    #expect(changed.stdout.contains("GIF timing differs"))
  }

  /// A timing golden recorded at another rate is checked at its own rate without `--gif-fps`
  /// (before, every check without the flag compared it with a 50 fps GIF and failed), and
  /// `--record failed` keeps that rate; an explicit `--gif-fps` still wins.
  @Test func timingGoldenIsCheckedAtTheRateItWasRecordedAt() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--gif-timing", "--gif-fps", "25", "--frames", "0"]).status == 0)
    let timingPath = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    let recorded = try String(contentsOfFile: timingPath, encoding: .utf8)
    #expect(recorded.contains("\"gifFPS\": 25"))

    let check = try fixture.check(["--record", "never"])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(try fixture.check(["--record", "failed"]).status == 0)
    #expect(try String(contentsOfFile: timingPath, encoding: .utf8) == recorded)

    let other = try fixture.check(["--record", "never", "--gif-fps", "50"])
    #expect(other.status == 1)
    #expect(other.stdout.contains("GIF timing at 50 fps: DIFFERS — made at 50 fps, golden 25 fps"), "\(other.stdout)")
  }

  /// A damaged gif-timing.json (a hand edit's trailing comma, junk, a wrong value) stops a
  /// check that writes nothing, saying how to get past it, and is replaced by `--record failed`
  /// or `all` (QA: nothing but deleting it by hand got past it).
  @Test func aDamagedTimingGoldenIsReplacedByRecordingFailed() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--gif-timing", "--frames", "0"]).status == 0)
    let timingPath = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    let recorded = try Data(contentsOf: URL(fileURLWithPath: timingPath))
    for (damage, mode) in [(#"{"gifFPS": 50, "delaysCentiseconds": [2, 2,],}"#, "failed"), ("\u{1}junk", "all"),
                           (#"{"gifFPS": 0, "delaysCentiseconds": [2]}"#, "failed")] {
      try CLI.write(damage, to: URL(fileURLWithPath: timingPath))
      let stopped = try fixture.check(["--record", "never"])
      #expect(stopped.status == 1)
      #expect(stopped.stderr.contains("gif-timing.json"), "\(stopped.stderr)")
      #expect(stopped.stderr.contains("replace it with the scene's current timing: run the check with --record failed"), "\(stopped.stderr)")
      let replaced = try fixture.check(["--record", mode])
      #expect(replaced.status == 0, "\(damage): \(replaced.stdout)\(replaced.stderr)")
      #expect(replaced.stdout.contains("GIF timing at 50 fps: recorded \(timingPath)"), "\(replaced.stdout)")
      #expect(replaced.stdout.contains("(the gif-timing.json it replaced was damaged: "), "\(replaced.stdout)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: timingPath)) == recorded)
    }
    // A sound timing golden is never called damaged.
    #expect(!(try fixture.check(["--record", "failed"]).stdout.contains("damaged")))
  }

  /// A damaged timing golden is replaced only by a check that goes on to record the new timing:
  /// one that stops first (a stray file, a bad `--frames`) leaves it as it was (QA: it was
  /// deleted up front, and the next check quietly stopped checking the timing).
  @Test func aCheckThatStopsKeepsTheDamagedTimingGolden() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--gif-timing", "--frames", "0"]).status == 0)
    let timingPath = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    let damaged = #"{ "gifFPS": 50, "delaysCentiseconds": [2, 2, 2], }"#
    try CLI.write(damaged, to: URL(fileURLWithPath: timingPath))
    let strayPath = (fixture.goldens as NSString).appendingPathComponent("notes.txt")
    try CLI.write("x", to: URL(fileURLWithPath: strayPath))
    let stray = try fixture.check(["--record", "failed"])
    #expect(stray.status == 1)
    #expect(stray.stderr.contains("notes.txt"), "\(stray.stderr)")
    #expect(try String(contentsOfFile: timingPath, encoding: .utf8) == damaged)
    try FileManager.default.removeItem(atPath: strayPath)
    let badFrames = try fixture.check(["--record", "all", "--frames", "50"])
    #expect(badFrames.status != 0)
    #expect(try String(contentsOfFile: timingPath, encoding: .utf8) == damaged)
    // The file is still there, so a plain check still looks at it.
    let plain = try fixture.check([])
    #expect(plain.status == 1)
    #expect(plain.stderr.contains("gif-timing.json"), "\(plain.stderr)")
  }

  /// gif-timing.json's numbers are whole numbers: a boolean is not 1 (Foundation on Linux casts
  /// it to 1), and a total that is not a number is an error, not skipped (QA).
  @Test func timingGoldenNumbersAreReadStrictly() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--gif-timing", "--frames", "0"]).status == 0)
    let timingPath = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    let recorded = try String(contentsOfFile: timingPath, encoding: .utf8)
    for (from, to, path) in [(#""gifFPS": 50"#, #""gifFPS": true"#, "gifFPS"),
                             (#""totalCentiseconds": "#, #""totalCentiseconds": "x", "old": "#, "totalCentiseconds"),
                             (#""delaysCentiseconds": ["#, #""delaysCentiseconds": [true, "#, "delaysCentiseconds[0]"),
                             (#""delaysCentiseconds": ["#, #""delaysCentiseconds": [2.5, "#, "delaysCentiseconds[0]")] {
      var edited = recorded.replacingOccurrences(of: from, with: to)
      if path == "totalCentiseconds" {
        // Drop the old total, keep the JSON valid.
        edited = edited.replacing(#/"old": \d+,/#, with: "")
      }
      #expect(edited != recorded)
      try CLI.write(edited, to: URL(fileURLWithPath: timingPath))
      let check = try fixture.check([])
      #expect(check.status == 1, "\(to): \(check.stdout)")
      #expect(check.stderr.contains("gif-timing.json") && check.stderr.contains(path), "\(to): \(check.stderr)")
    }
  }

  /// `--gif-fps` with no timing to check says it changes nothing (QA: ignored in silence).
  @Test func gifFPSWithoutATimingCheckWarns() throws {
    let fixture = try CheckFixture()
    let plain = try fixture.check(["--frames", "0", "--gif-fps", "25"])
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("warning: --gif-fps 25 changes nothing: no GIF timing is checked"), "\(plain.stderr)")
    let timed = try fixture.check(["--frames", "0", "--gif-fps", "25", "--gif-timing"])
    #expect(timed.status == 0 && !timed.stderr.contains("warning"), "\(timed.stderr)")
  }

  /// A timing golden that is not there is missing, not different (QA), and says how to record it.
  @Test func aMissingTimingGoldenIsNamedAsMissing() throws {
    let fixture = try CheckFixture()
    #expect(try fixture.check(["--frames", "0"]).status == 0)
    let check = try fixture.check(["--gif-timing", "--record", "never"])
    #expect(check.status == 1)
    let path = (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")
    #expect(check.stdout.contains("GIF timing at 50 fps: MISSING — no golden at \(path) (record it with --record missing)"), "\(check.stdout)")
    #expect(check.stdout.contains("1 match, GIF timing missing"), "\(check.stdout)")
    #expect(!check.stdout.contains("differs"), "\(check.stdout)")
  }

  /// The timing golden holds what `flipbook render -o x.gif` writes, including static time merged.
  @Test func timingGoldenEqualsTheRenderedGIF() throws {
    let fixture = try CheckFixture()
    // Hold the end of the slide for 0.2 s: the GIF merges that static time into one long frame.
    try CLI.write(CheckFixture.sceneJSON.replacingOccurrences(of: "\"duration\": 0.1,\n  \"layers\"", with: "\"duration\": 0.3,\n  \"layers\"")
      .replacingOccurrences(of: "\"timingFunction\": \"linear\" }", with: "\"timingFunction\": \"linear\", \"fillMode\": \"forwards\" }"),
      to: URL(fileURLWithPath: fixture.scene))
    #expect(try fixture.check(["--gif-timing", "--frames", "0"]).status == 0)
    let golden = try GIFTiming(json: [UInt8](Data(contentsOf: URL(fileURLWithPath: (fixture.goldens as NSString).appendingPathComponent("gif-timing.json")))), file: "gif-timing.json")
    let gif = fixture.folder.appendingPathComponent("slide.gif")
    #expect(try CLI.run(["render", fixture.scene, "-o", gif.path, "--quiet"]).status == 0)
    let rendered = try GIFDecoder.decode([UInt8](Data(contentsOf: gif))).frames.map(\.delayCentiseconds)
    #expect(golden.delaysCentiseconds == rendered)
    #expect(golden.totalCentiseconds == 30)
    #expect(rendered.count < 15, "static time should merge: \(rendered)")
  }
}

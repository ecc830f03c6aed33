import Foundation
import FlipbookTesting
import Testing

/// `assertScene` checks and records `gif-timing.json` exactly when `flipbook check` does, so
/// the library and the command line give one verdict on one golden folder.
@Suite struct AssertSceneGIFTimingTests {
  func timingPath(_ goldens: String) -> String { (goldens as NSString).appendingPathComponent("gif-timing.json") }

  /// Before, the library never read gif-timing.json: a wrong timing golden passed.
  @Test func aTimingGoldenInTheFolderIsChecked() throws {
    let (goldens, artifacts) = try AssertSceneFailureTests().copiedGoldens()
    let wrong = #"{ "gifFPS": 50, "totalCentiseconds": 50, "delaysCentiseconds": [25, 25] }"#
    try Data(wrong.utf8).write(to: URL(fileURLWithPath: timingPath(goldens)))
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
      Issue.record("a timing golden that differs must fail")
    } catch {
      #expect(error.description.contains("the GIF timing does not match \(goldens)"), "\(error.description)")
      #expect(error.description.contains("GIF timing at 50 fps: DIFFERS — GIF frame 0 lasts"), "\(error.description)")
    }
  }

  /// `frames: .all` is `--all-frames`: it records the timing (failing, as every recording
  /// does), and the next run checks it and passes.
  @Test func allFramesRecordsTheTimingThenChecksIt() throws {
    let (goldens, artifacts) = try AssertSceneFailureTests().copiedGoldens()
    #expect(!FileManager.default.fileExists(atPath: timingPath(goldens)))
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .all, record: .missing, artifactsDirectory: artifacts)
      Issue.record("recording must fail the test")
    } catch {
      #expect(error.description.contains(timingPath(goldens)), "\(error.description)")
    }
    let recorded = try GIFTiming(json: [UInt8](Data(contentsOf: URL(fileURLWithPath: timingPath(goldens)))), file: timingPath(goldens))
    #expect(recorded.gifFPS == 50)
    #expect(recorded.totalCentiseconds == 50)  // the spinner lasts 0.5 s
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .all, record: .never, artifactsDirectory: artifacts)
    // The frames the folder holds, without asking for the timing: still checked, since it is there.
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
  }

  /// A folder holding only gif-timing.json has no frame to check under `.never` (the PNGs were
  /// never committed): it fails, as `flipbook check` does, instead of passing with no frame
  /// compared (QA).
  @Test func aTimingGoldenAloneFailsUnderNever() throws {
    let (goldens, artifacts) = try AssertSceneFailureTests().copiedGoldens()
    #expect(throws: (any Error).self) {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .all, record: .missing, artifactsDirectory: artifacts)
    }
    #expect(FileManager.default.fileExists(atPath: timingPath(goldens)))
    for name in try FileManager.default.contentsOfDirectory(atPath: goldens) where name.hasSuffix(".png") {
      try FileManager.default.removeItem(atPath: (goldens as NSString).appendingPathComponent(name))
    }
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
      Issue.record("a folder with no frame golden must fail under .never")
    } catch {
      #expect(error.description.contains("no goldens to check"), "\(error.description)")
    }
  }

  /// Under `.failed` a damaged gif-timing.json is recorded anew, as `flipbook check --record
  /// failed` does, instead of stopping the test (QA).
  @Test func aDamagedTimingGoldenIsRecordedAnew() throws {
    let (goldens, artifacts) = try AssertSceneFailureTests().copiedGoldens()
    try Data(#"{ "gifFPS": 50, "delaysCentiseconds": [2, 2], }"#.utf8).write(to: URL(fileURLWithPath: timingPath(goldens)))
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
      Issue.record("a damaged timing golden must fail under .never")
    } catch {
      #expect(error.description.contains("gif-timing.json"), "\(error.description)")
    }
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .failed, artifactsDirectory: artifacts)
      Issue.record("recording must fail the test")
    } catch {
      #expect(error.description.contains("recorded 1 golden") && error.description.contains(timingPath(goldens)), "\(error.description)")
    }
    let recorded = try GIFTiming(json: [UInt8](Data(contentsOf: URL(fileURLWithPath: timingPath(goldens)))), file: timingPath(goldens))
    #expect(recorded.totalCentiseconds == 50)
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
  }
}

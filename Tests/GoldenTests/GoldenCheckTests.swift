import Foundation
import Golden
import Raster
import Testing

/// Record modes against a folder with one matching golden (frame 0), one failing golden
/// (frame 1) and one missing golden (frame 2).
@Suite struct GoldenCheckTests {
  let folder: String
  let matching = sampleImage()
  let changed: PixelBuffer = {
    var image = sampleImage()
    image[0, 0] = (0, 0, 0, 255)
    return image
  }()

  init() throws {
    folder = try temporaryFolder()
    try writeGolden(sampleImage(), frameIndex: 0, in: folder)
    try writeGolden(sampleImage(), frameIndex: 1, in: folder)
  }

  /// Runs a check of frames 0–2, where frame 1 renders differently, and returns the outcomes
  /// and the files written.
  func run(_ mode: RecordMode) throws -> (results: [FrameCheckResult], written: [String]) {
    let check = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: mode)
    let results = try [0, 1, 2].map { index in try check.evaluate(frameIndex: index, actual: index == 1 ? changed : matching) }
    return check.record(results)
  }

  /// A golden that cannot be written fails its frame; the others are still written (QA: the
  /// first failed write ended the whole check with one line).
  @Test func aGoldenThatCannotBeWrittenFailsItsFrameOnly() throws {
    let check = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: .failed)
    let evaluated = try [0, 1, 2].map { index in try check.evaluate(frameIndex: index, actual: index == 1 ? changed : matching) }
    let refusing = GoldenFileWriter { bytes, path in
      if path == self.path(1) { throw CocoaError(.fileWriteNoPermission) }
      try GoldenFileWriter.atomic.write(bytes, path)
    }
    let (results, written) = check.record(evaluated, writer: refusing)
    #expect(written == [path(2)])
    #expect(results.map(\.frameIndex) == [0, 1, 2])
    #expect(results.map(\.failed) == [false, true, false])
    guard case let .unwritable(reason) = results[1].outcome else { Issue.record("\(results[1].outcome)"); return }
    #expect(!reason.isEmpty && !reason.contains("cannot write"), "\(reason)")
    #expect(results[1].summary.hasPrefix("frame 1 (0.017 s): CANNOT RECORD — \(path(1)): "), "\(results[1].summary)")
    #expect(results[1].summary.hasSuffix("(make the golden folder writable, or check with --record never)"))
    // A full disk is not a permission problem (QA: it was told to make the folder writable).
    let full = GoldenFileWriter { _, _ in throw CocoaError(.fileWriteOutOfSpace) }
    let (fullResults, _) = check.record(evaluated, writer: full)
    #expect(fullResults[1].summary.hasSuffix("(free some space, or check with --record never)"), "\(fullResults[1].summary)")
  }

  func path(_ frame: Int) -> String { GoldenDirectory(path: folder).goldenPath(frameIndex: frame) }

  /// A frame to record keeps its PNG, encoded as it is checked, not its pixels; one whose
  /// golden cannot be written still gets its rendered image as a failure artifact.
  @Test func aFrameToRecordKeepsItsPNGNotItsPixels() throws {
    let check = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: .all)
    let evaluated = try [0, 1, 2].map { index in try check.evaluate(frameIndex: index, actual: index == 1 ? changed : matching) }
    for result in evaluated {
      guard case .recorded = result.outcome else { Issue.record("\(result.outcome)"); continue }
      #expect(result.actual == nil && result.expected == nil)
      let png = try #require(result.actualPNG)
      #expect(try PixelBuffer(pngData: png) == (result.frameIndex == 1 ? changed : matching))
    }
    let refusing = GoldenFileWriter { _, path in
      if path == self.path(1) { throw CocoaError(.fileWriteNoPermission) }
    }
    let (results, _) = check.record(evaluated, writer: refusing)
    let artifacts = try FailureArtifact.make(from: results)
    #expect(artifacts.map(\.frameIndex) == [1])
    #expect(artifacts.first?.actualPNG == evaluated[1].actualPNG)
    #expect(artifacts.first?.expectedPNG == nil && artifacts.first?.diffPNG == nil)
  }

  /// A check keeps every result until it reports; only a failure's diff image reads the pixel
  /// states, so the rest keep their numbers alone.
  @Test func onlyAFailingFrameKeepsItsPixelStates() throws {
    var nearly = sampleImage()
    nearly[3, 3] = (nearly[3, 3].0 &+ 1, nearly[3, 3].1, nearly[3, 3].2, 255)  // ΔE about 0.3
    let loose = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: .never, tolerance: .antialiasing)
    let withinTolerance = try loose.evaluate(frameIndex: 0, actual: nearly)
    guard case let .matched(comparison) = withinTolerance.outcome else { Issue.record("\(withinTolerance.outcome)"); return }
    #expect(comparison.differingPixelCount == 1)
    #expect(comparison.pixelStates.isEmpty)
    #expect(withinTolerance.summary.contains("matches within tolerance (1 pixel differs"), "\(withinTolerance.summary)")

    let failing = try loose.evaluate(frameIndex: 1, actual: changed)
    guard case let .differs(failed) = failing.outcome else { Issue.record("\(failing.outcome)"); return }
    #expect(failed.state(atPixel: 0) == .overTolerance)
    #expect(failed.pixelStates.count == 100)

    for mode in [RecordMode.failed, .all] {
      let recording = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: mode)
      let recorded = try recording.evaluate(frameIndex: 1, actual: changed)
      guard case let .recorded(replacing?) = recorded.outcome else { Issue.record("\(recorded.outcome)"); continue }
      #expect(replacing.differingPixelCount == 1)
      #expect(replacing.pixelStates.isEmpty, "\(mode)")
    }
  }

  @Test func neverWritesNothingAndMissingFails() throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let (results, written) = try run(.never)
    #expect(written.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
    #expect(results.map(\.failed) == [false, true, true])
    #expect(results[2].outcome == .missing)
  }

  @Test func missingWritesOnlyTheMissingGolden() throws {
    let failingBefore = contents(path(1))
    let (results, written) = try run(.missing)
    #expect(written == [path(2)])
    #expect(contents(path(1)) == failingBefore)
    #expect(results.map(\.failed) == [false, true, false])
  }

  @Test func failedReplacesTheFailingGoldenAndWritesTheMissingOne() throws {
    let matchingBefore = contents(path(0))
    let (results, written) = try run(.failed)
    #expect(written == [path(1), path(2)])
    #expect(contents(path(0)) == matchingBefore)
    #expect(try PixelBuffer(pngData: contents(path(1))!) == changed)
    #expect(results.allSatisfy { !$0.failed })
  }

  @Test func allRewritesEveryCheckedGolden() throws {
    let (_, written) = try run(.all)
    #expect(written == [path(0), path(1), path(2)])
  }

  @Test func emptyFolderRecordsDefaultFramesUnlessNeverRecording() throws {
    let empty = GoldenDirectory(path: (try temporaryFolder() as NSString).appendingPathComponent("new"))
    #expect(try GoldenCheck(directory: empty, frameCount: 90, recordMode: .missing).frameIndices(.goldens) == [0, 22, 45, 67, 89])
    #expect(try GoldenCheck(directory: empty, frameCount: 90, recordMode: .never).frameIndices(.goldens) == [])
    #expect(FrameSelection.defaultFrames(frameCount: 1) == [0])
  }

  @Test func strayFilesAndGoldensPastTheEndAreErrorsNamingTheFile() throws {
    let directory = GoldenDirectory(path: folder)
    #expect(throws: GoldenError.frameOutOfRange(file: path(1), frameIndex: 1, frameCount: 1)) {
      try GoldenCheck(directory: directory, frameCount: 1, recordMode: .never).frameIndices(.goldens)
    }
    try Data("x".utf8).write(to: URL(fileURLWithPath: directory.file("notes.txt")))
    #expect(throws: GoldenError.unexpectedFile(file: directory.file("notes.txt"))) {
      try GoldenCheck(directory: directory, frameCount: 3, recordMode: .never).frameIndices(.goldens)
    }
    // Every problem at once, in name order, so one run lists them all (QA: one per run).
    #expect(throws: GoldenError.several([.frameOutOfRange(file: path(1), frameIndex: 1, frameCount: 1), .unexpectedFile(file: directory.file("notes.txt"))])) {
      try GoldenCheck(directory: directory, frameCount: 1, recordMode: .never).frameIndices(.goldens)
    }
    #expect(GoldenError.frameOutOfRange(file: "g/0001.png", frameIndex: 1, frameCount: 1).description.hasSuffix("; remove it, as the scene no longer has that frame"))
  }

  @Test func goldenJSONSetsTheToleranceAndAnArgumentOverridesIt() throws {
    let directory = GoldenDirectory(path: folder)
    try Data(#"{"tolerance": {"maximumDeltaE": 200, "maximumFractionOverTolerance": 0}}"#.utf8)
      .write(to: URL(fileURLWithPath: directory.file("golden.json")))
    let lenient = try GoldenCheck(directory: directory, frameCount: 3, recordMode: .never)
    #expect(lenient.tolerance == GoldenTolerance(maximumDeltaE: 200))
    #expect(try lenient.evaluate(frameIndex: 1, actual: changed).failed == false)
    let strict = try GoldenCheck(directory: directory, frameCount: 3, recordMode: .never, tolerance: .exact)
    #expect(try strict.evaluate(frameIndex: 1, actual: changed).failed)
  }

  /// A golden that cannot be read fails its own frame, named and explained, and the other
  /// frames are still checked (before, the first one ended the whole check with no summary).
  /// `failed` and `all` replace it like any failing golden.
  @Test func unreadableGoldenFailsItsFrameOnly() throws {
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path(0)))
    let (results, written) = try run(.never)
    #expect(results[0].outcome == .unreadable(reason: "not a PNG file (it does not start with the PNG signature)"))
    #expect(results[0].failed)
    #expect(results[0].summary == "frame 0 (0.000 s): UNREADABLE — \(path(0)): not a PNG file (it does not start with the PNG signature)")
    #expect(results[1].failed && results[2].outcome == .missing)
    #expect(written.isEmpty)

    var damaged = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path(1))))
    damaged.removeLast(20)  // cut inside IDAT: a PNG signature, then not enough data
    try Data(damaged).write(to: URL(fileURLWithPath: path(1)))
    let damagedResult = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: .never)
      .evaluate(frameIndex: 1, actual: matching)
    guard case let .unreadable(reason) = damagedResult.outcome else { Issue.record("\(damagedResult.outcome)"); return }
    #expect(reason.hasPrefix("cannot decode PNG"))

    let replaced = try run(.failed)
    #expect(replaced.written.contains(path(0)))
    // It says what it replaced, as a replaced failing golden does (before: "recorded new golden").
    let replacedZero = try #require(replaced.results.first { $0.frameIndex == 0 })
    #expect(replacedZero.summary == "frame 0 (0.000 s): recorded \(path(0)) (was: UNREADABLE — not a PNG file (it does not start with the PNG signature))")
    #expect(try run(.never).results[0].outcome == .matched(ImageComparison(expected: matching, actual: matching, tolerance: .exact)))
  }

  /// One name per frame, the one `render -o DIR/` gives: `00001.png` beside `0001.png` is an
  /// error (it would never be checked), and a scene of more than 10000 frames has five digits.
  @Test func goldenNamesHaveTheRenderersDigits() throws {
    let directory = GoldenDirectory(path: folder)
    #expect(GoldenDirectory.fileName(frameIndex: 7) == "0007.png")
    #expect(GoldenDirectory.fileName(frameIndex: 7, frameCount: 10_000) == "0007.png")
    #expect(GoldenDirectory.fileName(frameIndex: 7, frameCount: 10_001) == "00007.png")
    try FileManager.default.copyItem(atPath: path(1), toPath: directory.file("00001.png"))
    #expect(throws: GoldenError.misnamedGolden(file: directory.file("00001.png"), expected: "0001.png")) {
      try GoldenCheck(directory: directory, frameCount: 3, recordMode: .never).frameIndices(.goldens)
    }
    // In a long scene the five-digit names are the right ones and the four-digit ones are not.
    try FileManager.default.removeItem(atPath: path(0))
    try FileManager.default.removeItem(atPath: path(1))
    let long = try GoldenCheck(directory: directory, frameCount: 12_000, recordMode: .never)
    #expect(try long.frameIndices(.goldens) == [1])
    #expect(try long.evaluate(frameIndex: 1, actual: matching).failed == false)
    #expect(try long.evaluate(frameIndex: 2, actual: matching).goldenPath == directory.file("00002.png"))
  }

  /// A folder where a golden should be is named as such, not "NSCocoaErrorDomain error 256".
  @Test func folderNamedLikeAGoldenIsAnError() throws {
    let directory = GoldenDirectory(path: folder)
    try FileManager.default.createDirectory(atPath: path(2), withIntermediateDirectories: false)
    #expect(throws: GoldenError.unreadableGolden(file: path(2), reason: "is a folder, not a PNG file")) {
      try GoldenCheck(directory: directory, frameCount: 3, recordMode: .never).frameIndices(.goldens)
    }
  }

  /// Writing under a path whose folder is a file says so.
  @Test func fileInTheWayOfAnOutputFolderIsNamed() throws {
    let file = (folder as NSString).appendingPathComponent("afile")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: GoldenError.cannotWrite(file: file + "/s/0001-actual.png", reason: "\(file) is a file, not a folder")) {
      try GoldenFileWriter.atomic.writeCreatingFolders([1], to: file + "/s/0001-actual.png")
    }
  }

  /// A fraction above zero never reads as "0 %".
  @Test func smallPercentagesKeepTheirDigits() {
    #expect(GoldenFormat.percent(0.005) == "0.5 %")
    #expect(GoldenFormat.percent(0) == "0 %")
    #expect(GoldenFormat.percent(1.0 / 1_000_500) == "0.0001 %")
    #expect(GoldenFormat.percent(0.00005) == "0.005 %")
    #expect(GoldenFormat.percent(1e-8) == "0.000001 %")
  }
}

/// `FailureArtifact.subfolder`: one artifacts subfolder per golden folder.
@Suite struct FailureArtifactFolderTests {
  @Test(arguments: [
    ("goldens/popup", "/work/app", "goldens/popup"),
    ("/work/app/Tests/AppTests/Goldens/popup", "/work/app", "Tests/AppTests/Goldens/popup"),
    ("./goldens/a/../b/popup/", "/work/app", "goldens/b/popup"),
    ("/tmp/g/popup", "/work/app", "tmp/g/popup"),
    ("../other/.hidden/popup", "/work/app", "work/other/_hidden/popup"),
    (".", "/work/app", "goldens"),
  ])
  func namedAfterTheGoldenFolder(golden: String, currentDirectory: String, expected: String) {
    #expect(FailureArtifact.subfolder(forGoldenDirectory: golden, currentDirectory: currentDirectory) == expected)
  }
}

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
    return (results, try check.record(results))
  }

  func path(_ frame: Int) -> String { GoldenDirectory(path: folder).goldenPath(frameIndex: frame) }

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

  @Test func unreadableGoldenNamesTheFile() throws {
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path(0)))
    let check = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 3, recordMode: .never)
    do {
      _ = try check.evaluate(frameIndex: 0, actual: matching)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("\(path(0)): cannot read golden"))
    }
  }
}

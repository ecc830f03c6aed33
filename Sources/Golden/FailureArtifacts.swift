import Foundation
import Raster

/// The images that explain a failing frame: what was rendered, what the golden holds, and the
/// diff between them, as PNG bytes ready to write to an artifacts folder or inline in a report.
public struct FailureArtifact: Sendable {
  /// The 60 fps frame index.
  public let frameIndex: Int
  /// The frame's time, seconds.
  public let timeSeconds: Double
  /// The frame's one-line summary.
  public let summary: String
  /// The rendered frame.
  public let actualPNG: [UInt8]
  /// The golden, when there is one.
  public let expectedPNG: [UInt8]?
  /// The diff image (`DiffImage`), when there is a golden.
  public let diffPNG: [UInt8]?
  /// The golden's file name without `.png` (`0045`, or `00045` in a scene of over 10 000
  /// frames), which the artifacts' names start with; nil names them with 4 digits at least.
  public var goldenStem: String?

  /// This artifact's file of `kind` ("actual", "expected", "diff"): named as its golden is, so
  /// `00045.png` fails as `00045-diff.png` (QA: it was `0045-diff.png` beside `00045.png`).
  public func fileName(kind: String) -> String {
    goldenStem.map { "\($0)-\(kind).png" } ?? Self.fileName(frameIndex: frameIndex, kind: kind)
  }

  /// `0045-actual.png`, `0045-expected.png`, `0045-diff.png`.
  public static func fileName(frameIndex: Int, kind: String) -> String {
    String(GoldenDirectory.fileName(frameIndex: frameIndex).dropLast(4)) + "-\(kind).png"
  }

  /// Artifacts for every failing result, in frame order.
  public static func make(from results: [FrameCheckResult]) throws(GoldenError) -> [FailureArtifact] {
    var artifacts: [FailureArtifact] = []
    for result in results.sorted(by: { $0.frameIndex < $1.frameIndex }) where result.failed {
      guard let actual = result.actual else {
        // A frame that was to be recorded and could not be keeps only its PNG.
        if let png = result.actualPNG {
          var artifact = FailureArtifact(frameIndex: result.frameIndex, timeSeconds: result.timeSeconds, summary: result.summary,
                                         actualPNG: png, expectedPNG: nil, diffPNG: nil)
          artifact.goldenStem = goldenStem(of: result)
          artifacts.append(artifact)
        }
        continue
      }
      do {
        var expectedPNG: [UInt8]?, diffPNG: [UInt8]?
        if let expected = result.expected, let comparison = result.comparison {
          expectedPNG = try expected.pngData()
          diffPNG = try DiffImage.make(expected: expected, actual: actual, comparison: comparison).pngData()
        }
        var artifact = FailureArtifact(frameIndex: result.frameIndex, timeSeconds: result.timeSeconds, summary: result.summary,
                                       actualPNG: try actual.pngData(), expectedPNG: expectedPNG, diffPNG: diffPNG)
        artifact.goldenStem = goldenStem(of: result)
        artifacts.append(artifact)
      } catch {
        throw .cannotWrite(file: result.goldenPath, reason: "cannot encode the failure images: \(error.description)")
      }
    }
    return artifacts
  }

  /// Writes the artifacts into `directory` (created if needed) and returns the paths written.
  /// Artifacts of an earlier run for the frames in `checkedFrames` are removed first — only
  /// files named like ours, and only of those frames — so the folder never shows a failure that
  /// no longer happens, and a check of frames 0…14 leaves the images of a check of frames
  /// 15…29 alone. `nil` removes every earlier artifact in the folder.
  public static func write(_ artifacts: [FailureArtifact], to directory: String, checkedFrames: [Int]? = nil,
                           writer: GoldenFileWriter = .atomic) throws(GoldenError) -> [String] {
    removeStale(in: directory, frames: checkedFrames)
    var written: [String] = []
    for artifact in artifacts {
      let files: [(String, [UInt8]?)] = [("actual", artifact.actualPNG), ("expected", artifact.expectedPNG), ("diff", artifact.diffPNG)]
      for case let (kind, bytes?) in files {
        let path = (directory as NSString).appendingPathComponent(artifact.fileName(kind: kind))
        try writer.writeCreatingFolders(bytes, to: path)
        written.append(path)
      }
    }
    return written
  }

  /// The golden's file name without `.png`, when it is one.
  private static func goldenStem(of result: FrameCheckResult) -> String? {
    let name = (result.goldenPath as NSString).lastPathComponent
    return GoldenDirectory.frameIndex(fileName: name) == result.frameIndex ? String(name.dropLast(4)) : nil
  }

  /// The frame index of an artifact file name (`0045-diff.png` → 45), or nil when it is not one.
  static func artifactFrameIndex(_ name: String) -> Int? {
    for kind in ["actual", "expected", "diff"] where name.hasSuffix("-\(kind).png") {
      let stem = name.dropLast(kind.count + 5)
      guard stem.count >= 4, stem.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      return Int(stem)
    }
    return nil
  }

  /// Removes the artifacts in `directory` of frames not in `kept`: frames the golden folder no
  /// longer holds and the check did not look at (a scene shortened, a golden removed) would
  /// otherwise show a failure that no longer happens after a passing check (QA). Only for a
  /// check of the whole folder: a check of chosen frames would remove the images of another
  /// check's frames, a missing golden's `actual` among them.
  public static func removeOrphans(in directory: String, keeping kept: Set<Int>) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names.sorted() {
      guard let index = artifactFrameIndex(name), !kept.contains(index) else { continue }
      try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
    }
  }

  /// Removes the artifacts of an earlier run from `directory` (only files named like ours, and
  /// with `frames`, only of those frames): a check that stops early leaves none of its own, and
  /// old ones would show failures of another run.
  public static func removeStale(in directory: String, frames: [Int]? = nil) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let owned = frames.map(Set.init)
    for name in names.sorted() {
      guard let index = artifactFrameIndex(name), owned?.contains(index) ?? true else { continue }
      try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
    }
  }
}

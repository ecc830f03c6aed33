import Foundation
import Golden
import Raster
import Testing

@Suite struct HTMLReportTests {
  /// Frames 0–3: 0 matches, 1 and 3 differ, 2 has no golden.
  func makeReport() throws -> (html: String, artifacts: [FailureArtifact], folder: String) {
    let folder = try temporaryFolder()
    for frame in [0, 1, 3] { try writeGolden(sampleImage(), frameIndex: frame, in: folder) }
    var changed = sampleImage()
    changed[4, 4] = (255, 0, 0, 255)
    let check = try GoldenCheck(directory: GoldenDirectory(path: folder), frameCount: 4, recordMode: .never)
    let results = try (0..<4).map { try check.evaluate(frameIndex: $0, actual: $0 == 0 ? sampleImage() : changed) }
    let artifacts = try FailureArtifact.make(from: results)
    let report = HTMLReport(sceneFile: "scenes/<odd> & \"name\".json", goldenDirectory: folder, tolerance: .exact,
                            results: results, artifacts: artifacts, otherFailures: ["GIF timing: total 4 cs, golden 6 cs"])
    return (report.html, artifacts, folder)
  }

  @Test func everyFailingFrameHasASection() throws {
    let (html, artifacts, _) = try makeReport()
    #expect(artifacts.map(\.frameIndex) == [1, 2, 3])
    for frame in [1, 2, 3] { #expect(html.contains("<section class=\"frame\" id=\"frame-\(frame)\"")) }
    #expect(!html.contains("id=\"frame-0\""))
    #expect(html.contains("3 of 4 frames fail; 1 other failure."))
    #expect(html.contains("GIF timing: total 4 cs, golden 6 cs"))
    // Two frames with goldens get expected, actual and diff, plus the two stacked for flipping.
    #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 2 * 5 + 1)
  }

  @Test func isSelfContainedAndEscaped() throws {
    let (html, _, _) = try makeReport()
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(html.contains("scenes/&lt;odd&gt; &amp; &quot;name&quot;.json"))
    #expect(!html.contains("<odd>"))
  }

  @Test func isDeterministic() throws {
    let first = try makeReport(), second = try makeReport()
    #expect(first.html.replacingOccurrences(of: first.folder, with: "") == second.html.replacingOccurrences(of: second.folder, with: ""))
  }

  @Test func artifactsAreWrittenAndStaleOnesRemoved() throws {
    let (_, artifacts, _) = try makeReport()
    let out = try temporaryFolder()
    try Data().write(to: URL(fileURLWithPath: (out as NSString).appendingPathComponent("0009-diff.png")))
    try Data().write(to: URL(fileURLWithPath: (out as NSString).appendingPathComponent("keep.txt")))
    let written = try FailureArtifact.write(artifacts, to: out)
    #expect(written.map { ($0 as NSString).lastPathComponent } == [
      "0001-actual.png", "0001-expected.png", "0001-diff.png", "0002-actual.png",
      "0003-actual.png", "0003-expected.png", "0003-diff.png",
    ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
      "0001-actual.png", "0001-diff.png", "0001-expected.png", "0002-actual.png",
      "0003-actual.png", "0003-diff.png", "0003-expected.png", "keep.txt",
    ])
    let diff = try PixelBuffer(pngData: contents((out as NSString).appendingPathComponent("0001-diff.png"))!)
    #expect(diff[4, 4] == DiffImage.overToleranceColor)
  }
}

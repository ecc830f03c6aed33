import Foundation
@testable import FlipbookTesting
import Raster
import Testing

/// Checks of different frames of one golden folder keep their own failure images and reports.
@Suite struct AssertSceneArtifactTests {
  func blacken(frame: Int, in goldens: String) throws {
    let path = (goldens as NSString).appendingPathComponent(String(format: "%04d.png", frame))
    var image = try PixelBuffer(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    for x in 0..<64 { image[x, 0] = (0, 0, 0, 255) }
    try Data(image.pngData()).write(to: URL(fileURLWithPath: path))
  }

  func names(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Before, the second check removed the first one's images and overwrote its report.html,
  /// and a passing check removed every image in the folder.
  @Test func twoChecksOfDifferentFramesKeepTheirOwnImagesAndReports() throws {
    let (goldens, artifacts) = try AssertSceneFailureTests().copiedGoldens()
    let original = try Data(contentsOf: URL(fileURLWithPath: (goldens as NSString).appendingPathComponent("0000.png")))
    try blacken(frame: 0, in: goldens)
    try blacken(frame: 22, in: goldens)
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([0, 7]), record: .never, artifactsDirectory: artifacts)
      Issue.record("frame 0 differs")
    } catch {
      #expect(error.description.contains("report: \(artifacts)/report-frames-0_7.html"), "\(error.description)")
    }
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([15, 22]), record: .never, artifactsDirectory: artifacts)
      Issue.record("frame 22 differs")
    } catch {
      #expect(error.description.contains("report: \(artifacts)/report-frames-15_22.html"), "\(error.description)")
    }
    #expect(names(artifacts) == ["0000-actual.png", "0000-diff.png", "0000-expected.png",
                                 "0022-actual.png", "0022-diff.png", "0022-expected.png",
                                 "report-frames-0_7.html", "report-frames-15_22.html"])
    let report = try String(contentsOfFile: (artifacts as NSString).appendingPathComponent("report-frames-0_7.html"), encoding: .utf8)
    #expect(report.contains("frame 7 (0.117 s): matches") && !report.contains("frame 22"))

    // Frames 0 and 7 pass again: their images and report go, frame 22's stay.
    try original.write(to: URL(fileURLWithPath: (goldens as NSString).appendingPathComponent("0000.png")))
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([0, 7]), record: .never, artifactsDirectory: artifacts)
    #expect(names(artifacts) == ["0022-actual.png", "0022-diff.png", "0022-expected.png", "report-frames-15_22.html"])
  }

  @Test func reportNamesFollowTheFramesChecked() {
    #expect(SceneGoldenCheck.reportFileName(.goldens, indices: [0, 7]) == "report.html")
    #expect(SceneGoldenCheck.reportFileName(.all, indices: [0, 1]) == "report-all.html")
    #expect(SceneGoldenCheck.reportFileName(.frames([]), indices: Array(0...14)) == "report-frames-0-14.html")
    #expect(SceneGoldenCheck.reportFileName(.frames([]), indices: [0, 3, 4, 5, 9]) == "report-frames-0_3-5_9.html")
    let long = SceneGoldenCheck.reportFileName(.frames([]), indices: Array(stride(from: 0, to: 600, by: 2)))
    #expect(long.count < 120 && long.hasPrefix("report-frames-0_2_4_"))
    #expect(long != SceneGoldenCheck.reportFileName(.frames([]), indices: Array(stride(from: 0, to: 602, by: 2))))
  }
}

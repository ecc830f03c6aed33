import Foundation
import FlipbookTesting
import Raster
import Testing

/// `assertScene` fails when it should, says why, and records only when asked.
@Suite struct AssertSceneFailureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// A copy of the spinner goldens in a temporary folder, safe to change.
  func copiedGoldens() throws -> (goldens: String, artifacts: String) {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let goldens = temporary.appendingPathComponent("spinner")
    try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Goldens/spinner"), to: goldens)
    return (goldens.path, temporary.appendingPathComponent("artifacts").path)
  }

  @Test func changedGoldenFailsAndPointsAtArtifacts() throws {
    let (goldens, artifacts) = try copiedGoldens()
    let path = (goldens as NSString).appendingPathComponent("0015.png")
    var image = try PixelBuffer(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    for x in 0..<30 { image[x, 0] = (0, 0, 0, 255) }  // 30 of 4096 pixels: over the 0.5 % (20 pixel) antialiasing allowance
    try Data(image.pngData()).write(to: URL(fileURLWithPath: path))
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
      Issue.record("a changed golden must fail")
    } catch {
      let message = error.description
      #expect(message.contains("1 of 5 frames do not match"))
      #expect(message.contains("frame 15 (0.250 s): DIFFERS — 30 pixels differ"))
      #expect(message.contains("report: \(artifacts)/report.html"))
      let names = try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
      #expect(names == ["0015-actual.png", "0015-diff.png", "0015-expected.png", "report.html"])
    }
    // The same change passes under a tolerance that allows 30 pixels anything.
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, tolerance: GoldenTolerance(maximumDeltaE: 0, maximumFractionOverTolerance: 30.0 / 4096),
                    record: .never, artifactsDirectory: artifacts)
  }

  @Test func missingGoldensFailUnderNeverAndAreRecordedUnderMissing() throws {
    let (goldens, artifacts) = try copiedGoldens()
    #expect(throws: FlipbookTestingError.self) {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([3]), record: .never, artifactsDirectory: artifacts)
    }
    #expect(!FileManager.default.fileExists(atPath: (goldens as NSString).appendingPathComponent("0003.png")))
    do {
      try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([3]), record: .missing, artifactsDirectory: artifacts)
      Issue.record("recording must fail the test so it is not mistaken for a check")
    } catch {
      #expect(error.description.contains("recorded 1 golden"))
    }
    #expect(FileManager.default.fileExists(atPath: (goldens as NSString).appendingPathComponent("0003.png")))
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, frames: .frames([3]), record: .never, artifactsDirectory: artifacts)
  }

  @Test func invalidSceneNamesTheFile() {
    do {
      try assertScene("Scenes/nope.json", matchesGoldenIn: "Goldens/spinner", record: .never)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("Scenes/nope.json"))
    }
  }
}

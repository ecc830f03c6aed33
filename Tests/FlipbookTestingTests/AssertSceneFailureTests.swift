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

  /// Before, a damaged image got past loading and failed as "cannot render"; now it is a
  /// scene error at its JSON path, as `flipbook check` reports it.
  @Test func damagedImageIsASceneError() throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    var png = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0] + [1, 2, 3, 4]  // bad CRC, then nothing
    try Data(png).write(to: temporary.appendingPathComponent("bad.png"))
    let scene = temporary.appendingPathComponent("s.json")
    try Data(#"{"canvas": {"width": 8, "height": 8}, "duration": 0.1, "layers": [{"type": "image", "contents": "bad.png", "size": [8, 8]}]}"#.utf8).write(to: scene)
    do {
      try assertScene(scene.path, matchesGoldenIn: temporary.appendingPathComponent("goldens").path, record: .never)
      Issue.record("expected an error")
    } catch {
      guard case .scene = error else { Issue.record("expected a scene error, got \(error)"); return }
      #expect(error.description.contains("layers[0].contents"), "\(error.description)")
    }
  }

  /// golden.json is read as strictly as by `flipbook check` (before, this library took a
  /// trailing comma, and a repeated key's last value won).
  @Test func goldenJSONIsStrictJSON() throws {
    let (goldens, artifacts) = try copiedGoldens()
    let configuration = (goldens as NSString).appendingPathComponent("golden.json")
    let cases = [
      (#"{ "tolerance": "text", }"#, "not valid JSON at line 1, column 24: trailing comma before '}'"),
      (#"{ "tolerance": "text", "tolerance": "exact" }"#, "not valid JSON at line 1, column 24: duplicate key \"tolerance\""),
    ]
    for (text, message) in cases {
      try Data(text.utf8).write(to: URL(fileURLWithPath: configuration))
      do {
        try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
        Issue.record("expected an error for \(text)")
      } catch {
        guard case .golden = error else { Issue.record("expected a golden error, got \(error)"); continue }
        #expect(error.description.contains("\(configuration): \(message)"), "\(error.description)")
      }
    }
    // The same settings written once are accepted.
    try Data(#"{ "tolerance": "text" }"#.utf8).write(to: URL(fileURLWithPath: configuration))
    try assertScene("Scenes/spinner.json", matchesGoldenIn: goldens, record: .never, artifactsDirectory: artifacts)
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

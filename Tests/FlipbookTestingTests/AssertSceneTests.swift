import Foundation
import FlipbookTesting
import Testing

/// FlipbookTesting used as another package would use it: each scene in Scenes/ against its
/// goldens in Goldens/ (each folder's golden.json names its tolerance).
@Suite struct AssertSceneTests {
  static let scenes = ["badge", "spinner"]
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test(arguments: scenes)
  func sceneMatchesItsGoldens(name: String) throws {
    try assertScene("Scenes/\(name).json", matchesGoldenIn: "Goldens/\(name)")
  }

  /// A golden folder without a test case would never be checked.
  @Test func everyGoldenFolderHasATestCase() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("Goldens").path)
      .filter { !$0.hasPrefix(".") }.sorted()
    #expect(folders == Self.scenes)
    for name in folders {
      let config = Self.folder.appendingPathComponent("Goldens/\(name)/golden.json").path
      #expect(FileManager.default.fileExists(atPath: config), "\(name) has no golden.json naming its tolerance")
    }
  }
}

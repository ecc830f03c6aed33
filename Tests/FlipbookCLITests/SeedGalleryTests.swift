import Foundation
import Testing

/// The seed gallery's golden checks: `flipbook check scenes/<name>.json --golden SeedGoldens/<name>`
/// exactly as CI would run it, with recording switched off, for every seed scene.
///
/// To accept an intended rendering change: `flipbook check scenes/<name>.json --golden
/// Tests/FlipbookCLITests/SeedGoldens/<name> --record failed`, look at every changed PNG, commit.
@Suite struct SeedGalleryTests {
  @Test(arguments: SeedGallery.scenes)
  func sceneMatchesItsGoldens(_ name: String) throws {
    let folder = SeedGallery.goldens.appendingPathComponent(name)
    let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
    try #require(goldens.count >= 3, "\(name): a seed scene needs goldens at its start, mid-easing and after its phases")
    let artifacts = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let result = try CLI.run(["check", SeedGallery.scenePath(name), "--golden", folder.path, "--record", "never",
                              "--artifacts", artifacts.path])
    #expect(result.status == 0, "\(name): \(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("\(goldens.count) frames checked: \(goldens.count) match"), "\(result.stdout)")
  }

  /// Every golden folder belongs to a seed scene with a test case, and every seed scene has one.
  @Test func everyGoldenFolderHasATestCase() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: SeedGallery.goldens.path).filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(SeedGallery.scenes))
    for name in SeedGallery.scenes {
      #expect(FileManager.default.fileExists(atPath: SeedGallery.scenePath(name)), "scenes/\(name).json is missing")
    }
  }

  /// The goldens catch a timing change nobody could see in a code review: the popup's appearance
  /// taking 0.2 s instead of the article's 0.16 s fails at the mid-easing golden (frame 18).
  @Test func aChangedDurationFailsTheGoldens() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(contentsOfFile: SeedGallery.scenePath("popup"), encoding: .utf8)
    let slower = original.replacingOccurrences(of: "\"duration\": 0.16", with: "\"duration\": 0.2")
    try #require(slower != original)
    let scene = folder.appendingPathComponent("popup.json")
    try CLI.write(slower, to: scene)
    let result = try CLI.run(["check", scene.path, "--golden", SeedGallery.goldens.appendingPathComponent("popup").path,
                              "--record", "never", "--artifacts", folder.appendingPathComponent("artifacts").path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("frame 18 (0.300 s): DIFFERS"), "\(result.stdout)")
    #expect(result.stdout.contains("frame 0 (0.000 s): matches"), "\(result.stdout)")
  }
}

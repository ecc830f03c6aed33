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
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let goldens = files.filter { $0.hasSuffix(".png") }
    try #require(goldens.count >= 3, "\(name): a seed scene needs goldens at its start, mid-easing and after its phases")
    let artifacts = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let result = try CLI.run(["check", SeedGallery.scenePath(name), "--golden", folder.path, "--record", "never",
                              "--artifacts", artifacts.path])
    #expect(result.status == 0, "\(name): \(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("\(goldens.count) frames checked: \(goldens.count) match"), "\(result.stdout)")
    #expect(!result.stdout.contains("GIF timing differs"), "\(result.stdout)")  // checked when gif-timing.json is there
  }

  /// The GIF timing goldens (checked by `flipbook check` above, which encodes the GIF as `flipbook
  /// render` does) hold the articles' durations: still time merges into one frame, and each
  /// UIView.animate runs at 2 cs per frame for exactly its duration.
  @Test func gifTimingGoldensHoldTheArticlesDurations() throws {
    func delays(_ name: String) throws -> (total: Int, delays: [Int]) {
      let data = try Data(contentsOf: SeedGallery.goldens.appendingPathComponent("\(name)/gif-timing.json"))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return ((object["totalCentiseconds"] as? Int) ?? -1, (object["delaysCentiseconds"] as? [Int]) ?? [])
    }
    let twoCentiseconds = { (seconds: Double) in Array(repeating: 2, count: Int((seconds * 50).rounded())) }
    // popup: still until 0.22 s, 0.16 s appearing, still until 1.72 s, 0.16 s dismissing, still to 2.4 s.
    // Two nearly transparent moving frames are left out (`--skip-psnr`): the second appearing
    // one and the second-to-last dismissing one, the frame before each holding 4 cs instead;
    // each phase still takes exactly its time.
    let popup = try delays("popup")
    #expect(popup.total == 240)
    let holds = popup.delays.filter { $0 > 4 }
    #expect(holds == [22, 134, 52])
    let moving = popup.delays.split { $0 > 4 }.map { Array($0) }
    #expect(moving.map { $0.reduce(0, +) } == [16, 16])
    #expect(moving.joined().allSatisfy { $0 == 2 || $0 == 4 })
    #expect(moving.map(\.count).allSatisfy { $0 >= 6 }, "at most a frame or two of each phase left out: \(popup.delays)")
    // tab-underline: taps at 0.5, 1.5 and 2.5 s, each 0.26 s. The underline has not moved yet at the tap's
    // own instant, so GIF frames 0.52 … 0.74 s move (12 of 2 cs) and the one at 0.76 s, already at rest,
    // merges into the 76 cs hold until the next tap's first moving frame at 1.52 s.
    let tabs = try delays("tab-underline")
    #expect(tabs.total == 330)
    #expect(tabs.delays == [52] + twoCentiseconds(0.24) + [76] + twoCentiseconds(0.24) + [76] + twoCentiseconds(0.24) + [54])
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

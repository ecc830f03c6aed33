import Foundation
import Testing

/// A damaged image gives one typed Flipbook message, not libgd's own "GD Warning" on stderr.
@Suite struct LibgdMessageTests {
  @Test func damagedJPEGGivesOnlyOurMessage() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = [UInt8](try Data(contentsOf: CLI.repository.appendingPathComponent("scenes/assets/photo.jpg")))
    for index in stride(from: 3000, to: bytes.count, by: 97) { bytes[index] = 0xFF }  // corrupt the entropy-coded data
    try Data(bytes).write(to: folder.appendingPathComponent("broken.jpg"))
    let scene = folder.appendingPathComponent("img.json")
    try CLI.write(#"{"canvas": {"width": 100, "height": 80}, "duration": 1, "layers": [{"type": "image", "contents": "broken.jpg", "position": [50, 40], "size": [100, 80]}]}"#, to: scene)
    let result = try CLI.run(["render", scene.path, "--frame", "0", "-o", folder.appendingPathComponent("x.png").path])
    #expect(result.status == 65)  // a damaged image is a scene error, found while the scene loads
    #expect(result.stderr.contains("img.json:1:98: error: layers[0].contents: cannot decode \"broken.jpg\": damaged JPEG"), "\(result.stderr)")
    #expect(!result.stderr.contains("GD Warning"), "\(result.stderr)")
  }
}

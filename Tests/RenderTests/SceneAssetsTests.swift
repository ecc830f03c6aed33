import Foundation
import Testing
@testable import Render
@testable import SceneModel

/// The fonts and images opened while a scene is validated are the ones it renders with: each
/// file is read and decoded once.
@Suite struct SceneAssetsTests {
  @Test func aRendererHandedTheAssetsDecodesNothingAgain() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("avatar.png")
    try FileManager.default.copyItem(at: GoldenSupport.repository.appendingPathComponent("scenes/assets/avatar.png"), to: image)
    let json = #"""
      {"canvas": {"width": 64, "height": 64}, "duration": 1, "layers": [
        {"type": "image", "contents": "avatar.png", "size": [64, 64], "position": [32, 32]},
        {"type": "text", "text": "A", "font": "DejaVu Sans", "position": [32, 32]}]}
      """#
    let assets = SceneAssets()
    let scene = try SceneLoader(resourceInspector: assets).load(text: json, baseDirectory: folder.path).scene
    let expected = try FrameRenderer(scene: scene).render(frameIndex: 0)
    try FileManager.default.removeItem(at: image)  // a second decode would now fail
    let renderer = try FrameRenderer(scene: scene, fonts: assets.fonts, images: assets.images)
    #expect(try renderer.render(frameIndex: 0) == expected)
  }

  @Test func aDamagedImageIsASceneErrorWithTheOtherProblems() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try Data(contentsOf: GoldenSupport.repository.appendingPathComponent("scenes/assets/avatar.png"))
    try png.prefix(500).write(to: folder.appendingPathComponent("cut.png"))
    let json = #"{"canvas": {"width": 64, "height": 64}, "duration": 1, "layers": [{"type": "image", "contents": "cut.png", "opacity": 2}]}"#
    #expect {
      try SceneLoader(resourceInspector: SceneAssets()).load(text: json, baseDirectory: folder.path)
    } throws: { error in
      let messages = (error as? SceneError)?.diagnostics.map(\.description) ?? []
      return messages.count == 2 && messages.contains { $0.hasPrefix("layers[0].opacity:") }
        && messages.contains { $0.hasPrefix("layers[0].contents: cannot decode \"cut.png\": damaged PNG: cut short: chunk IDAT") }
    }
  }
}

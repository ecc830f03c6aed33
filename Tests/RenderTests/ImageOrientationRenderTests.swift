import Foundation
import Raster
import Testing
@testable import Render
@testable import SceneModel

/// A JPEG with an EXIF orientation is drawn upright, at its upright size, as UIImage and
/// browsers show it (QA: a portrait phone photo, orientation 6, was drawn sideways).
@Suite struct ImageOrientationRenderTests {
  @Test func aPhotoStoredSidewaysIsDrawnUpright() throws {
    let photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: (GoldenSupport.scenesFolder as NSString).appendingPathComponent("assets/photo.jpg"))))
    // The photo with an EXIF APP1 segment saying "turn 90° clockwise to view" (orientation 6).
    let ifd: [UInt8] = [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
    var data: [UInt8] = Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0, 0, 0, 8]
    data += ifd
    var turned: [UInt8] = Array(photo[..<2]) + [0xFF, 0xE1, 0, UInt8(data.count + 2)]
    turned += data
    turned += photo[2...]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-orientation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("portrait.jpg")
    try Data(turned).write(to: file)

    // 320×200 as stored: 200×320 upright, drawn at its natural size from the top left.
    let json = #"{"canvas": {"width": 200, "height": 320}, "duration": 1, "layers": [{"type": "image", "contents": "\#(file.path)", "#
      + #""anchorPoint": [0, 0], "position": [0, 0], "size": [200, 320], "contentsGravity": "topLeft"}]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: folder.path).scene
    guard case .image(let source) = scene.layers[0].content else { Issue.record("not an image layer"); return }
    #expect((source.widthPixels, source.heightPixels) == (200, 320))
    let upright = try FrameRenderer(scene: scene).render(frameIndex: 0)
    let stored = try PixelBuffer(jpegData: photo)
    // Stored (x, y) is seen at (199 − y, x): the stored top row runs down the right side.
    for (x, y) in [(5, 5), (300, 10), (10, 190), (160, 100)] {
      let a = stored[x, y], b = upright[199 - y, x]
      #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1, "(\(x), \(y)): \(a) vs \(b)")
    }
  }
}

import Foundation
import Render
import SceneModel
import Testing
@testable import FlipbookCLI

/// A PNG frame sequence writes a frame that draws what a recent one drew from that one's bytes
/// (`EncodedFrameMemo`), and draws the others on canvases reused from frame to frame
/// (`ReusedFrameDrawers`): every file must still be the frame's own encoding.
@Suite("PNG frame sequences reuse still frames")
struct FrameSequenceReuseTests {
  /// Still for 0.3 s, a square sliding for 0.2 s, still again; a label fading in late, over a
  /// still card with a shadow (drawn in part by each thread, its shadow blurred once).
  static let scene = """
    { "canvas": { "width": 64, "height": 40, "background": "#F2F2F7" }, "duration": 1,
      "layers": [
        { "type": "rect", "position": [44, 12], "size": [30, 14], "cornerRadius": 4, "fillColor": "white",
          "shadowOpacity": 0.3, "shadowRadius": 3, "shadowOffset": [0, 2] },
        { "type": "rect", "position": [12, 20], "size": [12, 12], "fillColor": "#007AFF",
          "animations": [ { "property": "position.x", "to": 50, "beginTime": 0.3, "duration": 0.2, "fillMode": "both" } ] },
        { "type": "text", "text": "ok", "fontSize": 10, "color": "#1C1C1E", "position": [32, 8], "opacity": 0,
          "animations": [ { "property": "opacity", "to": 1, "beginTime": 0.8, "duration": 0.1, "fillMode": "forwards" } ] } ] }
    """

  @Test(arguments: [1, 2])
  func everyFileIsItsFramesOwnEncoding(threads: Int) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try GIFRenderTests.sceneFile(Self.scene, in: folder)
    let frames = folder.appendingPathComponent("frames")
    let result = try CLI.run(["render", path, "-o", frames.path + "/", "--threads", String(threads), "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    let renderer = try FrameRenderer(scene: try SceneLoading.load(path))
    var distinct = Set<Data>()
    for index in 0..<renderer.scene.frameCount {
      let written = try Data(contentsOf: frames.appendingPathComponent(String(format: "%04d.png", index)))
      #expect(written == Data(try renderer.render(frameIndex: index).pngData()), "frame \(index)")
      distinct.insert(written)
    }
    // 18 still frames, 12 sliding, then still until the label fades in over 6.
    #expect(distinct.count < 30)
    #expect(distinct.count > 12)
  }

  @Test func framesThatDifferOnlyInTimeShareBytes() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try SceneLoading.load(try GIFRenderTests.sceneFile(Self.scene, in: folder))
    let memo = EncodedFrameMemo(capacity: 2)
    #expect(memo.bytes(drawing: scene.state(atFrame: 0)) == nil)
    #expect(memo.remember([1], drawing: scene.state(atFrame: 0)) == [1])
    #expect(memo.bytes(drawing: scene.state(atFrame: 10)) == [1], "still: the same drawing")
    #expect(memo.bytes(drawing: scene.state(atFrame: 25)) == nil, "the square has moved")
    _ = memo.remember([2], drawing: scene.state(atFrame: 25))
    _ = memo.remember([3], drawing: scene.state(atFrame: 26))
    #expect(memo.bytes(drawing: scene.state(atFrame: 0)) == nil, "the oldest entry is dropped past the capacity")
    #expect(memo.bytes(drawing: scene.state(atFrame: 25)) == [2])
  }
}

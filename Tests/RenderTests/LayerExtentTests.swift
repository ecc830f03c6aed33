import Raster
import Testing
@testable import Render
@testable import SceneModel

/// A layer's extent (DamageRegion.extent) holds every pixel it draws: partial redraws and the
/// compositing of offscreen layers look nowhere else. Each scene here drew outside it (QA).
/// With the old extent, the renderer's own check (Canvas.draw's debug assertion that an
/// offscreen layer kept to its region) stops the test first.
@Suite struct LayerExtentTests {
  @Test(arguments: [
    // A group with no size of its own casts its children's shadow, faded or not.
    #"{"type": "group", "position": [60, 40], "opacity": 0.7, "shadowOpacity": 0.5, "shadowRadius": 4, "children": [{"type": "ellipse", "position": [0, 0], "size": [50, 30], "fillColor": "orange"}]}"#,
    #"{"type": "group", "position": [60, 40], "shadowOpacity": 0.8, "shadowRadius": 6, "shadowOffset": [3, 5], "children": [{"type": "rect", "position": [10, -4], "size": [40, 20], "fillColor": "blue"}]}"#,
    // A negative letter spacing overlaps the glyphs past the start of the line box.
    #"{"type": "text", "text": "abcdefgh", "position": [60, 40], "letterSpacing": -15, "shadowOpacity": 1, "shadowRadius": 1}"#,
    #"{"type": "group", "position": [60, 40], "opacity": 0.5, "children": [{"type": "text", "text": "abcdefgh", "letterSpacing": -15}]}"#,
    // Stacked combining accents rise far above the line.
    #"{"type": "group", "position": [60, 40], "opacity": 0.5, "children": [{"type": "text", "text": "x\u0301\u0301\u0301\u0301\u0301\u0301\u0301 g\u0327\u0327\u0327", "letterSpacing": -10}]}"#,
  ])
  func everyDrawnPixelIsInsideTheExtent(layer: String) throws {
    let json = #"{"canvas": {"width": 120, "height": 80, "scale": 2, "background": "white"}, "duration": 0.1, "layers": [\#(layer)]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    let renderer = try FrameRenderer(scene: scene)
    let state = scene.state(atFrame: 0)
    let root = AffineTransform.scale(x: state.canvas.scale, y: state.canvas.scale)
    let extent = try #require(DamageRegion(renderer: renderer).extent(of: state.layers[0], parentTransform: root))
    let pixels = try renderer.render(frameIndex: 0)
    var drawn = 0, outside = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels[x, y] != (255, 255, 255, 255) {
        drawn += 1
        if x < extent.x0 || x >= extent.x1 || y < extent.y0 || y >= extent.y1 { outside += 1 }
      }
    }
    #expect(drawn > 100)
    #expect(outside == 0, "\(outside) of \(drawn) drawn pixels lie outside \(extent)")
  }
}

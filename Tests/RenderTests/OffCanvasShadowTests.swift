import Raster
import Testing
@testable import Render
@testable import SceneModel

/// A layer casting the shadow of its drawing (a group, text, anything but a plain fill) casts
/// it from wherever it is, on the canvas or not, as a plain filled shape always did: a header
/// sliding up out of view leaves its shadow behind until it is too far for the shadow to reach.
@Suite struct OffCanvasShadowTests {
  /// A white bar with a child, shadowed downwards, its top-left corner at (`x`, `y`).
  static func scene(width: Int, height: Int, x: Double, y: Double, opacity: Double = 1) -> String {
    ##"""
    {"canvas": {"width": \##(width), "height": \##(height), "background": "#F2F2F7"}, "duration": 0.1, "layers": [
      {"type": "group", "anchorPoint": [0, 0], "position": [\##(x), \##(y)], "size": [60, 20], "backgroundColor": "white",
       "opacity": \##(opacity), "shadowOpacity": 0.6, "shadowRadius": 3, "shadowOffset": [5, 26], "children": [
        {"type": "rect", "position": [30, 10], "size": [40, 4], "fillColor": "#007AFF"}]}]}
    """##
  }

  static func render(_ json: String) throws -> PixelBuffer {
    try FrameRenderer(scene: GoldenSupport.scene(json)).render(frameIndex: 0)
  }

  /// The bar off the canvas (wholly above it, or across its top-left corner) against the same
  /// bar 100 px further in on a larger canvas: the shadow on the canvas is the same.
  @Test(arguments: [(10.3, -24.5, 1.0), (-35.2, -12.75, 1.0), (10.3, -24.5, 0.7)])
  func theShadowOfALayerOffTheCanvasIsCastOntoIt(x: Double, y: Double, opacity: Double) throws {
    let off = try Self.render(Self.scene(width: 90, height: 50, x: x, y: y, opacity: opacity))
    let inside = try Self.render(Self.scene(width: 190, height: 150, x: x + 100, y: y + 100, opacity: opacity))
    var worst = 0, shaded = 0
    for py in 0..<50 {
      for px in 0..<90 {
        let a = off[px, py], b = inside[px + 100, py + 100]
        worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
        if Int(a.r) < 0xF2 - 40 { shaded += 1 }
      }
    }
    #expect(shaded > 300, "a dark shadow shows on the canvas")
    // Drawn 100 px further in, its coverage is computed from other coordinates: at most a level apart.
    #expect(worst <= 1)
  }

  /// Out of the shadow's reach, nothing is drawn (and no canvas is made for it).
  @Test func aLayerBeyondItsShadowsReachDrawsNothing() throws {
    let pixels = try Self.render(Self.scene(width: 90, height: 50, x: 10, y: -200))
    var changed = 0
    for py in 0..<50 { for px in 0..<90 where pixels[px, py] != (0xF2, 0xF2, 0xF7, 255) { changed += 1 } }
    #expect(changed == 0)
  }
}

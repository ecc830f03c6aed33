import Raster
import Testing
import Timing
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

  /// QA: a layer far larger than the canvas, wholly above it, its offset bringing the shadow
  /// over all of it. Only what casts onto the canvas is drawn off it: the canvas for that is
  /// the frame's size and the blur's reach, not the layer's (8192 pt square: 256 MB).
  @Test(arguments: ["group", "gradient"])
  func aHugeLayerFarAboveTheCanvasCastsItsShadow(type: String) throws {
    let text = ""
    let json = #"""
      {"canvas": {"width": 200, "height": 100, "background": "white"}, "duration": 0.1, "layers": [
        {"type": "\#(type)", "position": [100, -4106], "size": [8192, 8192], "backgroundColor": "black"\#(text),
         "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [0, 8192]}]}
      """#
    let pixels = try Self.render(json)
    var black = 0
    for py in 0..<100 { for px in 0..<200 where pixels[px, py] == (0, 0, 0, 255) { black += 1 } }
    #expect(black == 200 * 100, "\(type): \(black) of 20000 pixels in shadow")
  }

  /// A faded group reaching from far above the canvas into it, its shadow cast from its far
  /// end: what is shown and what casts the shadow are drawn apart (`.separate`), and the canvas
  /// shows what the same group shows on a canvas tall enough to hold all of it.
  @Test func aShadowCastFromFarAboveIsDrawnApartAndMatches() throws {
    func scene(height: Int, y: Double) -> String {
      #"""
        {"canvas": {"width": 200, "height": \#(height), "background": "white"}, "duration": 0.1, "layers": [
          {"type": "group", "position": [100, \#(y)], "size": [300, 2550], "backgroundColor": "#00000080", "opacity": 0.5,
           "shadowOpacity": 1, "shadowRadius": 2, "shadowOffset": [0, 2500], "children": [
            {"type": "ellipse", "position": [150, 2525], "size": [60, 40], "fillColor": "red"},
            {"type": "ellipse", "position": [120, 70], "size": [50, 30], "fillColor": "#007AFF"}]}]}
        """#
    }
    let off = try Self.render(scene(height: 100, y: -1225))
    let tall = try Self.render(scene(height: 5100, y: 1275))
    var worst = 0
    for py in 0..<100 {
      for px in 0..<200 {
        let a = off[px, py], b = tall[px, py + 2500]
        worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
      }
    }
    #expect(worst <= 1)
    // Below the group's own rows (it ends at y = 50), the shadow alone: darker under the opaque
    // ellipse 2500 px above than under the group's half-transparent background.
    #expect(off[70, 70].r + 20 < off[150, 70].r && off[150, 70].r < 250, "\(off[70, 70]) \(off[150, 70])")
  }

  /// A bar across the top edge shares one canvas a little larger than what is shown; a large
  /// offset draws the shadow's source apart, on a canvas the frame's size and the blur's reach.
  @Test func theCanvasesMadeAreBoundedByTheFrame() throws {
    let canvas = try Canvas(widthPixels: 300, heightPixels: 200)
    func geometry(offsetY: Double) -> ShadowGeometry {
      var shadow = ShadowProperties()
      (shadow.opacity, shadow.radiusPoints, shadow.offsetPoints) = (1, 4, Vec2(0, offsetY))
      return ShadowGeometry(shadow, parentTransform: .identity)
    }
    let near = geometry(offsetY: 6)
    let bar = OffCanvasShadow.plan(extent: { PixelRect(x0: -2, y0: -30, x1: 302, y1: 20) }, shadow: near, canvas: canvas)
    guard case let .shared(shared, x0, y0)? = bar else { Issue.record("a bar across the edge shares one canvas: \(String(describing: bar))"); return }
    // Only the rows within the shadow's reach of the canvas (6 px offset and the blur) are added.
    let reach = Canvas.shadowBlurReachPixels(sigmaPixels: 4) + 2
    #expect(x0 == -2 && y0 == -6 - reach && shared.widthPixels == 304 && shared.heightPixels == 20 - y0)
    let far = geometry(offsetY: 5000)
    let tall = OffCanvasShadow.plan(extent: { PixelRect(x0: -100, y0: -6000, x1: 400, y1: 100) }, shadow: far, canvas: canvas)
    guard case let .separate(source, _, sy)? = tall else { Issue.record("a far source is drawn apart: \(String(describing: tall))"); return }
    #expect(source.widthPixels == 300 + 2 * reach && source.heightPixels == 200 + 2 * reach && sy == -5000 - reach)
    #expect(OffCanvasShadow.plan(extent: { PixelRect(x0: 10, y0: 10, x1: 100, y1: 80) }, shadow: near, canvas: canvas) == nil,
            "a layer on the canvas needs nothing more")
  }
}

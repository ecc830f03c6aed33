import Foundation
import Testing
@testable import Raster

/// The shadow of a flattened drawing is blurred from its alpha; the same alpha, blur and offset
/// reuse the blurred mask, and anything else is blurred afresh.
@Suite struct FlattenedShadowCacheTests {
  /// A card with a label-like bar on it, drawn offscreen as a renderer flattens a group.
  static func drawing(barWidth: Double, cardX: Double = 30) throws -> Canvas {
    let layer = try Canvas(widthPixels: 220, heightPixels: 140)
    layer.fill(.roundedRect(x: cardX, y: 20, width: 140, height: 80, cornerRadius: 10), transform: .identity, color: .white)
    layer.fill(.rect(x: cardX + 15, y: 50, width: barWidth, height: 6), transform: .identity,
               color: RasterColor(red: 0, green: 0.48, blue: 1, alpha: 1))
    return layer
  }

  static func shadow(of layer: Canvas, on canvas: Canvas, sigma: Double) {
    canvas.drawShadow(of: layer, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.3),
                      offsetXPixels: 0, offsetYPixels: 4.5, blurSigmaPixels: sigma)
  }

  /// Each shadow drawn on a reused canvas (over its earlier ones, as a redraw would) against
  /// the same sequence on fresh canvases: the pixels agree frame by frame.
  @Test(arguments: [6.0, 40.0])  // the exact kernel, and the box-blur approximation
  func reusedShadowsAreTheShadowsBlurredAfresh(sigma: Double) throws {
    let reused = try Canvas(widthPixels: 220, heightPixels: 140)
    // The bar grows inside the opaque card (same alpha: reused), then the card moves (not).
    let frames = [try Self.drawing(barWidth: 20), try Self.drawing(barWidth: 60), try Self.drawing(barWidth: 90),
                  try Self.drawing(barWidth: 90, cardX: 34)]
    var hits = 0
    for layer in frames {
      let alpha = try #require(layer.paintedAlpha())
      let key = FlattenedShadowCache.Key(originX: alpha.x0, originY: alpha.y0, width: alpha.width, height: alpha.height,
                                         alpha: alpha.bytes, sigmaPixels: sigma, offsetXPixels: 0, offsetYPixels: 4.5)
      if reused.flattenedShadows.blurred(for: key) != nil { hits += 1 }
      reused.clear(to: .white)
      Self.shadow(of: layer, on: reused, sigma: sigma)
      let fresh = try Canvas(widthPixels: 220, heightPixels: 140)
      fresh.clear(to: .white)
      Self.shadow(of: layer, on: fresh, sigma: sigma)
      #expect(reused.makePixelBuffer() == fresh.makePixelBuffer())
    }
    #expect(hits == 2, "the grown bar changes no alpha; the moved card does")
  }

  @Test func theCacheKeepsWithinItsBudget() throws {
    let cache = FlattenedShadowCache()
    let side = 1_500  // 2.25 M cells of alpha and about as many blurred: one entry is ~4.5 M cells
    var keys: [FlattenedShadowCache.Key] = []
    for index in 0..<3 {
      let key = FlattenedShadowCache.Key(originX: index, originY: 0, width: side, height: side,
                                         alpha: [UInt8](repeating: 255, count: side * side), sigmaPixels: 2,
                                         offsetXPixels: 0, offsetYPixels: 0)
      cache.store(CoverageMask(originX: 0, originY: 0, width: side, height: side), for: key)
      keys.append(key)
    }
    #expect(cache.blurred(for: keys[0]) == nil, "the oldest is dropped past 8 M cells")
    #expect(cache.blurred(for: keys[2]) != nil)
  }
}

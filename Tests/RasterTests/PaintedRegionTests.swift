import Testing
@testable import Raster

/// An offscreen layer composited or shadowed with the rectangle it was painted within gives
/// the pixels of looking at the whole layer.
@Suite struct PaintedRegionTests {
  static func background() throws -> Canvas {
    let canvas = try Canvas(widthPixels: 220, heightPixels: 140)
    canvas.clear(to: RasterColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    return canvas
  }

  @Test(arguments: [(29, 19, 183, 104), (0, 0, 220, 140), (-50, -10, 400, 300)])
  func aRegionHoldingThePaintChangesNothing(x0: Int, y0: Int, x1: Int, y1: Int) throws {
    let layer = try FlattenedShadowCacheTests.drawing(barWidth: 60, cardX: 30.5)
    let region = (x0: x0, y0: y0, x1: x1, y1: y1)
    #expect(!layer.hasPaint(outside: region))
    let whole = try Self.background(), within = try Self.background()
    for canvas in [whole, within] {
      canvas.drawShadow(of: layer, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.3), offsetXPixels: 0,
                        offsetYPixels: 4.5, blurSigmaPixels: 6, paintedWithin: canvas === within ? region : nil)
      canvas.draw(layer, opacity: 0.8, paintedWithin: canvas === within ? region : nil)
    }
    #expect(within.pixels == whole.pixels)
    #expect(layer.paintedAlpha(within: region)! == layer.paintedAlpha()!)
  }

  @Test func paintOutsideTheRegionIsFound() throws {
    let layer = try FlattenedShadowCacheTests.drawing(barWidth: 60, cardX: 30.5)
    #expect(layer.hasPaint(outside: (x0: 40, y0: 19, x1: 183, y1: 104)))
    #expect(layer.hasPaint(outside: (x0: 29, y0: 19, x1: 183, y1: 90)))
    // Searching a region that misses part of the paint finds less of it.
    #expect(layer.paintedAlpha(within: (x0: 100, y0: 0, x1: 220, y1: 140))!.x0 == 100)
    #expect(layer.paintedAlpha(within: (x0: 300, y0: 0, x1: 400, y1: 140)) == nil)
  }
}

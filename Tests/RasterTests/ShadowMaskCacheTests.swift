import Foundation
import Testing
@testable import Raster

/// A still shape's shadow asked for again is blurred over the whole canvas once and cropped
/// from then on; what a partial redraw draws is what blurring that part alone draws.
@Suite struct ShadowMaskCacheTests {
  let card = Path.roundedRect(x: 20.25, y: 15.5, width: 120, height: 70, cornerRadius: 12)
  let dx = 0.0, dy = 3.5

  /// The card's shadow drawn on `canvas` inside `clip` (the whole canvas when nil), on white.
  func draw(on canvas: Canvas, clip: Path?, sigma: Double) {
    if let clip { canvas.pushClip(clip, transform: .identity) }
    canvas.fill(.rect(x: 0, y: 0, width: 200, height: 120), transform: .identity, color: .white)
    canvas.fillShadow(card, transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.4),
                      offsetXPixels: dx, offsetYPixels: dy, blurSigmaPixels: sigma)
    if clip != nil { canvas.popClip() }
  }

  @Test(arguments: [9.0, 40.0])  // the exact kernel, and the box blurs
  func partialRedrawsMatchAWholeFrameAndUseTheKeptShadow(sigma: Double) throws {
    let reused = try Canvas(widthPixels: 200, heightPixels: 120)
    let key = ShadowMaskCache.Key(path: card, transform: .identity, sigmaPixels: sigma, offsetXPixels: dx, offsetYPixels: dy)
    draw(on: reused, clip: nil, sigma: sigma)  // frame 0, whole: blurred for the whole canvas, not kept
    #expect(reused.shadowMasks.mask(for: key) == nil)
    // Frames 1 and 2 redraw a corner of the card, where its shadow's edge is (asked again: kept).
    let corner = Path.rect(x: 100, y: 60, width: 60, height: 50)
    draw(on: reused, clip: corner, sigma: sigma)
    #expect(reused.shadowMasks.mask(for: key) != nil)
    draw(on: reused, clip: corner, sigma: sigma)
    let whole = try Canvas(widthPixels: 200, heightPixels: 120)
    draw(on: whole, clip: nil, sigma: sigma)
    #expect(reused.makePixelBuffer() == whole.makePixelBuffer())
    // A fresh canvas redrawing only the corner, blurring that part alone, draws the same there.
    let alone = try Canvas(widthPixels: 200, heightPixels: 120)
    draw(on: alone, clip: corner, sigma: sigma)
    let a = alone.makePixelBuffer(), b = whole.makePixelBuffer()
    for y in 60..<110 { for x in 100..<160 { #expect(a[x, y] == b[x, y], "(\(x), \(y))") } }
  }

  @Test func aMovingShapesShadowsAreNotKept() throws {
    let canvas = try Canvas(widthPixels: 200, heightPixels: 120)
    for step in 0..<5 {
      canvas.fillShadow(.rect(x: Double(step) * 7.3, y: 10, width: 40, height: 30), transform: .identity, color: .black,
                        offsetXPixels: 0, offsetYPixels: 2, blurSigmaPixels: 4)
    }
    for step in 0..<5 {
      let key = ShadowMaskCache.Key(path: .rect(x: Double(step) * 7.3, y: 10, width: 40, height: 30), transform: .identity,
                                    sigmaPixels: 4, offsetXPixels: 0, offsetYPixels: 2)
      #expect(canvas.shadowMasks.mask(for: key) == nil)
    }
  }
}

import Foundation
import Testing
@testable import Raster

@Suite("Shadows: offset and Gaussian blur")
struct ShadowTests {
  @Test func unblurredShadowIsTheShapeMoved() throws {
    let canvas = try Canvas(widthPixels: 30, heightPixels: 30)
    canvas.fillShadow(.rect(x: 5, y: 5, width: 10, height: 10), transform: .identity, color: .black, offsetXPixels: 3, offsetYPixels: 4, blurSigmaPixels: 0)
    #expect(canvas.straight(8, 9) == [0, 0, 0, 255])
    #expect(canvas.straight(17, 18) == [0, 0, 0, 255])
    #expect(canvas.straight(7, 9)[3] == 0 && canvas.straight(18, 9)[3] == 0)
    #expect(abs(canvas.coveredArea - 100) < 0.01)
  }

  /// What a shadow rasterizes is the visible area moved back by the offset, not widened by it:
  /// a 20 000 px offset made a (40 000 px)² mask for a 60×40 canvas (QA: 4.7 GB, and 40 GB, a
  /// crash, for an offset of 1e12). The shadow itself is unchanged.
  @Test func aFarOffsetRasterizesOnlyWhatCastsOntoTheCanvas() throws {
    for offset: Double in [20_000, -5_000, 1e12, -.infinity] {
      let source = Canvas.shadowSource(of: (0, 0, 60, 40), sigmaPixels: 5, offsetXPixels: offset, offsetYPixels: offset)
      #expect(source.x1 - source.x0 < 60 + 100 && source.y1 - source.y0 < 40 + 100, "\(offset): \(source)")
    }
    let canvas = try Canvas(widthPixels: 60, heightPixels: 40)
    // A 30×20 shape 20 000 px up and left casts its shadow onto the canvas's corner.
    canvas.fillShadow(.rect(x: -20_000, y: -20_000, width: 30, height: 20), transform: .identity, color: .black,
                      offsetXPixels: 20_000, offsetYPixels: 20_000, blurSigmaPixels: 0)
    #expect(canvas.straight(0, 0) == [0, 0, 0, 255] && canvas.straight(29, 19) == [0, 0, 0, 255])
    #expect(canvas.straight(30, 10)[3] == 0 && canvas.straight(10, 20)[3] == 0)
  }

  @Test func halfPixelOffsetIsSmooth() throws {
    let canvas = try Canvas(widthPixels: 30, heightPixels: 30)
    canvas.fillShadow(.rect(x: 5, y: 5, width: 10, height: 10), transform: .identity, color: .black, offsetXPixels: 0.5, offsetYPixels: 0, blurSigmaPixels: 0)
    #expect(canvas.straight(5, 8)[3] == 128)
    #expect(canvas.straight(15, 8)[3] == 128)
    #expect(abs(canvas.coveredArea - 100) < 0.05)  // 20 edge pixels round 127.5 up
  }

  @Test(arguments: [1.0, 4.0, 8.5])
  func blurSpreadsButKeepsTheMass(sigma: Double) throws {
    let canvas = try Canvas(widthPixels: 100, heightPixels: 100)
    canvas.fillShadow(.rect(x: 40, y: 40, width: 20, height: 20), transform: .identity, color: .black, offsetXPixels: 0, offsetYPixels: 0, blurSigmaPixels: sigma)
    #expect(abs(canvas.coveredArea - 400) < 400 * 0.01)  // alpha rounding only
    #expect(canvas.straight(40 - Int(sigma * 2), 50)[3] > 0)  // spreads past the edge
    #expect(canvas.straight(49, 50) == canvas.straight(50, 49))  // symmetric
    // A blurred box is a product of differences of the normal CDF Φ at the box's edges (40…60),
    // evaluated at the pixel centre (40.5, 50.5).
    func phi(_ d: Double) -> Double { 0.5 * (1 + erf(d / (sigma * 2.0.squareRoot()))) }
    let expected = 255 * (phi(40.5 - 40) - phi(40.5 - 60)) * (phi(50.5 - 40) - phi(50.5 - 60))
    #expect(abs(Double(canvas.straight(40, 50)[3]) - expected) < 6)
    #expect(canvas.straight(50, 50)[3] > canvas.straight(40, 50)[3])
  }

  @Test func shadowOfALayerMatchesTheShapeShadow() throws {
    let shape = Path.ellipse(x: 20, y: 20, width: 30, height: 20)
    let layer = try Canvas(widthPixels: 80, heightPixels: 80)
    layer.fill(shape, transform: .identity, color: red)
    let a = try Canvas(widthPixels: 80, heightPixels: 80)
    a.drawShadow(of: layer, color: RasterColor.black.withOpacity(0.5), offsetXPixels: 2, offsetYPixels: 5.5, blurSigmaPixels: 3)
    let b = try Canvas(widthPixels: 80, heightPixels: 80)
    b.fillShadow(shape, transform: .identity, color: RasterColor.black.withOpacity(0.5), offsetXPixels: 2, offsetYPixels: 5.5, blurSigmaPixels: 3)
    let pa = a.makePixelBuffer().bytes, pb = b.makePixelBuffer().bytes
    #expect(zip(pa, pb).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
  }

  @Test func shapeOffCanvasStillCastsShadowOntoIt() throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    canvas.fillShadow(.rect(x: -30, y: 0, width: 28, height: 20), transform: .identity, color: .black, offsetXPixels: 4, offsetYPixels: 0, blurSigmaPixels: 0)
    #expect(canvas.straight(1, 10)[3] == 255)
    #expect(canvas.straight(2, 10)[3] == 0)
  }

  @Test func hostileBlurValuesNeverTrap() throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    for value in [Double.nan, .infinity, -5, 1e9] {
      canvas.fillShadow(.rect(x: 5, y: 5, width: 5, height: 5), transform: .identity, color: .black, offsetXPixels: value, offsetYPixels: 1, blurSigmaPixels: value == 1e9 ? 0.5 : value)
    }
  }
}

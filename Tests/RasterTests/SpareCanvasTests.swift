import Testing
@testable import Raster

/// A spare canvas handed back is cleared where it was painted and comes back as a new canvas
/// would: transparent, without clips, with empty shadow caches (its image samples, which
/// depend on nothing drawn, are kept).
@Suite struct SpareCanvasTests {
  @Test func aRecycledSpareIsLikeANewCanvas() throws {
    let canvas = try Canvas(widthPixels: 220, heightPixels: 140)
    let spare = try canvas.takeSpare()
    #expect(spare !== canvas && spare.widthPixels == 220 && spare.heightPixels == 140)
    spare.pushClip(.rect(x: 10, y: 10, width: 150, height: 100), transform: .identity)
    spare.fill(.roundedRect(x: 30.5, y: 20, width: 140, height: 80, cornerRadius: 10), transform: .identity, color: .white)
    spare.fillShadow(.rect(x: 40, y: 30, width: 50, height: 20), transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.5),
                     offsetXPixels: 0, offsetYPixels: 3, blurSigmaPixels: 4)
    spare.fillShadow(.rect(x: 40, y: 30, width: 50, height: 20), transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0, alpha: 0.5),
                     offsetXPixels: 0, offsetYPixels: 3, blurSigmaPixels: 4)
    canvas.draw(spare, opacity: 0.5)
    canvas.recycle(spare, painted: (x0: 10, y0: 10, x1: 160, y1: 110))
    let again = try canvas.takeSpare()
    #expect(again === spare, "the spare is kept")
    #expect(again.pixels.allSatisfy { $0 == 0 })
    #expect(again.clipStack.isEmpty && again.clipBounds! == (0, 0, 220, 140))
    #expect(again.shadowMasks.mask(for: ShadowMaskCache.Key(path: .rect(x: 40, y: 30, width: 50, height: 20), transform: .identity,
                                                            sigmaPixels: 4, offsetXPixels: 0, offsetYPixels: 3)) == nil)
    #expect(try canvas.takeSpare() !== spare, "a second spare is a new canvas")
  }

  @Test func onlyCanvasesOfTheSameSizeAndAFewAreKept() throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 10)
    canvas.recycle(try Canvas(widthPixels: 21, heightPixels: 10), painted: nil)
    canvas.recycle(canvas, painted: nil)
    #expect(canvas.spares.isEmpty)
    for _ in 0..<5 { canvas.recycle(try Canvas(widthPixels: 20, heightPixels: 10), painted: nil) }
    #expect(canvas.spares.count == Canvas.keptSpares)
  }

  /// A faded card's photo is drawn on a spare every frame: the spare keeps its samples, and a
  /// draw from them gives a fresh canvas's bytes.
  @Test func aRecycledSpareKeepsItsImageSamples() throws {
    let canvas = try Canvas(widthPixels: 160, heightPixels: 120)
    let image = ImageSampleCacheTests.image, transform = ImageSampleCacheTests.transform
    for _ in 0..<2 {
      let spare = try canvas.takeSpare()
      spare.draw(image, transform: transform, opacity: 1)
      canvas.recycle(spare, painted: nil)
    }
    let spare = try canvas.takeSpare()
    #expect(spare.imageSamples.samples(for: .init(image: image, transform: transform, box: nil)) != nil)
    #expect(spare.pixels.allSatisfy { $0 == 0 })
    spare.draw(image, transform: transform, opacity: 0.7)
    let fresh = try Canvas(widthPixels: 160, heightPixels: 120)
    fresh.draw(image, transform: transform, opacity: 0.7)
    #expect(spare.makePixelBuffer() == fresh.makePixelBuffer())
  }
}

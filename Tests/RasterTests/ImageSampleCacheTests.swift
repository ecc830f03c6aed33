import Testing
@testable import Raster

/// An image drawn again at the same place blends the samples kept from before: the same bytes
/// as sampling it afresh, whatever the opacity, clip or redrawn rectangle.
@Suite struct ImageSampleCacheTests {
  /// A photo-like image: gradients and a translucent corner, minified a little (two mip levels).
  static let image: RasterImage = {
    var buffer = PixelBuffer(width: 150, height: 120)
    for y in 0..<120 {
      for x in 0..<150 { buffer[x, y] = (UInt8(x * 255 / 149), UInt8(y * 2), UInt8((x * y) % 256), x + y < 40 ? 90 : 255) }
    }
    return RasterImage(buffer)
  }()

  static let transform = AffineTransform.scale(x: 0.83, y: 0.79).concatenating(.rotation(radians: 0.1))
    .concatenating(.translation(x: 20.3, y: 10.6))

  static let clipNames = ["none", "whole pixels", "fractional box", "soft"]

  /// Pushes clip `index` of `clipNames`; false for none.
  static func pushClip(_ index: Int, on canvas: Canvas) -> Bool {
    switch index {
    case 1: canvas.pushClip(.rect(x: 30, y: 20, width: 100, height: 80), transform: .identity)
    case 2: canvas.pushClip(.rect(x: 30.5, y: 20.25, width: 100, height: 80.5), transform: .identity)
    case 3: canvas.pushClip(.ellipse(x: 25, y: 15, width: 90, height: 70), transform: .identity)
    default: return false
    }
    return true
  }

  /// Draws at `opacity` inside clip `clip`.
  static func draw(on canvas: Canvas, opacity: Double, clip: Int) {
    let pushed = pushClip(clip, on: canvas)
    canvas.draw(image, transform: transform, opacity: opacity)
    if pushed { canvas.popClip() }
  }

  static func background(_ canvas: Canvas) {
    canvas.clear(to: RasterColor(red: 0.95, green: 0.9, blue: 0.8))
  }

  @Test(arguments: 0..<4)
  func keptSamplesGiveTheBytesOfFreshOnes(clip: Int) throws {
    let name = Self.clipNames[clip]
    let reused = try Canvas(widthPixels: 160, heightPixels: 120)
    for (frame, opacity) in [0.1, 0.35, 0.5, 0.77, 1].enumerated() {
      Self.background(reused)
      Self.draw(on: reused, opacity: opacity, clip: clip)
      let fresh = try Canvas(widthPixels: 160, heightPixels: 120)
      Self.background(fresh)
      Self.draw(on: fresh, opacity: opacity, clip: clip)
      #expect(reused.makePixelBuffer() == fresh.makePixelBuffer(), "clip \(name), frame \(frame)")
    }
    let pushed = Self.pushClip(clip, on: reused)
    #expect(reused.imageSamples.samples(for: .init(image: Self.image, transform: Self.transform, box: reused.geometricClip)) != nil,
            "clip \(name): kept after the second draw")
    if pushed { reused.popClip() }
  }

  /// Kept samples cover the whole canvas, so a later redraw of another rectangle blends them too.
  @Test func aRedrawOfAnotherRectangleUsesTheKeptSamples() throws {
    let reused = try Canvas(widthPixels: 160, heightPixels: 120)
    Self.background(reused)
    for rect in [(0.0, 0.0, 160.0, 120.0), (0, 0, 160, 120), (40, 30, 30, 20), (100, 5, 50, 90)] {
      reused.pushClip(.rect(x: rect.0, y: rect.1, width: rect.2, height: rect.3), transform: .identity)
      reused.fill(.rect(x: 0, y: 0, width: 160, height: 120), transform: .identity, color: RasterColor(red: 0.95, green: 0.9, blue: 0.8))
      reused.draw(Self.image, transform: Self.transform, opacity: 0.6)
      reused.popClip()
    }
    let fresh = try Canvas(widthPixels: 160, heightPixels: 120)
    Self.background(fresh)
    fresh.draw(Self.image, transform: Self.transform, opacity: 0.6)
    #expect(reused.makePixelBuffer() == fresh.makePixelBuffer())
    #expect(reused.imageSamples.samples(for: .init(image: Self.image, transform: Self.transform, box: nil)) != nil)
  }

  @Test func anImageMovedIsSampledAfresh() throws {
    let canvas = try Canvas(widthPixels: 160, heightPixels: 120)
    for x in [20.3, 20.3, 20.3, 21.1] {
      Self.background(canvas)
      canvas.draw(Self.image, transform: Self.transform.concatenating(.translation(x: x - 20.3, y: 0)), opacity: 0.8)
    }
    let fresh = try Canvas(widthPixels: 160, heightPixels: 120)
    Self.background(fresh)
    fresh.draw(Self.image, transform: Self.transform.concatenating(.translation(x: 21.1 - 20.3, y: 0)), opacity: 0.8)
    #expect(canvas.makePixelBuffer() == fresh.makePixelBuffer())
  }

  @Test func theCacheKeepsWithinItsBudget() {
    let cache = ImageSampleCache()
    let side = 700  // 490 000 pixels, 9.8 MB each
    let samples = ImageSampleCache.Samples(originX: 0, originY: 0, width: side, height: side,
                                           coverage: [Float](repeating: 1, count: side * side),
                                           colors: [SIMD4<Float>](repeating: .zero, count: side * side))
    let keys = (0..<4).map { ImageSampleCache.Key(image: Self.image, transform: .translation(x: Double($0), y: 0), box: nil) }
    for key in keys { cache.store(samples, for: key) }
    #expect(cache.samples(for: keys[0]) == nil && cache.samples(for: keys[1]) == nil)
    #expect(cache.samples(for: keys[2]) != nil && cache.samples(for: keys[3]) != nil)
  }
}

import Testing
@testable import Raster

@Suite("Drawing images")
struct ImageTests {
  static func checkerboard(size: Int, cell: Int) -> PixelBuffer {
    var buffer = PixelBuffer(width: size, height: size)
    for y in 0..<size { for x in 0..<size { buffer[x, y] = ((x / cell + y / cell) % 2 == 0) ? (0, 0, 0, 255) : (255, 255, 255, 255) } }
    return buffer
  }

  @Test func identityDrawCopiesPixelsExactly() throws {
    var source = PixelBuffer(width: 8, height: 6)
    for y in 0..<6 { for x in 0..<8 { source[x, y] = (UInt8(x * 30), UInt8(y * 40), 77, 255) } }
    let canvas = try Canvas(widthPixels: 8, heightPixels: 6)
    canvas.draw(RasterImage(source), transform: .identity, opacity: 1)
    #expect(canvas.makePixelBuffer() == source)
  }

  @Test func translucentPixelsRoundTrip() throws {
    var source = PixelBuffer(width: 2, height: 1)
    source[0, 0] = (255, 0, 0, 128)
    source[1, 0] = (10, 200, 30, 255)
    let canvas = try Canvas(widthPixels: 2, heightPixels: 1)
    canvas.draw(RasterImage(source), transform: .identity, opacity: 1)
    #expect(canvas.makePixelBuffer() == source)
  }

  @Test func opacityAndTranslationEdges() throws {
    let source = PixelBuffer(width: 4, height: 4, fill: (255, 255, 255, 255))
    let canvas = try Canvas(widthPixels: 10, heightPixels: 10)
    canvas.draw(RasterImage(source), transform: .translation(x: 2.5, y: 2), opacity: 0.5)
    #expect(canvas.straight(4, 3) == [255, 255, 255, 128])
    #expect(canvas.straight(2, 3)[3] == 64)  // half-covered edge at half opacity
  }

  /// A 1-px checkerboard shrunk 4× must come out as even grey wherever it lands; plain point
  /// or bilinear sampling would alias into black/white patterns that shimmer as it moves.
  @Test(arguments: [0.0, 0.25, 0.5, 0.75])
  func downscalingIsSmoothAndStableUnderMotion(offset: Double) throws {
    let image = RasterImage(Self.checkerboard(size: 64, cell: 1))
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    canvas.draw(image, transform: AffineTransform.scale(x: 0.25, y: 0.25).concatenating(.translation(x: 2 + offset, y: 2)), opacity: 1)
    for y in 4..<16 {
      for x in 4..<16 {
        let grey = canvas.straight(x, y)[0]
        #expect(abs(grey - 128) <= 2)
      }
    }
  }

  @Test func magnificationInterpolates() throws {
    var source = PixelBuffer(width: 2, height: 1)
    source[0, 0] = (0, 0, 0, 255)
    source[1, 0] = (255, 255, 255, 255)
    let canvas = try Canvas(widthPixels: 16, heightPixels: 8)
    canvas.draw(RasterImage(source), transform: .scale(x: 8, y: 8), opacity: 1)
    let row = (0..<16).map { canvas.straight($0, 4)[0] }
    #expect(row.first == 0 && row.last == 255)
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(Set(row).count > 8)  // a ramp, not two blocks
  }

  @Test func emptyAndSingularDrawsAreIgnored() throws {
    let canvas = try Canvas(widthPixels: 4, heightPixels: 4)
    canvas.draw(RasterImage(PixelBuffer(width: 0, height: 0)), transform: .identity, opacity: 1)
    canvas.draw(RasterImage(PixelBuffer(width: 2, height: 2, fill: (1, 2, 3, 255))), transform: .scale(x: 0, y: 1), opacity: 1)
    #expect(canvas.paintedPixelCount == 0)
  }
}

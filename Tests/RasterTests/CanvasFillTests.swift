import Testing
@testable import Raster

@Suite("Filling and compositing: exact pixel values")
struct CanvasFillTests {
  @Test func newCanvasIsTransparent() throws {
    let canvas = try Canvas(widthPixels: 4, heightPixels: 3)
    #expect(canvas.makePixelBuffer() == PixelBuffer(width: 4, height: 3))
  }

  @Test(arguments: [(0, 10), (10, 0), (-1, 5), (Canvas.maximumSidePixels + 1, 1), (16_000, 16_000)])
  func refusesBadSizes(width: Int, height: Int) {
    #expect(throws: RasterError.allocationFailed(width: width, height: height)) {
      try Canvas(widthPixels: width, heightPixels: height)
    }
  }

  @Test(arguments: [
    RasterColor(red: 1, green: 0, blue: 0), RasterColor(red8: 18, green8: 52, blue8: 86),
    RasterColor(red8: 255, green8: 255, blue8: 255), RasterColor(red8: 1, green8: 128, blue8: 254),
  ])
  func opaqueRectPixelsEqualItsColourExactly(color: RasterColor) throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 20)
    canvas.fill(.rect(x: 2, y: 3, width: 10, height: 8), transform: .identity, color: color)
    let expected = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [255]
    for y in 3..<11 { for x in 2..<12 { #expect(canvas.straight(x, y) == expected) } }
    #expect(canvas.straight(1, 5) == [0, 0, 0, 0])
    #expect(canvas.straight(12, 5) == [0, 0, 0, 0])
    #expect(canvas.straight(5, 11) == [0, 0, 0, 0])
    #expect(canvas.paintedPixelCount == 80)
  }

  /// out = 255·0.5 + 255·(1 − 0.5) = 255 for red and 0 + 255·0.5 = 127.5 → 128 for green and
  /// blue: computed in Float and rounded once (half up). Browsers that round the source alpha
  /// to 8 bits first (128/255) get 127; we keep the exact alpha, hence 128.
  @Test func halfOpaqueRedOverWhite() throws {
    let canvas = try Canvas(widthPixels: 8, heightPixels: 8)
    canvas.clear(to: .white)
    canvas.fill(.rect(x: 0, y: 0, width: 8, height: 8), transform: .identity, color: red.withOpacity(0.5))
    #expect(canvas.straight(4, 4) == [255, 128, 128, 255])
  }

  @Test func halfOpaqueRedOnTransparentKeepsStraightColour() throws {
    let canvas = try Canvas(widthPixels: 2, heightPixels: 2)
    canvas.fill(.rect(x: 0, y: 0, width: 2, height: 2), transform: .identity, color: red.withOpacity(0.5))
    #expect(canvas.premultipliedPixel(x: 0, y: 0) == (128, 0, 0, 128))
    #expect(canvas.straight(0, 0) == [255, 0, 0, 128])
  }

  /// A vertical edge at x = 10.5 covers half of column 10: blue over white gives 127.5 → 128 (±1).
  @Test(arguments: [0.25, 0.5, 0.75])
  func antialiasedEdgeIsProportionalToCoverage(fraction: Double) throws {
    let canvas = try Canvas(widthPixels: 20, heightPixels: 4)
    canvas.clear(to: .white)
    canvas.fill(.rect(x: 2, y: 0, width: 8 + fraction, height: 4), transform: .identity, color: blue)
    let edge = canvas.straight(10, 1)
    let expectedWhiteLeft = 255 * (1 - fraction)
    #expect(abs(Double(edge[0]) - expectedWhiteLeft) <= 1)
    #expect(edge[2] == 255 && edge[3] == 255)
    #expect(canvas.straight(9, 1) == [0, 0, 255, 255])
    #expect(canvas.straight(11, 1) == [255, 255, 255, 255])
  }

  @Test func subPixelTranslationIsNotSnapped() throws {
    let a = try Canvas(widthPixels: 10, heightPixels: 10)
    let b = try Canvas(widthPixels: 10, heightPixels: 10)
    a.fill(.rect(x: 0, y: 0, width: 4, height: 4), transform: .translation(x: 2, y: 2), color: .black)
    b.fill(.rect(x: 0, y: 0, width: 4, height: 4), transform: .translation(x: 2.3, y: 2), color: .black)
    #expect(a.makePixelBuffer() != b.makePixelBuffer())
    #expect(b.premultipliedPixel(x: 2, y: 3).a == 179)  // 0.7 × 255 = 178.5 → 179
    #expect(abs(b.coveredArea - 16) < 0.02)
  }

  @Test func groupOpacityShowsNoDarkerOverlap() throws {
    let base = try Canvas(widthPixels: 30, heightPixels: 10)
    base.clear(to: .white)
    let group = try Canvas(widthPixels: 30, heightPixels: 10)
    group.fill(.rect(x: 0, y: 0, width: 20, height: 10), transform: .identity, color: .black)
    group.fill(.rect(x: 10, y: 0, width: 20, height: 10), transform: .identity, color: .black)
    base.draw(group, opacity: 0.5)
    let left = base.straight(5, 5), overlap = base.straight(15, 5), right = base.straight(25, 5)
    #expect(left == [128, 128, 128, 255])
    #expect(overlap == left)
    #expect(right == left)

    // Drawing the children one by one at 50 % would darken the overlap: the test can tell.
    let naive = try Canvas(widthPixels: 30, heightPixels: 10)
    naive.clear(to: .white)
    naive.fill(.rect(x: 0, y: 0, width: 20, height: 10), transform: .identity, color: RasterColor.black.withOpacity(0.5))
    naive.fill(.rect(x: 10, y: 0, width: 20, height: 10), transform: .identity, color: RasterColor.black.withOpacity(0.5))
    #expect(naive.straight(15, 5) != naive.straight(5, 5))
  }

  @Test func layerOpacityZeroAndOneAreExact() throws {
    let base = try Canvas(widthPixels: 4, heightPixels: 4)
    base.clear(to: .white)
    let layer = try Canvas(widthPixels: 4, heightPixels: 4)
    layer.clear(to: red)
    base.draw(layer, opacity: 0)
    #expect(base.straight(1, 1) == [255, 255, 255, 255])
    base.draw(layer, opacity: 1)
    #expect(base.straight(1, 1) == [255, 0, 0, 255])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e12])
  func hostileCoordinatesNeverTrap(value: Double) throws {
    let canvas = try Canvas(widthPixels: 16, heightPixels: 16)
    canvas.fill(.rect(x: value, y: 0, width: 8, height: 8), transform: .identity, color: .black)
    canvas.fill(.rect(x: -value, y: -value, width: value, height: 4), transform: .identity, color: .black)
    canvas.fill(.ellipse(x: 0, y: 0, width: value, height: value), transform: .identity, color: .black)
    canvas.fill(.rect(x: 0, y: 0, width: 4, height: 4), transform: .scale(x: value, y: 1), color: .black)
    canvas.fill(.rect(x: 0, y: 0, width: 4, height: 4), transform: .identity, color: RasterColor(red: value, green: .nan, blue: 0, alpha: value))
  }

  @Test func hugeRectCoveringEverythingFillsExactly() throws {
    let canvas = try Canvas(widthPixels: 8, heightPixels: 8)
    canvas.fill(.rect(x: -1e8, y: -1e8, width: 2e8, height: 2e8), transform: .identity, color: red)
    for y in 0..<8 { for x in 0..<8 { #expect(canvas.straight(x, y) == [255, 0, 0, 255]) } }
  }
}

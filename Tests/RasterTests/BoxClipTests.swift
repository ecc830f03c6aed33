import Testing
@testable import Raster

/// A rectangular clip with fractional edges (`ClipBox`) cuts geometry instead of multiplying
/// coverage, so an edge on the clip's edge is antialiased once (QA: a rect as large as the
/// group clipping it, at x = 10.5, had 25 % coverage in column 10 instead of 50 %).
@Suite struct BoxClipTests {
  static let blue = RasterColor(red: 0, green: 0, blue: 1)

  func canvas() throws -> Canvas {
    let canvas = try Canvas(widthPixels: 100, heightPixels: 60)
    canvas.clear(to: RasterColor(red: 1, green: 1, blue: 1))
    return canvas
  }

  @Test func anEdgeOnTheClipsEdgeIsAntialiasedOnce() throws {
    let clipped = try canvas()
    clipped.pushClip(.rect(x: 10.5, y: 10.25, width: 64, height: 40), transform: .identity)
    #expect(clipped.geometricClip != nil)
    clipped.fill(.rect(x: 10.5, y: 10.25, width: 64, height: 40), transform: .identity, color: Self.blue)
    clipped.popClip()
    let plain = try canvas()
    plain.fill(.rect(x: 10.5, y: 10.25, width: 64, height: 40), transform: .identity, color: Self.blue)
    #expect(clipped.straight(10, 20) == [128, 128, 255, 255])  // half covered, as unclipped
    #expect(clipped.makePixelBuffer() == plain.makePixelBuffer())
  }

  @Test func aLargerShapeIsCutToTheBoxExactly() throws {
    // A shape larger than the box draws exactly what the box itself would.
    let clipped = try canvas()
    clipped.pushClip(.rect(x: 10.25, y: 5.5, width: 30.5, height: 25), transform: .identity)
    clipped.fill(.rect(x: 0, y: 0, width: 100, height: 60), transform: .identity, color: Self.blue)
    clipped.popClip()
    let box = try canvas()
    box.fill(.rect(x: 10.25, y: 5.5, width: 30.5, height: 25), transform: .identity, color: Self.blue)
    #expect(clipped.makePixelBuffer() == box.makePixelBuffer())
    // An ellipse crossing the box's corner: nothing outside the box, partial cells on its edge.
    let ellipse = try canvas()
    ellipse.pushClip(.rect(x: 10.25, y: 5.5, width: 30.5, height: 25), transform: .identity)
    ellipse.fill(.ellipse(x: 25, y: 20, width: 40, height: 30), transform: .identity, color: Self.blue)
    ellipse.popClip()
    #expect(ellipse.straight(41, 25) == [255, 255, 255, 255])  // right of the box
    #expect(ellipse.straight(30, 31) == [255, 255, 255, 255])  // below it
    #expect(ellipse.straight(39, 25) == [0, 0, 255, 255])      // inside both
    #expect(ellipse.straight(40, 25) == [64, 64, 255, 255])    // a quarter-pixel column of the box, fully in the ellipse
  }

  @Test func anImageAsLargeAsItsClipIsAntialiasedOnce() throws {
    let image = RasterImage(PixelBuffer(width: 4, height: 4, fill: (0, 0, 255, 255)))
    let placement = AffineTransform.scale(x: 16, y: 10).concatenating(.translation(x: 10.5, y: 10.5))
    let clipped = try canvas()
    clipped.pushClip(.rect(x: 0, y: 0, width: 4, height: 4), transform: placement)
    clipped.draw(image, transform: placement, opacity: 1)
    clipped.popClip()
    let plain = try canvas()
    plain.draw(image, transform: placement, opacity: 1)
    #expect(clipped.straight(10, 20) == [128, 128, 255, 255])
    #expect(clipped.makePixelBuffer() == plain.makePixelBuffer())
  }

  @Test func aGroupDrawnUnderTheClipIsCompositedWithoutItAgain() throws {
    let target = try canvas()
    target.pushClip(.rect(x: 10.5, y: 10, width: 64, height: 40), transform: .identity)
    let group = try Canvas(widthPixels: 100, heightPixels: 60)
    #expect(group.takeRectangularClip(of: target))
    group.fill(.rect(x: 10.5, y: 10, width: 64, height: 40), transform: .identity, color: Self.blue)
    target.draw(group, opacity: 0.5, clippedAlready: true)
    target.popClip()
    let plain = try canvas()
    plain.fill(.rect(x: 10.5, y: 10, width: 64, height: 40), transform: .identity, color: RasterColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(target.straight(10, 20) == plain.straight(10, 20))
    #expect(target.straight(10, 20) == [191, 191, 255, 255])  // half covered at half opacity
    // A soft clip is not taken: the composite multiplies it in.
    let rotated = try canvas()
    rotated.pushClip(.rect(x: 10, y: 10, width: 40, height: 30), transform: .rotation(radians: 0.1))
    #expect(!group.takeRectangularClip(of: rotated))
  }

  @Test func nestedBoxesIntersectAndAWholePixelResultIsABounds() throws {
    let canvas = try canvas()
    canvas.pushClip(.rect(x: 10.5, y: 10, width: 40, height: 30), transform: .identity)
    canvas.pushClip(.rect(x: 5, y: 12.25, width: 30, height: 10), transform: .identity)
    #expect(canvas.geometricClip == ClipBox(x0: 10.5, y0: 12.25, x1: 35, y1: 22.25))
    #expect(canvas.clipBounds! == (10, 12, 35, 23))
    canvas.popClip()
    canvas.pushClip(.rect(x: 5, y: 12, width: 30, height: 10), transform: .identity)
    #expect(canvas.geometricClip == ClipBox(x0: 10.5, y0: 12, x1: 35, y1: 22))
    canvas.pushClip(.rect(x: 20, y: 14, width: 5, height: 5), transform: .identity)
    #expect(canvas.geometricClip == nil && canvas.clipMask == nil)  // inside every edge: whole pixels
    #expect(canvas.clipBounds! == (20, 14, 25, 19))
  }

  /// What lies inside the box is drawn from its own points, uncopied: the same bytes as unclipped.
  @Test func aShapeInsideTheBoxIsLeftAsItIs() {
    let flat = FlattenedPath(.ellipse(x: 20, y: 10, width: 10, height: 8), transform: .identity)
    let cut = flat.clipped(to: ClipBox(x0: 10.5, y0: 5.25, x1: 60, y1: 40))
    #expect(cut.contours.map(\.xs) == flat.contours.map(\.xs))
    #expect(cut.contours.map(\.ys) == flat.contours.map(\.ys))
  }
}

import Testing
@testable import Raster

@Suite("Clipping to whole-pixel rectangles")
struct RectClipTests {
  /// Draws a mix of fills (opaque, translucent, gradient), a stroke, a composite and an image
  /// edge through the current clip.
  static func drawContent(on canvas: Canvas) throws {
    canvas.fill(.rect(x: 0, y: 0, width: 64, height: 48), transform: .identity, color: RasterColor(red: 0.95, green: 0.95, blue: 0.97))
    canvas.fill(.ellipse(x: 5.3, y: 4.1, width: 40, height: 30), transform: .identity, color: RasterColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
    canvas.fill(.rect(x: 20.5, y: 10.25, width: 40, height: 25), transform: .identity, color: RasterColor(red: 1, green: 1, blue: 1))
    canvas.stroke(.ellipse(x: 10, y: 8, width: 30, height: 30), style: StrokeStyle(width: 2.5), transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0))
    let layer = try Canvas(widthPixels: 64, heightPixels: 48)
    layer.fill(.ellipse(x: 30, y: 20, width: 30, height: 24), transform: .identity, color: RasterColor(red: 1, green: 0.3, blue: 0.1))
    canvas.draw(layer, opacity: 0.6)
  }

  @Test func aPixelAlignedRectangleIsABoundsNotAMask() throws {
    let canvas = try Canvas(widthPixels: 64, heightPixels: 48)
    canvas.pushClip(.rect(x: 10, y: 6, width: 30, height: 20), transform: .identity)
    #expect(canvas.clipMask == nil)
    #expect(canvas.clipBounds! == (10, 6, 40, 26))
    canvas.pushClip(.rect(x: 12.5, y: 8, width: 10, height: 10), transform: .identity)  // half pixels: a mask
    #expect(canvas.clipMask != nil)
    canvas.popClip()
    canvas.popClip()
    canvas.pushClip(.rect(x: 70, y: 6, width: 30, height: 20), transform: .identity)  // off the canvas
    #expect(canvas.clipBounds == nil)
  }

  @Test func drawingThroughARectangleBoundsEqualsDrawingThroughItsMask() throws {
    // Fast path: the rectangle alone. Mask path: the same rectangle inside an outer elliptical
    // clip (a real mask, exactly 1 over the rectangle) around it, which makes it a multiplied
    // mask (the general case).
    let fast = try Canvas(widthPixels: 64, heightPixels: 48)
    fast.pushClip(.rect(x: 9, y: 5, width: 37, height: 31), transform: .identity)
    try Self.drawContent(on: fast)
    fast.popClip()

    let masked = try Canvas(widthPixels: 64, heightPixels: 48)
    masked.pushClip(.ellipse(x: -20, y: -20, width: 104, height: 88), transform: .identity)
    #expect(masked.clipMask != nil)
    masked.pushClip(.rect(x: 9, y: 5, width: 37, height: 31), transform: .identity)
    #expect(masked.clipMask != nil)
    try Self.drawContent(on: masked)
    masked.popClip()
    masked.popClip()

    let same = fast.makePixelBuffer() == masked.makePixelBuffer()
    #expect(same)
    #expect(fast.straight(8, 20) == [0, 0, 0, 0], "outside the rectangle nothing is drawn")
    #expect(fast.straight(9, 20) != [0, 0, 0, 0])
  }

  @Test func wholePixelRectanglesAreRecognizedFromTheirDevicePoints() {
    func rect(_ path: Path, _ transform: AffineTransform = .identity) -> [Int]? {
      FlattenedPath(path, transform: transform).wholePixelRect.map { [$0.x0, $0.y0, $0.x1, $0.y1] }
    }
    #expect(rect(.rect(x: 3, y: 4, width: 10, height: 6)) == [3, 4, 13, 10])
    #expect(rect(.rect(x: 2.5, y: 1, width: 3, height: 2), .scale(x: 2, y: 2)) == [5, 2, 11, 6])  // whole after scaling
    var backwards = Path()  // counter-clockwise, starting at another corner
    backwards.move(to: 13, 10); backwards.line(to: 13, 4); backwards.line(to: 3, 4); backwards.line(to: 3, 10); backwards.close()
    #expect(rect(backwards) == [3, 4, 13, 10])
    #expect(rect(.rect(x: 3.5, y: 4, width: 10, height: 6)) == nil)  // half a pixel
    #expect(rect(.rect(x: 3, y: 4, width: 0, height: 6)) == nil)  // empty
    #expect(rect(.roundedRect(x: 3, y: 4, width: 10, height: 6, cornerRadius: 2)) == nil)
    #expect(rect(.rect(x: 3, y: 4, width: 10, height: 6), .rotation(radians: 0.5)) == nil)
    var twoRects = Path.rect(x: 0, y: 0, width: 4, height: 4)
    twoRects.append(.rect(x: 10, y: 10, width: 4, height: 4))
    #expect(rect(twoRects) == nil)
  }
}


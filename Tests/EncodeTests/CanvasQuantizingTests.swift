import Raster
import Testing
@testable import Encode

@Suite("Quantizing straight from a canvas gives the indices of its straight-alpha copy")
struct CanvasQuantizingTests {
  /// Overlapping translucent and opaque ellipses on a transparent canvas: every alpha from 0 to
  /// 255 occurs on their antialiased edges, and premultiplied values that straighten to 255.
  static func canvas() throws -> Canvas {
    let canvas = try Canvas(widthPixels: 97, heightPixels: 61)
    canvas.clear(to: .clear)
    canvas.fill(.ellipse(x: 3.3, y: 4.1, width: 60, height: 50), transform: .identity, color: RasterColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
    canvas.fill(.ellipse(x: 30.6, y: 10.2, width: 55, height: 45), transform: .identity, color: RasterColor(red: 1, green: 0.3, blue: 0.1, alpha: 0.45))
    canvas.fill(.ellipse(x: 50.5, y: 20.5, width: 30, height: 30), transform: .identity, color: RasterColor(red: 1, green: 1, blue: 1))
    canvas.fill(.rect(x: 10.25, y: 40.5, width: 80, height: 12), transform: .identity, color: RasterColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 0.93))
    return canvas
  }

  @Test(arguments: [256, 16, 2])
  func sameIndicesAsTheStraightCopy(colors: Int) throws {
    let canvas = try Self.canvas()
    let straight = canvas.makePixelBuffer()
    var statistics = GIFColorStatistics()
    statistics.add(straight)
    statistics.add(straight)  // two frames: a transparent entry is reserved
    var quantizer = try statistics.makeQuantizer(options: GIFOptions(maxColors: colors))
    let alphas = Set(stride(from: 3, to: straight.bytes.count, by: 4).map { straight.bytes[$0] })
    #expect(alphas.count > 100, "the canvas should hold many translucent levels")
    // Bools, so a failure prints a line rather than thousands of indices.
    let fromStraight = quantizer.quantize(straight)
    let same = quantizer.quantize(canvas) == fromStraight
    #expect(same)
    // A fresh quantizer (cold cache) agrees too.
    var fresh = try statistics.makeQuantizer(options: GIFOptions(maxColors: colors))
    let freshSame = fresh.quantize(canvas) == fromStraight
    #expect(freshSame)
  }

  @Test func ditheredQuantizingFromACanvasMatchesToo() throws {
    let canvas = try Self.canvas()
    var statistics = GIFColorStatistics()
    statistics.add(canvas.makePixelBuffer())
    var quantizer = try statistics.makeQuantizer(options: GIFOptions(maxColors: 8, dither: .ordered(strength: 1)))
    let same = quantizer.quantize(canvas) == quantizer.quantize(canvas.makePixelBuffer())
    #expect(same)
  }

  @Test(arguments: [(256, GIFDither.none), (16, .none), (256, .ordered(strength: 1)), (8, .ordered(strength: 1))])
  func quantizingOnlyTheChangedRectanglesGivesTheIndicesOfTheWholeCanvas(colors: Int, dither: GIFDither) throws {
    let before = try Self.canvas()
    let after = try Self.canvas()
    // Change two regions, one touching the right edge, one a single pixel wide.
    after.fill(.ellipse(x: 70.2, y: 5.5, width: 40, height: 20), transform: .identity, color: RasterColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6))
    after.fill(.rect(x: 20, y: 2, width: 1, height: 30), transform: .identity, color: RasterColor(red: 0, green: 0, blue: 0))
    var statistics = GIFColorStatistics()
    statistics.add(before.makePixelBuffer())
    statistics.add(after.makePixelBuffer())
    var quantizer = try statistics.makeQuantizer(options: GIFOptions(maxColors: colors, dither: dither))
    let previous = quantizer.quantize(before)
    let whole = quantizer.quantize(after)
    let changed = [PixelRect(x: 69, y: 4, width: 28, height: 23), PixelRect(x: 20, y: 2, width: 1, height: 30)]
    let inPart = quantizer.quantize(after, changedRects: changed, since: previous)
    let same = inPart == whole
    #expect(same)
    #expect(previous != whole, "the change should show in the indices")
    // Nothing changed: the previous indices as they are.
    let unchanged = quantizer.quantize(after, changedRects: [], since: whole) == whole
    #expect(unchanged)
    // Missing a changed rectangle shows: the test can fail.
    let incomplete = quantizer.quantize(after, changedRects: [changed[0]], since: previous) == whole
    #expect(!incomplete)
  }

  @Test(arguments: [GIFDither.none, .ordered(strength: 1)])
  func aPackedFrameQuantizesLikeItsPixels(dither: GIFDither) throws {
    let canvas = try Self.canvas()
    let straight = canvas.makePixelBuffer()
    var statistics = GIFColorStatistics()
    statistics.add(straight)
    statistics.add(straight)
    var quantizer = try statistics.makeQuantizer(options: GIFOptions(maxColors: 16, dither: dither))
    let fromStraight = quantizer.quantize(straight)
    #expect(Set(fromStraight.indices).count > 8)
    let packedFromCanvas = quantizer.quantize(PackedPixelBuffer(straightPixelsOf: canvas)) == fromStraight
    #expect(packedFromCanvas)
    var fresh = try statistics.makeQuantizer(options: GIFOptions(maxColors: 16, dither: dither))
    let packedCold = fresh.quantize(PackedPixelBuffer(straight)) == fromStraight
    #expect(packedCold)
  }
}

import Raster
import Testing
@testable import Encode

@Suite("Change bounds: rows of columns where frames can differ")
struct ChangeRegionTests {
  @Test func rectanglesBecomeOneSpanPerRowClippedToTheCanvas() {
    let region = ChangeRegion(rects: [PixelRect(x: 2, y: 1, width: 3, height: 2), PixelRect(x: 8, y: 2, width: 5, height: 2),
                                      PixelRect(x: -4, y: 5, width: 6, height: 9)], width: 10, height: 7)
    #expect(region.span(0) == 0..<0)
    #expect(region.span(1) == 2..<5)
    #expect(region.span(2) == 2..<10, "a row crossed by two rectangles spans both")
    #expect(region.span(3) == 8..<10)
    #expect(region.span(4) == 0..<0)
    #expect(region.span(5) == 0..<2 && region.span(6) == 0..<2)
    #expect(!region.isEmpty)
    #expect(ChangeRegion(rects: [PixelRect(x: 20, y: 0, width: 3, height: 3)], width: 10, height: 7).isEmpty)
    #expect(ChangeRegion.full(width: 10, height: 7).span(6) == 0..<10)
  }

  @Test func unionsKeepEverySpan() {
    let a = ChangeRegion(rects: [PixelRect(x: 1, y: 0, width: 2, height: 2)], width: 8, height: 4)
    let b = ChangeRegion(rects: [PixelRect(x: 5, y: 1, width: 2, height: 2)], width: 8, height: 4)
    let both = a.union(b)
    #expect([both.span(0), both.span(1), both.span(2), both.span(3)] == [1..<3, 1..<7, 5..<7, 0..<0])
    #expect(both.union(PixelRect(x: 0, y: 3, width: 1, height: 1)).span(3) == 0..<1)
    #expect(ChangeRegion.empty(width: 8, height: 4).union(a) == a)
  }

  @Test func aDifferenceOutsideTheRegionIsCaught() {
    let region = ChangeRegion(rects: [PixelRect(x: 2, y: 1, width: 3, height: 2)], width: 6, height: 4)
    let a = [UInt8](repeating: 0, count: 24)
    var inside = a, left = a, right = a, otherRow = a
    inside[1 * 6 + 4] = 1
    left[2 * 6 + 1] = 1
    right[1 * 6 + 5] = 1
    otherRow[3 * 6 + 3] = 1
    #expect(region.holdsEveryDifference(between: a, and: inside))
    #expect(!region.holdsEveryDifference(between: a, and: left))
    #expect(!region.holdsEveryDifference(between: a, and: right))
    #expect(!region.holdsEveryDifference(between: a, and: otherRow))
  }
}

@Suite("Change bounds given to the GIF writer change its speed, not its bytes")
struct GIFChangeBoundsTests {
  /// Loose but correct bounds for `frame` against `previous`: each half of the canvas's
  /// differing pixels boxed on its own, one of them padded, plus a rectangle where nothing moved.
  static func bounds(_ previous: [UInt8], _ frame: [UInt8], width: Int, height: Int) -> [PixelRect] {
    var rects: [PixelRect] = []
    for half in [0..<(height / 2), (height / 2)..<height] {
      var minX = width, maxX = -1, minY = height, maxY = -1
      for y in half {
        for x in 0..<width where previous[y * width + x] != frame[y * width + x] {
          minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
      }
      if maxX >= 0 { rects.append(PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)) }
    }
    if let first = rects.first { rects[0] = PixelRect(x: first.x - 1, y: first.y, width: first.width + 2, height: first.height + 1) }
    rects.append(PixelRect(x: 0, y: 0, width: 1, height: 1))
    return rects
  }

  static func encode(_ frames: [(image: PixelBuffer, delayCentiseconds: Int)], options: GIFOptions, withBounds: Bool) throws -> [UInt8] {
    let width = frames[0].image.width, height = frames[0].image.height
    var statistics = GIFColorStatistics()
    for frame in frames { statistics.add(frame.image) }
    var writer = try GIFStreamWriter(width: width, height: height, options: options, statistics: statistics, sink: GIFByteArraySink())
    var previous: GIFIndexedFrame?
    var quantizer = writer.quantizer
    for frame in frames {
      let indexed = quantizer.quantize(frame.image)
      let bounds = previous.map { Self.bounds($0.indices, indexed.indices, width: width, height: height) }
      try writer.append(indexed, delayCentiseconds: frame.delayCentiseconds, changedSincePrevious: withBounds ? bounds : nil)
      previous = indexed
    }
    try writer.finish()
    return writer.sink.bytes
  }

  @Test(arguments: 0..<40)
  func theSameBytesWithAndWithoutBounds(seed: Int) throws {
    let frames = GIFMotionQualityPropertyTests.sequence(seed: UInt64(seed))
    for options in [GIFOptions(), GIFOptions(motionQuality: .standard, frameSkipping: .standard)] {
      let with = try Self.encode(frames, options: options, withBounds: true)
      let without = try Self.encode(frames, options: options, withBounds: false)
      #expect(with == without, "seed \(seed)")
    }
  }

  /// A slow ease-out over a wide canvas: frames merge, skip, approximate and come to rest, all
  /// decided inside the bounds.
  @Test func theSameBytesForAnEaseOutThatSkipsAndApproximates() throws {
    let frames = GIFFrameSkippingTests.easeOut()
    let options = GIFOptions(motionQuality: .standard, frameSkipping: .standard)
    let with = try Self.encode(frames, options: options, withBounds: true)
    #expect(with == (try Self.encode(frames, options: options, withBounds: false)))
    let decoded = try GIFDecoder.decode(with)
    #expect(decoded.frames.count < frames.count, "some frames should be skipped")
  }
}

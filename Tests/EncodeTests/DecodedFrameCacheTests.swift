import Foundation
import Testing
import Raster
@testable import Encode

@Suite("Input frames kept across encodes of the same files (encode --max-bytes trials)")
struct DecodedFrameCacheTests {
  /// Encodes `paths` (30 fps in, so every frame is shown and none is read only to be checked).
  static func encode(_ paths: [String], scale: Double, cache: DecodedFrameCache?) throws -> [UInt8] {
    try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: 30, options: GIFOptions(), threads: 2, sink: GIFByteArraySink(),
                              scaleFactor: scale, decodedFrames: cache).sink.bytes
  }

  @Test func keptFramesGiveTheBytesOfFramesDecodedAgain() throws {
    let (directory, paths, _) = try PNGFramesToGIFTests.writeFrames(count: 12, width: 40, height: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = DecodedFrameCache(budgetBytes: 32 << 20)
    for scale in [1, 0.5, 0.75, 0.5, 1] {
      #expect(try Self.encode(paths, scale: scale, cache: cache) == (try Self.encode(paths, scale: scale, cache: nil)), "\(scale)")
    }
    #expect(cache.byteCount > 0)
  }

  @Test func keptFramesAreNotDecodedAgain() throws {
    let (directory, paths, _) = try PNGFramesToGIFTests.writeFrames(count: 12, width: 40, height: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = DecodedFrameCache(budgetBytes: 32 << 20)
    let full = try Self.encode(paths, scale: 1, cache: cache)
    let half = try Self.encode(paths, scale: 0.5, cache: cache)
    let threeQuarters = try Self.encode(paths, scale: 0.75, cache: nil)
    // Other pictures in the same files: encodes with the cache still show the first ones, at a
    // size seen before and, shrunk from the kept full-size frames, at a new one.
    for path in paths {
      try Data(try PixelBuffer(width: 40, height: 30, fill: (200, 10, 10, 255)).pngData()).write(to: URL(fileURLWithPath: path))
    }
    #expect(try Self.encode(paths, scale: 1, cache: cache) == full)
    #expect(try Self.encode(paths, scale: 0.5, cache: cache) == half)
    #expect(try Self.encode(paths, scale: 0.75, cache: cache) == threeQuarters)
    #expect(try Self.encode(paths, scale: 1, cache: nil) != full)
    #expect(try Self.encode(paths, scale: 1, cache: DecodedFrameCache(budgetBytes: 0)) != full)
  }

  @Test func keepsNoMoreThanItsBudget() throws {
    let (directory, paths, _) = try PNGFramesToGIFTests.writeFrames(count: 12, width: 40, height: 30)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let oneFrame = PackedPixelBuffer(try PixelBuffer(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: paths[0]))))).byteCount
    let cache = DecodedFrameCache(budgetBytes: oneFrame * 3)
    let bytes = try Self.encode(paths, scale: 1, cache: cache)
    #expect(cache.byteCount > 0 && cache.byteCount <= oneFrame * 3)
    #expect(bytes == (try Self.encode(paths, scale: 1, cache: nil)))
  }
}

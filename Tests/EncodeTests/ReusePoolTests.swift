import Foundation
import Raster
import Testing
@testable import Encode

@Suite("Quantizer pool: warm caches shared across frames and threads, same indices as a fresh copy")
struct ReusePoolTests {
  @Test func anyCopyOnAnyThreadGivesTheIndicesOfAFreshQuantizer() throws {
    // Many colours a frame, so caches fill, grow and are reused between frames.
    let frames = (0..<24).map { TestImages.noise(width: 64, height: 48, colorCount: 3000, seed: UInt64($0 % 6)) }
    var statistics = GIFColorStatistics()
    for frame in frames.prefix(3) { statistics.add(frame) }
    let quantizer = try statistics.makeQuantizer(options: GIFOptions())
    let expected = frames.map { frame in
      var fresh = quantizer
      return fresh.quantize(frame)
    }
    let pool = ReusePool(quantizer: quantizer)
    let results = ResultSlots(count: frames.count)
    DispatchQueue.concurrentPerform(iterations: frames.count) { index in
      results.set(index, pool.quantize(frames[index]))
    }
    #expect(results.values == expected.map { Optional($0) })
  }
}

/// Thread-safe slots for results produced out of order.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [GIFIndexedFrame?]
  init(count: Int) { storage = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: GIFIndexedFrame) { lock.withLock { storage[index] = value } }
  var values: [GIFIndexedFrame?] { lock.withLock { storage } }
}

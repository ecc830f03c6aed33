import Foundation
import Testing
import Raster
@testable import Encode

@Suite("Streaming GIF writer: two passes, bounded memory, same bytes whatever the threads")
struct GIFStreamWriterTests {
  static let frames = (0..<20).map { step in
    (image: TestImages.card(width: 96, height: 64, boxX: step * 4, boxY: 20, box: (UInt8(step * 12), 100, 200)), delayCentiseconds: 2 + step % 2)
  }

  static func streamed(threads: Int, window: Int = 4, encodeThreads: Int = 1, options: GIFOptions = GIFOptions(),
                       frames: [(image: PixelBuffer, delayCentiseconds: Int)] = Self.frames) throws -> [UInt8] {
    var statistics = GIFColorStatistics()
    for frame in frames { statistics.add(frame.image) }
    var writer = try GIFStreamWriter(width: 96, height: 64, options: options, statistics: statistics, sink: GIFByteArraySink(),
                                     encodeThreads: encodeThreads)
    let quantizer = writer.quantizer
    try OrderedParallelPipeline.run(count: frames.count, threads: threads, window: window) { index in
      var local = quantizer
      return local.quantize(frames[index].image)
    } consume: { index, indexed in
      try writer.append(indexed, delayCentiseconds: frames[index].delayCentiseconds)
    }
    try writer.finish()
    return writer.sink.bytes
  }

  @Test func streamingGivesTheSameBytesAsTheInMemoryEncoder() throws {
    let inMemory = try GIFEncoder(width: 96, height: 64, options: GIFOptions()).encode(frames: Self.frames)
    #expect(try Self.streamed(threads: 1) == inMemory)
  }

  @Test(arguments: [2, 3, 4, 8])
  func outputIsByteIdenticalWhateverTheThreadCount(threads: Int) throws {
    #expect(try Self.streamed(threads: threads, window: threads) == Self.streamed(threads: 1))
  }

  /// Frames are LZW-encoded on several threads and appended in order: same bytes, with and
  /// without motion approximation (whose decisions depend on every earlier frame), and with a
  /// colour tolerance (whose encodings are tried on several threads at once).
  @Test(arguments: [2, 3, 8])
  func parallelBlockEncodingGivesTheSameBytes(encodeThreads: Int) throws {
    for options in [GIFOptions(), GIFOptions(motionQuality: .standard),
                    GIFOptions(colorTolerance: 12, motionQuality: .standard, frameSkipping: .standard)] {
      let serial = try Self.streamed(threads: 1, options: options, frames: GIFMotionQualityTests.frames())
      #expect(try Self.streamed(threads: 2, encodeThreads: encodeThreads, options: options, frames: GIFMotionQualityTests.frames()) == serial)
    }
    #expect(try Self.streamed(threads: 1, encodeThreads: encodeThreads) == Self.streamed(threads: 1))
  }

  @Test func statisticsMergedFromSeveralThreadsGiveTheSamePalette() throws {
    var whole = GIFColorStatistics()
    var first = GIFColorStatistics(), second = GIFColorStatistics()
    for (index, frame) in Self.frames.enumerated() {
      whole.add(frame.image)
      if index % 2 == 0 { first.add(frame.image) } else { second.add(frame.image) }
    }
    second.merge(first)
    #expect(second.frameCount == whole.frameCount)
    #expect(try second.makeQuantizer(options: GIFOptions()).colors == whole.makeQuantizer(options: GIFOptions()).colors)
  }

  @Test func fileHandleSinkWritesTheSameBytes() throws {
    let path = NSTemporaryDirectory() + "flipbook-stream-\(UUID().uuidString).gif"
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    var statistics = GIFColorStatistics()
    for frame in Self.frames { statistics.add(frame.image) }
    var writer = try GIFStreamWriter(width: 96, height: 64, options: GIFOptions(), statistics: statistics, sink: GIFFileHandleSink(handle: handle))
    for frame in Self.frames { try writer.append(frame.image, delayCentiseconds: frame.delayCentiseconds) }
    try writer.finish()
    try handle.close()
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try Self.streamed(threads: 1)))
  }

  /// A full disk is said in words: Foundation's own text was "Error Domain=NSCocoaErrorDomain
  /// Code=640 …" (/dev/full fails every write with ENOSPC).
  @Test func aFullDiskIsSaidInWords() throws {
    let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? handle.close() }
    var sink = GIFFileHandleSink(handle: handle)
    #expect(throws: EncodeError.writeFailed("no space left on device")) { try sink.write([UInt8](repeating: 0, count: 1 << 16)) }
  }

  @Test func misuseThrows() throws {
    var statistics = GIFColorStatistics()
    statistics.add(Self.frames[0].image)
    var writer = try GIFStreamWriter(width: 96, height: 64, options: GIFOptions(), statistics: statistics, sink: GIFByteArraySink())
    #expect(throws: EncodeError.noFrames) { try writer.finish() }
    #expect(throws: EncodeError.delayTooShort(frameIndex: 0, delayCentiseconds: 0)) { try writer.append(Self.frames[0].image, delayCentiseconds: 0) }
    try writer.append(Self.frames[0].image, delayCentiseconds: 5)
    try writer.finish()
    #expect(throws: EncodeError.invalidState("frame appended after finish()")) { try writer.append(Self.frames[0].image, delayCentiseconds: 5) }
  }

  @Test func framesMissingFromTheStatisticsStillEncodeCorrectly() throws {
    // Pass 1 may look at a sample only; colours it missed map to their nearest entry.
    var statistics = GIFColorStatistics()
    for frame in Self.frames.prefix(2) { statistics.add(frame.image) }
    var writer = try GIFStreamWriter(width: 96, height: 64, options: GIFOptions(), statistics: statistics, sink: GIFByteArraySink())
    for frame in Self.frames { try writer.append(frame.image, delayCentiseconds: frame.delayCentiseconds) }
    try writer.finish()
    let decoded = try GIFDecoder.decode(writer.sink.bytes)
    // Late box colours fall back to the background entry, so the last frames merge; time is kept.
    #expect(decoded.frames.count <= Self.frames.count)
    #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == Self.frames.map(\.delayCentiseconds).reduce(0, +))
    #expect(TestImages.same([decoded.frames[1].image], [Self.frames[1].image]))
  }
}

@Suite("Ordered parallel pipeline")
struct OrderedParallelPipelineTests {
  /// Counts values alive between produce and consume, to check the window bound.
  final class Gauge: @unchecked Sendable {
    let lock = NSLock()
    var alive = 0
    var peak = 0
    func change(_ delta: Int) {
      lock.lock()
      alive += delta
      peak = max(peak, alive)
      lock.unlock()
    }
  }

  @Test(arguments: [1, 2, 4])
  func consumesInOrderWithBoundedValuesAlive(threads: Int) throws {
    let gauge = Gauge()
    var seen: [Int] = []
    try OrderedParallelPipeline.run(count: 500, threads: threads, window: 3) { index in
      gauge.change(1)
      // Uneven work so workers finish out of order.
      var x = 0
      for i in 0..<((index * 7919) % 5000) { x &+= i }
      return index + (x & 0)
    } consume: { index, value in
      #expect(index == value)
      seen.append(value)
      gauge.change(-1)
    }
    #expect(seen == Array(0..<500))
    // window waiting + the one being consumed.
    #expect(gauge.peak <= 4)
  }

  /// The calling thread is one of the `threads` that produce: with two threads there is one
  /// worker, and index 0 (on whichever thread claims it) finishes only once index 1 is done on
  /// another. Without the caller's help, the lone worker would wait on itself until the
  /// timeout.
  @Test func theCallingThreadProducesWhileItWaits() throws {
    let secondDone = DispatchSemaphore(value: 0)
    let producers = ThreadSet()
    var seen: [Int] = []
    try OrderedParallelPipeline.run(count: 50, threads: 2, window: 4) { index in
      producers.insert(pthread_self())
      if index == 0 { #expect(secondDone.wait(timeout: .now() + 10) == .success) }
      if index == 1 { secondDone.signal() }
      return index
    } consume: { _, value in seen.append(value) }
    #expect(seen == Array(0..<50))
    #expect(producers.count == 2)
    #expect(producers.contains(pthread_self()))
  }

  /// Threads that ran `produce`.
  final class ThreadSet: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [pthread_t] = []
    func insert(_ thread: pthread_t) {
      lock.lock()
      if !threads.contains(where: { pthread_equal($0, thread) != 0 }) { threads.append(thread) }
      lock.unlock()
    }
    var count: Int { lock.lock(); defer { lock.unlock() }; return threads.count }
    func contains(_ thread: pthread_t) -> Bool { lock.lock(); defer { lock.unlock() }; return threads.contains { pthread_equal($0, thread) != 0 } }
  }

  struct Boom: Error, Equatable { let index: Int }

  @Test(arguments: [1, 2, 4])
  func reportsTheFirstFailureInOrder(threads: Int) {
    var consumed = 0
    #expect(throws: Boom(index: 40)) {
      try OrderedParallelPipeline.run(count: 200, threads: threads, window: 8) { index in
        if index == 40 || index == 41 || index == 150 { throw Boom(index: index) }
        return index
      } consume: { _, _ in consumed += 1 }
    }
    #expect(consumed == 40)
  }
}

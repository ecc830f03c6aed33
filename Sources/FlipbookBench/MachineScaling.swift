import Dispatch

/// How much two cores of this machine gain over one, on work that involves no Flipbook code:
/// the ceiling the "2 threads vs 1" ratios of `scripts/bench-speed` are measured against.
///
/// Each probe times one thread doing a piece of work, then two threads doing that piece each
/// at once; the gain is twice the first time over the second (2.0 when the cores do not slow
/// each other down). Arithmetic in registers gains ~2× on a virtual machine as on real
/// hardware, but copying buffers larger than a core's own cache can gain much less: the cores
/// share the memory bandwidth (and, on a virtual machine, whatever the host grants). Rendering
/// and encoding frames is largely that kind of work, so it bounds what threads can give.
enum MachineScaling {
  /// One probe's result.
  struct Gain {
    /// What the probe does, for the printed table.
    let work: String
    /// Median seconds for one thread, and for two threads doing the same work each.
    let oneThreadSeconds: Double
    let twoThreadsSeconds: Double
    /// `2 × oneThreadSeconds / twoThreadsSeconds`.
    var gain: Double { 2 * oneThreadSeconds / twoThreadsSeconds }
  }

  /// Runs every probe (a few seconds in all) and returns their gains.
  static func measure(repeats: Int = 9) -> [Gain] {
    var gains = [measure(work: "arithmetic in registers", repeats: repeats) { _ in spinArithmetic(iterations: 500_000_000) }]
    // A 640×400 RGBA frame is 1 MB, a 1920×1080 one 8 MB.
    for megabytes in [1, 4, 16] {
      let bytes = megabytes << 20
      // Each thread its own pair of buffers, allocated and paged in before any timing.
      let buffers = (0..<2).map { _ in CopyBuffers(bytes: bytes) }
      let passes = max(1, (1 << 30) / bytes)  // 1 GB per thread: long enough to time
      gains.append(measure(work: "copying a \(megabytes) MB buffer", repeats: repeats) { thread in
        buffers[thread].copy(passes: passes)
      })
      buffers.forEach { $0.deallocate() }
    }
    return gains
  }

  /// `body` gets the index of the thread running it (0 or 1).
  private static func measure(work: String, repeats: Int, _ body: @escaping @Sendable (Int) -> Void) -> Gain {
    DispatchQueue.concurrentPerform(iterations: 2) { body($0) }  // warm up: the code, the caches
    var one: [Double] = []
    var two: [Double] = []
    // Interleaved, so a drift in the machine's speed affects both alike.
    for _ in 0..<repeats {
      one.append(seconds { body(0) })
      two.append(seconds { DispatchQueue.concurrentPerform(iterations: 2) { body($0) } })
    }
    return Gain(work: work, oneThreadSeconds: median(one), twoThreadsSeconds: median(two))
  }

  private static func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// A linear congruential generator stepped `iterations` times: no memory traffic at all.
  private static func spinArithmetic(iterations: Int) {
    var state: UInt64 = 1
    for _ in 0..<iterations { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    // Keeps the loop from being optimised away without writing anywhere.
    if state == 42 { print("") }
  }

  /// A source and a target of the same size, the source filled, both paged in.
  private struct CopyBuffers: @unchecked Sendable {
    let bytes: Int
    let source: UnsafeMutableRawPointer
    let target: UnsafeMutableRawPointer

    init(bytes: Int) {
      self.bytes = bytes
      source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      source.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
      target.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    }

    /// Copies the source into the target `passes` times: memory traffic and little else.
    func copy(passes: Int) {
      for _ in 0..<passes { target.copyMemory(from: source, byteCount: bytes) }
      if target.load(fromByteOffset: bytes - 1, as: UInt8.self) == 42 { print("") }
    }

    func deallocate() {
      source.deallocate()
      target.deallocate()
    }
  }
}

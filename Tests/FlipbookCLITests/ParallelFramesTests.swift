import Testing
@testable import FlipbookCLI

@Suite("Frames in parallel: results in index order, at most one thread per core")
struct ParallelFramesTests {
  @Test func resultsComeBackInIndexOrderWhateverTheThreads() throws {
    for threads in [1, 2, 7] {
      #expect(try ParallelFrames.map(count: 50, threads: threads) { $0 * $0 } == (0..<50).map { $0 * $0 })
    }
  }

  /// More threads than cores render no faster, and each holds frames of its own (QA: 4.8 GB
  /// for a 4096×4096 scene at `--threads 64` against 453 MB at 2).
  @Test func aThreadCountAboveTheCoresIsHeldToTheCores() {
    #expect(ParallelFrames.workers(requested: 100_000) == ParallelFrames.defaultThreads)
    #expect(ParallelFrames.workers(requested: ParallelFrames.defaultThreads + 1) == ParallelFrames.defaultThreads)
    #expect(ParallelFrames.workers(requested: 1) == 1)
  }
}

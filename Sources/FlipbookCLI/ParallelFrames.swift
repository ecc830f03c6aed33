import Dispatch
import Foundation

/// Runs a per-frame job on several threads and returns results in index order, so the output
/// is the same whatever the thread count.
enum ParallelFrames {
  static func map<T: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
    guard count > 0 else { return [] }
    let state = SharedState<T>(count: count)
    let workers = max(1, min(threads, count))
    // Workers pull the next index from a shared counter: frames differ in cost, so static
    // chunks would leave cores idle.
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = state.claimNext() {
        do {
          state.store(try body(index), at: index)
        } catch {
          state.fail(error)
          return
        }
      }
    }
    return try state.finish()
  }

  /// The number of cores, the default thread count. Read once: the count reads cgroup files
  /// each time, and argument parsing evaluates this default for every command it builds (five
  /// times for one `render`).
  static let defaultThreads = ProcessInfo.processInfo.activeProcessorCount

  /// The threads to use for `--threads requested`: at most the cores. More threads than cores
  /// render no faster but each holds frames of its own (QA: a 4096×4096 scene took 453 MB on 2
  /// threads, 4.8 GB on 64, and `--threads 120` on an 8192² one would need ~32 GB).
  static func workers(requested: Int) -> Int { max(1, min(requested, defaultThreads)) }

  /// Results and the work counter, guarded by one lock.
  private final class SharedState<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [T?]
    private var next = 0
    private var firstError: Swift.Error?

    init(count: Int) { results = [T?](repeating: nil, count: count) }

    func claimNext() -> Int? {
      lock.lock(); defer { lock.unlock() }
      guard firstError == nil, next < results.count else { return nil }
      next += 1
      return next - 1
    }

    func store(_ value: T, at index: Int) {
      lock.lock(); results[index] = value; lock.unlock()
    }

    func fail(_ error: Swift.Error) {
      lock.lock(); if firstError == nil { firstError = error }; lock.unlock()
    }

    func finish() throws -> [T] {
      if let firstError { throw firstError }
      return results.map { $0! }
    }
  }
}

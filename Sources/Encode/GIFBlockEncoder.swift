import Foundation

/// Encodes `GIFFrameBlockJob`s on up to `threads` threads and appends their bytes strictly in
/// submission order, with at most `window` jobs in flight (so memory stays bounded).
///
/// Jobs are pure, so the bytes do not depend on the thread count or on scheduling. With one
/// thread, jobs are encoded inline on the caller's thread.
final class GIFBlockEncoder: @unchecked Sendable {
  let threads: Int
  let window: Int
  /// Guards `results`; signalled when a job finishes.
  private let condition = NSCondition()
  private var results: [Int: [UInt8]] = [:]
  private var submitted = 0
  private var appended = 0
  /// Most jobs ever in flight at once (submitted, not yet appended); never above `window`.
  private(set) var peakInFlight = 0

  init(threads: Int) {
    self.threads = max(1, threads)
    window = 2 * self.threads
  }

  /// Starts `job` (or encodes it now with one thread) and appends every result that is ready, in order.
  func submit(_ job: GIFFrameBlockJob, into output: inout [UInt8]) {
    guard threads > 1 else {
      output.append(contentsOf: job.encode())
      return
    }
    while submitted - appended >= window { appendNext(into: &output) }
    let index = submitted
    submitted += 1
    peakInFlight = max(peakInFlight, submitted - appended)
    let finish: @Sendable ([UInt8]) -> Void = { [self] bytes in
      condition.lock()
      results[index] = bytes
      condition.broadcast()
      condition.unlock()
    }
    if job.rect.width * job.rect.height < Self.inlinePixelLimit {
      // A small rectangle takes less time to encode than to hand to another thread.
      finish(job.encode())
    } else {
      DispatchQueue.global().async { finish(job.encode()) }
    }
    appendReady(into: &output)
  }

  /// Rectangles under this many pixels are encoded on the calling thread (still in order).
  static let inlinePixelLimit = 16_384

  /// Waits for every job and appends the rest of the bytes.
  func drain(into output: inout [UInt8]) {
    while appended < submitted { appendNext(into: &output) }
  }

  /// Blocks until the oldest job is done and appends its bytes.
  private func appendNext(into output: inout [UInt8]) {
    condition.lock()
    while results[appended] == nil { condition.wait() }
    let bytes = results.removeValue(forKey: appended)!
    condition.unlock()
    output.append(contentsOf: bytes)
    appended += 1
  }

  /// Appends the finished jobs at the front of the queue without waiting.
  private func appendReady(into output: inout [UInt8]) {
    condition.lock()
    var ready: [[UInt8]] = []
    while let bytes = results.removeValue(forKey: appended + ready.count) { ready.append(bytes) }
    condition.unlock()
    for bytes in ready { output.append(contentsOf: bytes) }
    appended += ready.count
  }
}

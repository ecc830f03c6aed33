import Foundation
import Raster

/// Frames decoded or rendered in pass 1 of a two-pass GIF encode and kept, packed, for pass 2,
/// so they are not made twice: offered in order, kept while they fit in a byte budget (the rest
/// are made again in pass 2, so memory stays bounded), and each handed out once. The worker that
/// quantizes a frame also releases it, so the memory they hold is freed during pass 2 on the
/// worker threads, not all at once on the calling thread when the encode ends.
public final class KeptFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var frames: [Int: PackedPixelBuffer] = [:]
  private let budgetBytes: Int
  private var keptBytes = 0

  /// - Parameter budgetBytes: most bytes of packed frames kept at once (0 keeps none).
  public init(budgetBytes: Int) {
    self.budgetBytes = budgetBytes
  }

  /// Keeps `frame` for `position` if it fits in what is left of the budget. Offer frames in
  /// order, so the earliest are the ones kept.
  public func offer(_ frame: PackedPixelBuffer, at position: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard keptBytes + frame.byteCount <= budgetBytes else { return }
    frames[position] = frame
    keptBytes += frame.byteCount
  }

  /// The frame at `position`, removed from the store; nil when none was kept.
  public func take(_ position: Int) -> PackedPixelBuffer? {
    lock.lock()
    defer { lock.unlock() }
    return frames.removeValue(forKey: position)
  }
}

import Foundation
import Raster

/// Frames decoded or rendered in pass 1 of a two-pass GIF encode and kept, packed, for pass 2,
/// each handed out once: the worker that quantizes a frame also releases it, so the memory they
/// hold is freed during pass 2 on the worker threads, not all at once on the calling thread when
/// the encode ends.
public final class KeptFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var frames: [Int: PackedPixelBuffer]

  /// - Parameter frames: the kept frames by position.
  public init(_ frames: [Int: PackedPixelBuffer]) {
    self.frames = frames
  }

  /// The frame at `position`, removed from the store; nil when none was kept.
  public func take(_ position: Int) -> PackedPixelBuffer? {
    lock.lock()
    defer { lock.unlock() }
    return frames.removeValue(forKey: position)
  }
}

import Raster
import Foundation

/// Palette samples rendered in pass 1 and kept (packed) for pass 2, each handed out once: the
/// worker that quantizes a sample also releases it, so the memory they hold is freed during
/// pass 2 on the render threads, not all at once on the calling thread when the encode ends.
final class KeptSamples: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [Int: PackedPixelBuffer]

  /// - Parameter images: the samples by frame position.
  init(_ images: [Int: PackedPixelBuffer]) {
    self.images = images
  }

  /// The sample for the frame at `position`, removed from the store; nil when none was kept.
  func take(_ position: Int) -> PackedPixelBuffer? {
    lock.lock()
    defer { lock.unlock() }
    return images.removeValue(forKey: position)
  }
}

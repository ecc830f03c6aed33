import Raster
import Foundation

/// Palette samples rendered in pass 1 and kept for pass 2, each handed out once: the worker
/// that quantizes a sample also releases it, so the 32 MB they can hold are freed during pass 2
/// on the render threads, not all at once on the calling thread when the encode ends (4 ms of
/// serial time on flat-ui).
final class KeptSamples: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [Int: PixelBuffer]

  /// - Parameter images: the samples by frame position.
  init(_ images: [Int: PixelBuffer]) {
    self.images = images
  }

  /// The sample for the frame at `position`, removed from the store; nil when none was kept.
  func take(_ position: Int) -> PixelBuffer? {
    lock.lock()
    defer { lock.unlock() }
    return images.removeValue(forKey: position)
  }
}

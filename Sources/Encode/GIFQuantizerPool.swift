import Foundation
import Raster

/// Copies of one `GIFQuantizer` for worker threads, kept between frames so each copy's
/// nearest-colour cache stays warm.
///
/// A fresh copy per frame starts with an empty cache and searches the palette again for every
/// colour the frame holds: on a photo-like scene with thousands of colours a frame, that was
/// most of the quantizing time. The cache is a pure function of the colour, so which copy
/// quantizes which frame never changes the indices.
public final class GIFQuantizerPool: @unchecked Sendable {
  private let template: GIFQuantizer
  private let lock = NSLock()
  /// Copies not in use; at most one per thread that has quantized at the same time.
  private var idle: [GIFQuantizer] = []

  /// A pool of copies of `quantizer`.
  public init(_ quantizer: GIFQuantizer) {
    template = quantizer
  }

  /// Palette indices for `image`; safe to call from several threads at once.
  public func quantize(_ image: PixelBuffer) -> GIFIndexedFrame {
    lock.lock()
    var quantizer = idle.popLast() ?? template
    lock.unlock()
    let frame = quantizer.quantize(image)
    lock.lock()
    idle.append(quantizer)
    lock.unlock()
    return frame
  }
}

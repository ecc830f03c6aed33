import Foundation
import Raster

/// Values that worker threads borrow and give back, so per-thread state survives from one
/// frame to the next: a quantizer's warm nearest-colour cache, a canvas already allocated.
///
/// Each value is used by one thread at a time. Which value serves which frame depends on
/// scheduling, so a pooled value must not change results, only their cost.
public final class ReusePool<Value>: @unchecked Sendable {
  private let make: () -> Value
  private let lock = NSLock()
  /// Values not in use; at most one per thread that has borrowed at the same time.
  private var idle: [Value] = []

  /// A pool that makes a new value with `make` when none is idle.
  public init(make: @escaping () -> Value) {
    self.make = make
  }

  /// Runs `body` with a borrowed value, then returns the value to the pool (also on error).
  public func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    var value = idle.popLast()
    lock.unlock()
    if value == nil { value = make() }
    defer {
      lock.lock()
      idle.append(value!)
      lock.unlock()
    }
    return try body(&value!)
  }
}

extension ReusePool where Value == GIFQuantizer {
  /// Copies of `quantizer` whose nearest-colour caches stay warm across frames. A fresh copy per
  /// frame searched the palette again for every colour the frame holds: on a photo-like scene,
  /// most of the quantizing time. The cache is a pure function of the colour, so which copy
  /// quantizes which frame never changes the indices.
  public convenience init(quantizer: GIFQuantizer) {
    self.init { quantizer }
  }

  /// Palette indices for `image`; safe to call from several threads at once.
  public func quantize(_ image: PixelBuffer) -> GIFIndexedFrame {
    withValue { $0.quantize(image) }
  }

  /// Palette indices for a packed frame; safe to call from several threads at once.
  public func quantize(_ packed: PackedPixelBuffer) -> GIFIndexedFrame {
    withValue { $0.quantize(packed) }
  }

  /// Palette indices for the pixels on `canvas`; safe to call from several threads at once
  /// (each with its own canvas).
  public func quantize(_ canvas: Canvas) -> GIFIndexedFrame {
    withValue { $0.quantize(canvas) }
  }

  /// Palette indices for `canvas` redrawn in `changedRects` since it showed `previous`; see
  /// `GIFQuantizer.quantize(_:changedRects:since:)`.
  public func quantize(_ canvas: Canvas, changedRects: [PixelRect], since previous: GIFIndexedFrame) -> GIFIndexedFrame {
    withValue { $0.quantize(canvas, changedRects: changedRects, since: previous) }
  }
}

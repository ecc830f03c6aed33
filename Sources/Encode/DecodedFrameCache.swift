import Foundation
import Raster

/// Input frames decoded once and kept, packed, across the trials of `encode --max-bytes`: each
/// trial encodes the same PNG files again at another frame rate, palette or scale, and decoding
/// them was over half of every trial (zoom-transition's 180 frames of 750×1334 px, 14 trials).
///
/// Keyed by the input frames a GIF frame shows (one, or several blended) and the size they were
/// shrunk to, before any matte: trials at one scale share the shrunk frames, and a new scale
/// starts from the frames decoded at full size. Frames are kept while they fit in a byte
/// budget, the first offered first; the rest are decoded again by every trial that needs them,
/// so memory stays bounded. A frame is the same image whether it came from here or from its
/// file, so the GIF's bytes do not depend on what was kept.
public final class DecodedFrameCache: @unchecked Sendable {
  private let lock = NSLock()
  private var frames: [Key: PackedPixelBuffer] = [:]
  private let budgetBytes: Int
  private var keptBytes = 0

  /// - Parameter budgetBytes: most bytes of packed frames kept (0 keeps none).
  public init(budgetBytes: Int) {
    self.budgetBytes = budgetBytes
  }

  /// The input frames a GIF frame shows, at one size.
  struct Key: Hashable {
    var group: [Int]
    var width: Int
    var height: Int
  }

  /// The frame kept for `key`, unpacked; nil when none was.
  func frame(for key: Key) -> PixelBuffer? {
    lock.lock()
    let packed = frames[key]
    lock.unlock()
    return packed?.unpacked()
  }

  /// Keeps `image` (at its own size) for `group` if it fits in what is left of the budget.
  func offer(_ image: PixelBuffer, for group: [Int]) {
    let key = Key(group: group, width: image.width, height: image.height)
    lock.lock()
    let wanted = frames[key] == nil && keptBytes < budgetBytes
    lock.unlock()
    // Packed outside the lock: the other workers are decoding meanwhile.
    guard wanted else { return }
    let packed = PackedPixelBuffer(image)
    lock.lock()
    defer { lock.unlock() }
    guard frames[key] == nil, keptBytes + packed.byteCount <= budgetBytes else { return }
    frames[key] = packed
    keptBytes += packed.byteCount
  }

  /// Bytes of packed frames kept.
  public var byteCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return keptBytes
  }
}

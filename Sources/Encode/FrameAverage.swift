import Raster

/// The per-channel mean of several same-sized frames: what one GIF frame shows when it stands
/// for more than one 60 fps sample.
///
/// A 50 fps GIF frame lasts 2 cs and every fifth one covers two 60 fps samples. Showing only
/// one of them leaves the other off by a whole sample's motion (on a fast slide, ~30 dB PSNR);
/// their mean halves the error for both (+6 dB each) — the same box filter a camera shutter
/// applies. Averaging is done on straight 8-bit values with rounding, so it is deterministic.
public enum FrameAverage {
  /// The mean of `frames` (all the same size; one frame is returned as is).
  public static func mean(_ frames: [PixelBuffer]) -> PixelBuffer {
    precondition(!frames.isEmpty)
    guard frames.count > 1 else { return frames[0] }
    let width = frames[0].width, height = frames[0].height
    precondition(frames.allSatisfy { $0.width == width && $0.height == height })
    var sums = [UInt32](repeating: 0, count: width * height * 4)
    sums.withUnsafeMutableBufferPointer { sums in
      for frame in frames {
        frame.bytes.withUnsafeBufferPointer { bytes in
          for index in 0..<bytes.count { sums[index] &+= UInt32(bytes[index]) }
        }
      }
    }
    let count = UInt32(frames.count)
    let bytes = sums.map { UInt8(($0 + count / 2) / count) }
    return PixelBuffer(width: width, height: height, bytes: bytes)
  }
}

import Raster

/// The mean of several same-sized frames: what one GIF frame shows when it stands for more
/// than one 60 fps sample.
///
/// A 50 fps GIF frame lasts 2 cs and every fifth one covers two 60 fps samples. Showing only
/// one of them leaves the other off by a whole sample's motion (on a fast slide, ~30 dB PSNR);
/// their mean halves the error for both (+6 dB each) — the same box filter a camera shutter
/// applies. Colours are averaged weighted by alpha (a premultiplied mean, as compositing
/// does), so a transparent pixel's meaningless colour counts for nothing: a yellow edge over
/// a transparent canvas blends to half-transparent yellow, not to olive. Where every frame is
/// opaque that is the plain per-channel mean. Integer arithmetic with rounding: deterministic.
public enum FrameAverage {
  /// The mean of `frames` (all the same size; one frame is returned as is).
  public static func mean(_ frames: [PixelBuffer]) -> PixelBuffer {
    precondition(!frames.isEmpty)
    guard frames.count > 1 else { return frames[0] }
    let width = frames[0].width, height = frames[0].height
    precondition(frames.allSatisfy { $0.width == width && $0.height == height })
    // One output buffer and running sums in registers: a 1920×1080 mean needs no buffer wider
    // than the frames themselves (a UInt32 sum image was 33 MB per worker).
    let count = UInt32(frames.count)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if frames.count == 2 {
      // The usual case (a 50 fps frame over two 60 fps samples), without the general loop's
      // array of buffers per pixel (it made flat-ui's --blend-samples render ~1.7× slower).
      frames[0].bytes.withUnsafeBufferPointer { a in
        frames[1].bytes.withUnsafeBufferPointer { b in
          bytes.withUnsafeMutableBufferPointer { output in
            var position = 0
            while position < output.count {
              let alphaA = UInt32(a[position + 3]), alphaB = UInt32(b[position + 3])
              if alphaA & alphaB == 255 {
                for channel in position..<(position + 3) { output[channel] = UInt8((UInt16(a[channel]) + UInt16(b[channel]) + 1) >> 1) }
              } else if alphaA + alphaB > 0 {
                let alphaSum = alphaA + alphaB
                for channel in position..<(position + 3) {
                  output[channel] = UInt8((UInt32(a[channel]) * alphaA + UInt32(b[channel]) * alphaB + alphaSum / 2) / alphaSum)
                }
              }
              output[position + 3] = UInt8((alphaA + alphaB + 1) >> 1)
              position += 4
            }
          }
        }
      }
      return PixelBuffer(width: width, height: height, bytes: bytes)
    }
    bytes.withUnsafeMutableBufferPointer { output in
      var buffers: [UnsafeBufferPointer<UInt8>] = []
      func withAll(_ index: Int) {
        if index == frames.count {
          var position = 0
          while position < output.count {
            var alphaSum: UInt32 = 0
            var allOpaque = true
            for buffer in buffers {
              alphaSum &+= UInt32(buffer[position + 3])
              allOpaque = allOpaque && buffer[position + 3] == 255
            }
            for channel in 0..<3 {
              if allOpaque {
                var sum: UInt32 = 0
                for buffer in buffers { sum &+= UInt32(buffer[position + channel]) }
                output[position + channel] = UInt8((sum + count / 2) / count)
              } else if alphaSum > 0 {
                var weighted: UInt32 = 0
                for buffer in buffers { weighted &+= UInt32(buffer[position + channel]) &* UInt32(buffer[position + 3]) }
                output[position + channel] = UInt8((weighted + alphaSum / 2) / alphaSum)
              }
            }
            output[position + 3] = UInt8((alphaSum + count / 2) / count)
            position += 4
          }
          return
        }
        frames[index].bytes.withUnsafeBufferPointer { buffer in
          buffers.append(buffer)
          withAll(index + 1)
        }
      }
      withAll(0)
    }
    return PixelBuffer(width: width, height: height, bytes: bytes)
  }

  /// A GIF frame that stands for several samples shows the first alone when every other one is
  /// within this many levels of it, on every channel of every pixel (a difference no one sees,
  /// and the frame stays exact for one of them); otherwise it shows their mean.
  ///
  /// Judged pixel by pixel, not over the canvas: until session 27 a canvas-wide PSNR of 40 dB
  /// decided, so a small spinner beside a still layer was never blended, and one spinner was
  /// blended while something else on the canvas moved and not once that stopped (QA).
  public static let singleSampleMaximumDifference = 2

  /// Whether a GIF frame standing for `samples` shows the first alone: every other one is
  /// within `singleSampleMaximumDifference` of it everywhere (alpha included: a pixel that
  /// fades out differs).
  public static func firstStandsForAll(_ samples: [PixelBuffer]) -> Bool {
    guard let first = samples.first else { return true }
    let limit = UInt8(singleSampleMaximumDifference)
    return first.bytes.withUnsafeBufferPointer { a in
      samples.dropFirst().allSatisfy { sample in
        precondition(sample.width == first.width && sample.height == first.height)
        return sample.bytes.withUnsafeBufferPointer { b in
          for index in 0..<a.count {
            let x = a[index], y = b[index]
            if (x > y ? x - y : y - x) > limit { return false }
          }
          return true
        }
      }
    }
  }
}

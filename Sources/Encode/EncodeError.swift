/// Everything that can go wrong while turning frames into a GIF.
public enum EncodeError: Swift.Error, Equatable, CustomStringConvertible {
  /// A scene or frame list with no time in it.
  case durationNotPositive(ticks: Int64)
  /// `--gif-fps` outside 1...50 (50 fps is the fastest rate that keeps every delay ≥ 2 cs).
  case gifFPSOutOfRange(Int)
  /// An input frame rate of zero or less.
  case frameRateNotPositive(Int)
  /// An input frame rate that is not a number of frames per second in (0, 1000].
  case frameRateOutOfRange(String)
  /// Canvas width or height outside 1...65535 (GIF stores sizes in 16 bits).
  case sizeOutOfRange(width: Int, height: Int)
  /// `maxColors` outside 2...256.
  case colorCountOutOfRange(Int)
  /// A colour tolerance outside 0...64.
  case colorToleranceOutOfRange(Int)
  /// A motion quality bound outside `GIFMotionQuality.psnrRange`.
  case motionQualityOutOfRange(canvasPSNR: Double, regionPSNR: Double)
  /// A frame-skipping bound outside `GIFFrameSkipping.psnrRange`.
  case frameSkippingOutOfRange(canvasPSNR: Double, regionPSNR: Double)
  /// A loop count outside 0...65535 (NETSCAPE2.0 stores it in 16 bits).
  case loopCountOutOfRange(Int)
  /// Encoding was asked for zero frames.
  case noFrames
  /// Frame `frameIndex` does not have the encoder's size.
  case frameSizeMismatch(frameIndex: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// Frame `frameIndex` has a delay under 2 cs, which browsers would play as 10 cs.
  case delayTooShort(frameIndex: Int, delayCentiseconds: Int)
  /// A streaming writer was used out of order (for example a frame after `finish()`).
  case invalidState(String)
  /// A frame file could not be read or decoded.
  case frameUnreadable(path: String, reason: String)
  /// A frame file whose size differs from the first file's.
  case frameFileSizeMismatch(path: String, width: Int, height: Int, firstPath: String, firstWidth: Int, firstHeight: Int)
  /// A frame file larger than the decoder takes (`PNGFramesToGIF.maximumFrameSidePixels` a side,
  /// `maximumFrameAreaPixels` in all), seen in its header before anything is decoded.
  case frameFileTooLarge(path: String, width: Int, height: Int, maximumSide: Int, maximumArea: Int)
  /// Writing the output failed.
  case writeFailed(String)
  /// The output grew past a byte budget (a size search's trial stops early on this).
  case budgetExceeded(limitBytes: Int)

  public var description: String {
    switch self {
    case .durationNotPositive(let ticks):
      "duration must be positive (got \(ticks) ticks of 1/60000 s)"
    case .gifFPSOutOfRange(let fps):
      "GIF frame rate must be 1...50 fps (got \(fps)); faster rates need delays under 2 cs, which browsers slow down"
    case .frameRateNotPositive(let fps):
      "frame rate must be positive (got \(fps) fps)"
    case .frameRateOutOfRange(let text):
      "frame rate must be more than 0 and at most 1000 fps, such as 60, 29.97 or 30000/1001 (got \(text))"
    case .sizeOutOfRange(let width, let height):
      "GIF size must be 1...65535 pixels per side (got \(width)×\(height))"
    case .colorCountOutOfRange(let count):
      "colour count must be 2...256 (got \(count))"
    case .colorToleranceOutOfRange(let value):
      "colour tolerance must be 0...\(GIFOptions.maximumColorTolerance) (got \(value))"
    case .motionQualityOutOfRange(let canvas, let region):
      "motion quality bounds must be \(GIFMotionQuality.psnrRange.lowerBound)...\(GIFMotionQuality.psnrRange.upperBound) dB (got \(canvas) dB over the canvas, \(region) dB over the changed pixels)"
    case .frameSkippingOutOfRange(let canvas, let region):
      "frame skipping bounds must be \(GIFFrameSkipping.psnrRange.lowerBound)...\(GIFFrameSkipping.psnrRange.upperBound) dB (got \(canvas) dB over the canvas, \(region) dB over the differing pixels)"
    case .loopCountOutOfRange(let count):
      "loop count must be 0...65535 (got \(count))"
    case .noFrames:
      "no frames to encode"
    case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
      "frames[\(index)]: size \(width)×\(height) differs from the GIF's \(expectedWidth)×\(expectedHeight)"
    case .delayTooShort(let index, let delay):
      "frames[\(index)]: delay \(delay) cs is under 2 cs (browsers play 0–1 cs as 10 cs)"
    case .invalidState(let message):
      "GIF writer misuse: \(message)"
    case .frameUnreadable(let path, let reason):
      "\(path): \(reason)"
    case .frameFileSizeMismatch(let path, let width, let height, let firstPath, let firstWidth, let firstHeight):
      "\(path): \(width)×\(height) pixels, but the first frame (\(firstPath)) is \(firstWidth)×\(firstHeight); every frame must have the same size"
    case .frameFileTooLarge(let path, let width, let height, let maximumSide, let maximumArea):
      "\(path): \(width)×\(height) pixels; frames can be at most \(maximumSide) pixels a side and \(maximumArea) pixels in all"
    case .writeFailed(let message):
      "writing GIF failed: \(message)"
    case .budgetExceeded(let limit):
      "the GIF is larger than \(limit) bytes"
    }
  }
}

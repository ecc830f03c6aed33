import Raster

/// Encodes timed frames into GIF89a bytes, all in memory.
///
/// One palette is built from every frame (so indices are stable and nothing flickers), each
/// frame after the first stores only its changed rectangle, and identical consecutive frames
/// are merged with their delays added. For long animations use `GIFStreamWriter`, which does
/// the same in bounded memory.
public struct GIFEncoder: Sendable {
  /// Canvas width in pixels.
  public let width: Int
  /// Canvas height in pixels.
  public let height: Int
  /// Looping and colour options.
  public let options: GIFOptions

  /// Validates the size (1...65535 per side) and options.
  public init(width: Int, height: Int, options: GIFOptions) throws(EncodeError) {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw .sizeOutOfRange(width: width, height: height)
    }
    try options.validate()
    self.width = width
    self.height = height
    self.options = options
  }

  /// The complete GIF file for `frames`, shown in order, each for `delayCentiseconds` (≥ 2).
  ///
  /// Pixels with alpha < 128 are transparent; the others are written with their straight colour.
  public func encode(frames: [(image: PixelBuffer, delayCentiseconds: Int)]) throws(EncodeError) -> [UInt8] {
    guard !frames.isEmpty else { throw .noFrames }
    for (index, frame) in frames.enumerated() {
      try validate(frame.image, delayCentiseconds: frame.delayCentiseconds, frameIndex: index)
    }
    var statistics = GIFColorStatistics()
    for frame in frames { statistics.add(frame.image) }
    var writer = try GIFStreamWriter(
      width: width, height: height, options: options, statistics: statistics, sink: GIFByteArraySink())
    for frame in frames { try writer.append(frame.image, delayCentiseconds: frame.delayCentiseconds) }
    try writer.finish()
    return writer.sink.bytes
  }

  /// Checks one frame's size and delay against the encoder's rules.
  func validate(_ image: PixelBuffer, delayCentiseconds: Int, frameIndex: Int) throws(EncodeError) {
    guard image.width == width, image.height == height else {
      throw .frameSizeMismatch(
        frameIndex: frameIndex, width: image.width, height: image.height, expectedWidth: width, expectedHeight: height)
    }
    guard delayCentiseconds >= GIFSchedule.minimumDelayCentiseconds else {
      throw .delayTooShort(frameIndex: frameIndex, delayCentiseconds: delayCentiseconds)
    }
  }
}

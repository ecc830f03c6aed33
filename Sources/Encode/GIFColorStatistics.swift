import Raster

/// Pass 1 of streaming encoding: the colour histogram of every frame (or a sample of them).
///
/// Feed it frames in any order, on any number of threads (one value per thread, then `merge`);
/// the palette built from it is the same either way, because counts are order-independent and
/// the palette builder sorts before it decides anything.
public struct GIFColorStatistics: Sendable {
  var histogram = ColorHistogram()
  /// Number of frames added (merged statistics add up).
  public private(set) var frameCount = 0

  /// Empty statistics.
  public init() {}

  /// Counts the colours of one frame (alpha < 128 counts as transparent).
  public mutating func add(_ image: PixelBuffer) {
    histogram.add(image)
    frameCount += 1
  }

  /// Counts the colours of one packed frame: the same counts as adding it unpacked.
  public mutating func add(_ packed: PackedPixelBuffer) {
    histogram.add(packed)
    frameCount += 1
  }

  /// Counts palette sample `position` of those `variation` describes: its pixels where the
  /// samples can differ, and, for the first sample, the pixels all of them share, once for each
  /// sample. Adding every sample this way gives the same counts as adding each one whole.
  public mutating func add(_ packed: PackedPixelBuffer, sample position: Int, of variation: GIFSampleVariation) {
    precondition((0..<variation.sampleCount).contains(position))
    histogram.add(packed, inside: variation.region, outsideWeight: position == 0 ? UInt64(variation.sampleCount) : 0)
    frameCount += 1
  }

  /// Adds another thread's statistics to these.
  public mutating func merge(_ other: GIFColorStatistics) {
    histogram.merge(other.histogram)
    frameCount += other.frameCount
  }

  /// Number of distinct opaque colours seen.
  public var distinctColorCount: Int { histogram.distinctCount }

  /// Whether any pixel counted was partly transparent (0 < alpha < 255): the GIF draws it
  /// transparent below alpha 128 and opaque from there (`GIFOptions.matte` avoids the cut).
  public var hasPartlyTransparentPixels: Bool { histogram.hasPartialTransparency }

  /// Builds the animation's palette and a quantizer that maps frames to it.
  ///
  /// A transparent entry is reserved when any frame had transparent pixels or there is more
  /// than one frame (frame differencing writes unchanged pixels as transparent).
  public func makeQuantizer(options: GIFOptions) throws(EncodeError) -> GIFQuantizer {
    try options.validate()
    let palette = PaletteBuilder.build(from: histogram, maxColors: options.maxColors, forceTransparent: frameCount > 1,
                                       forDither: options.dither.mixesColors)
    return GIFQuantizer(palette: palette, dither: options.dither)
  }
}

/// Maps true-colour frames to the animation's palette. A value type: give each worker thread
/// its own copy (it carries a cache); every copy maps a colour the same way.
public struct GIFQuantizer: Sendable {
  var mapper: ColorMapper
  var palette: GIFPalette { mapper.palette }

  init(palette: GIFPalette, dither: GIFDither) {
    mapper = ColorMapper(palette: palette, dither: dither)
  }

  /// Number of palette entries, including the transparent one if reserved.
  public var colorCount: Int { palette.entryCount }

  /// The opaque palette colours as 0xRRGGBB, in index order.
  public var colors: [UInt32] { palette.colors }

  /// Palette indices for `image`, ready for `GIFStreamWriter.append(_:delayCentiseconds:)`.
  public mutating func quantize(_ image: PixelBuffer) -> GIFIndexedFrame {
    GIFIndexedFrame(width: image.width, height: image.height, indices: mapper.map(image))
  }

  /// The same indices as quantizing `packed.unpacked()`, mapped run by run.
  public mutating func quantize(_ packed: PackedPixelBuffer) -> GIFIndexedFrame {
    GIFIndexedFrame(width: packed.width, height: packed.height, indices: mapper.map(packed))
  }

  /// The same indices as `quantize(canvas)` when only `changedRects` of `canvas` can differ from
  /// the frame `previous` was quantized from (the canvas redrawn in part since): `previous`'s
  /// indices with those rectangles mapped again (dithered too: the dither depends on the
  /// position, not on the rest of the frame).
  public mutating func quantize(_ canvas: Canvas, changedRects: [PixelRect], since previous: GIFIndexedFrame) -> GIFIndexedFrame {
    guard previous.width == canvas.widthPixels, previous.height == canvas.heightPixels else {
      return quantize(canvas)
    }
    var indices = previous.indices
    mapper.map(premultiplied: canvas, rects: changedRects, into: &indices)
    return GIFIndexedFrame(width: canvas.widthPixels, height: canvas.heightPixels, indices: indices)
  }

  /// The same indices as `quantize(canvas.makePixelBuffer())`, read straight from the canvas
  /// (no 4-bytes-per-pixel copy: on a 640×400 UI frame the copy cost as much as the mapping).
  public mutating func quantize(_ canvas: Canvas) -> GIFIndexedFrame {
    GIFIndexedFrame(width: canvas.widthPixels, height: canvas.heightPixels, indices: mapper.map(premultiplied: canvas))
  }
}

/// A frame already mapped to a `GIFQuantizer`'s palette (one byte per pixel).
public struct GIFIndexedFrame: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  let indices: [UInt8]
}

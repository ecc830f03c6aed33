/// How a GIF is written: looping and colour budget.
public struct GIFOptions: Sendable, Equatable {
  /// How often the animation repeats after its first play.
  ///
  /// `nil` loops forever (NETSCAPE2.0 count 0, the default). `n` plays the animation `n` extra
  /// times, `1 + n` in all, as browsers do; `0` plays it once (no NETSCAPE2.0 block is written,
  /// which is how browsers recognise "play once"). Must be 0...65535.
  public var loopCount: Int?
  /// Most colours in the palette, 2...256, including the transparent entry when one is needed.
  public var maxColors: Int
  /// Ordered (Bayer) dithering: never crawls between frames, helps gradients and photos, costs
  /// bytes on flat UI. Off by default.
  public var dither: GIFDither
  /// Largest RGB distance (Euclidean, 0...255 per channel) a shown pixel may be from its
  /// quantized colour to save bytes: pixels that moved less than this keep what is shown, and
  /// LZW may write a near colour that extends a longer string. 0 is exact. The error is bounded
  /// per pixel and never accumulates. Applies to opaque animations (the usual UI case); frames
  /// with transparent pixels are always encoded exactly.
  public var colorTolerance: Int

  /// The tolerance the CLI uses by default: exact. On the flat-UI benchmark a tolerance of 10
  /// saved only ~7 % of the bytes while mean PSNR fell from 66 to 39 dB, because frames that
  /// were exact stop being exact (docs/benchmarks.md); it stays an opt-in.
  public static let defaultColorTolerance = 0

  /// Creates options; values are validated when an encoder is made.
  public init(loopCount: Int? = nil, maxColors: Int = 256, dither: GIFDither = .none, colorTolerance: Int = 0) {
    self.loopCount = loopCount
    self.maxColors = maxColors
    self.dither = dither
    self.colorTolerance = colorTolerance
  }

  /// Largest `colorTolerance`: beyond this, flat colours visibly shift.
  public static let maximumColorTolerance = 64

  /// Throws if a value is out of its documented range.
  func validate() throws(EncodeError) {
    guard (2...256).contains(maxColors) else { throw .colorCountOutOfRange(maxColors) }
    if let loopCount, !(0...65535).contains(loopCount) { throw .loopCountOutOfRange(loopCount) }
    guard (0...Self.maximumColorTolerance).contains(colorTolerance) else { throw .colorToleranceOutOfRange(colorTolerance) }
  }
}

/// Dithering applied when mapping true colour to the palette.
public enum GIFDither: Sendable, Equatable {
  /// Nearest palette colour; best for flat UI colours.
  case none
  /// 8×8 Bayer ordered dither at the given strength (0...1; 1 spreads by about one palette
  /// step). Stable between frames, so it does not shimmer like error diffusion.
  case ordered(strength: Double)
}

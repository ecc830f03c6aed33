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

  /// Creates options; values are validated when an encoder is made.
  public init(loopCount: Int? = nil, maxColors: Int = 256, dither: GIFDither = .none) {
    self.loopCount = loopCount
    self.maxColors = maxColors
    self.dither = dither
  }

  /// Throws if a value is out of its documented range.
  func validate() throws(EncodeError) {
    guard (2...256).contains(maxColors) else { throw .colorCountOutOfRange(maxColors) }
    if let loopCount, !(0...65535).contains(loopCount) { throw .loopCountOutOfRange(loopCount) }
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

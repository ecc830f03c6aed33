import Raster

/// How a GIF is written: looping and colour budget.
public struct GIFOptions: Sendable, Equatable {
  /// How often the animation repeats after its first play.
  ///
  /// `nil` loops forever (NETSCAPE2.0 count 0, the default). `n` plays the animation `n` extra
  /// times, `1 + n` in all, as browsers do; `0` plays it once (no NETSCAPE2.0 block is written,
  /// which is how browsers recognise "play once"). Must be 0...65535.
  public var loopCount: Int?
  /// Most colours in the palette, 2...256, including the transparent entry when one is needed
  /// (frame differencing needs one in every animation), except that at least two visible
  /// colours are kept: 2 gives two colours and the transparent entry.
  public var maxColors: Int
  /// Ordered (Bayer) dithering: never crawls between frames, helps gradients and photos with few
  /// colours; colours the palette has stay exact. Off by default.
  public var dither: GIFDither
  /// Largest RGB distance (Euclidean, 0...255 per channel) a shown pixel may be from its
  /// quantized colour to save bytes: pixels that moved less than this keep what is shown, and
  /// LZW may write a near colour that extends a longer string (each frame is written whichever
  /// way is smallest, exact included). 0 is exact. The error is bounded per pixel and never
  /// accumulates; it comes on top of `motionQuality` and `frameSkipping`, which still apply to
  /// brief frames. Applies to opaque animations (the usual UI case); frames with transparent
  /// pixels are always encoded exactly.
  public var colorTolerance: Int

  /// The tolerance the CLI uses by default: exact. On the flat-UI benchmark a tolerance of 16
  /// saves 9 % of the bytes, and every frame that holds stops being exact (docs/benchmarks.md);
  /// it stays an opt-in.
  public static let defaultColorTolerance = 0

  /// How far frames seen only briefly during motion may be approximated to save bytes; nil
  /// encodes every frame with its nearest palette colours. See `GIFMotionQuality`.
  public var motionQuality: GIFMotionQuality?

  /// When a brief frame that barely differs from the one before it may be left out; nil shows
  /// every frame. See `GIFFrameSkipping`.
  public var frameSkipping: GIFFrameSkipping?

  /// The colour of the page the GIF will be shown on: partly transparent pixels are put over it
  /// before they are encoded, so edges and fades on a transparent canvas blend into the page
  /// instead of being cut at half opacity. Nil cuts them (alpha < 128 is transparent, the rest
  /// is drawn opaque in its own colour). The frame sources apply it (`GIFMatte.apply`).
  public var matte: GIFMatte?

  /// Creates options; values are validated when an encoder is made. The library default is
  /// exact (`motionQuality` and `frameSkipping` nil); the command line uses
  /// `GIFMotionQuality.standard` and `GIFFrameSkipping.standard`.
  public init(loopCount: Int? = nil, maxColors: Int = 256, dither: GIFDither = .none, colorTolerance: Int = 0,
              motionQuality: GIFMotionQuality? = nil, frameSkipping: GIFFrameSkipping? = nil, matte: GIFMatte? = nil) {
    self.loopCount = loopCount
    self.maxColors = maxColors
    self.dither = dither
    self.colorTolerance = colorTolerance
    self.motionQuality = motionQuality
    self.frameSkipping = frameSkipping
    self.matte = matte
  }

  /// Largest `colorTolerance`: beyond this, flat colours visibly shift.
  public static let maximumColorTolerance = 64

  /// Throws if a value is out of its documented range.
  func validate() throws(EncodeError) {
    guard (2...256).contains(maxColors) else { throw .colorCountOutOfRange(maxColors) }
    if let loopCount, !(0...65535).contains(loopCount) { throw .loopCountOutOfRange(loopCount) }
    guard (0...Self.maximumColorTolerance).contains(colorTolerance) else { throw .colorToleranceOutOfRange(colorTolerance) }
    if let motionQuality, !(GIFMotionQuality.psnrRange.contains(motionQuality.canvasPSNR)
                            && GIFMotionQuality.psnrRange.contains(motionQuality.regionPSNR)) {
      throw .motionQualityOutOfRange(canvasPSNR: motionQuality.canvasPSNR, regionPSNR: motionQuality.regionPSNR)
    }
    if let frameSkipping, !(GIFFrameSkipping.psnrRange.contains(frameSkipping.canvasPSNR)
                            && GIFFrameSkipping.psnrRange.contains(frameSkipping.regionPSNR)) {
      throw .frameSkippingOutOfRange(canvasPSNR: frameSkipping.canvasPSNR, regionPSNR: frameSkipping.regionPSNR)
    }
  }
}

/// How far a frame seen only briefly during motion may be from the exact frame.
///
/// A frame counts as motion when it is shown for at most `GIFFrameSequencer.briefDelayCentiseconds`
/// (4 cs) and a different frame follows it; such a frame is replaced before the eye settles on
/// it. Its pixels that change, and will change again in the next frame, may then be drawn with
/// fewer of the palette's colours as long as the frame stays within *both* bounds, measured
/// against the exact frame (nearest palette colours):
///
/// - `canvasPSNR` over the whole canvas — the frame as a whole stays visually the same;
/// - `regionPSNR` over the pixels that changed — a small moving element is not smeared just
///   because the rest of the canvas is still.
///
/// A pixel gets its exact colour in the frame where it comes to rest, and frames that hold
/// (longer delays, the last frame) are always exact, so every resting state of the animation is.
public struct GIFMotionQuality: Sendable, Equatable {
  /// Least PSNR, in dB, of an approximated frame over the whole canvas.
  public var canvasPSNR: Double
  /// Least PSNR, in dB, over the pixels that changed from the frame before.
  public var regionPSNR: Double

  /// Creates bounds; validated with the other options.
  public init(canvasPSNR: Double, regionPSNR: Double) {
    self.canvasPSNR = canvasPSNR
    self.regionPSNR = regionPSNR
  }

  /// The command line's default: 45 dB over the canvas, 34 dB over the changed pixels, for
  /// frames seen for about 20 ms (PSNR above ~40 dB is commonly taken as hard to tell from the
  /// original even in a still image). The savings per scene are in docs/benchmarks.md.
  public static let standard = GIFMotionQuality(canvasPSNR: 45, regionPSNR: 34)

  /// The bounds for a single number: `canvasPSNR`, with the changed-region bound 11 dB lower,
  /// as in `standard`.
  public init(canvasPSNR: Double) {
    self.init(canvasPSNR: canvasPSNR, regionPSNR: canvasPSNR - Self.regionOffset)
  }

  /// How much lower the changed-region bound is than the canvas bound in `init(canvasPSNR:)`.
  public static let regionOffset = 11.0

  /// Accepted bounds, in dB: below 20 frames visibly break up; above 99 nothing is approximated.
  public static let psnrRange: ClosedRange<Double> = 20...99
}

/// An opaque colour that partly transparent pixels are put over before they are encoded (see
/// `GIFOptions.matte`).
public struct GIFMatte: Sendable, Equatable {
  /// Red, gamma-encoded sRGB, 0…255.
  public var red: UInt8
  /// Green, gamma-encoded sRGB, 0…255.
  public var green: UInt8
  /// Blue, gamma-encoded sRGB, 0…255.
  public var blue: UInt8

  /// The colour (`red`, `green`, `blue`), gamma-encoded sRGB bytes.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour as 0xRRGGBB, the form palette colours take.
  var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

  /// Puts the partly transparent pixels of `canvas` over this colour.
  public func apply(to canvas: Canvas) { canvas.applyMatte(red: red, green: green, blue: blue) }

  /// Puts the partly transparent pixels of `image` over this colour; returns whether it had any.
  @discardableResult
  public func apply(to image: inout PixelBuffer) -> Bool { image.applyMatte(red: red, green: green, blue: blue) }
}

/// Dithering applied when mapping true colour to the palette.
public enum GIFDither: Sendable, Equatable {
  /// Nearest palette colour; best for flat UI colours.
  case none
  /// 8×8 Bayer ordered dither at the given strength (0...1; at 1 a colour between palette
  /// entries is drawn as a mix of them whose mean is that colour, see `OrderedDither`). Stable
  /// between frames, so it does not shimmer like error diffusion.
  case ordered(strength: Double)

  /// Whether colours between palette entries are drawn as mixes of them (ordered at strength > 0).
  var mixesColors: Bool {
    if case .ordered(let strength) = self { return strength > 0 }
    return false
  }
}

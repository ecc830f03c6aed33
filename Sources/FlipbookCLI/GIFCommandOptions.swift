import ArgumentParser
import Foundation
import Encode
import SceneModel

/// `--dither`: how true colour maps to the palette.
///
/// There is no `auto`: whether dither helps is a matter of taste per animation (it smooths
/// gradient banding but costs bytes and a little PSNR: 1–22 % and 0.7–3 dB on the bench
/// scenes at 256 colours), and guessing from colour counts would flip the look of a GIF when
/// one small element is added to the scene.
enum DitherMode: String, ExpressibleByArgument, CaseIterable {
  /// Nearest palette colour: exact flat fills, smallest files. Best for UI.
  case none
  /// 8×8 Bayer ordered dither: a fixed pattern that does not crawl between frames.
  case ordered

  /// The encoder's setting.
  var gifDither: GIFDither {
    switch self {
    case .none: .none
    case .ordered: .ordered(strength: 1)
    }
  }
}

/// `--motion-psnr` and `--skip-psnr`: `off`, or a bound in dB.
enum PSNRSetting: ExpressibleByArgument, Equatable {
  case off
  case decibels(Double)

  init?(argument: String) {
    if argument == "off" { self = .off; return }
    guard let value = Double(argument), value.isFinite else { return nil }
    self = .decibels(value)
  }

  var defaultValueDescription: String {
    switch self {
    case .off: "off"
    case .decibels(let value): NumberFormatting.roundTrip(value)  // not Int(value): 1e19 trapped
    }
  }

  /// The bound, or nil when off.
  var value: Double? {
    switch self {
    case .off: nil
    case .decibels(let value): value
    }
  }
}

/// The GIF options shared by `render` and `encode`.
struct GIFCommandOptions: ParsableArguments {
  @Option(name: .customLong("gif-fps"), parsing: .unconditional, help: "GIF frame rate, 1–50 (50 = 2 cs per frame, the fastest browsers honour). (default: 50)",
          transform: GIFCommandOptions.wholeFramesPerSecond)
  var gifFPS: Int = 50

  @Option(parsing: .unconditional, help: "How many times the GIF plays; 0 = forever.")
  var loop: Int = 0

  @Option(parsing: .unconditional, help: "Most palette entries, 2–256, counting the one transparent entry an animation needs for frame differencing (2 still gives two visible colours).")
  var colors: Int = 256

  @Option(help: "Dithering: none (flat UI, smallest) or ordered (gradients and photos; never crawls between frames).")
  var dither: DitherMode = .none

  @Option(parsing: .unconditional, help: "Colour tolerance, 0–64: every pixel may be shown up to this RGB distance from its colour to save bytes (0 = exact), on top of what --motion-psnr and --skip-psnr allow brief frames. Opaque animations only.")
  var tolerance: Int = GIFOptions.defaultColorTolerance

  @Option(name: .customLong("motion-psnr"), parsing: .unconditional, help: ArgumentHelp(
    "Frames seen only briefly during motion (≤ 4 cs, followed by a different frame) may use fewer colours, staying at least this many dB PSNR from the exact frame over the canvas (and 11 dB less over the pixels that changed); frames where the scene holds still are exact (in a slow fade, frames within the bound of a motion frame add their time to it). 31–99, or off.",
    valueName: "dB|off"))
  var motionPSNR: PSNRSetting = .decibels(GIFMotionQuality.standard.canvasPSNR)

  @Option(name: .customLong("skip-psnr"), parsing: .unconditional, help: ArgumentHelp(
    "A frame shown for one short slot may be left out, the frame before it staying on screen for both (4 cs at most), when that frame is at least this many dB PSNR from it over the canvas and 23 dB less over the pixels that differ: slow, sub-pixel or faint motion. Frames where motion comes to rest, and the last frame, are always shown. 33–99, or off.",
    valueName: "dB|off"))
  var skipPSNR: PSNRSetting = .decibels(GIFFrameSkipping.standard.canvasPSNR)

  @Option(help: ArgumentHelp(
    "For a transparent background: the colour of the page the GIF will be shown on (white, #0D1117, rgb(…), as in scenes). GIF transparency is all or nothing per pixel, so without it antialiased edges are cut at half opacity and fades pop in; over the matte they blend as on that page. Fully transparent pixels stay transparent.",
    valueName: "colour"))
  var matte: String?

  @Flag(name: .customLong("blend-samples"), help: "A GIF frame that stands for several source frames (60 fps samples in render, input frames faster than --gif-fps in encode) shows their mean when they differ (closer to the motion on average, but a frame no instant of the animation shows). Off: every GIF frame is an exact source frame.")
  var blendSamples = false

  /// `--gif-fps`' value: a whole number, also written `50.0`. A fraction is refused saying why,
  /// where ArgumentParser only called `50.0` and `12.5` invalid (QA).
  static func wholeFramesPerSecond(_ text: String) throws -> Int {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let whole = Int(trimmed) { return whole }
    guard trimmed.wholeMatch(of: /-?[0-9]+\.[0-9]*/) != nil, let value = Double(trimmed) else {
      throw ValidationError("expected a whole number of frames per second, 1–50")
    }
    if value == value.rounded(.towardZero), abs(value) <= 1_000_000 { return Int(value) }
    let below = Int(value.rounded(.down)), above = Int(value.rounded(.up))
    throw ValidationError("a GIF frame rate is a whole number of frames per second (\(below) or \(above), not \(trimmed)): "
      + "each frame starts on a whole centisecond, round(k × 100 / gif-fps)")
  }

  func validate() throws {
    if !(0...GIFOptions.maximumColorTolerance).contains(tolerance) {
      throw ValidationError("--tolerance must be between 0 (exact) and \(GIFOptions.maximumColorTolerance), got \(tolerance)")
    }
    if case .decibels(let value) = motionPSNR,
       !GIFMotionQuality.psnrRange.contains(value) || !GIFMotionQuality.psnrRange.contains(value - GIFMotionQuality.regionOffset) {
      let lowest = GIFMotionQuality.psnrRange.lowerBound + GIFMotionQuality.regionOffset
      throw ValidationError("--motion-psnr must be off or between \(Int(lowest)) and \(Int(GIFMotionQuality.psnrRange.upperBound)) dB, got \(motionPSNR.defaultValueDescription)")
    }
    if let value = skipPSNR.value,
       !GIFFrameSkipping.psnrRange.contains(value) || !GIFFrameSkipping.psnrRange.contains(value - GIFFrameSkipping.regionOffset) {
      let lowest = GIFFrameSkipping.psnrRange.lowerBound + GIFFrameSkipping.regionOffset
      throw ValidationError("--skip-psnr must be off or between \(Int(lowest)) and \(Int(GIFFrameSkipping.psnrRange.upperBound)) dB, got \(skipPSNR.defaultValueDescription)")
    }
    if !(1...50).contains(gifFPS) { throw ValidationError("--gif-fps must be between 1 and 50, got \(gifFPS) (GIF delays under 2 cs play as 10 cs in browsers)") }
    if loop < 0 || loop > 65536 { throw ValidationError("--loop must be between 0 (forever) and 65536, got \(loop)") }
    if !(2...256).contains(colors) { throw ValidationError("--colors must be between 2 and 256, got \(colors)") }
    _ = try matteColor()
  }

  /// The options given with a value other than their default, by name (`--colors`): for an
  /// output that is not a GIF they would change nothing, and saying so beats ignoring them.
  /// (An option given with its default value changes nothing either way.)
  var changedFromDefaults: [String] {
    // Parsed from nothing: an instance made with init() holds option definitions, not values.
    guard let defaults = try? GIFCommandOptions.parse([]) else { return [] }
    return [
      ("--gif-fps", gifFPS != defaults.gifFPS), ("--loop", loop != defaults.loop), ("--colors", colors != defaults.colors),
      ("--dither", dither != defaults.dither), ("--tolerance", tolerance != defaults.tolerance),
      ("--motion-psnr", motionPSNR != defaults.motionPSNR), ("--skip-psnr", skipPSNR != defaults.skipPSNR),
      ("--matte", matte != nil), ("--blend-samples", blendSamples),
    ].filter(\.1).map(\.0)
  }

  /// `--matte` as the encoder's colour; nil when not given. Throws for a colour that does not
  /// parse or is not opaque (a translucent matte would leave the pixels translucent).
  func matteColor() throws -> GIFMatte? {
    guard let matte else { return nil }
    switch ColorParser.parse(matte) {
    case .failure(let error):
      throw ValidationError("--matte: \(error.message)")
    case .success(let color):
      guard color.alpha >= 1 else {
        throw ValidationError("--matte must be an opaque colour (the page behind the GIF), got \(matte) with alpha \(String(format: "%.2f", color.alpha))")
      }
      func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
      return GIFMatte(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }
  }

  /// Encoder options for `colors` colours (the size search may ask for fewer).
  func gifOptions(colors: Int? = nil) -> GIFOptions {
    GIFOptions(loopCount: loop == 0 ? nil : loop - 1, maxColors: colors ?? self.colors, dither: dither.gifDither,
               colorTolerance: tolerance, motionQuality: motionPSNR.value.map { GIFMotionQuality(canvasPSNR: $0) },
               frameSkipping: skipPSNR.value.map { GIFFrameSkipping(canvasPSNR: $0) },
               matte: try? matteColor())  // validate() checked it
  }
}

import ArgumentParser
import SceneModel
import Timing

/// `flipbook sample`: prints numbers instead of pixels, to debug timing and to test it.
///
/// Two modes share the command:
/// - `sample SCENE --layer ID --property KEYPATH` prints one property at every 60 fps frame;
/// - `sample --easing TEXT` prints (and with `--plot`, draws) a timing function over [0, 1].
struct SampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Print a layer property at every 60 fps frame, or a timing function over [0, 1].",
    discussion: """
      Property mode prints frame,time,value rows: numbers with the shortest digits that read back \
      exactly; points as two columns x,y; colours as #RRGGBB or #RRGGBBAA (8-bit, as in scene files) \
      or, with --colors rgba, as four round-trip floats in 0…1 (gamma-encoded sRGB, straight alpha); \
      strings quoted in CSV when they hold a comma, quote or line break.
      Easing mode prints x,progress for x = i/steps. Cubic Béziers are solved to 1e-9 in x (WebKit's \
      tolerance for a 10⁶ s animation) unless --duration gives the animation length WebKit would use; \
      springs run over their settling duration unless --duration says otherwise.
      """
  )

  @Argument(help: "Scene file (JSON). Not used with --easing.", completion: .file(extensions: ["json"]))
  var scene: String?

  @Option(help: "Id of the layer to sample (anywhere in the layer tree).")
  var layer: String?

  @Option(help: "Key path of the property, e.g. opacity, position, position.x, transform.scale, backgroundColor, text.")
  var property: String?

  @Option(parsing: .unconditional, help: "With a split text layer: sample its unit N (0-based, reading order), as unitAnimations and the stagger move it.")
  var unit: Int?

  @Option(help: "Output format: csv rows with a header, or one json document.")
  var format: SampleFormat = .csv

  @Option(parsing: .unconditional, help: "Only these 60 fps frames, inclusive: A..B (or one frame N).")
  var frames: String?

  @Option(help: "Colour values: hex is #RRGGBB or #RRGGBBAA (8-bit); rgba is four 0…1 floats that round-trip.")
  var colors: SampleColorStyle = .hex

  @Option(help: "Sample a timing function instead of a scene: ease, easeOut, cubic-bezier(…), steps(…), linear(…), snappy, or a spring object {\"spring\": {…}} as in a scene.")
  var easing: String?

  @Option(parsing: .unconditional, help: "With --easing: print x = i/steps for i = 0…steps (default 100).")
  var steps: Int?

  @Option(parsing: .unconditional, help: "With --easing: the animation length in seconds (the Bézier solver's precision, a spring's time base).",
          transform: { try DecimalArgument.number($0, option: "--duration") })
  var duration: Double?

  @Option(help: "With --easing: also draw the curve, its control points, axes and grid to this .png file.")
  var plot: String?

  // The same bounds and --root as render and validate: sampling reads the same untrusted scenes.
  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  /// Steps when `--steps` is not given: 0.01 apart, enough to see any CSS curve's shape.
  static let defaultSteps = 100
  /// Beyond this the output is no longer something to read; a plot shows the shape better.
  static let maximumSteps = 1_000_000

  func validate() throws {
    if easing != nil {
      try validateEasingMode()
    } else {
      try validatePropertyMode()
    }
  }

  func run() throws {
    if let easing {
      try runEasing(easing)
    } else if let scene, let layer, let property {
      try runProperty(scene: scene, layerID: layer, keyPath: property)
    }
  }

  private func validateEasingMode() throws {
    // --colors rgba changes only colour values, which a timing function has none of.
    let sceneOptions = [(scene != nil, "SCENE"), (layer != nil, "--layer"), (property != nil, "--property"), (frames != nil, "--frames"),
                        (colors != .hex, "--colors"), (unit != nil, "--unit")]
    let stray = sceneOptions.filter(\.0).map(\.1)
    if !stray.isEmpty {
      throw ValidationError("--easing samples a timing function on its own; drop \(stray.joined(separator: ", "))")
    }
    if let steps, !(1...Self.maximumSteps).contains(steps) {
      throw ValidationError("--steps must be between 1 and \(Self.maximumSteps), got \(steps)")
    }
    if let duration, !(duration.isFinite && duration > 0) {
      throw ValidationError("--duration must be a number of seconds > 0, got \(NumberFormatting.roundTrip(duration))")
    }
    if let plot, !plot.lowercased().hasSuffix(".png"), !OutputDestination.isStream(plot) {
      throw ValidationError("--plot writes a PNG image; give a file name ending in .png, got \(plot)")
    }
    if let plot { try OutputDestination.checkFile(plot, option: "--plot") }
  }

  private func validatePropertyMode() throws {
    let easingOptions = [(steps != nil, "--steps"), (duration != nil, "--duration"), (plot != nil, "--plot")]
    let stray = easingOptions.filter(\.0).map(\.1)
    if !stray.isEmpty {
      throw ValidationError("\(stray.joined(separator: ", ")) only apply with --easing")
    }
    guard scene != nil else {
      throw ValidationError("give a scene file with --layer and --property, or --easing to sample a timing function")
    }
    if layer == nil { throw ValidationError("missing --layer ID: the id of the layer to sample") }
    guard let property else { throw ValidationError("missing --property KEYPATH, e.g. --property opacity") }
    // Checked here, before the scene loads, so a typo gets the sample command's usage line.
    _ = try Self.findProperty(property)
    if let frames { _ = try SampleFrameRange.parse(frames) }
  }
}

/// `--format`: comma-separated rows, or one JSON document.
enum SampleFormat: String, ExpressibleByArgument, CaseIterable {
  case csv, json
}

/// `--colors`: how colour values are written.
enum SampleColorStyle: String, ExpressibleByArgument, CaseIterable {
  /// `#RRGGBB` or `#RRGGBBAA`, as scene files write colours; rounded to 8 bits.
  case hex
  /// Red, green, blue, alpha as round-trip floats in 0…1, for checking interpolation exactly.
  case rgba
}

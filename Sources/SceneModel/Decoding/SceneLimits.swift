/// Bounds on what a scene may ask for, so a typo or a hostile file cannot ask for terabytes.
///
/// Each limit has a default and a hard ceiling; the CLI can raise a limit up to its ceiling
/// (`--max-…` flags) but never past it. Every limit is checked before anything is rendered.
public struct SceneLimits: Sendable, Equatable {
  /// Largest canvas side in points.
  public var maximumCanvasPoints = 8192.0
  /// Largest output side in pixels (points × scale).
  public var maximumCanvasPixels = 16384
  /// Largest pixel density.
  public var maximumScale = 8.0
  /// Longest scene, seconds (one hour: 216,000 frames).
  public var maximumDurationSeconds = 3600.0
  /// Deepest layer nesting.
  public var maximumNestingDepth = 64
  /// Most layers in one scene (counting every nested layer).
  public var maximumLayerCount = 10_000
  /// Longest string in a text layer (or any of its keyframed values), in characters.
  public var maximumTextLength = 10_000
  /// Most pixels one render may produce: frames × width × height (10 s of 1080p at 60 fps is 1.2e9).
  public var maximumTotalPixels = 20_000_000_000.0
  /// Largest scene file, bytes.
  public var maximumFileBytes = 16 * 1024 * 1024
  /// How many frames the command renders when not every frame (one for `render --frame`, a
  /// contact sheet's cells, none for `sample`): `maximumTotalPixels` counts these, not the
  /// scene's length. Nil for every frame (`validate` and GIF, frame-folder and check renders).
  public var renderedFrameCount: Int?

  /// Largest canvas area in pixels, not adjustable: the renderer's own bound (Raster's
  /// `Canvas.maximumAreaPixels`, 256 MB of pixels per frame). Checked here so a scene the
  /// renderer cannot draw is a scene error from `validate`, not a failure halfway into a render.
  public static let maximumCanvasAreaPixels = 64 * 1024 * 1024

  /// The default limits.
  public init() {}

  /// What no flag can raise a limit past.
  /// Whether `--max-duration` can raise the duration limit (it is below its ceiling): at the
  /// ceiling, messages do not suggest it.
  var durationCanRise: Bool { maximumDurationSeconds < Self.ceilings.maximumDurationSeconds }

  public static let ceilings: SceneLimits = {
    var limits = SceneLimits()
    limits.maximumCanvasPoints = 32_768
    // The renderer allocates at most 16384 pixels a side (Raster's `Canvas.maximumSidePixels`):
    // the flag can lower the side limit, not raise it.
    limits.maximumCanvasPixels = 16_384
    limits.maximumScale = 16
    limits.maximumDurationSeconds = 86_400
    limits.maximumNestingDepth = 256
    limits.maximumLayerCount = 1_000_000
    limits.maximumTextLength = 1_000_000
    limits.maximumTotalPixels = 1e13
    limits.maximumFileBytes = 256 * 1024 * 1024
    return limits
  }()
}

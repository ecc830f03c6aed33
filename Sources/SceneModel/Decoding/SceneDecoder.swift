import Foundation
import Timing

/// Turns a parsed JSON document into a validated `Scene`, collecting every problem.
public struct SceneDecoder {
  /// Folder that relative resource paths (fonts, images) resolve against: the scene file's folder.
  public var baseDirectory: String
  /// Folder of the bundled fonts.
  public var fontsDirectory: String?
  /// Bounds checked before anything is allocated.
  public var limits: SceneLimits
  /// When set, every file the scene reads (fonts, images) must lie inside this folder, after
  /// resolving `..` and symlinks (`--root`, for scenes from untrusted sources).
  public var resourceRoot: String?
  /// When set, opens each font and image the scene names, so a damaged file is a scene error.
  public var resourceInspector: (any ResourceInspector)?

  /// Creates a decoder resolving resources against `baseDirectory`.
  public init(baseDirectory: String, fontsDirectory: String? = BundledFonts.directory, limits: SceneLimits = SceneLimits(),
              resourceRoot: String? = nil) {
    self.baseDirectory = baseDirectory
    self.fontsDirectory = fontsDirectory
    self.limits = limits
    self.resourceRoot = resourceRoot
  }

  static let topLevelKeys = ["$schema", "description", "canvas", "duration", "layers", "colorInterpolation"]

  /// Decodes `root`; returns the scene (nil when there are errors) and every diagnostic.
  public func decode(_ root: JSONNode) -> (scene: Scene?, diagnostics: [SceneDiagnostic]) {
    let context = DecodingContext()
    let scene = decodeScene(root, context: context)
    return (context.hasErrors ? nil : scene, context.diagnostics)
  }

  /// The keys each kind of object accepts or uses while decoding `root`, by normalized JSON
  /// path (`layers[].animations[]`); the schema test checks the schema covers all of them.
  func acceptedKeys(in root: JSONNode) -> [String: Set<String>] {
    let context = DecodingContext()
    context.keyLog = [:]
    _ = decodeScene(root, context: context)
    return context.keyLog ?? [:]
  }

  private func decodeScene(_ root: JSONNode, context: DecodingContext) -> Scene? {
    guard var reader = ObjectReader(root, path: "", context: context) else { return nil }
    _ = reader.node("$schema")  // editors put it there; it has no effect
    let description = reader.string("description")

    var canvas: CanvasSpec?
    if let node = reader.node("canvas") {
      canvas = decodeCanvas(node, context: context)
    } else {
      context.error("canvas", "is required: {\"width\": …, \"height\": …}", at: root)
    }

    let colorSpace = reader.node("colorInterpolation").flatMap {
      context.keyword($0, path: "colorInterpolation",
                      table: [("srgb", ColorSpace.srgb), ("oklab", .oklab), ("srgb-linear", .srgbLinear)])
    } ?? .srgb

    var layers: [Layer] = []
    if let node = reader.node("layers"), let elements = ValueReader.array(node, path: "layers", context: context) {
      let layerDecoder = LayerDecoder(scene: self, context: context, colorSpace: colorSpace)
      layers = elements.enumerated().compactMap { index, element in
        layerDecoder.decode(element, path: JSONPath.element("layers", index), depth: 1)
      }
    }

    var duration: TickTime?
    let durationNode = reader.node("duration")
    if let node = durationNode {
      // At least one tick: times are rounded to ticks, and a shorter scene would have no frames.
      duration = context.seconds(node, path: "duration", in: (1 / Double(TickTime.ticksPerSecond))...limits.maximumDurationSeconds,
                                 rangeText: "> 0 and ≤ \(NumberFormatting.roundTrip(limits.maximumDurationSeconds)) seconds (at least 1/60000 s, one tick of the scene clock\(limits.durationCanRise ? "; the upper limit can be raised with --max-duration" : ""))")
    }

    layers = layers.map { TimeShiftResolver.apply(to: $0, shift: .zero) }
    // A trigger looks for its crossing until the scene ends: one later would start nothing
    // visible. Without a duration the scene's end depends on the triggers, so they look as far
    // as a scene may last.
    let horizon = duration ?? TickTime(seconds: limits.maximumDurationSeconds) ?? .zero
    StartResolver(context: context, horizon: horizon).resolve(&layers)
    TextReferenceResolver(context: context).resolve(&layers)

    var lastAnimation: Animation?
    if durationNode == nil {
      if let (end, animation) = Self.latestEnd(of: layers) {
        duration = end  // a scene without a duration lasts until its last finite animation ends
        lastAnimation = animation
        if end <= .zero {
          context.error("duration", "is required when no animation ends after 0 s", at: root)
        } else if end.seconds > limits.maximumDurationSeconds {
          // The implicit duration obeys the same limit as an explicit one.
          context.error(animation.path, Self.implicitDurationProblem(animation, end: end, limits: limits),
                        location: context.location(of: animation.path))
          duration = nil
        }
      } else if !context.diagnostics.contains(where: { $0.severity == .error && $0.path.contains("animations[") }) {
        // An animation that could not be read has no end to count; its own error says why, and
        // asking for a duration on top was noise (QA).
        if let endless = Self.firstEndless(in: layers) {
          context.error("duration", "is required (seconds): \(endless.path) repeats forever, so the scene has no last animation to end with", location: context.location(of: endless.path))
        } else {
          context.error("duration", "is required (seconds), or give the scene animations with finite ends", at: root)
        }
      }
    } else if let duration {
      Self.warnAboutMillisecondDurations(in: layers, sceneDuration: duration, context: context)
    }
    reader.finish(known: Self.topLevelKeys)

    guard let canvas, let duration else { return nil }
    let scene = Scene(description: description, canvas: canvas, duration: duration, layers: layers, colorSpace: colorSpace)
    LimitsChecker(limits: limits, context: context).check(scene, lastAnimation: lastAnimation)
    return scene
  }

  private func decodeCanvas(_ node: JSONNode, context: DecodingContext) -> CanvasSpec? {
    guard var reader = ObjectReader(node, path: "canvas", context: context) else { return nil }
    let sideRange = 1...limits.maximumCanvasPoints
    let sideText = "between 1 and \(NumberFormatting.roundTrip(limits.maximumCanvasPoints)) points"
    let width = reader.node("width").flatMap { context.number($0, path: "canvas.width", in: sideRange, rangeText: sideText) }
    let height = reader.node("height").flatMap { context.number($0, path: "canvas.height", in: sideRange, rangeText: sideText) }
    if !reader.has("width") { context.error("canvas.width", "is required (points)", at: node) }
    if !reader.has("height") { context.error("canvas.height", "is required (points)", at: node) }
    let scale = reader.node("scale").flatMap {
      context.number($0, path: "canvas.scale", in: 0.01...limits.maximumScale,
                     rangeText: "between 0.01 and \(NumberFormatting.roundTrip(limits.maximumScale))")
    } ?? 1
    let background = reader.node("background").flatMap { context.color($0, path: "canvas.background") }
      ?? RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
    reader.finish(known: ["width", "height", "scale", "background"])
    guard let width, let height else { return nil }
    let spec = CanvasSpec(widthPoints: width, heightPoints: height, scale: scale, background: background)
    if max(spec.widthPixels, spec.heightPixels) > limits.maximumCanvasPixels {
      // --max-canvas-pixels only lowers the renderer's own bound: at that bound, say so.
      let remedy = limits.maximumCanvasPixels < SceneLimits.ceilings.maximumCanvasPixels
        ? "raise it with --max-canvas-pixels, up to \(SceneLimits.ceilings.maximumCanvasPixels)"
        : "the most the renderer draws; lower canvas.scale or the size"
      context.error("canvas", "renders at \(spec.widthPixels)×\(spec.heightPixels) pixels; the limit is \(limits.maximumCanvasPixels) per side (\(remedy))", at: node)
      return nil
    }
    if spec.widthPixels * spec.heightPixels > SceneLimits.maximumCanvasAreaPixels {
      context.error("canvas", "renders at \(spec.widthPixels)×\(spec.heightPixels) = \(spec.widthPixels * spec.heightPixels) pixels; a frame can have at most \(SceneLimits.maximumCanvasAreaPixels) pixels (64 Mpx, such as 8192×8192)", at: node)
      return nil
    }
    if spec.widthPixels < 1 || spec.heightPixels < 1 {
      context.error("canvas", "renders at \(spec.widthPixels)×\(spec.heightPixels) pixels; each side needs at least 1", at: node)
      return nil
    }
    return spec
  }

  /// The latest finite end time of any animation in the tree, and the animation that ends then
  /// (the first declared of those that end last), if any animation has one.
  static func latestEnd(of layers: [Layer]) -> (end: TickTime, animation: Animation)? {
    var latest: (end: TickTime, animation: Animation)?
    func visit(_ layer: Layer) {
      for animation in layer.animations {
        guard let end = animation.timing.endTime.map({ $0 + layer.timeShift }) else { continue }
        if latest == nil || end > latest!.end { latest = (end, animation) }
      }
      layer.children.forEach(visit)
    }
    layers.forEach(visit)
    return latest
  }

  /// Why a scene without a duration lasts too long, naming what to change.
  static func implicitDurationProblem(_ animation: Animation, end: TickTime, limits: SceneLimits) -> String {
    let seconds = NumberFormatting.roundTrip(end.seconds)
    let limit = NumberFormatting.roundTrip(limits.maximumDurationSeconds)
    var why = ""
    if case .spring = animation.timing.easing {
      why = " (a spring without its own \"duration\" lasts until it settles)"
    }
    return "ends at \(seconds) s\(why); the scene has no \"duration\", so it would last \(seconds) s, over the limit of \(limit) s. "
      + "Give the scene a \"duration\" (≤ \(limit) s)" + (limits.durationCanRise ? ", shorten this animation, or raise the limit with --max-duration" : " or shorten this animation")
  }
}

import Foundation
import Timing

/// Checks a decoded scene against the limits that need the whole tree: layer count, text
/// length and the total number of pixels a render would produce.
struct LimitsChecker {
  let limits: SceneLimits
  let context: DecodingContext

  /// Checks `scene`; `lastAnimation` is the animation whose end sets the scene's length when
  /// the scene has no "duration" (nil when it has one), so messages can point at it.
  func check(_ scene: Scene, lastAnimation: Animation? = nil) {
    var layerCount = 0
    var reportedCount = false
    func visit(_ layer: Layer) {
      layerCount += 1
      if layerCount > limits.maximumLayerCount, !reportedCount {
        reportedCount = true
        context.error(layer.path, "the scene has more than \(limits.maximumLayerCount) layers (the limit; raise it with --max-layers)", location: context.location(of: layer.path))
      }
      if case .text(let style) = layer.content {
        if let problem = TextLengthCheck.problem(in: layer.properties.text, maximumCharacters: limits.maximumTextLength) {
          context.error(layer.path + ".text", problem, location: style.textLocation)
        } else {
          // A text an animation shows is reported where it is written (QA: it was blamed on the
          // layer's own, one-character text).
          for (path, text) in layer.animations.flatMap(Self.strings) {
            guard let problem = TextLengthCheck.problem(in: text, maximumCharacters: limits.maximumTextLength) else { continue }
            context.error(path, problem, location: context.location(of: path))
            break
          }
        }
      }
      layer.children.forEach(visit)
    }
    scene.layers.forEach(visit)

    // Only the frames the command renders count (QA: `render --frame 0` of a long 4000×4000
    // scene was refused for the 78 000 frames it would not draw).
    let frameCount = min(scene.frameCount, limits.renderedFrameCount ?? scene.frameCount)
    let totalPixels = Double(frameCount) * Double(scene.canvas.widthPixels) * Double(scene.canvas.heightPixels)
    if totalPixels > limits.maximumTotalPixels {
      let size = "\(frameCount) frame\(frameCount == 1 ? "" : "s") of \(scene.canvas.widthPixels)×\(scene.canvas.heightPixels) pixels is \(Self.scientific(totalPixels)) pixels, over the limit of \(Self.scientific(limits.maximumTotalPixels)) (raise it with --max-total-pixels)"
      if frameCount < scene.frameCount {
        // A part of the scene (one frame, a strip's cells): its length is not the problem.
        context.error("canvas", "rendering \(size); make the canvas smaller", location: context.location(of: "canvas"))
      } else if let lastAnimation {
        let seconds = NumberFormatting.roundTrip(scene.duration.seconds)
        context.error(lastAnimation.path, "ends at \(seconds) s and the scene has no \"duration\", so it lasts \(seconds) s: rendering \(size); give the scene a shorter \"duration\" or a smaller canvas",
                      location: context.location(of: lastAnimation.path))
      } else {
        context.error("duration", "rendering \(size); shorten the \"duration\" or make the canvas smaller", location: context.location(of: "duration"))
      }
    }
  }

  /// Every string an animation can show, with its JSON path.
  static func strings(in animation: Animation) -> [(path: String, text: String)] {
    values(in: animation).compactMap { path, value in
      if case .string(let text) = value { (path, text) } else { nil }
    }
  }

  /// Every value an animation (and the animations of a group) writes, with its path.
  static func values(in animation: Animation) -> [(path: String, value: PropertyValue)] {
    switch animation.content {
    case .group(let children):
      return children.flatMap(values)
    case .property(_, .basic(let values)):
      return [("from", values.from), ("to", values.to), ("by", values.by)].compactMap { key, value in
        value.map { (animation.path + "." + key, $0) }
      }
    case .property(_, .keyframes(let track)):
      return track.values.enumerated().map { index, value in (JSONPath.element(animation.path + ".values", index), value.value) }
    case .property(_, .cssKeyframes(let frames, _, _)):
      return frames.enumerated().map { index, frame in (JSONPath.element(animation.path + ".keyframes", index) + ".value", frame.value.value) }
    case .property(_, .path(let motion)):
      return motion.points.map { (animation.path + ".path", PropertyValue.vector($0)) }
    }
  }

  static func scientific(_ value: Double) -> String { String(format: "%.1e", value) }
}

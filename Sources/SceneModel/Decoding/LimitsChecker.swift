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
        for text in [layer.properties.text] + layer.animations.flatMap(Self.strings) {
          guard let problem = TextLengthCheck.problem(in: text, maximumCharacters: limits.maximumTextLength) else { continue }
          context.error(layer.path + ".text", problem, location: style.textLocation)
          break
        }
      }
      layer.children.forEach(visit)
    }
    scene.layers.forEach(visit)

    let totalPixels = Double(scene.frameCount) * Double(scene.canvas.widthPixels) * Double(scene.canvas.heightPixels)
    if totalPixels > limits.maximumTotalPixels {
      let size = "\(scene.frameCount) frames of \(scene.canvas.widthPixels)×\(scene.canvas.heightPixels) pixels is \(Self.scientific(totalPixels)) pixels, over the limit of \(Self.scientific(limits.maximumTotalPixels)) (raise it with --max-total-pixels)"
      if let lastAnimation {
        let seconds = NumberFormatting.roundTrip(scene.duration.seconds)
        context.error(lastAnimation.path, "ends at \(seconds) s and the scene has no \"duration\", so it lasts \(seconds) s: rendering \(size); give the scene a shorter \"duration\" or a smaller canvas",
                      location: context.location(of: lastAnimation.path))
      } else {
        context.error("duration", "rendering \(size); shorten the \"duration\" or make the canvas smaller", location: context.location(of: "duration"))
      }
    }
  }

  /// Every string an animation can show.
  static func strings(in animation: Animation) -> [String] {
    switch animation.content {
    case .group(let children): return children.flatMap(strings)
    case .property(_, .basic(let values)):
      return [values.from, values.to, values.by].compactMap { if case .string(let text)? = $0 { return text } else { return nil } }
    case .property(_, .keyframes(let track)):
      return track.values.compactMap { if case .string(let text) = $0.value { return text } else { return nil } }
    case .property(_, .cssKeyframes(let frames, _)):
      return frames.compactMap { if case .string(let text) = $0.value.value { return text } else { return nil } }
    }
  }

  static func scientific(_ value: Double) -> String { String(format: "%.1e", value) }
}

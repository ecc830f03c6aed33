import Foundation
import Timing

/// Checks a decoded scene against the limits that need the whole tree: layer count, text
/// length and the total number of pixels a render would produce.
struct LimitsChecker {
  let limits: SceneLimits
  let context: DecodingContext

  func check(_ scene: Scene) {
    var layerCount = 0
    var reportedCount = false
    func visit(_ layer: Layer) {
      layerCount += 1
      if layerCount > limits.maximumLayerCount, !reportedCount {
        reportedCount = true
        context.error(layer.path, "the scene has more than \(limits.maximumLayerCount) layers (the limit; raise it with --max-layers)", location: nil)
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
      context.error("duration", "rendering \(scene.frameCount) frames of \(scene.canvas.widthPixels)×\(scene.canvas.heightPixels) pixels is \(Self.scientific(totalPixels)) pixels, over the limit of \(Self.scientific(limits.maximumTotalPixels)) (raise it with --max-total-pixels)", location: nil)
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

import SceneModel
import Timing

/// Which visible parts a layer draws, to decide whether its opacity and shadow need the layer
/// flattened offscreen first (overlapping parts) or can be folded into each part's colour.
struct LayerParts {
  /// How many parts (fill, content, outline, border, text, children) draw something.
  let count: Int
  /// Only a fill of a rect, ellipse or path, nothing else: its shadow can come from the outline.
  let isPlainFill: Bool

  var isEmpty: Bool { count == 0 }

  init(_ layer: LayerState, size: Vec2, hasText: Bool) {
    let p = layer.properties
    let hasArea = size.x > 0 && size.y > 0
    var isShape = false
    var fill = p.backgroundColor.alpha > 0 && hasArea
    var content = false
    var stroke = false
    switch layer.content {
    case .rect, .ellipse:
      isShape = true
    case .path(let data):
      isShape = true
      fill = p.backgroundColor.alpha > 0 && !data.commands.isEmpty
    case .gradient:
      content = hasArea && p.gradient.colors.contains { $0.alpha > 0 }
    case .image:
      content = hasArea
    case .text, .group:
      break
    }
    if isShape { stroke = p.stroke.color.alpha > 0 && p.stroke.lineWidthPoints > 0 && p.stroke.end > p.stroke.start }
    let border = p.borderWidthPoints > 0 && p.borderColor.alpha > 0 && hasArea
    let children = layer.children.count
    count = [fill, content, stroke, border, hasText].filter { $0 }.count + children
    isPlainFill = isShape && fill && count == 1
  }
}

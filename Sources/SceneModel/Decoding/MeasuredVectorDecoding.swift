import Timing

extension DecodingContext {
  /// A layer's `position` or `size`: a plain point, a measured pair
  /// (`{"measure": "label", "of": "textSize", "plus": [24, 8]}`), or a pair with measured
  /// components (`[{"measure": "label", "of": "textWidth", "plus": 24}, 28]`). Measured parts
  /// are 0 in the value returned and appended to `measures`, to be filled once fonts load.
  func measuredVector(_ node: JSONNode, path: String, whole: AnimatableProperty, x: AnimatableProperty, y: AnimatableProperty,
                      measures: inout [TextMeasure]) -> Vec2? {
    if Self.isMeasure(node) {
      // A measure with a problem has reported it; reading it as a plain point would only add
      // a second, misleading message.
      guard let measure = textMeasure(node, target: .layer(whole), kind: .vector, path: path) else { return nil }
      measures.append(measure)
      return Vec2(0, 0)
    }
    if case .array(let elements) = node.value, elements.count == 2,
       elements.contains(where: Self.isMeasure) {
      var components: [Double?] = []
      for (index, (element, property)) in zip(elements, [x, y]).enumerated() {
        let elementPath = JSONPath.element(path, index)
        if Self.isMeasure(element) {
          guard let measure = textMeasure(element, target: .layer(property), kind: .number, path: elementPath) else {
            components.append(nil)
            continue
          }
          measures.append(measure)
          components.append(0)
        } else {
          components.append(ValueReader.number(element, path: elementPath, context: self))
        }
      }
      guard let first = components[0], let second = components[1] else { return nil }
      return Vec2(first, second)
    }
    return vector(node, path: path)
  }

  static func isMeasure(_ node: JSONNode) -> Bool {
    if case .object(let members) = node.value { return members.contains { $0.key == "measure" } }
    return false
  }
}

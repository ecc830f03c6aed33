import Timing

/// CALayer appearance every layer type has: per-corner radii, clipping, border and shadow.
extension LayerDecoder {
  static let appearanceKeys = ["cornerRadii", "masksToBounds", "borderWidth", "borderColor",
                               "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset"]

  /// `type` is the layer's (nil when unknown). The checks are made here rather than in
  /// `decode`, which recurses once per nesting level: in a debug build every value it holds
  /// takes stack on each level, and a copy of the properties for a check overflowed a test
  /// thread's stack at 200 levels.
  func decodeAppearance(_ reader: inout ObjectReader, into properties: inout LayerProperties, type: String?) {
    let nonNegative = 0...Double.greatestFiniteMagnitude
    if let node = reader.node("cornerRadii") {
      let path = reader.memberPath("cornerRadii")
      if reader.has("cornerRadius") {
        context.error(path, "\"cornerRadius\" and \"cornerRadii\" both set the corners; set only one", at: node)
      } else if let radii = decodeCornerRadii(node, path: path) {
        properties.cornerRadii = radii
      }
    }
    if let value = reader.bool("masksToBounds") { properties.masksToBounds = value }
    if let value = reader.node("borderWidth").flatMap({
      context.number($0, path: reader.memberPath("borderWidth"), in: nonNegative, rangeText: "≥ 0 points")
    }) {
      properties.borderWidthPoints = value
    }
    if let value = reader.node("borderColor").flatMap({ context.color($0, path: reader.memberPath("borderColor")) }) {
      properties.borderColor = value
    }
    if let value = reader.node("shadowColor").flatMap({ context.color($0, path: reader.memberPath("shadowColor")) }) {
      properties.shadow.color = value
    }
    if let value = reader.node("shadowOpacity").flatMap({ context.number($0, path: reader.memberPath("shadowOpacity"), in: 0...1) }) {
      properties.shadow.opacity = value
    }
    if let value = reader.node("shadowRadius").flatMap({
      context.number($0, path: reader.memberPath("shadowRadius"), in: 0...1000, rangeText: "between 0 and 1000 points")
    }) {
      properties.shadow.radiusPoints = value
    }
    if let value = reader.node("shadowOffset").flatMap({
      context.unmeasuredVector($0, path: reader.memberPath("shadowOffset"), key: "shadowOffset", meaning: "[dx, dy] points")
    }) {
      properties.shadow.offsetPoints = value
    }
    if type == "ellipse" { warnIfBorderIsNotTheEllipse(&reader, properties: properties) }
  }

  /// An ellipse's border follows its bounds and corner radius, as a CALayer's does, so it is
  /// drawn around a rectangle unless the corners make the bounds the same circle (QA: a ring
  /// was expected, as CSS's border-radius: 50% gives; a blue square frame was drawn).
  func warnIfBorderIsNotTheEllipse(_ reader: inout ObjectReader, properties: LayerProperties) {
    guard properties.borderWidthPoints > 0, properties.borderColor.alpha > 0, let node = reader.node("borderWidth") else { return }
    let size = properties.size
    let half = min(size.x, size.y) / 2
    let radii = properties.cornerRadii.map { [$0.topLeft, $0.topRight, $0.bottomRight, $0.bottomLeft] } ?? [properties.cornerRadius]
    if size.x == size.y && radii.allSatisfy({ $0 >= half }) { return }
    context.warning(reader.memberPath("borderWidth"), "an ellipse's border follows its bounds and corner radius, as a CALayer's does, "
      + "so it is drawn around a rectangle here; for a line around the ellipse use \"strokeColor\" and \"lineWidth\"", at: node)
  }

  /// `[topLeft, topRight, bottomRight, bottomLeft]`, each ≥ 0 points.
  private func decodeCornerRadii(_ node: JSONNode, path: String) -> CornerRadiiPoints? {
    guard let elements = ValueReader.array(node, path: path, context: context) else { return nil }
    guard elements.count == 4 else {
      context.error(path, "expected 4 radii [topLeft, topRight, bottomRight, bottomLeft], got \(elements.count)", at: node)
      return nil
    }
    let radii = elements.enumerated().compactMap { index, element in
      context.number(element, path: JSONPath.element(path, index), in: 0...Double.greatestFiniteMagnitude, rangeText: "≥ 0")
    }
    guard radii.count == 4 else { return nil }
    return CornerRadiiPoints(topLeft: radii[0], topRight: radii[1], bottomRight: radii[2], bottomLeft: radii[3])
  }
}

import Timing

/// The outline of rect, ellipse and path layers (CAShapeLayer's stroke properties).
extension LayerDecoder {
  static let strokeKeys = ["strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                           "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]

  /// `strokeColor` may follow a counter (`{"by": "<id>.counter", "stops": …}`), as seed 001's gauge
  /// (a CAShapeLayer stroke) changes colour with its number; such a binding is added to `bindings`.
  func decodeStroke(_ reader: inout ObjectReader, into properties: inout LayerProperties, bindings: inout [ColorBinding]) {
    var stroke = properties.stroke
    if let colorNode = reader.node("strokeColor") {
      if case .object = colorNode.value {
        bindings += decodeColorBinding(colorNode, property: .strokeColor, path: reader.memberPath("strokeColor")).map { [$0] } ?? []
      } else if let value = context.color(colorNode, path: reader.memberPath("strokeColor")) {
        stroke.color = value
      }
    }
    if let value = reader.node("lineWidth").flatMap({
      context.number($0, path: reader.memberPath("lineWidth"), in: 0...10_000, rangeText: "between 0 and 10000 points")
    }) {
      stroke.lineWidthPoints = value
    }
    if let value = reader.node("lineCap").flatMap({
      context.keyword($0, path: reader.memberPath("lineCap"), table: LineCapStyle.allCases.map { ($0.rawValue, $0) })
    }) {
      stroke.cap = value
    }
    if let value = reader.node("lineJoin").flatMap({
      context.keyword($0, path: reader.memberPath("lineJoin"), table: LineJoinStyle.allCases.map { ($0.rawValue, $0) })
    }) {
      stroke.join = value
    }
    if let value = reader.node("miterLimit").flatMap({
      context.number($0, path: reader.memberPath("miterLimit"), in: 1...1000, rangeText: "between 1 and 1000 line widths")
    }) {
      stroke.miterLimit = value
    }
    if let node = reader.node("lineDashPattern") {
      stroke.dashPatternPoints = decodeDashPattern(node, path: reader.memberPath("lineDashPattern")) ?? []
    }
    if let value = reader.node("lineDashPhase").flatMap({
      context.number($0, path: reader.memberPath("lineDashPhase"), in: -1e6...1e6, rangeText: "between -1000000 and 1000000 points")
    }) {
      stroke.dashPhasePoints = value
    }
    for (key, keyPath) in [("strokeStart", \StrokeProperties.start), ("strokeEnd", \StrokeProperties.end)] {
      if let value = reader.node(key).flatMap({ context.number($0, path: reader.memberPath(key), in: 0...1) }) {
        stroke[keyPath: keyPath] = value
      }
    }
    properties.stroke = stroke
  }

  /// Alternating on/off lengths: each ≥ 0, not all zero (which would draw nothing forever).
  private func decodeDashPattern(_ node: JSONNode, path: String) -> [Double]? {
    guard let elements = ValueReader.array(node, path: path, context: context) else { return nil }
    let lengths = elements.enumerated().compactMap { index, element in
      context.number(element, path: JSONPath.element(path, index), in: 0...1e6, rangeText: "between 0 and 1000000 points")
    }
    guard lengths.count == elements.count else { return nil }
    if !lengths.isEmpty && lengths.allSatisfy({ $0 == 0 }) {
      context.error(path, "needs at least one length > 0 (all zeros would draw nothing); use [] for a solid line", at: node)
      return nil
    }
    if elements.count > 1024 {
      context.error(path, "has \(elements.count) lengths; at most 1024 are allowed", at: node)
      return nil
    }
    return lengths
  }
}

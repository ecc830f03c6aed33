import Timing

extension DecodingContext {
  /// `{"measure": "<text layer id>", "of": "textWidth", "plus": 8}` in an animation's from/to/by
  /// or a layer's position or size; nil (and no error) when the node is not such an object, so
  /// it is read as a plain value.
  func textMeasure(_ node: JSONNode, target: TextMeasure.Target, kind: PropertyKind, path: String) -> TextMeasure? {
    guard case .object(let members) = node.value, members.contains(where: { $0.key == "measure" }),
          var reader = ObjectReader(node, path: path, context: self) else { return nil }
    defer { reader.finish(known: ["measure", "of", "plus", "round"]) }
    let idNode = reader.node("measure")
    let id = idNode.flatMap { ValueReader.string($0, path: reader.memberPath("measure"), context: self) }
    let names = TextMeasure.Metric.allCases.filter { $0.kind == kind }.map(\.rawValue)
    // Every key is read even after a problem, so each problem is reported with its own message.
    var ok = true
    var metric: TextMeasure.Metric?
    if let ofNode = reader.node("of") {
      metric = keyword(ofNode, path: reader.memberPath("of"), table: TextMeasure.Metric.allCases.map { ($0.rawValue, $0) })
      if let found = metric, found.kind != kind {
        error(reader.memberPath("of"), "\"\(found.rawValue)\" is \(found.kind.expectation), but this property takes \(kind.expectation); use one of \(names.joined(separator: ", "))", at: ofNode)
        metric = nil
      }
    } else {
      error(JSONPath.member(path, "of"), "is required: what to measure (\(names.joined(separator: ", ")))", at: node)
    }
    var plus: PropertyValue?
    if let plusNode = reader.node("plus") {
      plus = propertyValue(plusNode, kind: kind, path: reader.memberPath("plus"))
      if plus == nil { ok = false }
    }
    var rounding: PixelRounding?
    if let roundNode = reader.node("round") {
      rounding = keyword(roundNode, path: reader.memberPath("round"), table: PixelRounding.allCases.map { ($0.rawValue, $0) })
      if rounding == nil { ok = false }
    }
    guard ok, let id, let metric else { return nil }
    var measure = TextMeasure(target: target, layerID: id, metric: metric, plus: plus, path: path)
    measure.rounding = rounding
    measure.location = idNode?.location
    return measure
  }
}

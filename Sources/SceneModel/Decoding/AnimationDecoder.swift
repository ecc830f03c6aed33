import Timing

/// Decodes one animation: target property, values and timing.
struct AnimationDecoder {
  let context: DecodingContext

  static let keys = ["id", "property", "keyPath", "from", "to", "by", "duration", "beginTime", "delay",
                     "timingFunction", "easing", "fillMode", "fill"]

  /// Core Animation's default duration when none is given (the implicit transaction duration).
  static let defaultDurationSeconds = 0.25

  func decode(_ node: JSONNode, path: String, layerType: String) -> Animation? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: Self.keys) }
    let id = reader.string("id")

    var property: AnimatableProperty?
    if let (key, propertyNode) = reader.node(oneOf: ["property", "keyPath"]),
       let name = ValueReader.string(propertyNode, path: reader.memberPath(key), context: context) {
      property = AnimatableProperty(keyPath: name)
      if property == nil {
        let hint = Suggestion.didYouMean(name, in: AnimatableProperty.allNames)
        context.error(reader.memberPath(key), "unknown property \"\(name)\"\(hint)", at: propertyNode)
      } else if let property, [.color, .fontSize, .text].contains(property), layerType != "text" {
        context.error(reader.memberPath(key), "\"\(name)\" applies to text layers only; this layer's type is \"\(layerType)\"", at: propertyNode)
      }
    } else if !reader.has("property") && !reader.has("keyPath") {
      context.error(reader.memberPath("property"), "is required: the key path to animate, e.g. \"opacity\" or \"position.x\"", at: node)
    }

    // Values are read even when the property is unknown, so their keys are not reported as unknown too.
    let kind = property?.kind
    func value(_ key: String) -> PropertyValue? {
      guard let valueNode = reader.node(key), let kind else { return nil }
      return context.propertyValue(valueNode, kind: kind, path: reader.memberPath(key))
    }
    let values = AnimationValues(from: value("from"), to: value("to"), by: value("by"))
    if kind == .string, reader.has("by") {
      context.error(reader.memberPath("by"), "text cannot be animated by a relative amount", at: reader.node("by"))
    }
    if property != nil, !reader.has("from"), !reader.has("to"), !reader.has("by") {
      context.error(path, "needs at least one of \"from\", \"to\" or \"by\"", at: node)
    }

    let timing = decodeTiming(&reader, path: path)
    guard let property, let timing else { return nil }
    return Animation(id: id, property: property, values: values, timing: timing, path: path)
  }

  private func decodeTiming(_ reader: inout ObjectReader, path: String) -> AnimationTiming? {
    var ok = true
    var duration = TickTime(seconds: Self.defaultDurationSeconds)!
    if let node = reader.node("duration") {
      if let value = context.seconds(node, path: reader.memberPath("duration"), in: 0...86_400, rangeText: "≥ 0 and ≤ 86400 seconds") {
        duration = value
      } else { ok = false }
    }
    var delay = TickTime.zero
    if let (key, node) = reader.node(oneOf: ["beginTime", "delay"]) {
      if let value = context.seconds(node, path: reader.memberPath(key), in: -86_400...86_400, rangeText: "between -86400 and 86400 seconds") {
        delay = value
      } else { ok = false }
    }
    var easing = TimingFunction.linear  // Core Animation: a nil timingFunction is linear
    if let (key, node) = reader.node(oneOf: ["timingFunction", "easing"]),
       let text = ValueReader.string(node, path: reader.memberPath(key), context: context) {
      do {
        easing = try TimingFunction.parse(text)
      } catch {
        context.error(reader.memberPath(key), error.description, at: node)
        ok = false
      }
    }
    var fill = FillMode.removed
    if let (key, node) = reader.node(oneOf: ["fillMode", "fill"]) {
      let table: [(String, FillMode)] = [("removed", .removed), ("none", .removed), ("forwards", .forwards),
                                         ("backwards", .backwards), ("both", .both)]
      if let value = context.keyword(node, path: reader.memberPath(key), table: table) { fill = value } else { ok = false }
    }
    guard ok else { return nil }
    return AnimationTiming(delay: delay, iterationDuration: duration, iterations: 1, fill: fill, easing: easing)
  }
}

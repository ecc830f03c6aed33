/// Decodes an animation's `when`:
/// `{"layer": "list", "property": "position.y", "crosses": 0, "direction": "down", "occurrence": 1}`.
struct ValueTriggerDecoder {
  let context: DecodingContext

  static let keys = ["layer", "property", "crosses", "direction", "occurrence"]

  func decode(_ node: JSONNode, path: String) -> ValueTrigger? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: Self.keys) }
    var ok = true
    func required(_ key: String, _ what: String) -> JSONNode? {
      if let found = reader.node(key) { return found }
      context.error(JSONPath.member(path, key), "is required: \(what)", at: node)
      ok = false
      return nil
    }

    let layerNode = required("layer", "the id of the layer to watch")
    let propertyNode = required("property", "the number property to watch, e.g. \"position.y\"")
    let thresholdNode = required("crosses", "the value that starts the animation when the property crosses it")

    var layerID: String?
    if let layerNode {
      layerID = ValueReader.string(layerNode, path: reader.memberPath("layer"), context: context)
    }
    var property: AnimatableProperty?
    if let propertyNode, let name = ValueReader.string(propertyNode, path: reader.memberPath("property"), context: context) {
      property = decodeProperty(name, node: propertyNode, path: reader.memberPath("property"))
    }
    var threshold: Double?
    if let thresholdNode {
      threshold = context.number(thresholdNode, path: reader.memberPath("crosses"))
    }
    var direction = ValueTrigger.Direction.either
    if let directionNode = reader.node("direction") {
      let table = ValueTrigger.Direction.allCases.map { ($0.rawValue, $0) }
      if let decoded = context.keyword(directionNode, path: reader.memberPath("direction"), table: table) {
        direction = decoded
      } else { ok = false }
    }
    var occurrence = 1
    if let occurrenceNode = reader.node("occurrence") {
      if let value = context.number(occurrenceNode, path: reader.memberPath("occurrence"), in: 1...1_000_000,
                                    rangeText: "a whole number from 1 (the first crossing) to 1000000") {
        if value == value.rounded() {
          occurrence = Int(value)
        } else {
          context.error(reader.memberPath("occurrence"), "must be a whole number, got \(NumberFormatting.roundTrip(value))", at: occurrenceNode)
          ok = false
        }
      } else { ok = false }
    }
    guard ok, let layerID, let property, let threshold else { return nil }
    return ValueTrigger(layerID: layerID, property: property, threshold: threshold, direction: direction, occurrence: occurrence)
  }

  /// A number property; a point property gets a hint naming its components.
  private func decodeProperty(_ name: String, node: JSONNode, path: String) -> AnimatableProperty? {
    guard let property = AnimatableProperty(keyPath: name) else {
      let hint = Suggestion.didYouMean(name, in: AnimatableProperty.allNames)
      context.error(path, "unknown property \"\(name)\"\(hint)", at: node)
      return nil
    }
    guard property.kind == .number else {
      let components: [AnimatableProperty: String] = [.position: "\"position.x\" or \"position.y\"", .size: "\"size.width\" or \"size.height\""]
      let hint = components[property].map { "; watch one component: \($0)" } ?? ""
      context.error(path, "must be a number property; \"\(name)\" holds a \(property.kind.rawValue)\(hint)", at: node)
      return nil
    }
    return property
  }
}

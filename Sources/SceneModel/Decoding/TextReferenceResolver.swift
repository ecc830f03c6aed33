import Timing

/// After the whole tree is decoded (and time shifts are known): connects counter-driven
/// colours to their counters, checks `{"measure": …}` ids, and checks what a split text
/// layer may not have. Needs no fonts; measuring happens later in `TextResolver`.
struct TextReferenceResolver {
  let context: DecodingContext

  func resolve(_ layers: inout [Layer]) {
    var byID: [String: Layer] = [:]
    var counts: [String: Int] = [:]
    func index(_ layer: Layer) {
      if let id = layer.id {
        if byID[id] == nil { byID[id] = layer }
        counts[id, default: 0] += 1
      }
      layer.children.forEach(index)
    }
    layers.forEach(index)
    let ids = byID.keys.sorted()
    // A reference to an id that several layers share would silently pick the first; it is
    // refused, as `when` refuses it.
    let shared = counts.filter { $0.value > 1 }

    func visit(_ layer: inout Layer) {
      for i in layer.colorBindings.indices {
        resolveSource(of: &layer.colorBindings[i], owner: layer, byID: byID, ids: ids, shared: shared)
      }
      for animation in layer.animations.flatMap(\.flattened) {
        for measure in animation.textMeasures {
          checkMeasured(measure, byID: byID, ids: ids, shared: shared)
        }
      }
      for measure in layer.textMeasures { checkMeasured(measure, byID: byID, ids: ids, shared: shared) }
      if case .text(let style) = layer.content, style.split != nil { checkSplit(layer) }
      for i in layer.children.indices { visit(&layer.children[i]) }
    }
    for i in layers.indices { visit(&layers[i]) }
    checkMeasureLoops(byID: byID)
  }

  /// A layer's measured position or size needs the measured layer's own position and size
  /// first, so those references must not loop (a text layer cannot measure itself either).
  private func checkMeasureLoops(byID: [String: Layer]) {
    func references(of id: String) -> [TextMeasure] { byID[id]?.textMeasures ?? [] }
    var reported = Set<String>()
    _ = DependencyWalk.postOrder(from: byID.keys.sorted(), dependencies: { references(of: $0).map(\.layerID) }) { loop in
      for member in loop.dropLast() where !reported.contains(member) {
        reported.insert(member)
        guard let measure = references(of: member).first(where: { loop.contains($0.layerID) }) else { continue }
        let chain = loop.map { "\"\($0)\"" }.joined(separator: " → ")
        context.error(JSONPath.member(measure.path, "measure"), "measured positions and sizes loop (\(chain)): each needs the other's layout first", location: measure.location)
      }
    }
  }

  private func resolveSource(of binding: inout ColorBinding, owner: Layer, byID: [String: Layer], ids: [String], shared: [String: Int]) {
    let byPath = JSONPath.member(binding.path, "by")
    let source: Layer
    if let id = binding.sourceLayerID {
      guard let found = byID[id] else {
        context.error(byPath, "no layer has the id \"\(id)\"\(Suggestion.didYouMean(id, in: ids))", location: binding.location)
        return
      }
      if let count = shared[id] {
        context.error(byPath, Self.sharedID(id, count: count, role: "counter"), location: binding.location)
        return
      }
      source = found
    } else {
      source = owner
    }
    if context.layersOfUnknownType.contains(source.path) { return }  // its type's error says enough
    guard case .text(let style) = source.content, let counter = style.counter else {
      let name = binding.sourceLayerID.map { "layer \"\($0)\"" } ?? "this layer"
      context.error(byPath, "\(name) has no \"counter\" to drive the colour", location: binding.location)
      return
    }
    binding.source = (counter, source.timeShift)
  }

  private func checkMeasured(_ measure: TextMeasure, byID: [String: Layer], ids: [String], shared: [String: Int]) {
    let measurePath = JSONPath.member(measure.path, "measure")
    guard let layer = byID[measure.layerID] else {
      context.error(measurePath, "no layer has the id \"\(measure.layerID)\"\(Suggestion.didYouMean(measure.layerID, in: ids))", location: measure.location)
      return
    }
    if let count = shared[measure.layerID] {
      context.error(measurePath, Self.sharedID(measure.layerID, count: count, role: "measured"), location: measure.location)
      return
    }
    if context.layersOfUnknownType.contains(layer.path) { return }  // its type's error says enough
    guard case .text = layer.content else {
      context.error(measurePath, "layer \"\(measure.layerID)\" is a \(layer.content.typeName) layer; only text layers can be measured", location: measure.location)
      return
    }
  }

  /// The message for a reference to an id several layers have (the words `when` uses).
  static func sharedID(_ id: String, count: Int, role: String) -> String {
    "\(count) layers have id \"\(id)\"; give the \(role) layer an id of its own"
  }

  /// A split layer's units are fixed when the scene is prepared, from its authored text.
  private func checkSplit(_ layer: Layer) {
    if !layer.children.isEmpty {
      context.error(JSONPath.member(layer.path, "children"), "a split text layer's children are its units; put other layers beside it", location: context.location(of: JSONPath.member(layer.path, "children")))
    }
    for animation in layer.animations.flatMap(\.flattened) {
      guard case .property(let property, _) = animation.content, [.text, .fontSize, .color].contains(property) else { continue }
      let advice = property == .color ? "animate the units' colour in \"unitAnimations\"" : "the units are laid out once, from the authored text and size"
      context.error(animation.path, "a split text layer cannot animate \"\(property.rawValue)\": \(advice)", location: context.location(of: animation.path))
    }

  }
}

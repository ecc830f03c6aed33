import Timing

extension TextResolver {
  /// Fills every layer's measured `position` and `size`. A measurement uses the measured
  /// layer's own position and size, so a measured layer is filled before the layers that
  /// measure it, and its box is measured once: a chain of n layers costs n measurements, not
  /// n² (one pass per link). The decoder has refused loops; one that got here is left unfilled.
  func fillLayerMeasures(in layers: inout [Layer], pixelsPerPoint: Double) -> [SceneDiagnostic] {
    // Every layer with an id or a measure, by its place in the tree (child indices from the
    // top), in tree order; an id names the first layer that has it.
    var places: [[Int]] = []
    var placeOfID: [String: [Int]] = [:]
    func index(_ layer: Layer, at place: [Int]) {
      if let id = layer.id, placeOfID[id] == nil { placeOfID[id] = place }
      if layer.id != nil || !layer.textMeasures.isEmpty { places.append(place) }
      for (i, child) in layer.children.enumerated() { index(child, at: place + [i]) }
    }
    for (i, layer) in layers.enumerated() { index(layer, at: [i]) }

    let order = DependencyWalk.postOrder(from: places) { place in
      Layer.at(place, in: layers).textMeasures.compactMap { placeOfID[$0.layerID] }
    }
    var warnings: [SceneDiagnostic] = []
    var boxes: [String: TextRect] = [:]
    for place in order {
      if !Layer.at(place, in: layers).textMeasures.isEmpty {
        Layer.modify(place, in: &layers) { warnings += fill(&$0, boxes: boxes, pixelsPerPoint: pixelsPerPoint) }
      }
      let layer = Layer.at(place, in: layers)
      if let id = layer.id, placeOfID[id] == place, let box = textBox(of: layer) { boxes[id] = box }
    }
    return warnings
  }

  /// The box of every text layer with an id (the first layer with each id), as laid out now.
  func textBoxes(in layers: [Layer]) -> [String: TextRect] {
    var boxes: [String: TextRect] = [:]
    func collect(_ layer: Layer) {
      if let id = layer.id, boxes[id] == nil, case .text = layer.content { boxes[id] = textBox(of: layer) }
      layer.children.forEach(collect)
    }
    layers.forEach(collect)
    return boxes
  }

  private func fill(_ layer: inout Layer, boxes: [String: TextRect], pixelsPerPoint: Double) -> [SceneDiagnostic] {
    var warnings: [SceneDiagnostic] = []
    for measure in layer.textMeasures {
      guard case .layer(let property) = measure.target, let box = boxes[measure.layerID] else { continue }  // ids checked when decoded
      property.set(measure.value(of: box, pixelsPerPoint: pixelsPerPoint), in: &layer.properties)
    }
    // Where the size's measure is written, so the warning below points at it.
    let sizeLocation = layer.textMeasures.first { measure in
      if case .layer(let property) = measure.target { return [.size, .sizeWidth, .sizeHeight].contains(property) }
      return false
    }?.location
    layer.textMeasures = []
    let size = layer.properties.size
    if size.x < 0 || size.y < 0 {
      // "plus" took more than the text measures; a negative size has no meaning.
      let shown = "[\(NumberFormatting.roundTrip(size.x)), \(NumberFormatting.roundTrip(size.y))]"
      warnings.append(SceneDiagnostic(.warning, path: JSONPath.member(layer.path, "size"),
                                      message: "the measured size is \(shown); negative parts are drawn as 0", location: sizeLocation))
      layer.properties.size = Vec2(max(0, size.x), max(0, size.y))
    }
    return warnings
  }
}

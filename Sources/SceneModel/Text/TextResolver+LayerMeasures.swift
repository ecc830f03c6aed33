import Timing

extension TextResolver {
  /// Fills every layer's measured `position` and `size`. A measurement uses the measured
  /// layer's own position and size, so those layers are filled first; the decoder has refused
  /// loops, so each pass fills at least one layer until none is left.
  func fillLayerMeasures(in layers: inout [Layer], pixelsPerPoint: Double) -> [SceneDiagnostic] {
    var warnings: [SceneDiagnostic] = []
    while true {
      var waiting = Set<String>()
      func collectWaiting(_ layer: Layer) {
        if let id = layer.id, !layer.textMeasures.isEmpty { waiting.insert(id) }
        layer.children.forEach(collectWaiting)
      }
      layers.forEach(collectWaiting)
      let boxes = textBoxes(in: layers)
      var filledAny = false
      var leftAny = false
      func visit(_ layer: inout Layer) {
        if !layer.textMeasures.isEmpty {
          if layer.textMeasures.allSatisfy({ !waiting.contains($0.layerID) }) {
            warnings += fill(&layer, boxes: boxes, pixelsPerPoint: pixelsPerPoint)
            filledAny = true
          } else {
            leftAny = true
          }
        }
        for i in layer.children.indices { visit(&layer.children[i]) }
      }
      for i in layers.indices { visit(&layers[i]) }
      if !leftAny || !filledAny { return warnings }
    }
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

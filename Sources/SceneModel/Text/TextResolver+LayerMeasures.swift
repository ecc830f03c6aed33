import Timing

extension TextResolver {
  /// Fills every layer's measured `position` and `size`. A measurement uses the measured
  /// layer's own position and size, so a measured layer is filled before the layers that
  /// measure it, and its box is measured once: a chain of n layers costs n measurements, not
  /// n² (one pass per link). The decoder has refused loops; one that got here is left unfilled.
  func fillLayerMeasures(in layers: inout [Layer], pixelsPerPoint: Double) -> [SceneDiagnostic] {
    var warnings: [SceneDiagnostic] = []
    // Where the first layer with each id is, as child indices from the top.
    var paths: [String: [Int]] = [:]
    func index(_ layer: Layer, at path: [Int]) {
      if let id = layer.id, paths[id] == nil { paths[id] = path }
      for (i, child) in layer.children.enumerated() { index(child, at: path + [i]) }
    }
    for (i, layer) in layers.enumerated() { index(layer, at: [i]) }

    var boxes: [String: TextRect] = [:]
    var done = Set<String>()
    var inProgress = Set<String>()
    // Depth first with a stack of its own: a chain of thousands of labels would overflow the
    // thread's stack as recursion.
    func fillInOrder(from path: [Int], id: String?) {
      var stack: [(path: [Int], id: String?)] = [(path, id)]
      while let top = stack.last {
        // Only the measures are kept: a copy of the layer held while it is changed below would
        // make every change copy its arrays.
        let measures = Layer.at(top.path, in: layers).textMeasures
        let next = measures.lazy.map(\.layerID)
          .first { !done.contains($0) && !inProgress.contains($0) && paths[$0] != nil }
        if let next, let nextPath = paths[next] {
          inProgress.insert(next)
          stack.append((nextPath, next))
          continue
        }
        stack.removeLast()
        if !measures.isEmpty {
          Layer.modify(top.path, in: &layers) { warnings += fill(&$0, boxes: boxes, pixelsPerPoint: pixelsPerPoint) }
        }
        if let id = top.id {
          inProgress.remove(id)
          done.insert(id)
          if let box = textBox(of: Layer.at(top.path, in: layers)) { boxes[id] = box }
        }
      }
    }
    func visit(at path: [Int]) {
      let (layerID, hasMeasures, childCount) = {
        let layer = Layer.at(path, in: layers)
        return (layer.id, !layer.textMeasures.isEmpty, layer.children.count)
      }()
      // Only the first layer with an id is measured; the decoder has refused shared ids.
      let id = layerID.flatMap { paths[$0] == path ? $0 : nil }
      if let id, done.contains(id) {
        // Filled already, as another layer's dependency.
      } else if id != nil || hasMeasures {
        if let id { inProgress.insert(id) }
        fillInOrder(from: path, id: id)
      }
      for i in 0..<childCount { visit(at: path + [i]) }
    }
    for i in layers.indices { visit(at: [i]) }
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

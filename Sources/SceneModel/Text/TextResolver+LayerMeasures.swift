import Timing

extension TextResolver {
  /// Fills every layer's measured `position` and `size`. A measurement uses the measured
  /// layer's own position and size, so a measured layer is filled before the layers that
  /// measure it, and its box is measured once: a chain of n layers costs n measurements, not
  /// n² (one pass per link). The decoder has refused loops; one that got here is left unfilled.
  ///
  /// A measured text that changes while the scene runs (a counter, an animated `text` or
  /// `fontSize`, or a measured position or size of its own that does) is measured at every
  /// frame of `frameCount`, each distinct layout once, and the measuring layer gets a
  /// `MeasureTrack` that follows it.
  func fillLayerMeasures(in layers: inout [Layer], pixelsPerPoint: Double, frameCount: Int,
                         colorSpace: ColorSpace) -> [SceneDiagnostic] {
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
    var boxes: [String: FrameRuns<TextRect>] = [:]
    for place in order {
      if !Layer.at(place, in: layers).textMeasures.isEmpty {
        Layer.modify(place, in: &layers) { warnings += fill(&$0, boxes: boxes, pixelsPerPoint: pixelsPerPoint) }
      }
      let layer = Layer.at(place, in: layers)
      if let id = layer.id, placeOfID[id] == place,
         let box = boxTrack(of: layer, frameCount: frameCount, colorSpace: colorSpace) { boxes[id] = box }
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

  /// Whether a text layer's box can differ between frames: its text or font size changes, or
  /// its own position or size follows another text that does. Its other animations do not
  /// count: a measurement sees the layer as laid out, not as animated.
  static func boxChanges(_ layer: Layer) -> Bool {
    guard case .text(let style) = layer.content else { return false }
    return style.counter != nil || !layer.measureTracks.isEmpty
      || layer.animations.contains { $0.animates(overlapping: .text) || $0.animates(overlapping: .fontSize) }
  }

  /// A text layer's box at every frame; one run when it never changes.
  func boxTrack(of layer: Layer, frameCount: Int, colorSpace: ColorSpace) -> FrameRuns<TextRect>? {
    guard case .text(let style) = layer.content else { return nil }
    guard Self.boxChanges(layer) else { return textBox(of: layer).map { FrameRuns(constant: $0) } }
    // A counter shows each number for several frames, and a text animation few texts:
    // each distinct layout is measured once.
    var layouts: [LayoutKey: TextRect] = [:]
    return FrameRuns(frameCount: frameCount) { frame in
      var placed = layer.properties
      for track in layer.measureTracks { track.apply(atFrame: frame, to: &placed) }
      let shown = layer.properties(at: TickTime(frameIndex: frame), colorSpace: colorSpace)
      placed.fontSizePoints = shown.fontSizePoints
      let key = LayoutKey(text: shown.text, fontSizePoints: shown.fontSizePoints,
                          boxWidthPoints: layer.hasExplicitSize ? placed.size.x : nil)
      let measured = layouts[key] ?? measurement(of: layer, style: style, properties: placed, text: shown.text).bounds
      layouts[key] = measured
      return Self.textBox(of: layer, properties: placed, measured: measured)
    }
  }

  /// What a text layout depends on besides the layer's style.
  private struct LayoutKey: Hashable {
    var text: String
    var fontSizePoints: Double
    var boxWidthPoints: Double?
  }

  private func fill(_ layer: inout Layer, boxes: [String: FrameRuns<TextRect>], pixelsPerPoint: Double) -> [SceneDiagnostic] {
    for measure in layer.textMeasures {
      guard case .layer(let property) = measure.target, let box = boxes[measure.layerID] else { continue }  // ids checked when decoded
      let values = box.map { measure.value(of: $0, pixelsPerPoint: pixelsPerPoint) }
      property.set(values.first, in: &layer.properties)
      layer.measureTracks.removeAll { $0.property == property }
      if !values.isConstant { layer.measureTracks.append(MeasureTrack(property: property, values: values)) }
    }
    // Where the size's measure is written, so the warning below points at it.
    let sizeLocation = layer.textMeasures.first { measure in
      if case .layer(let property) = measure.target { return Self.setsSize(property) }
      return false
    }?.location
    layer.textMeasures = []
    guard let (frame, size) = firstNegativeSize(of: layer) else { return [] }
    // "plus" took more than the text measures; a negative size has no meaning.
    let shown = "[\(NumberFormatting.roundTrip(size.x)), \(NumberFormatting.roundTrip(size.y))]"
    let when = frame > 0 ? " from frame \(frame)" : ""
    let warning = SceneDiagnostic(.warning, path: JSONPath.member(layer.path, "size"),
                                  message: "the measured size is \(shown)\(when); negative parts are drawn as 0", location: sizeLocation)
    layer.properties.size = Vec2(max(0, layer.properties.size.x), max(0, layer.properties.size.y))
    for i in layer.measureTracks.indices where Self.setsSize(layer.measureTracks[i].property) {
      layer.measureTracks[i].values = layer.measureTracks[i].values.map(Self.noNegativeParts)
    }
    return [warning]
  }

  private static func setsSize(_ property: AnimatableProperty) -> Bool {
    [.size, .sizeWidth, .sizeHeight].contains(property)
  }

  private static func noNegativeParts(_ value: PropertyValue) -> PropertyValue {
    switch value {
    case .number(let number): return .number(max(0, number))
    case .vector(let vector): return .vector(Vec2(max(0, vector.x), max(0, vector.y)))
    default: return value
    }
  }

  /// The first frame at which the layer's measured size has a negative part, and that size.
  private func firstNegativeSize(of layer: Layer) -> (frame: Int, size: Vec2)? {
    let sizeTracks = layer.measureTracks.filter { Self.setsSize($0.property) }
    // The size can change only where one of its tracks starts a run.
    let frames = Set(sizeTracks.flatMap(\.values.startFrames)).union([0]).sorted()
    for frame in frames {
      var properties = layer.properties
      for track in sizeTracks { track.apply(atFrame: frame, to: &properties) }
      if properties.size.x < 0 || properties.size.y < 0 { return (frame, properties.size) }
    }
    return nil
  }
}

import Timing

/// Finishes a decoded scene with real text metrics from a `TextMeasurer`: turns split text
/// layers into unit sub-layers, fills `{"measure": …}` animation values, and warns about
/// characters no font has. Idempotent: a prepared scene comes back unchanged.
public struct TextResolver {
  let measurer: any TextMeasurer

  /// Creates a resolver measuring with `measurer`.
  public init(measurer: any TextMeasurer) {
    self.measurer = measurer
  }

  /// The prepared scene and the warnings found (each missing character once per layer).
  public func resolve(_ scene: Scene) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    var scene = scene
    let pixelsPerPoint = scene.canvas.scale
    let frameCount = scene.frameCount  // read before the layers are modified in place
    var warnings = fillLayerMeasures(in: &scene.layers, pixelsPerPoint: pixelsPerPoint, frameCount: frameCount,
                                     colorSpace: scene.colorSpace)
    // Animations measure the layers as authored, measured positions and sizes included, once:
    // a counter at its `to` value.
    let boxes = textBoxes(in: scene.layers)

    func visit(_ layer: inout Layer) {
      warnings += missingGlyphWarnings(for: layer, frameCount: frameCount) + rightToLeftWarnings(for: layer)
      for i in layer.animations.indices { fillMeasures(in: &layer.animations[i], boxes: boxes, pixelsPerPoint: pixelsPerPoint) }
      fixSizeIfAnimated(&layer)
      if case .text(let style) = layer.content, let split = style.split, !layer.children.contains(where: Self.isUnit) {
        splitIntoUnits(&layer, style: style, split: split)
      }
      for i in layer.children.indices where !Self.isUnit(layer.children[i]) { visit(&layer.children[i]) }
    }
    for i in scene.layers.indices { visit(&scene.layers[i]) }
    return (scene, warnings)
  }

  /// A text layer without a size whose size is animated starts from its text's size, as a
  /// label sized to fit does: the size becomes its own, so the animation has a value to start
  /// from (or add to) and the drawn bounds follow it. Without an animation the size keeps
  /// following the text (a counter's changing digits).
  func fixSizeIfAnimated(_ layer: inout Layer) {
    guard case .text = layer.content, !layer.hasExplicitSize,
          layer.animations.contains(where: { $0.animates(overlapping: .size) }),
          let measured = measurement(of: layer) else { return }
    layer.properties.size = Vec2(measured.bounds.x + measured.bounds.width, measured.bounds.height)
    layer.hasExplicitSize = true
  }

  static func isUnit(_ layer: Layer) -> Bool {
    if case .text(let style) = layer.content { return style.unit != nil }
    return false
  }

  /// The layout of a text layer's authored text, as drawn.
  func measurement(of layer: Layer, text: String? = nil) -> TextMeasurement? {
    guard case .text(let style) = layer.content else { return nil }
    let shown = text ?? style.counter.map { $0.format.string(for: $0.to) } ?? layer.properties.text
    return measurement(of: layer, style: style, properties: layer.properties, text: shown)
  }

  /// The layout of `text` in a text layer with `properties` (its font size and, when it has
  /// one, its width).
  func measurement(of layer: Layer, style: TextStyle, properties: LayerProperties, text: String) -> TextMeasurement {
    measurer.measure(text, style: style, fontSizePoints: properties.fontSizePoints,
                     boxWidthPoints: layer.hasExplicitSize ? properties.size.x : nil)
  }

  /// The text's box in the layer's parent coordinates, from authored position, anchor and size.
  func textBox(of layer: Layer) -> TextRect? {
    measurement(of: layer).map { Self.textBox(of: layer, properties: layer.properties, measured: $0.bounds) }
  }

  /// The box of a text laid out as `measured` in a layer placed by `properties`.
  static func textBox(of layer: Layer, properties: LayerProperties, measured: TextRect) -> TextRect {
    let size = layer.hasExplicitSize ? properties.size : Vec2(measured.width, measured.height)
    let originX = properties.position.x - properties.anchorPoint.x * size.x
    let originY = properties.position.y - properties.anchorPoint.y * size.y
    return TextRect(x: originX + measured.x, y: originY + measured.y, width: measured.width, height: measured.height)
  }

  private func fillMeasures(in animation: inout Animation, boxes: [String: TextRect], pixelsPerPoint: Double) {
    if case .group(var children) = animation.content {
      for i in children.indices { fillMeasures(in: &children[i], boxes: boxes, pixelsPerPoint: pixelsPerPoint) }
      animation.content = .group(children)
    }
    guard !animation.textMeasures.isEmpty, case .property(let property, .basic(var values)) = animation.content else { return }
    for measure in animation.textMeasures {
      guard let box = boxes[measure.layerID] else { continue }  // checked when decoded
      let value = measure.value(of: box, pixelsPerPoint: pixelsPerPoint)
      switch measure.target {
      case .animation(.from): values.from = value
      case .animation(.to): values.to = value
      case .animation(.by): values.by = value
      case .layer: break  // only layers hold these
      }
    }
    animation.content = .property(property, .basic(values))
    animation.textMeasures = []
  }
}

import Timing

extension TextResolver {
  /// Replaces a split layer's drawn text with one child per unit, placed from the real layout.
  /// The layer keeps its size (its text's size when it had none), so its geometry is unchanged.
  func splitIntoUnits(_ layer: inout Layer, style: TextStyle, split: TextSplit) {
    guard let measured = measurement(of: layer) else { return }
    let units = TextSplitter.units(of: layer.properties.text, measurement: measured, split: split)
    if !layer.hasExplicitSize {
      layer.properties.size = Vec2(measured.bounds.x + measured.bounds.width, measured.bounds.height)
      layer.hasExplicitSize = true
    }
    var unitStyle = TextStyle(fontFiles: style.fontFiles, alignment: .left)
    unitStyle.lineHeightPoints = measured.lineHeightPoints  // the parent's, so baselines match
    unitStyle.letterSpacingPoints = style.letterSpacingPoints
    layer.children = units.enumerated().map { index, unit in
      var properties = LayerProperties()
      properties.text = unit.text
      properties.fontSizePoints = layer.properties.fontSizePoints
      properties.textColor = layer.properties.textColor
      properties.size = Vec2(unit.frame.width, unit.frame.height)
      properties.position = Vec2(unit.frame.midX, unit.frame.midY)  // default anchor: transforms turn about the unit's centre
      var ownStyle = unitStyle
      ownStyle.unit = TextUnit(index: index, frame: unit.frame)
      var unitLayer = Layer(id: nil, content: .text(ownStyle), properties: properties, hasExplicitSize: true,
                            animations: style.unitAnimations, children: [],
                            path: JSONPath.element(JSONPath.member(layer.path, "units"), index))
      // A counter-driven text colour runs on the counter's clock, so every unit can follow it as is.
      unitLayer.colorBindings = layer.colorBindings.filter { $0.property == .color }
      return unitLayer
    }
    // The units did not exist when the stagger was resolved: unit i runs delays[i] after the layer.
    let delays = layer.stagger?.delays(count: layer.children.count) ?? Array(repeating: .zero, count: layer.children.count)
    for i in layer.children.indices { layer.children[i].timeShift = layer.timeShift + delays[i] }
  }
}

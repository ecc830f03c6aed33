import Foundation
import Timing

/// Decodes one layer (and its children and animations).
struct LayerDecoder {
  let scene: SceneDecoder
  let context: DecodingContext
  let colorSpace: ColorSpace

  static let commonKeys = ["id", "type", "position", "anchorPoint", "size", "opacity", "backgroundColor", "fillColor",
                           "cornerRadius", "transform", "animations", "children", "stagger", "beginTime"] + appearanceKeys
  static let textKeys = textLayerKeys
  static let types = ["rect", "ellipse", "text", "group", "path", "gradient", "image"]

  /// Every key some layer type takes beyond the common ones: what a layer of unknown type may have.
  static let allTypeKeys = types.flatMap { typeKeys[$0] ?? [] }.reduce(into: [String]()) { keys, key in
    if !keys.contains(key) { keys.append(key) }
  }

  /// Keys only some layer types take, by type.
  static let typeKeys: [String: [String]] = [
    "text": textKeys, "rect": strokeKeys, "ellipse": strokeKeys, "path": strokeKeys + ["path"],
    "gradient": gradientKeys, "image": imageKeys, "group": [],
  ]

  func decode(_ node: JSONNode, path: String, depth: Int) -> Layer? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    guard depth <= scene.limits.maximumNestingDepth else {
      context.error(path, "layers are nested deeper than \(scene.limits.maximumNestingDepth) level\(scene.limits.maximumNestingDepth == 1 ? "" : "s") (the limit; raise it with --max-depth)", at: node)
      return nil
    }
    let id = reader.string("id")
    // A layer whose type is missing or unknown is still read: the keys every type shares, its
    // animations and its children are checked, so their problems are listed in the same run.
    // The keys of particular types are only checked to be some type's keys (see `allTypeKeys`).
    var type: String?
    if let typeNode = reader.node("type") {
      type = context.keyword(typeNode, path: JSONPath.member(path, "type"), table: Self.types.map { ($0, $0) })
    } else {
      context.error(JSONPath.member(path, "type"), "is required: one of \(Self.types.joined(separator: ", "))", at: node)
    }

    var properties = LayerProperties()
    var measures: [TextMeasure] = []
    if let value = reader.node("position").flatMap({
      context.measuredVector($0, path: reader.memberPath("position"), whole: .position, x: .positionX, y: .positionY, measures: &measures)
    }) {
      properties.position = value
    }
    if let value = reader.node("anchorPoint").flatMap({
      context.unmeasuredVector($0, path: reader.memberPath("anchorPoint"), key: "anchorPoint",
                               meaning: "a unit point: [0, 0] is the top-left corner, [1, 1] the bottom-right")
    }) {
      properties.anchorPoint = value
    }
    let hasSize = reader.has("size")
    if let value = reader.node("size").flatMap({
      context.measuredVector($0, path: reader.memberPath("size"), whole: .size, x: .sizeWidth, y: .sizeHeight, measures: &measures)
    }) {
      if value.x < 0 || value.y < 0 {
        context.error(reader.memberPath("size"), "width and height must be ≥ 0, got [\(NumberFormatting.roundTrip(value.x)), \(NumberFormatting.roundTrip(value.y))]", at: reader.node("size"))
      }
      properties.size = value
    }
    if let value = reader.node("opacity").flatMap({ context.number($0, path: reader.memberPath("opacity"), in: 0...1) }) {
      properties.opacity = value
    }
    var colorBindings: [ColorBinding] = []
    if let (key, colorNode) = reader.node(oneOf: ["backgroundColor", "fillColor"]) {
      if case .object = colorNode.value {  // {"by": "<id>.counter", "stops": …}: driven by a counter
        colorBindings += decodeColorBinding(colorNode, property: .backgroundColor, path: reader.memberPath(key)).map { [$0] } ?? []
      } else if let value = context.color(colorNode, path: reader.memberPath(key)) {
        properties.backgroundColor = value
      }
    }
    if let value = reader.node("cornerRadius").flatMap({
      context.number($0, path: reader.memberPath("cornerRadius"), in: 0...Double.greatestFiniteMagnitude, rangeText: "≥ 0")
    }) {
      properties.cornerRadius = value
    }
    if let transformNode = reader.node("transform") {
      decodeTransform(transformNode, path: reader.memberPath("transform"), into: &properties)
    }
    decodeAppearance(&reader, into: &properties, type: type)
    let beginTime = reader.node("beginTime").flatMap {
      context.seconds($0, path: reader.memberPath("beginTime"), in: -3600...3600, rangeText: "between -3600 and 3600 seconds")
    } ?? .zero

    var content: LayerContent
    switch type {
    case nil:
      // Which type's keys these are is a guess: judging them against one type would blame
      // keys that are right for the type meant. Their values are checked once the type is fixed.
      for key in Self.allTypeKeys where reader.has(key) { reader.accept(key) }
      context.layersOfUnknownType.insert(path)
      content = .group
    case "rect"?: content = .rect
    case "ellipse"?: content = .ellipse
    case "group"?: content = .group
    case "path"?: content = .path(decodePathData(&reader, path: path))
    case "gradient"?: content = .gradient(decodeGradient(&reader, into: &properties))
    case "image"?:
      // A bad image is already an error; decoding goes on so the layer's other problems are listed too.
      content = decodeImage(&reader, path: path).map(LayerContent.image) ?? .group
    default: content = .text(decodeText(&reader, path: path, into: &properties, bindings: &colorBindings))
    }
    if let type, ["rect", "ellipse", "path"].contains(type) { decodeStroke(&reader, into: &properties, bindings: &colorBindings) }
    if let type { reportKeysOfOtherTypes(&reader, type: type) }
    if type == "text" && !hasSize { properties.size = Vec2(0, 0) }

    var children: [Layer] = []
    if let childrenNode = reader.node("children"),
       let elements = ValueReader.array(childrenNode, path: reader.memberPath("children"), context: context) {
      children = elements.enumerated().compactMap { index, element in
        decode(element, path: JSONPath.element(reader.memberPath("children"), index), depth: depth + 1)
      }
    }

    var animations: [Animation] = []
    if let animationsNode = reader.node("animations"),
       let elements = ValueReader.array(animationsNode, path: reader.memberPath("animations"), context: context) {
      let animationDecoder = AnimationDecoder(context: context, colorSpace: colorSpace)
      animations = elements.enumerated().compactMap { index, element in
        animationDecoder.decode(element, path: JSONPath.element(reader.memberPath("animations"), index), layerType: type)
      }
    }

    if case .gradient = content { checkAnimatedLocations(animations, colorCount: properties.gradient.colors.count) }
    if case .text(var style) = content {
      warnAboutUnboundedLineBreaks(&reader, style: style, animations: animations)
      // Missing-glyph warnings come after decoding, when fonts are loaded: keep where each
      // string an animation shows is written.
      for (stringPath, _) in animations.flatMap(LimitsChecker.strings) {
        style.stringLocations[stringPath] = context.location(of: stringPath)
      }
      content = .text(style)
    }

    let stagger = reader.node("stagger").flatMap { decodeStagger($0, path: reader.memberPath("stagger")) }
    if stagger != nil && children.isEmpty && reader.has("stagger") && !reader.has("split") {  // a split text staggers its units
      context.warning(reader.memberPath("stagger"), "staggers the layer's children, but it has none", at: reader.node("stagger"))
    }

    reader.finish(known: Self.commonKeys + (type.map { Self.typeKeys[$0] ?? [] } ?? Self.allTypeKeys))
    var layer = Layer(id: id, content: content, properties: properties, hasExplicitSize: hasSize,
                      animations: animations, children: children, path: path)
    layer.stagger = stagger
    layer.colorBindings = colorBindings
    layer.textMeasures = measures
    layer.beginTime = beginTime
    return layer
  }

  /// `"strokeColor" applies to rect, ellipse, path layers only; this layer's type is "image"`.
  private func reportKeysOfOtherTypes(_ reader: inout ObjectReader, type: String) {
    let own = Set(Self.typeKeys[type] ?? [])
    var reported: Set<String> = []
    for otherType in Self.types where otherType != type {
      for key in Self.typeKeys[otherType] ?? [] where !own.contains(key) && !reported.contains(key) && reader.has(key) {
        reported.insert(key)
        let owners = Self.types.filter { Self.typeKeys[$0]?.contains(key) == true }
        context.error(reader.memberPath(key), "\"\(key)\" applies to \(owners.joined(separator: ", ")) layers only; this layer's type is \"\(type)\"", at: reader.node(key))
      }
    }
  }

  private func decodeTransform(_ node: JSONNode, path: String, into properties: inout LayerProperties) {
    guard var reader = ObjectReader(node, path: path, context: context) else { return }
    if let scaleNode = reader.node("scale") {
      if case .number = scaleNode.value {
        if let value = ValueReader.number(scaleNode, path: reader.memberPath("scale"), context: context) {
          properties.scale = Vec2(value, value)
        }
      } else if let value = context.vector(scaleNode, path: reader.memberPath("scale")) {
        properties.scale = value
      }
    }
    if let value = reader.number("scaleX") { properties.scale.x = value }
    if let value = reader.number("scaleY") { properties.scale.y = value }
    // Two spellings of one value: which should win is a guess, so neither does.
    for key in ["scaleX", "scaleY"] where reader.has("scale") && reader.has(key) {
      context.error(reader.memberPath(key), "\"scale\" already sets both axes; give \"scale\" or \"\(key)\", not both", at: reader.node(key))
    }
    if let value = reader.number("rotation") {
      properties.rotationDegrees = value
      if let node = reader.node("rotation") { context.warnIfRadians(node, path: reader.memberPath("rotation"), property: "transform.rotation") }
    }
    reader.finish(known: ["scale", "scaleX", "scaleY", "rotation"])
  }
}

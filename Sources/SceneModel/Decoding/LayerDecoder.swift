import Foundation
import Timing

/// Decodes one layer (and its children and animations).
struct LayerDecoder {
  let scene: SceneDecoder
  let context: DecodingContext
  let colorSpace: ColorSpace

  static let commonKeys = ["id", "type", "position", "anchorPoint", "size", "opacity", "backgroundColor", "fillColor",
                           "cornerRadius", "transform", "animations", "children", "stagger"]
  static let textKeys = ["text", "font", "fontSize", "color", "alignment"]
  static let types = ["rect", "ellipse", "text", "group"]

  func decode(_ node: JSONNode, path: String, depth: Int) -> Layer? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    guard depth <= scene.limits.maximumNestingDepth else {
      context.error(path, "layers are nested deeper than \(scene.limits.maximumNestingDepth) levels", at: node)
      return nil
    }
    let id = reader.string("id")
    guard let typeNode = reader.node("type") else {
      context.error(JSONPath.member(path, "type"), "is required: one of \(Self.types.joined(separator: ", "))", at: node)
      return nil
    }
    guard let type = context.keyword(typeNode, path: JSONPath.member(path, "type"),
                                     table: Self.types.map { ($0, $0) }) else { return nil }

    var properties = LayerProperties()
    if let value = reader.node("position").flatMap({ context.vector($0, path: reader.memberPath("position")) }) {
      properties.position = value
    }
    if let value = reader.node("anchorPoint").flatMap({ context.vector($0, path: reader.memberPath("anchorPoint")) }) {
      properties.anchorPoint = value
    }
    let hasSize = reader.has("size")
    if let value = reader.node("size").flatMap({ context.vector($0, path: reader.memberPath("size")) }) {
      if value.x < 0 || value.y < 0 {
        context.error(reader.memberPath("size"), "width and height must be ≥ 0, got [\(NumberFormatting.roundTrip(value.x)), \(NumberFormatting.roundTrip(value.y))]", at: reader.node("size"))
      }
      properties.size = value
    }
    if let value = reader.node("opacity").flatMap({ context.number($0, path: reader.memberPath("opacity"), in: 0...1) }) {
      properties.opacity = value
    }
    if let (key, colorNode) = reader.node(oneOf: ["backgroundColor", "fillColor"]),
       let value = context.color(colorNode, path: reader.memberPath(key)) {
      properties.backgroundColor = value
    }
    if let value = reader.node("cornerRadius").flatMap({
      context.number($0, path: reader.memberPath("cornerRadius"), in: 0...Double.greatestFiniteMagnitude, rangeText: "≥ 0")
    }) {
      properties.cornerRadius = value
    }
    if let transformNode = reader.node("transform") {
      decodeTransform(transformNode, path: reader.memberPath("transform"), into: &properties)
    }

    let content: LayerContent
    switch type {
    case "rect": content = .rect
    case "ellipse": content = .ellipse
    case "group": content = .group
    default: content = .text(decodeText(&reader, path: path, into: &properties))
    }
    if type != "text" {
      for key in Self.textKeys where reader.has(key) {
        context.error(reader.memberPath(key), "\"\(key)\" applies to text layers only; this layer's type is \"\(type)\"", at: reader.node(key))
      }
    }
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

    let stagger = reader.node("stagger").flatMap { decodeStagger($0, path: reader.memberPath("stagger")) }
    if stagger != nil && children.isEmpty && reader.has("stagger") {
      context.warning(reader.memberPath("stagger"), "staggers the layer's children, but it has none", at: reader.node("stagger"))
    }

    reader.finish(known: Self.commonKeys + (type == "text" ? Self.textKeys : []))
    var layer = Layer(id: id, content: content, properties: properties, hasExplicitSize: hasSize,
                      animations: animations, children: children, path: path)
    layer.stagger = stagger
    return layer
  }

  /// `{"each": seconds, "order": "forward" | "reverse" | "center" | "random", "seed": n}`.
  private func decodeStagger(_ node: JSONNode, path: String) -> Stagger? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: ["each", "order", "seed"]) }
    guard let eachNode = reader.node("each") else {
      context.error(JSONPath.member(path, "each"), "is required: seconds between consecutive starts", at: node)
      return nil
    }
    guard let each = context.seconds(eachNode, path: reader.memberPath("each"), in: -3600...3600, rangeText: "between -3600 and 3600 seconds") else { return nil }
    var seed: UInt64 = 0
    if let seedNode = reader.node("seed"), let value = context.number(seedNode, path: reader.memberPath("seed"), in: 0...9_007_199_254_740_991, rangeText: "a whole number ≥ 0") {
      guard value == value.rounded() else {
        context.error(reader.memberPath("seed"), "must be a whole number, got \(NumberFormatting.roundTrip(value))", at: seedNode)
        return nil
      }
      seed = UInt64(value)
    }
    var order = StaggerOrder.forward
    if let orderNode = reader.node("order"), let text = ValueReader.string(orderNode, path: reader.memberPath("order"), context: context) {
      do {
        order = try StaggerOrder.parse(text, seed: seed)
      } catch {
        context.error(reader.memberPath("order"), error.description, at: orderNode)
        return nil
      }
    }
    if reader.has("seed"), case .random = order {} else if reader.has("seed") {
      context.warning(reader.memberPath("seed"), "only a \"random\" order uses a seed", at: reader.node("seed"))
    }
    return Stagger(each: each, order: order)
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
    if let value = reader.number("rotation") { properties.rotationDegrees = value }
    reader.finish(known: ["scale", "scaleX", "scaleY", "rotation"])
  }

  private func decodeText(_ reader: inout ObjectReader, path: String, into properties: inout LayerProperties) -> TextStyle {
    if let text = reader.string("text") { properties.text = text }
    if let size = reader.node("fontSize").flatMap({
      context.number($0, path: reader.memberPath("fontSize"), in: 0.5...2000, rangeText: "between 0.5 and 2000 points")
    }) {
      properties.fontSizePoints = size
    }
    if let color = reader.node("color").flatMap({ context.color($0, path: reader.memberPath("color")) }) {
      properties.textColor = color
    }
    let alignment = reader.node("alignment").flatMap {
      context.keyword($0, path: reader.memberPath("alignment"), table: TextAlignmentMode.allCases.map { ($0.rawValue, $0) })
    } ?? .natural
    var fontFiles: [String] = []
    if let fontNode = reader.node("font") {
      let fontPath = reader.memberPath("font")
      switch fontNode.value {
      case .array(let elements):
        if elements.isEmpty { context.error(fontPath, "needs at least one font", at: fontNode) }
        for (index, element) in elements.enumerated() {
          let elementPath = JSONPath.element(fontPath, index)
          if let name = ValueReader.string(element, path: elementPath, context: context),
             let file = resolveFont(name, path: elementPath, node: element) {
            fontFiles.append(file)
          }
        }
      default:
        if let name = ValueReader.string(fontNode, path: fontPath, context: context),
           let file = resolveFont(name, path: fontPath, node: fontNode) {
          fontFiles.append(file)
        }
      }
    } else if let directory = scene.fontsDirectory {
      fontFiles = BundledFonts.defaultFallbackFileNames.map { (directory as NSString).appendingPathComponent($0) }
    } else {
      context.error(reader.memberPath("font"), "the bundled fonts folder was not found; set FLIPBOOK_FONTS or name a font file", at: reader.node)
    }
    return TextStyle(fontFiles: fontFiles, alignment: alignment)
  }

  /// A font named by bundled family name, by file name in the fonts folder, or by a path relative to the scene.
  private func resolveFont(_ name: String, path: String, node: JSONNode) -> String? {
    let fileManager = FileManager.default
    var tried: [String] = []
    if let fontsDirectory = scene.fontsDirectory {
      if let file = BundledFonts.fileName(forFamily: name) {
        return (fontsDirectory as NSString).appendingPathComponent(file)
      }
    }
    let looksLikeFile = name.contains("/") || [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
    if looksLikeFile {
      let candidates = name.hasPrefix("/") ? [name]
        : [(scene.baseDirectory as NSString).appendingPathComponent(name)]
          + (scene.fontsDirectory.map { [($0 as NSString).appendingPathComponent(name)] } ?? [])
      for candidate in candidates {
        tried.append(candidate)
        if fileManager.fileExists(atPath: candidate) { return (candidate as NSString).standardizingPath }
      }
      context.error(path, "font file \"\(name)\" not found; tried \(tried.joined(separator: ", "))", at: node)
      return nil
    }
    let hint = Suggestion.didYouMean(name, in: BundledFonts.allNames)
    context.error(path, "unknown font \"\(name)\"\(hint) (bundled: \(BundledFonts.faces.map { $0.names[0] }.joined(separator: ", ")); or give a .ttf/.otf path relative to the scene)", at: node)
    return nil
  }
}

import Foundation
import Timing

/// Text layers: string, fonts (fallback list, weight), size, colour, layout options, and the
/// text features: split units, counters and counter-driven colour.
extension LayerDecoder {
  /// Keys a text layer accepts besides the common layer keys.
  static let textLayerKeys = ["text", "font", "weight", "fontSize", "color", "alignment", "lineBreakMode", "lineHeight",
                              "letterSpacing", "ligatures", "kerning", "maximumLines", "split", "unitAnimations", "counter"]

  /// Reads a text layer's keys; a counter-driven `color` goes into `bindings`.
  func decodeText(_ reader: inout ObjectReader, path: String, into properties: inout LayerProperties,
                  bindings: inout [ColorBinding]) -> TextStyle {
    if let text = reader.string("text") { properties.text = text }
    if let size = reader.node("fontSize").flatMap({
      context.number($0, path: reader.memberPath("fontSize"), in: 0.5...2000, rangeText: "between 0.5 and 2000 points")
    }) {
      properties.fontSizePoints = size
    }
    if let colorNode = reader.node("color") {
      if case .object = colorNode.value {
        if let binding = decodeColorBinding(colorNode, property: .color, path: reader.memberPath("color")) { bindings.append(binding) }
      } else if let color = context.color(colorNode, path: reader.memberPath("color")) {
        properties.textColor = color
      }
    }
    let alignment = reader.node("alignment").flatMap {
      context.keyword($0, path: reader.memberPath("alignment"), table: TextAlignmentMode.allCases.map { ($0.rawValue, $0) })
    } ?? .natural
    var style = TextStyle(fontFiles: decodeFonts(&reader), alignment: alignment)
    decodeLayoutOptions(&reader, into: &style)
    style.textLocation = (reader.node("counter") ?? reader.node("text") ?? reader.node)?.location
    if let node = reader.node("split") {
      style.split = context.keyword(node, path: reader.memberPath("split"), table: TextSplit.allCases.map { ($0.rawValue, $0) })
    }
    if let node = reader.node("unitAnimations") {
      style.unitAnimations = decodeUnitAnimations(node, path: reader.memberPath("unitAnimations"))
      context.warnIfUnitsShowBeforeTheirTurn(style.unitAnimations, staggered: reader.has("stagger"))
      if style.split == nil {
        context.error(reader.memberPath("unitAnimations"), "animates the units of a split text; add \"split\": \"characters\", \"words\" or \"lines\"", at: node)
      }
    }
    if let node = reader.node("counter") {
      style.counter = decodeCounter(node, path: reader.memberPath("counter"))
      if style.split != nil {
        context.error(reader.memberPath("counter"), "a counter's text changes every frame, so it cannot be split into fixed units", at: node)
      }
      if reader.has("text") {
        context.warning(reader.memberPath("text"), "is replaced by the counter's number", at: reader.node("text"))
      }
    }
    return style
  }

  /// Warns about a `lineBreakMode` that can do nothing: a text layer without a size, nor an
  /// animation of one, is as wide as its text.
  func warnAboutUnboundedLineBreaks(_ reader: inout ObjectReader, style: TextStyle, animations: [Animation]) {
    guard style.lineBreakMode != .clip, !reader.has("size"), let node = reader.node("lineBreakMode"),
          !animations.contains(where: { $0.animates(overlapping: .size) }) else { return }
    context.warning(reader.memberPath("lineBreakMode"), "needs a \"size\": without a width there is nothing to wrap or truncate to", at: node)
  }

  /// `lineBreakMode`, `lineHeight`, `letterSpacing`, `ligatures`, `kerning`, `maximumLines`.
  private func decodeLayoutOptions(_ reader: inout ObjectReader, into style: inout TextStyle) {
    if let node = reader.node("lineBreakMode") {
      style.lineBreakMode = context.keyword(node, path: reader.memberPath("lineBreakMode"),
                                            table: TextLineBreakMode.allCases.map { ($0.rawValue, $0) }) ?? .clip
    }
    if let node = reader.node("lineHeight") {
      style.lineHeightPoints = context.number(node, path: reader.memberPath("lineHeight"), in: 0...4000, rangeText: "between 0 and 4000 points")
    }
    if let node = reader.node("letterSpacing") {
      style.letterSpacingPoints = context.number(node, path: reader.memberPath("letterSpacing"), in: -1000...1000,
                                                 rangeText: "between -1000 and 1000 points") ?? 0
    }
    if let ligatures = reader.bool("ligatures") { style.ligatures = ligatures }
    if let kerning = reader.bool("kerning") { style.kerning = kerning }
    if let node = reader.node("maximumLines"),
       let value = context.number(node, path: reader.memberPath("maximumLines"), in: 0...10_000, rangeText: "a whole number between 0 and 10000 (0 for no limit)") {
      if value != value.rounded() {
        context.error(reader.memberPath("maximumLines"), "must be a whole number, got \(NumberFormatting.roundTrip(value))", at: node)
      } else if value > 0 {
        style.maximumLines = Int(value)  // 0 means no limit, as UILabel.numberOfLines
      }
    }
  }

  /// Unit animations run on each unit's clock; `after` would need one id per unit, so it is refused.
  private func decodeUnitAnimations(_ node: JSONNode, path: String) -> [Animation] {
    guard let elements = ValueReader.array(node, path: path, context: context) else { return [] }
    let decoder = AnimationDecoder(context: context, colorSpace: colorSpace)
    return elements.enumerated().compactMap { index, element in
      let elementPath = JSONPath.element(path, index)
      if case .object(let members) = element.value, let after = members.first(where: { $0.key == "after" }) {
        context.error(JSONPath.member(elementPath, "after"), "unit animations start on each unit's staggered clock; use beginTime (or chain the split layer's own animations)", at: after.value)
      }
      return decoder.decode(element, path: elementPath, layerType: "text", insideGroup: true)
    }
  }
}

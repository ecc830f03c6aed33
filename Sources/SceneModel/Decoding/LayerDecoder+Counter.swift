import Timing

/// `"counter": {"from", "to", "format", …timing}` and `{"by": "counter", "stops": […], "mode"}` colours.
extension LayerDecoder {
  /// A counter: the numbers, the format, and the same timing keys an animation takes. It
  /// fills both ways unless told otherwise, so it shows `from` before it starts and `to` after.
  func decodeCounter(_ node: JSONNode, path: String) -> TextCounter? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    let limit = CounterFormat.maximumMagnitude
    let range = -limit...limit, rangeText = "between -1e12 and 1e12"
    let from = reader.node("from").flatMap { context.number($0, path: reader.memberPath("from"), in: range, rangeText: rangeText) } ?? 0
    let to = reader.node("to").flatMap { context.number($0, path: reader.memberPath("to"), in: range, rangeText: rangeText) }
    if !reader.has("to") { context.error(reader.memberPath("to"), "is required: the number the counter ends on", at: node) }
    var format = (try? CounterFormat(parsing: "%d"))!
    if let formatNode = reader.node("format"), let text = ValueReader.string(formatNode, path: reader.memberPath("format"), context: context),
       checkLength(text, key: "format", path: reader.memberPath("format"), limit: Self.maximumFormatCharacters, formatNode) {
      do {
        format = try CounterFormat(parsing: text)
      } catch {
        context.error(reader.memberPath("format"), "\"\(text)\" \(error.description)", at: formatNode)
      }
    }
    if let separator = reader.string("groupingSeparator") { format.groupingSeparator = separator }
    if let separator = reader.string("decimalSeparator") { format.decimalSeparator = separator }
    checkSeparators(format, reader: &reader)
    if let rounding = reader.node("rounding").flatMap({
      context.keyword($0, path: reader.memberPath("rounding"), table: CounterFormat.Rounding.allCases.map { ($0.rawValue, $0) })
    }) {
      format.rounding = rounding
    }
    let fillGiven = reader.has("fillMode") || reader.has("fill")
    let decoded = AnimationTimingDecoder(context: context).decode(&reader, usesCSSKeyframes: false)
    let composition = ["additive", "cumulative", "composite"]
    let timingOnly = AnimationTimingDecoder.keys.filter { !composition.contains($0) }
    reader.refuse(composition)
    reader.finish(known: ["from", "to", "format", "groupingSeparator", "decimalSeparator", "rounding"] + timingOnly)
    for key in ["additive", "cumulative", "composite"] where reader.has(key) {
      context.error(reader.memberPath(key), "a counter shows its own number; \"\(key)\" does not apply", at: reader.node(key))
    }
    guard let to, var timing = decoded?.timing else { return nil }
    if !fillGiven { timing.fill = .both }
    var counter = TextCounter(from: from, to: to, timing: timing, format: format)
    counter.formatLocation = reader.node("format")?.location
    return counter
  }

  /// `{"by": "counter" | "<layer id>.counter", "stops": [[position, colour], …], "mode": "step" | "blend", "input": "progress" | "value"}`.
  func decodeColorBinding(_ node: JSONNode, property: AnimatableProperty, path: String) -> ColorBinding? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: ["by", "stops", "mode", "input"]) }
    guard let byNode = reader.node("by") else {
      context.error(reader.memberPath("by"), "is required: \"counter\" (this layer's counter) or \"<layer id>.counter\"", at: node)
      return nil
    }
    guard let by = ValueReader.string(byNode, path: reader.memberPath("by"), context: context) else { return nil }
    var sourceID: String?
    if by != "counter" {
      guard by.hasSuffix(".counter"), by.count > ".counter".count else {
        context.error(reader.memberPath("by"), "expected \"counter\" or \"<layer id>.counter\", got \"\(by)\"", at: byNode)
        return nil
      }
      sourceID = String(by.dropLast(".counter".count))
    }
    let mode = reader.node("mode").flatMap {
      context.keyword($0, path: reader.memberPath("mode"), table: ColorRamp.Mode.allCases.map { ($0.rawValue, $0) })
    } ?? .step
    let input = reader.node("input").flatMap {
      context.keyword($0, path: reader.memberPath("input"), table: ColorRamp.Input.allCases.map { ($0.rawValue, $0) })
    } ?? .progress
    guard let stopsNode = reader.node("stops") else {
      context.error(reader.memberPath("stops"), "is required: [[position, colour], …]", at: node)
      return nil
    }
    guard let stops = decodeStops(stopsNode, path: reader.memberPath("stops")) else { return nil }
    var binding = ColorBinding(property: property, ramp: ColorRamp(stops: stops, mode: mode, input: input, colorSpace: colorSpace),
                               sourceLayerID: sourceID, path: path)
    binding.location = byNode.location
    return binding
  }

  private func decodeStops(_ node: JSONNode, path: String) -> [ColorRamp.Stop]? {
    guard let elements = ValueReader.array(node, path: path, context: context) else { return nil }
    if elements.isEmpty {
      context.error(path, "needs at least one stop [position, colour]", at: node)
      return nil
    }
    var stops: [ColorRamp.Stop] = []
    for (index, element) in elements.enumerated() {
      let stopPath = JSONPath.element(path, index)
      guard case .array(let pair) = element.value, pair.count == 2 else {
        // "got an array" would leave the reader to count: say how many items there are.
        var got = element.typeName
        if case .array(let items) = element.value { got = "an array of \(items.count) item\(items.count == 1 ? "" : "s")" }
        context.error(stopPath, "expected [position, colour], got \(got)", at: element)
        return nil
      }
      guard let position = ValueReader.number(pair[0], path: JSONPath.element(stopPath, 0), context: context),
            let color = context.color(pair[1], path: JSONPath.element(stopPath, 1)) else { return nil }
      if let previous = stops.last, position <= previous.position {
        context.error(JSONPath.element(stopPath, 0), "stop positions must increase (\(NumberFormatting.roundTrip(position)) after \(NumberFormatting.roundTrip(previous.position)))", at: pair[0])
        return nil
      }
      stops.append(ColorRamp.Stop(position: position, color: color))
    }
    return stops
  }

  /// A counter's format is a label around a number, and a separator a character or two; the
  /// text they make is laid out every frame, so a format of a million characters (QA: 229 MB
  /// just to validate, and a render killed after a minute) is refused where it is written.
  static let maximumFormatCharacters = 1000
  static let maximumSeparatorCharacters = 8

  /// Whether `text` is at most `limit` characters; reports it at `key` when not.
  private func checkLength(_ text: String, key: String, path: String, limit: Int, _ node: JSONNode) -> Bool {
    let count = text.count
    guard count > limit else { return true }
    context.error(path, "is \(count) characters long; a counter's \(key) may have at most \(limit)", at: node)
    return false
  }

  /// Separators a reader can tell apart: neither empty, and not the same ("1.234" would read
  /// either as a thousand and more or as one and a bit).
  private func checkSeparators(_ format: CounterFormat, reader: inout ObjectReader) {
    for key in ["groupingSeparator", "decimalSeparator"] where reader.has(key) {
      if case .string(let text) = reader.node(key)?.value {
        if text.isEmpty {
          context.error(reader.memberPath(key), "must not be empty", at: reader.node(key))
        } else if let node = reader.node(key) {
          _ = checkLength(text, key: key, path: reader.memberPath(key), limit: Self.maximumSeparatorCharacters, node)
        }
      }
    }
    if !format.groupingSeparator.isEmpty, format.groupingSeparator == format.decimalSeparator,
       reader.has("groupingSeparator") || reader.has("decimalSeparator") {
      let key = reader.has("decimalSeparator") ? "decimalSeparator" : "groupingSeparator"
      let other = key == "decimalSeparator" ? "groupingSeparator" : "decimalSeparator"
      context.error(reader.memberPath(key), "is the same as the \(other) (\"\(format.groupingSeparator)\"), so a number could be read two ways; use different separators", at: reader.node(key))
    }
  }

}

import Timing

/// Reads typed values (numbers with ranges, pairs, colours, property values) from JSON nodes.
extension DecodingContext {
  /// A finite number within `range`, or nil after recording an error.
  func number(_ node: JSONNode, path: String, in range: ClosedRange<Double>? = nil, rangeText: String? = nil) -> Double? {
    guard let value = ValueReader.number(node, path: path, context: self) else { return nil }
    if let range, !range.contains(value) {
      error(path, "must be \(rangeText ?? "in \(NumberFormatting.roundTrip(range.lowerBound))…\(NumberFormatting.roundTrip(range.upperBound))"), got \(NumberFormatting.roundTrip(value))", at: node)
      return nil
    }
    return value
  }

  /// `[x, y]`, `{"x": …, "y": …}` or `{"width": …, "height": …}`.
  func vector(_ node: JSONNode, path: String) -> Vec2? {
    switch node.value {
    case .array(let elements):
      guard elements.count == 2 else {
        error(path, "expected 2 numbers [x, y], got \(elements.count)", at: node)
        return nil
      }
      let x = ValueReader.number(elements[0], path: JSONPath.element(path, 0), context: self)
      let y = ValueReader.number(elements[1], path: JSONPath.element(path, 1), context: self)
      guard let x, let y else { return nil }
      return Vec2(x, y)
    case .object:
      guard var reader = ObjectReader(node, path: path, context: self) else { return nil }
      let keys = reader.has("width") || reader.has("height") ? ("width", "height") : ("x", "y")
      let x = reader.number(keys.0), y = reader.number(keys.1)
      let errorsBeforeFinish = diagnostics.count
      reader.finish(known: [keys.0, keys.1])
      // A misspelt key ("wdth") already says what is missing; a component of the wrong type has
      // its own message. Only this object's errors count: one elsewhere in the file must not
      // hide this one (QA: a bad fillColor in layers[0] hid `position: {"y": 5}` in layers[1]).
      let misspeltKey = diagnostics.count > errorsBeforeFinish
      guard let x, let y else {
        if !misspeltKey && !(reader.has(keys.0) && reader.has(keys.1)) {
          error(path, "expected both \"\(keys.0)\" and \"\(keys.1)\"", at: node)
        }
        return nil
      }
      return Vec2(x, y)
    default:
      error(path, "expected \(PropertyKind.vector.expectation), got \(node.typeName)", at: node)
      return nil
    }
  }

  /// A colour string.
  func color(_ node: JSONNode, path: String) -> RGBAColor? {
    if case .string = node.value {} else {
      // "expected a string" did not say a colour was wanted (QA: a number among colour keyframes).
      error(path, "expected \(PropertyKind.color.expectation), got \(node.typeName)", at: node)
      return nil
    }
    guard let text = ValueReader.string(node, path: path, context: self) else { return nil }
    switch ColorParser.parse(text) {
    case .success(let color): return color
    case .failure(let failure):
      error(path, failure.message, at: node)
      return nil
    }
  }

  /// An array of colour strings.
  func colorList(_ node: JSONNode, path: String) -> [RGBAColor]? {
    guard let elements = ValueReader.array(node, path: path, context: self) else { return nil }
    let colors = elements.enumerated().compactMap { index, element in color(element, path: JSONPath.element(path, index)) }
    return colors.count == elements.count ? colors : nil
  }

  /// Gradient stop positions: finite numbers that never decrease. They may lie beyond 0…1 (a
  /// stop past an end, as in Core Animation and CSS; a shimmer sweeps `[-1, -0.5, 0]` to
  /// `[1, 1.5, 2]`), within ±1000, which is already far past anything the layer shows.
  func locationList(_ node: JSONNode, path: String) -> [Double]? {
    guard let elements = ValueReader.array(node, path: path, context: self) else { return nil }
    let locations = elements.enumerated().compactMap { index, element in
      number(element, path: JSONPath.element(path, index), in: -1000...1000)
    }
    guard locations.count == elements.count else { return nil }
    for index in locations.indices.dropFirst() where locations[index] < locations[index - 1] {
      error(JSONPath.element(path, index), "locations must not decrease (\(NumberFormatting.roundTrip(locations[index])) after \(NumberFormatting.roundTrip(locations[index - 1])))", at: elements[index])
      return nil
    }
    return locations
  }

  /// A value of the given kind.
  func propertyValue(_ node: JSONNode, kind: PropertyKind, path: String) -> PropertyValue? {
    switch kind {
    case .number: return ValueReader.number(node, path: path, context: self).map(PropertyValue.number)
    case .vector: return vector(node, path: path).map(PropertyValue.vector)
    case .color: return color(node, path: path).map(PropertyValue.color)
    case .colorList: return colorList(node, path: path).map(PropertyValue.colors)
    case .numberList: return locationList(node, path: path).map(PropertyValue.numbers)
    case .string:
      if case .number(let number) = node.value { return .string(NumberFormatting.roundTrip(number)) }
      return ValueReader.string(node, path: path, context: self).map(PropertyValue.string)
    }
  }

  /// Seconds as exact ticks (rounded to the nearest 1/60000 s), within `range`.
  func seconds(_ node: JSONNode, path: String, in range: ClosedRange<Double>, rangeText: String) -> TickTime? {
    if case .string(let text) = node.value, let seconds = Self.cssTime(text) {
      // CSS writes times with units (QA: "1s" got only "expected a number").
      error(path, "expected a number of seconds, got \"\(text)\"; write \(NumberFormatting.roundTrip(seconds))", at: node)
      return nil
    }
    guard let value = number(node, path: path, in: range, rangeText: rangeText) else { return nil }
    guard let ticks = TickTime(seconds: value) else {
      error(path, "\(NumberFormatting.roundTrip(value)) s is out of range", at: node)
      return nil
    }
    return ticks
  }

  /// The seconds a CSS time such as "1s", "300ms" or a quoted "0.3" stands for.
  static func cssTime(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    // Only finite numbers: "NaN" or "Infinity" would get the hint "write nan", not JSON (QA).
    func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
    if trimmed.hasSuffix("ms"), let value = finite(Double(trimmed.dropLast(2))) { return value / 1000 }
    if trimmed.hasSuffix("s"), let value = finite(Double(trimmed.dropLast())) { return value }
    return finite(Double(trimmed))
  }

  /// One of a fixed set of names, with a suggestion when misspelt.
  func keyword<T>(_ node: JSONNode, path: String, table: [(String, T)]) -> T? {
    guard let text = ValueReader.string(node, path: path, context: self) else { return nil }
    if let match = table.first(where: { $0.0 == text }) { return match.1 }
    let names = table.map(\.0)
    let hint = Suggestion.didYouMean(text, in: names)
    error(path, "unknown value \"\(text)\"\(hint) (expected one of: \(names.joined(separator: ", ")))", at: node)
    return nil
  }
}

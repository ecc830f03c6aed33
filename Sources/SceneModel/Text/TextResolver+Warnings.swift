import Timing

extension TextResolver {
  /// One warning per character no font has, for every string the layer can show: its text,
  /// its `text` animation values, and its counter's digits and format.
  func missingGlyphWarnings(for layer: Layer) -> [SceneDiagnostic] {
    guard case .text(let style) = layer.content, style.unit == nil else { return [] }
    var strings = [layer.properties.text]
    if let counter = style.counter {
      strings = [counter.format.string(for: counter.from), counter.format.string(for: counter.to), "-+0123456789"]
    }
    for animation in layer.animations.flatMap(\.flattened) {
      guard case .property(.text, let values) = animation.content else { continue }
      strings += Self.strings(in: values)
    }
    var seen = Set<UInt32>()
    var warnings: [SceneDiagnostic] = []
    for string in strings where !string.isEmpty {
      guard let measured = measurement(of: layer, text: string) else { continue }
      for scalar in measured.missingScalars where seen.insert(scalar.value).inserted {
        let fonts = style.fontFiles.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
        warnings.append(SceneDiagnostic(.warning, path: JSONPath.member(layer.path, "text"),
                                        message: "no font has \(Self.name(of: scalar)); it is drawn as an empty box (fonts: \(fonts)). Add a font that has it to \"font\"",
                                        location: style.textLocation))
      }
    }
    return warnings
  }

  /// `U+1F600 "😀"`; the character itself is left out when it is invisible.
  static func name(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let printable = !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
      && scalar.properties.generalCategory != .format
    return printable ? "\(code) \"\(Character(scalar))\"" : code
  }

  private static func strings(in values: AnimationValues) -> [String] {
    func text(_ value: PropertyValue?) -> String? {
      if case .string(let string)? = value { return string }
      return nil
    }
    switch values {
    case .basic(let basic): return [basic.from, basic.to, basic.by].compactMap(text)
    case .keyframes(let track): return track.values.compactMap { text($0.value) }
    case .cssKeyframes(let keyframes, _): return keyframes.compactMap { text($0.value.value) }
    }
  }
}

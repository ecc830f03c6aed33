extension TextResolver {
  /// Scripts written right to left, by Unicode block: Flipbook lays every line out left to right
  /// and has no shaping, so these come out reversed (and Arabic unjoined). Ordered by code point.
  static let rightToLeftBlocks: [(range: ClosedRange<UInt32>, script: String)] = [
    (0x0590...0x05FF, "Hebrew"), (0x0600...0x06FF, "Arabic"), (0x0700...0x074F, "Syriac"), (0x0750...0x077F, "Arabic"),
    (0x0780...0x07BF, "Thaana"), (0x07C0...0x07FF, "N'Ko"), (0x0800...0x083F, "Samaritan"), (0x0840...0x085F, "Mandaic"),
    (0x0860...0x086F, "Syriac"), (0x0870...0x08FF, "Arabic"), (0xFB1D...0xFB4F, "Hebrew"), (0xFB50...0xFDFF, "Arabic"),
    (0xFE70...0xFEFF, "Arabic"), (0x10800...0x10FFF, "historic right-to-left"), (0x1E800...0x1E8DF, "Mende Kikakui"),
    (0x1E900...0x1E95F, "Adlam"), (0x1EC70...0x1EEFF, "Arabic"),
  ]

  /// One warning for a text layer whose strings (text, `text` animation values) use a
  /// right-to-left script, naming the scripts: it renders, but not as a reader expects, and
  /// nothing else would say so (the glyphs exist, so there is no missing-glyph warning).
  func rightToLeftWarnings(for layer: Layer) -> [SceneDiagnostic] {
    guard case .text(let style) = layer.content, style.unit == nil else { return [] }
    var scripts: [String] = []
    for string in [layer.properties.text] + layer.animations.flatMap(LimitsChecker.strings).map(\.text) {
      for scalar in string.unicodeScalars where scalar.value >= Self.rightToLeftBlocks[0].range.lowerBound {
        if let script = Self.rightToLeftScript(of: scalar), !scripts.contains(script) { scripts.append(script) }
      }
    }
    guard !scripts.isEmpty else { return [] }
    return [SceneDiagnostic(.warning, path: JSONPath.member(layer.path, "text"),
                            message: "right-to-left scripts (\(scripts.joined(separator: ", "))) are drawn left to right without shaping; Flipbook has no bidirectional layout",
                            location: style.textLocation)]
  }

  /// The right-to-left script `scalar` belongs to, if any.
  static func rightToLeftScript(of scalar: Unicode.Scalar) -> String? {
    rightToLeftBlocks.first { $0.range.contains(scalar.value) }?.script
  }
}

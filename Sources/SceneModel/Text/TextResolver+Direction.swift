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

  /// Code points in those blocks whose script is Common or Inherited (Unicode's Scripts.txt):
  /// the byte order mark U+FEFF, Arabic punctuation, the tatweel, combining vowel marks, Siyaq
  /// numbers. Alone they are not right-to-left text (a BOM or a "؟" reads the same either way),
  /// and beside Arabic letters those letters are reported anyway.
  static let commonInRightToLeftBlocks: [ClosedRange<UInt32>] = [
    0x0605...0x0605, 0x060C...0x060C, 0x061B...0x061B, 0x061F...0x061F, 0x0640...0x0640, 0x064B...0x0655,
    0x0670...0x0670, 0x06DD...0x06DD, 0x08E2...0x08E2, 0xFD3E...0xFD3F, 0xFEFF...0xFEFF, 0x1EC71...0x1ECB4,
    0x1ED01...0x1ED3D,
  ]

  /// The right-to-left script `scalar` belongs to, if any.
  static func rightToLeftScript(of scalar: Unicode.Scalar) -> String? {
    guard !commonInRightToLeftBlocks.contains(where: { $0.contains(scalar.value) }) else { return nil }
    return rightToLeftBlocks.first { $0.range.contains(scalar.value) }?.script
  }
}

import Timing

extension TextResolver {
  /// A string a text layer can show, with where it is written (for warnings).
  struct ShownString {
    var text: String
    var path: String
    var location: SourceLocation?
  }

  /// Every string the layer can show in the scene's `frameCount` frames, each with its place:
  /// its text, its `text` animation values, or what its counter prints (at the counter's format).
  func shownStrings(of layer: Layer, style: TextStyle, frameCount: Int) -> [ShownString] {
    var strings = [ShownString(text: layer.properties.text, path: JSONPath.member(layer.path, "text"), location: style.textLocation)]
    if let counter = style.counter {
      let counterPath = JSONPath.member(layer.path, "counter")
      let path = counter.formatLocation == nil ? counterPath : JSONPath.member(counterPath, "format")
      let location = counter.formatLocation ?? style.textLocation
      strings = Self.printedStrings(of: counter, timeShift: layer.timeShift, frameCount: frameCount).map {
        ShownString(text: $0, path: path, location: location)
      }
    }
    for (path, text) in layer.animations.flatMap(LimitsChecker.strings) {
      strings.append(ShownString(text: text, path: path, location: style.stringLocations[path] ?? style.textLocation))
    }
    return strings
  }

  /// What a counter prints in the frames rendered: its format's text before and after the
  /// number, and every character of the numbers, each once. Only the characters it really
  /// shows: a count from 0 up prints no "-" (unless its easing overshoots below 0), and no "+"
  /// without the `+` flag.
  static func printedStrings(of counter: TextCounter, timeShift: TickTime, frameCount: Int) -> [String] {
    let format = counter.format
    var seen = Set<Character>()
    var numberCharacters = ""
    for frame in 0..<max(1, frameCount) {
      let printed = counter.text(at: TickTime(frameIndex: frame, fps: Scene.framesPerSecond) - timeShift)
      for character in printed.dropFirst(format.prefix.count).dropLast(format.suffix.count) where seen.insert(character).inserted {
        numberCharacters.append(character)
      }
    }
    return [format.prefix, format.suffix, numberCharacters]
  }

  /// One warning per character no font has, for every string the layer can show in the
  /// scene's `frameCount` frames: its text, its `text` animation values, and what its counter
  /// prints. Each warning points at the first string that shows the character.
  func missingGlyphWarnings(for layer: Layer, frameCount: Int) -> [SceneDiagnostic] {
    guard case .text(let style) = layer.content, style.unit == nil else { return [] }
    let strings = shownStrings(of: layer, style: style, frameCount: frameCount)
    var seen = Set<UInt32>()
    var warnings: [SceneDiagnostic] = []
    var seenSequences = Set<String>()
    for string in strings {
      for sequence in Self.emojiSequences(in: string.text) where seenSequences.insert(sequence).inserted {
        // A sequence the emoji font has as one picture lays out as one glyph with an advance.
        if let measured = measurement(of: layer, text: sequence), measured.glyphs.filter({ $0.advancePoints > 0 }).count == 1 { continue }
        let parts = sequence.unicodeScalars.filter { !Self.isJoiner($0) }.map { String($0) }.joined(separator: " + ")
        warnings.append(SceneDiagnostic(.warning, path: string.path,
                                        message: "the emoji sequence \"\(sequence)\" is drawn as its parts (\(parts)): no font in the list has it as one emoji",
                                        location: string.location))
      }
    }
    let fonts = style.fontFiles.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
    var warnedEllipsis = false
    for string in strings where !string.text.isEmpty {
      guard let measured = measurement(of: layer, text: string.text) else { continue }
      if measured.ellipsisIsMissing, !warnedEllipsis {
        warnedEllipsis = true
        warnings.append(SceneDiagnostic(.warning, path: string.path,
                                        message: "no font has U+2026 \"…\" nor \".\" for the ellipsis that ends cut text; it is drawn as an empty box (fonts: \(fonts)). Add a font that has it to \"font\"",
                                        location: string.location))
      }
      for scalar in measured.missingScalars where seen.insert(scalar.value).inserted {
        warnings.append(SceneDiagnostic(.warning, path: string.path,
                                        message: "no font has \(Self.name(of: scalar)); it is drawn as an empty box (fonts: \(fonts)). Add a font that has it to \"font\"",
                                        location: string.location))
      }
    }
    return warnings
  }

  /// The emoji sequences in `string` that need a font's ligatures to show as one picture:
  /// skin-tone modifiers, zero-width-joiner sequences (👨‍👩‍👧), flags (regional indicator
  /// pairs) and tag sequences. Those the emoji font does not have show as their parts.
  static func emojiSequences(in string: String) -> [String] {
    string.filter { character in
      let scalars = character.unicodeScalars
      guard scalars.count > 1 else { return false }
      return scalars.contains { scalar in
        scalar.properties.isEmojiModifier || scalar.value == 0x200D || (0x1F1E6...0x1F1FF).contains(scalar.value)
          || (0xE0020...0xE007F).contains(scalar.value)
      }
    }.map(String.init)
  }

  /// Joiners and selectors: invisible parts of a sequence, left out when naming its parts.
  static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200D || scalar.value == 0xFE0F || (0xE0020...0xE007F).contains(scalar.value)
  }

  /// `U+1F600 "😀"`; the character itself is left out when it is invisible, or private-use
  /// (it means something only to one font, and a terminal shows nothing useful).
  static func name(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let category = scalar.properties.generalCategory
    let printable = !scalar.properties.isWhitespace && ![.control, .format, .privateUse].contains(category)
    return printable ? "\(code) \"\(Character(scalar))\"" : code
  }
}

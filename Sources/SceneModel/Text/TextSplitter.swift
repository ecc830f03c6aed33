import Timing

/// Cuts a measured text into units (characters, words or lines) with their boxes.
enum TextSplitter {
  /// A unit: the glyph scalars it draws and its box in layout coordinates.
  struct Unit: Equatable {
    var text: String
    var frame: TextRect
  }

  static func units(of text: String, measurement: TextMeasurement, split: TextSplit) -> [Unit] {
    let characterOfScalar = characterIndices(of: text)
    let sourceScalars = Array(text.unicodeScalars)
    var groups: [[TextMeasurement.Glyph]] = []
    var previousKey: (Int, Int, Bool)?
    for glyph in measurement.glyphs {
      let isSpace = glyph.scalar.properties.isWhitespace
      // An ellipsis glyph stands for hidden text: it is its own unit, not part of a character.
      let isSubstitute = glyph.scalarIndex >= sourceScalars.count || sourceScalars[glyph.scalarIndex] != glyph.scalar
      let character = glyph.scalarIndex < characterOfScalar.count ? characterOfScalar[glyph.scalarIndex] : -1
      let key: (Int, Int, Bool)
      switch split {
      case .characters:
        if isSpace { previousKey = nil; continue }
        key = (glyph.lineIndex, character, isSubstitute)
      case .charactersAndSpaces:
        key = (glyph.lineIndex, character, isSubstitute)
      case .words:
        if isSpace { previousKey = nil; continue }
        key = (glyph.lineIndex, previousKey?.1 ?? character, false)  // a run of non-spaces on one line
      case .lines:
        key = (glyph.lineIndex, 0, false)
      }
      if let previousKey, previousKey == key, !groups.isEmpty {
        groups[groups.count - 1].append(glyph)
      } else {
        groups.append([glyph])
      }
      previousKey = key
    }
    return groups.compactMap { glyphs in
      var trimmed = glyphs[...]
      let keepsSpaces = split == .charactersAndSpaces  // a space is a unit of its own there
      while !keepsSpaces, let last = trimmed.last, last.scalar.properties.isWhitespace { trimmed.removeLast() }
      while !keepsSpaces, let first = trimmed.first, first.scalar.properties.isWhitespace { trimmed.removeFirst() }
      guard let first = trimmed.first, let last = trimmed.last else { return nil }
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: trimmed.map(\.scalar))
      let top = Double(first.lineIndex) * measurement.lineHeightPoints
      let frame = TextRect(x: first.xPoints, y: top, width: last.xPoints + last.advancePoints - first.xPoints,
                           height: measurement.lineHeightPoints)
      return Unit(text: String(scalars), frame: frame)
    }
  }

  /// For each scalar of `text`, the index of the character (grapheme cluster) it belongs to.
  static func characterIndices(of text: String) -> [Int] {
    var result: [Int] = []
    for (index, character) in text.enumerated() {
      result += Array(repeating: index, count: character.unicodeScalars.count)
    }
    return result
  }
}

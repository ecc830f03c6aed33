extension TextLayout {
  /// Characters that must not start a line: Japanese kinsoku shori (JIS X 4051's closing
  /// brackets, hyphens, dividing punctuation, middle dots, full stops, commas, iteration marks,
  /// the prolonged sound mark, small kana, and postfixed units such as ％), their half-width
  /// forms, and Latin closing punctuation.
  static let noBreakBefore = Set(("、。，．・：；？！‼⁇⁈⁉ー‐゠〜～」』）］｝〕〉》】〙〗〛〟’”｠»"
    + "ヽヾゝゞ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    + "｡､｣･ｰｧｨｩｪｫｬｭｮｯ％‰℃°′″…‥,.;:!?)]}").unicodeScalars)
  /// Characters that must not end a line: opening brackets and quotation marks, full- and
  /// half-width, and prefixed currency signs.
  static let noBreakAfter = Set("「『（［｛〔〈《【〘〖〚〝‘“｟«｢([{￥＄＃".unicodeScalars)

  /// Splits one shaped paragraph into lines according to the break mode and box width.
  func breakLines(_ shaped: [PlacedGlyph]) -> [TextLine] {
    guard !shaped.isEmpty else { return [TextLine(glyphs: [], width: 0, endsParagraph: true)] }
    guard let box = boxWidthPoints else { return [makeLine(shaped[...], endsParagraph: true)] }
    switch lineBreakMode {
    case .clip: return [makeLine(shaped[...], endsParagraph: true)]
    case .truncatingTail: return [truncated(makeLine(shaped[...], endsParagraph: true), toWidth: box, force: false)]
    case .wordWrap: return wrapped(shaped, width: box)
    }
  }

  /// Greedy wrapping: each line takes as many glyphs as fit, back to the last break opportunity.
  private func wrapped(_ shaped: [PlacedGlyph], width box: Double) -> [TextLine] {
    // Slack for rounding in the advance sums, so text measured to exactly the box still fits.
    let epsilon = 1e-9 * max(1, box)
    var lines: [TextLine] = []
    var start = 0
    let n = shaped.count
    while start < n {
      var end = n
      var lastBreak: Int?
      var i = start
      while i < n {
        let right = shaped[i].xPoints + shaped[i].advancePoints - shaped[start].xPoints
        if right > box + epsilon, i > start, !Self.isSpace(shaped[i].scalar) {
          // With no break opportunity, the line is cut before the first character that does
          // not fit, never inside one (QA: e + U+0301 in a narrow box left the acute alone on
          // the next line, and an emoji family was spread over blank-looking lines).
          end = lastBreak ?? i
          while lastBreak == nil, end < n, !startsCharacter(shaped[end].scalarIndex) { end += 1 }
          break
        }
        if i + 1 < n, startsCharacter(shaped[i + 1].scalarIndex), Self.canBreak(between: shaped[i].scalar, shaped[i + 1].scalar) {
          // A break at a soft hyphen shows a hyphen, which must fit too.
          if shaped[i].scalar != Self.softHyphen
            || breakHyphen(ending: shaped[start...i]).map({ $0.xPoints + $0.advancePoints - shaped[start].xPoints <= box + epsilon }) == true {
            lastBreak = i + 1
          }
        }
        i += 1
      }
      if end < n, end > start, shaped[end - 1].scalar == Self.softHyphen, let hyphen = breakHyphen(ending: shaped[start..<end]) {
        lines.append(makeLine(shaped[start..<end] + [hyphen], endsParagraph: false, endsWithBreakHyphen: true))
      } else {
        lines.append(makeLine(shaped[start..<end], endsParagraph: end == n))
      }
      start = end
      // Spaces where a line wrapped are not carried to the next line's start (a no-break
      // space is part of its word, so it stays).
      while start < n, Self.isBreakingSpace(shaped[start].scalar) { start += 1 }
    }
    return lines
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  /// No-break spaces: NO-BREAK SPACE, NARROW NO-BREAK SPACE (French "100 km", number groups)
  /// and FIGURE SPACE. They are spaces (they take width, justification widens them) but glue
  /// the words on either side together, as in UAX #14 (class GL).
  static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{00A0}", "\u{202F}", "\u{2007}"]

  /// A space a line may break after.
  static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
    isSpace(scalar) && !noBreakSpaces.contains(scalar)
  }

  /// ZERO WIDTH SPACE: marks a break opportunity in text without spaces (a URL, Thai).
  static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"
  /// WORD JOINER and ZERO WIDTH NO-BREAK SPACE (the byte order mark): forbid a break.
  static let joiners: Set<Unicode.Scalar> = ["\u{2060}", "\u{FEFF}"]

  /// SOFT HYPHEN: where a long word may be hyphenated. Invisible unless a line breaks at it.
  static let softHyphen: Unicode.Scalar = "\u{00AD}"

  /// Format characters that only steer line breaking: they take no width and draw nothing,
  /// whether or not a font has a glyph for them (DejaVu Sans draws the soft hyphen as "-").
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar == zeroWidthSpace || scalar == softHyphen || joiners.contains(scalar)
  }

  /// The "-" shown where a line breaks at the soft hyphen that ends `line`: it stands for the
  /// soft hyphen (its `scalarIndex`), placed with the letter spacing and kerning a typed "-"
  /// would get after the line's last visible glyph, so the line measures as the same text
  /// with a real hyphen would.
  func breakHyphen(ending line: ArraySlice<PlacedGlyph>) -> PlacedGlyph? {
    guard let soft = line.last, var hyphen = shape([(soft.scalarIndex, "-")]).first else { return nil }
    hyphen.xPoints = soft.xPoints
    if let previous = line.dropLast().last(where: { !Self.isInvisible($0.scalar) && !$0.joinsPrevious }) {
      hyphen.xPoints += letterSpacingPoints
      if kerning, let font = hyphen.fontIndex, previous.fontIndex == font {
        hyphen.xPoints += fonts[font].kerning(left: previous.glyphIndex, right: hyphen.glyphIndex) * sizePoints / fonts[font].unitsPerEm
      }
    }
    return hyphen
  }

  /// Chinese, Japanese and Korean characters, between which lines may break without spaces.
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
    default: false
    }
  }

  static func canBreak(between a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    // An invisible character is broken after, never before; no-break spaces and joiners glue.
    if isInvisible(b) || noBreakSpaces.contains(a) || noBreakSpaces.contains(b) || joiners.contains(a) { return false }
    if a == zeroWidthSpace || a == softHyphen { return !isSpace(b) }
    if isSpace(a) && !isSpace(b) { return true }
    if noBreakBefore.contains(b) || noBreakAfter.contains(a) || isSpace(b) { return false }
    if a == "-" && b.properties.isAlphabetic { return true }
    return isIdeographic(a) || isIdeographic(b)
  }

  /// The glyphs of `rest` (part of a paragraph) on one unbroken line, as `truncated` cuts it.
  func oneLine(_ rest: ArraySlice<PlacedGlyph>) -> TextLine {
    makeLine(rest, endsParagraph: true)
  }

  /// A line from consecutive glyphs, moved to start at x = 0.
  private func makeLine(_ slice: ArraySlice<PlacedGlyph>, endsParagraph: Bool, endsWithBreakHyphen: Bool = false) -> TextLine {
    guard let first = slice.first else { return TextLine(glyphs: [], width: 0, endsParagraph: endsParagraph) }
    let glyphs = slice.map { g -> PlacedGlyph in
      var moved = g
      moved.xPoints -= first.xPoints
      return moved
    }
    let visibleEnd = glyphs.last { !Self.isSpace($0.scalar) && !Self.isInvisible($0.scalar) }.map { $0.xPoints + $0.advancePoints } ?? 0
    return TextLine(glyphs: glyphs, width: visibleEnd, endsParagraph: endsParagraph, endsWithBreakHyphen: endsWithBreakHyphen)
  }

  /// The line cut to fit `width` with a trailing "…" (always when `force`, else only if too wide).
  func truncated(_ line: TextLine, toWidth width: Double, force: Bool) -> TextLine {
    guard force || line.width > width + 1e-9 * max(1, width) else { return line }
    var line = line
    // A cut line ends in "…", not in the hyphen of a break that no longer happens.
    if line.endsWithBreakHyphen { line.glyphs.removeLast() }
    let ellipsis = ellipsisGlyphs(firstHiddenIndex: line.glyphs.last.map { $0.scalarIndex + 1 } ?? 0)
    let ellipsisWidth = ellipsis.last.map { $0.xPoints + $0.advancePoints } ?? 0
    var kept: [PlacedGlyph] = []
    for glyph in line.glyphs {
      guard glyph.xPoints + glyph.advancePoints + letterSpacingPoints + ellipsisWidth <= width else { break }
      kept.append(glyph)
    }
    // Whole characters only: a base letter kept without its mark, or half an emoji sequence,
    // would show a character the text does not have.
    while !kept.isEmpty, kept.count < line.glyphs.count, !startsCharacter(line.glyphs[kept.count].scalarIndex) { kept.removeLast() }
    while let last = kept.last, Self.isSpace(last.scalar) { kept.removeLast() }
    let start = kept.last.map { $0.xPoints + $0.advancePoints + letterSpacingPoints } ?? 0
    let hiddenIndex = kept.count < line.glyphs.count ? line.glyphs[kept.count].scalarIndex : (line.glyphs.last.map { $0.scalarIndex + 1 } ?? 0)
    for var glyph in ellipsisGlyphs(firstHiddenIndex: hiddenIndex) {
      glyph.xPoints += start
      kept.append(glyph)
    }
    return TextLine(glyphs: kept, width: start + ellipsisWidth, endsParagraph: line.endsParagraph, endsInEllipsis: true)
  }

  /// "…" from the first font that has it, or else "..." from the first that has ".", starting
  /// at x = 0; when no font has either, one "…" drawn as a missing glyph's box (one box, not
  /// three, and `ellipsisIsMissing` says so). Its `scalarIndex` is the first hidden
  /// character's, so per-character splits can tell it apart.
  private func ellipsisGlyphs(firstHiddenIndex: Int) -> [PlacedGlyph] {
    let scalars: [Unicode.Scalar] = fonts.contains { $0.hasGlyph(for: "…") } || !fonts.contains { $0.hasGlyph(for: ".") } ? ["…"] : [".", ".", "."]
    return shape(scalars.map { (firstHiddenIndex, $0) })
  }

  /// Stretches every wrapped line that does not end its paragraph to `width`, widening spaces
  /// (or, for text without spaces such as Japanese, every gap between characters).
  mutating func justify(to width: Double) {
    for line in 0..<lineCount where !lineEndsParagraph[line] {
      let extra = width - lineWidthsPoints[line]
      let members = glyphs.indices.filter { glyphs[$0].lineIndex == line }
      guard extra > 0, members.count > 1 else { continue }
      let lastVisible = members.last { !Self.isSpace(glyphs[$0].scalar) } ?? members[members.count - 1]
      let spaces = members.filter { $0 < lastVisible && Self.isSpace(glyphs[$0].scalar) }
      // Without spaces, the gaps are between characters, not inside one.
      let gapAfter: (Int) -> Bool = { [self] k in
        spaces.isEmpty ? k < lastVisible && startsCharacter(glyphs[k + 1].scalarIndex) : spaces.contains(k)
      }
      let gapCount = members.filter(gapAfter).count
      guard gapCount > 0 else { continue }
      let perGap = extra / Double(gapCount)
      var gapsSoFar = 0
      for k in members {
        glyphs[k].xPoints += perGap * Double(gapsSoFar)
        if gapAfter(k) { gapsSoFar += 1 }
      }
      lineWidthsPoints[line] = width
    }
  }
}

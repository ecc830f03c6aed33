/// Text laid out in points with FreeType metrics: per-glyph font fallback, kerning, lines
/// split on "\n" (and the other line separators), alignment within a box.
///
/// Coordinates: origin at the top-left of the text box, y down; the first line's top is at
/// y = 0 and its baseline at the primary font's ascender (plus half of any extra line height).
public struct TextLayout: Sendable {
  /// One glyph as placed by the layout (positions in points, relative to the box).
  public struct PlacedGlyph: Sendable, Equatable {
    /// The character this glyph shows.
    public var scalar: Unicode.Scalar
    /// Index of `scalar` in `text.unicodeScalars`.
    public var scalarIndex: Int
    /// The line (0-based) the glyph is on.
    public var lineIndex: Int
    /// Pen position (left edge of the advance) in points.
    public var xPoints: Double
    /// Baseline in points.
    public var baselinePoints: Double
    /// Horizontal advance in points (before letter spacing).
    public var advancePoints: Double
    /// Index into `fonts` of the face that supplied the glyph; `nil` for a missing glyph (drawn as a box).
    public var fontIndex: Int?
    /// FreeType glyph index in that face.
    var glyphIndex: UInt32
    /// Whether this character is drawn by the ligature glyph before it (the tone of 👍🏽, the
    /// rest of a flag or a joined sequence): it has no advance and draws nothing, but keeps its
    /// place in the text so splitting and measuring still see every character.
    public var joinsPrevious: Bool = false
  }

  /// The laid-out string.
  public let text: String
  /// The fallback list: each character uses the first font that has it.
  public let fonts: [Font]
  /// Font size (em height) in points.
  public let sizePoints: Double
  /// Line alignment.
  public let alignment: TextAlignment
  /// Width of the box lines align in; `nil` aligns to the widest line.
  public let boxWidthPoints: Double?
  /// Distance between baselines in points.
  public let lineHeightPoints: Double
  /// Extra space after every character except a line's last, in points.
  public let letterSpacingPoints: Double
  /// Whether text fonts' standard ligatures (fi, fl, ff…) replace their characters. Asked for
  /// and with no letter spacing: spaced letters are never joined, as in CSS. Emoji sequences
  /// always join.
  public let standardLigatures: Bool
  /// Whether the fonts' pair kerning applies (off: every character at its plain advance).
  public let kerning: Bool
  /// How lines longer than the box are broken or shortened.
  public let lineBreakMode: LineBreakMode
  /// At most this many lines (the last one ends in "…" when text is cut); `nil` for no limit.
  public let maximumLines: Int?
  /// Every visible glyph in reading order (line breaks produce none).
  public internal(set) var glyphs: [PlacedGlyph] = []
  /// Number of lines.
  public private(set) var lineCount = 0
  /// Characters that no font in the list has, in order of first appearance (each rendered as a box).
  public private(set) var missingScalars: [Unicode.Scalar] = []
  /// Whether a line was cut and no font has "…" or ".", so its ellipsis is drawn as a box.
  public private(set) var ellipsisIsMissing = false
  /// Width of each line in points (without alignment offset or trailing spaces).
  public internal(set) var lineWidthsPoints: [Double] = []
  /// Whether each line ends its paragraph (justification leaves those lines flush left).
  var lineEndsParagraph: [Bool] = []
  /// The primary font's ascender in points.
  public let ascenderPoints: Double
  /// The primary font's descender in points (negative).
  public let descenderPoints: Double

  /// For each of `text`'s Unicode scalars, whether it starts a character (a grapheme cluster):
  /// letter spacing, line breaks, truncation and justification work on characters, never
  /// inside one (é written e + U+0301, ❤️, a flag, a family).
  private var clusterStarts: [Bool] = []

  private var boundsX = 0.0, boundsWidth = 0.0
  /// `outlinePath` computed once, for a layout kept and drawn many times (`withOutline()`).
  var precomputedOutline: Path?
  /// `inkBounds` computed once, with the outline (`withOutline()`); the outer nil: not computed.
  var precomputedInkBounds: (x0: Double, y0: Double, x1: Double, y1: Double)??

  /// The text's measured box in points: x/width span the aligned lines, y = 0, height = lines × line height.
  public var bounds: (x: Double, y: Double, width: Double, height: Double) {
    (boundsX, 0, boundsWidth, Double(lineCount) * lineHeightPoints)
  }

  /// Lays out `text`. `lineHeightPoints` defaults to the primary font's line spacing; wrapping
  /// and truncation need `boxWidthPoints` (without it every paragraph is one line).
  public init(
    text: String, fonts: [Font], sizePoints: Double, alignment: TextAlignment, boxWidthPoints: Double?,
    lineHeightPoints: Double? = nil, letterSpacingPoints: Double = 0,
    lineBreakMode: LineBreakMode = .clip, maximumLines: Int? = nil, ligatures: Bool = true, kerning: Bool = true
  ) {
    self.kerning = kerning
    self.lineBreakMode = lineBreakMode
    self.maximumLines = maximumLines.map { max(1, $0) }
    let size = sizePoints.isFinite ? max(0, sizePoints) : 0
    self.text = text
    self.fonts = fonts
    self.sizePoints = size
    self.alignment = alignment
    self.boxWidthPoints = boxWidthPoints.flatMap { $0.isFinite ? max(0, $0) : nil }
    self.letterSpacingPoints = letterSpacingPoints.isFinite ? letterSpacingPoints : 0
    self.standardLigatures = ligatures && self.letterSpacingPoints == 0
    // Without fonts, use typical proportions so boxes for missing glyphs still have a line.
    let primary = fonts.first
    let em = primary?.unitsPerEm ?? 1
    self.ascenderPoints = (primary?.ascender ?? 0.8) / em * size
    self.descenderPoints = (primary?.descender ?? -0.2) / em * size
    let naturalLineHeight = (primary?.lineSpacing ?? 1.2) / em * size
    let lineHeight = lineHeightPoints.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? naturalLineHeight
    self.lineHeightPoints = lineHeight
    var starts = [Bool](repeating: false, count: text.unicodeScalars.count)
    var scalarIndex = 0
    for character in text {
      starts[scalarIndex] = true
      scalarIndex += character.unicodeScalars.count
    }
    clusterStarts = starts
    layOut(naturalLineHeight: naturalLineHeight)
  }

  /// Whether the character at `scalarIndex` of `text` starts a character (see
  /// `clusterStarts`); glyphs made up for a line (a break's hyphen, an ellipsis) count as starts.
  func startsCharacter(_ scalarIndex: Int) -> Bool {
    scalarIndex >= clusterStarts.count || scalarIndex < 0 || clusterStarts[scalarIndex]
  }

  /// Width of the box used for missing glyphs, as a fraction of the em.
  static let missingGlyphAdvanceEm = 0.6

  private mutating func layOut(naturalLineHeight: Double) {
    // No text, no line: measured as nothing, as UILabel's intrinsic size of "" is 0 × 0 (QA: it
    // measured one line tall, so a pill or badge sized from its text did not collapse).
    guard !text.isEmpty else {
      align()
      return
    }
    // Extra line height is shared above and below the glyphs, as CSS does (half-leading).
    let firstBaseline = ascenderPoints + (lineHeightPoints - naturalLineHeight) / 2
    var seenMissing = Set<UInt32>()
    var lines: [TextLine] = []
    // The glyphs of the paragraph of line `maximumLines` − 1, from that line's first on: what
    // the last line kept is made of when the text goes on (looked up for that line only).
    var lastKeptRest: ArraySlice<PlacedGlyph> = []
    for paragraph in splitLines() {
      let shaped = shape(paragraph)
      for glyph in shaped where glyph.fontIndex == nil && !Self.isInvisible(glyph.scalar) {
        if seenMissing.insert(glyph.scalar.value).inserted { missingScalars.append(glyph.scalar) }
      }
      for line in breakLines(shaped) {
        if lines.count + 1 == maximumLines, let first = line.glyphs.first,
           let start = shaped.firstIndex(where: { $0.scalarIndex == first.scalarIndex }) {
          lastKeptRest = shaped[start...]
        }
        lines.append(line)
      }
    }
    if let maximumLines, lines.count > maximumLines {
      // As UILabel's numberOfLines: the last line kept takes the rest of its paragraph and is
      // cut at a character to end in "…" within the box (QA: it ended after its own last
      // word, "brown fox…" where UILabel shows "brown fox jumps o…"); without a box, after its
      // own text (a label sized to fit shows that its text goes on). It is the last line
      // shown, so justification leaves it alone.
      let last = maximumLines - 1
      lines = Array(lines.prefix(maximumLines))
      let rest = lineBreakMode == .wordWrap && boxWidthPoints != nil && !lines[last].endsParagraph
        ? oneLine(lastKeptRest) : lines[last]
      lines[last] = truncated(rest, toWidth: boxWidthPoints ?? .infinity, force: true)
      lines[last].endsParagraph = true
    }
    if lines.isEmpty { lines = [TextLine(glyphs: [], width: 0, endsParagraph: true)] }
    ellipsisIsMissing = lines.contains(where: \.endsInEllipsis) && !fonts.contains { $0.hasGlyph(for: "…") || $0.hasGlyph(for: ".") }
    lineCount = lines.count
    for (lineIndex, line) in lines.enumerated() {
      let baseline = firstBaseline + Double(lineIndex) * lineHeightPoints
      // Invisible characters took part in breaking; they draw nothing, so they are not glyphs.
      for var glyph in line.glyphs where !Self.isInvisible(glyph.scalar) {
        glyph.lineIndex = lineIndex
        glyph.baselinePoints = baseline
        glyphs.append(glyph)
      }
      lineWidthsPoints.append(line.width)
      lineEndsParagraph.append(line.endsParagraph)
    }
    align()
  }

  /// Places a paragraph's glyphs on one unbroken line: font fallback, kerning, letter spacing,
  /// a colour font's ligatures (emoji sequences) and, when on, a text font's standard ones.
  func shape(_ paragraph: [(Int, Unicode.Scalar)]) -> [PlacedGlyph] {
    var pen = 0.0
    var placed: [PlacedGlyph] = []
    var previous: (font: Int, glyph: UInt32)?
    var position = 0
    var placedVisible = false
    while position < paragraph.count {
      let (scalarIndex, scalar) = paragraph[position]
      if Self.isInvisible(scalar) {
        // No advance, no letter spacing, and kerning goes on across it as if it were not there.
        placed.append(PlacedGlyph(scalar: scalar, scalarIndex: scalarIndex, lineIndex: 0, xPoints: pen, baselinePoints: 0,
                                  advancePoints: 0, fontIndex: nil, glyphIndex: 0))
        position += 1
        continue
      }
      // Letter spacing goes between characters, not inside one (QA: the acute of e + U+0301
      // was drawn a spacing away from its e, and ❤️ took a second gap after its U+FE0F).
      if placedVisible && startsCharacter(scalarIndex) { pen += letterSpacingPoints }
      placedVisible = true
      var glyph = PlacedGlyph(
        scalar: scalar, scalarIndex: scalarIndex, lineIndex: 0, xPoints: pen, baselinePoints: 0,
        advancePoints: Self.missingGlyphAdvanceEm * sizePoints, fontIndex: nil, glyphIndex: 0)
      var joined: ArraySlice<(Int, Unicode.Scalar)> = []
      let next = position + 1 < paragraph.count ? paragraph[position + 1].1 : nil
      if let fontIndex = fontIndex(for: scalar, next: next) {
        let font = fonts[fontIndex]
        var glyphIndex = font.glyphIndex(for: scalar)
        if font.isColorBitmap || standardLigatures,
           let (ligature, count) = Self.ligature(in: font, first: glyphIndex, after: position, of: paragraph) {
          glyphIndex = ligature
          joined = paragraph[(position + 1)...(position + count)]
        }
        let scale = sizePoints / font.unitsPerEm
        if kerning, let previous, previous.font == fontIndex {
          pen += font.kerning(left: previous.glyph, right: glyphIndex) * scale
        }
        glyph.xPoints = pen
        glyph.fontIndex = fontIndex
        glyph.glyphIndex = glyphIndex
        glyph.advancePoints = font.glyph(glyphIndex).advance * scale
        previous = (fontIndex, glyphIndex)
      } else {
        previous = nil
      }
      placed.append(glyph)
      pen += glyph.advancePoints
      for (joinedIndex, joinedScalar) in joined {
        placed.append(PlacedGlyph(scalar: joinedScalar, scalarIndex: joinedIndex, lineIndex: 0, xPoints: pen, baselinePoints: 0,
                                  advancePoints: 0, fontIndex: glyph.fontIndex, glyphIndex: 0, joinsPrevious: true))
      }
      position += 1 + joined.count
    }
    return placed
  }

  /// The longest ligature of `font` that starts with glyph `first` (the character at
  /// `position`) and goes on with the characters after it, and how many characters after it
  /// it takes. U+FE0F inside or right after a sequence belongs to it; the font has no glyph
  /// for it (its ligatures are written without).
  static func ligature(in font: Font, first: UInt32, after position: Int, of paragraph: [(Int, Unicode.Scalar)]) -> (glyph: UInt32, count: Int)? {
    // Most characters start no ligature: only then are the following glyphs looked up.
    guard font.longestLigatureRest > 0, font.ligatures.byFirstGlyph[first] != nil else { return nil }
    var following: [UInt32] = [], ends: [Int] = []  // glyphs after the first, and the position each ends at
    var k = position + 1
    while k < paragraph.count, following.count < font.longestLigatureRest {
      let scalar = paragraph[k].1
      if scalar == emojiPresentationSelector { k += 1; continue }
      let glyph = font.glyphIndex(for: scalar)
      guard glyph != 0 else { break }
      following.append(glyph)
      ends.append(k)
      k += 1
    }
    guard let match = font.ligatures.longestMatch(first: first, following: following), !match.rest.isEmpty else { return nil }
    var end = ends[match.rest.count - 1]
    if end + 1 < paragraph.count, paragraph[end + 1].1 == emojiPresentationSelector { end += 1 }
    return (match.glyph, end - position)
  }

  /// The first font in the list that has `scalar`; but an emoji shown as emoji — one whose
  /// default presentation is emoji (😀), or any followed by U+FE0F (❤️) or by a skin tone
  /// (☝🏽, which Unicode presents as emoji) — comes from the first colour font that has it, so
  /// it is not drawn in one colour by a text font that also has it (DejaVu Sans has 😀, ❤
  /// and ☝ as outlines).
  func fontIndex(for scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Int? {
    let emojiFollows = next == Self.emojiPresentationSelector || next?.properties.isEmojiModifier == true
    if scalar.properties.isEmojiPresentation || emojiFollows,
       let color = fonts.firstIndex(where: { $0.isColorBitmap && $0.hasGlyph(for: scalar) }) {
      return color
    }
    return fonts.firstIndex { $0.hasGlyph(for: scalar) }
  }

  /// VARIATION SELECTOR-16: show the character before it as emoji.
  static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

  /// Characters that end a line, as `Character.isNewline` (and UIKit) has them: LF, VT, FF,
  /// CR, NEXT LINE, LINE SEPARATOR and PARAGRAPH SEPARATOR.
  static let lineSeparators: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  /// Lines as (index in `text.unicodeScalars`, scalar) pairs; "\r\n" is one line end.
  private func splitLines() -> [[(Int, Unicode.Scalar)]] {
    var lines: [[(Int, Unicode.Scalar)]] = [[]]
    var afterCarriageReturn = false
    for (index, scalar) in text.unicodeScalars.enumerated() {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n" && afterCarriageReturn { continue }
      if Self.lineSeparators.contains(scalar) {
        lines.append([])
      } else if scalar.properties.generalCategory != .control || scalar == "\t" {
        lines[lines.count - 1].append((index, scalar == "\t" ? " " : scalar))
      }
    }
    return lines
  }

  /// Shifts each line by its alignment offset and records the horizontal bounds.
  private mutating func align() {
    let box = boxWidthPoints ?? (lineWidthsPoints.max() ?? 0)
    var offsets: [Double] = lineWidthsPoints.map { width in
      switch alignment {
      case .left, .natural, .justified: 0
      case .center: (box - width) / 2
      case .right: box - width
      }
    }
    if offsets.isEmpty { offsets = [0] }
    if alignment == .justified, let boxWidthPoints { justify(to: boxWidthPoints) }
    for i in glyphs.indices { glyphs[i].xPoints += offsets[glyphs[i].lineIndex] }
    let lefts = zip(offsets, lineWidthsPoints).map { $0.0 }
    let rights = zip(offsets, lineWidthsPoints).map { $0.0 + $0.1 }
    boundsX = lefts.min() ?? 0
    boundsWidth = max(0, (rights.max() ?? 0) - boundsX)
  }
}

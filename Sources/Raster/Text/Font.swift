import Foundation
internal import CFreeType

/// A font face file (TTF/OTF) loaded with FreeType.
///
/// Safe to share between threads: every FreeType call goes through one lock per font, and
/// each font has its own `FT_Library`. Glyphs are read unhinted in font units
/// (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`) and scaled in Swift, so the
/// outlines — and therefore the pixels — are identical on every machine and FreeType build.
/// A colour bitmap face (emoji) has no outlines: its glyphs are the PNG images of its largest
/// strike, decoded by FreeType and scaled in Swift like any image.
public final class Font: @unchecked Sendable {
  /// Fixed FreeType load flags; see the type's documentation for why.
  static let loadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

  /// The file the face was loaded from.
  public let path: String
  /// The family name stored in the font (for example "DejaVu Sans").
  public let familyName: String
  /// The style name stored in the font (for example "Bold").
  public let styleName: String
  /// Design units per em; glyph outlines and metrics are in these units.
  public let unitsPerEm: Double
  /// Distance from baseline to the top of the line box, in font units (positive).
  public let ascender: Double
  /// Distance from baseline to the bottom of the line box, in font units (negative, as FreeType).
  public let descender: Double
  /// Default distance between baselines, in font units (ascender − descender + line gap).
  public let lineSpacing: Double
  /// Whether the face kerns: `GPOS` pair adjustments for feature `kern`, or else a `kern`
  /// table that FreeType reads.
  public var hasKerning: Bool { !pairKerning.isEmpty || hasKernTable }
  /// Whether the face has a `kern` table that FreeType can read (used only without `GPOS` kerning).
  let hasKernTable: Bool
  /// The face's `GPOS` kerning, which takes precedence over its `kern` table as in Core Text
  /// and HarfBuzz.
  let pairKerning: PairKerningTable
  /// Whether glyphs are colour bitmaps (emoji) instead of outlines. Such a face has no design
  /// units: its "font units" are the pixels of its largest bitmap strike, `unitsPerEm` of them per em.
  public let isColorBitmap: Bool
  /// A colour face's ligatures (emoji sequences), or a text face's standard ligatures (fi, fl),
  /// which a layout applies only when asked (`TextLayout.standardLigatures`).
  var ligatures: LigatureTable { ligatureTable().table }
  /// The most glyphs after the first that a ligature takes.
  var longestLigatureRest: Int { ligatureTable().longestRest }

  /// A text face's few standard ligatures, read with the face; a colour face's, read on first
  /// use. The emoji font follows every text style as the last fallback, and its thousands of
  /// sequences took ~6 M instructions to read and as many to free in every run with text,
  /// emoji or not (flat-ui: 12 M of its 35 M to validate).
  private var ligatureStorage: (table: LigatureTable, longestRest: Int)?

  private let face: FreeTypeFace
  private let lock = NSLock()
  private var glyphIndexCache: [UInt32: UInt32] = [:]
  private var glyphCache: [UInt32: Glyph] = [:]

  /// One glyph in font units, y growing downwards (already flipped for screen space).
  struct Glyph: Sendable {
    var outline: Path
    var advance: Double
    /// A colour bitmap face's image of the glyph, instead of an outline.
    var bitmap: ColorGlyphBitmap? = nil
  }

  /// Loads the face at `path`; the error names the path tried.
  public init(contentsOf path: String) throws(RasterError) {
    let face = try FreeTypeFace(contentsOf: path)
    let rec = face.pointer.pointee
    self.face = face
    self.path = path
    self.familyName = rec.family_name.map { String(cString: $0) } ?? ""
    self.styleName = rec.style_name.map { String(cString: $0) } ?? ""
    self.isColorBitmap = face.isColorBitmap
    // Metrics are converted to Double before any arithmetic: they are the file's Int16s, and
    // `ascender - descender` overflows Int16 in a damaged face (FontMetrics checks the rest).
    let metrics: FontMetrics
    if face.isColorBitmap, let strike = rec.size?.pointee.metrics {
      // Strike pixels stand in for design units; FreeType gives the strike's metrics in 26.6.
      self.unitsPerEm = Double(strike.y_ppem)
      metrics = FontMetrics(ascender: Double(strike.ascender) / 64, descender: Double(strike.descender) / 64,
                            height: Double(strike.height) / 64, unitsPerEm: unitsPerEm)
    } else {
      self.unitsPerEm = Double(rec.units_per_EM)
      metrics = FontMetrics(ascender: Double(rec.ascender), descender: Double(rec.descender),
                            height: Double(rec.height), unitsPerEm: unitsPerEm)
    }
    // Every layout divides by the em; FreeType refuses an outline face without one, but a
    // colour strike of 0 pixels per em would get through.
    guard unitsPerEm > 0 else { throw .fontLoadFailed(path: path, reason: "its units per em is 0") }
    self.ascender = metrics.ascender
    self.descender = metrics.descender
    self.lineSpacing = metrics.lineSpacing
    self.hasKernTable = rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    self.pairKerning = Self.sfntTable("GPOS", of: face).map { PairKerningTable(gpos: $0) } ?? .empty
    if !face.isColorBitmap {
      let table = Self.ligatureTable(of: face)
      ligatureStorage = (table, table.longestRest)
    }
  }

  /// The ligature table and its longest rest, read from the face the first time for a colour
  /// face (under the lock, as every use of the face is).
  private func ligatureTable() -> (table: LigatureTable, longestRest: Int) {
    if !isColorBitmap, let ligatureStorage { return ligatureStorage }  // set in init, never changed
    lock.lock()
    defer { lock.unlock() }
    if let ligatureStorage { return ligatureStorage }
    let table = Self.ligatureTable(of: face)
    ligatureStorage = (table, table.longestRest)
    return ligatureStorage!
  }

  /// The face's `GSUB` ligatures — all of a colour face's, a text face's standard ones — or
  /// none when it has no such table.
  private static func ligatureTable(of face: FreeTypeFace) -> LigatureTable {
    sfntTable("GSUB", of: face).map { LigatureTable(gsub: $0, feature: face.isColorBitmap ? nil : "liga") } ?? .empty
  }

  /// The raw `GSUB` table, for tests that damage it.
  func ligatureTableBytes() -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    return Self.sfntTable("GSUB", of: face)
  }

  /// The raw `GPOS` table, for tests that damage it.
  func pairKerningTableBytes() -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    return Self.sfntTable("GPOS", of: face)
  }

  /// The bytes of the table tagged `name` (four ASCII letters), nil when the face has none.
  private static func sfntTable(_ name: String, of face: FreeTypeFace) -> [UInt8]? {
    let tag = FT_ULong(name.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face.pointer, tag, 0, nil, &length) == 0, length > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    guard FT_Load_Sfnt_Table(face.pointer, tag, 0, &bytes, &length) == 0 else { return nil }
    return bytes
  }

  /// Whether the face maps `scalar` to a real glyph (not `.notdef`).
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    glyphIndex(for: scalar) != 0
  }

  /// The glyph index for `scalar`, 0 when the face has none.
  func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let cached = glyphIndexCache[scalar.value] { return cached }
    let index = UInt32(FT_Get_Char_Index(face.pointer, FT_ULong(scalar.value)))
    glyphIndexCache[scalar.value] = index
    return index
  }

  /// Horizontal kerning between two glyphs in font units (0 when the face has no kern table).
  func kerning(left: UInt32, right: UInt32) -> Double {
    guard left != 0, right != 0 else { return 0 }
    if !pairKerning.isEmpty { return Double(pairKerning.advanceAdjustment(left: left, right: right)) }
    return kernTableKerning(left: left, right: right)
  }

  /// Kerning from the face's `kern` table through FreeType, in font units.
  func kernTableKerning(left: UInt32, right: UInt32) -> Double {
    guard hasKernTable, left != 0, right != 0 else { return 0 }
    lock.lock()
    defer { lock.unlock() }
    var vector = FT_Vector()
    guard FT_Get_Kerning(face.pointer, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 else { return 0 }
    return Double(vector.x)
  }

  /// The outline and advance of glyph `index` in font units; cached after the first call.
  /// A glyph FreeType cannot load yields an empty outline with the face's default advance.
  func glyph(_ index: UInt32) -> Glyph {
    lock.lock()
    defer { lock.unlock() }
    if let cached = glyphCache[index] { return cached }
    let glyph = loadGlyph(index) ?? Glyph(outline: Path(), advance: unitsPerEm / 2)
    glyphCache[index] = glyph
    return glyph
  }

  /// Reads one glyph with the fixed load flags; the caller holds the lock.
  private func loadGlyph(_ index: UInt32) -> Glyph? {
    if isColorBitmap { return loadColorGlyph(index) }
    guard FT_Load_Glyph(face.pointer, index, Self.loadFlags) == 0, let slot = face.pointer.pointee.glyph else { return nil }
    let advance = Double(slot.pointee.advance.x)  // font units because of FT_LOAD_NO_SCALE
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Glyph(outline: Path(), advance: advance) }
    let outline = OutlineDecomposer.path(of: &slot.pointee.outline)
    return Glyph(outline: outline, advance: advance)
  }

  /// Reads one colour bitmap glyph at the selected strike: its BGRA image (premultiplied, as
  /// FreeType decodes CBDT's PNGs) and its advance in strike pixels. The caller holds the lock.
  private func loadColorGlyph(_ index: UInt32) -> Glyph? {
    guard FT_Load_Glyph(face.pointer, index, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointer.pointee.glyph else { return nil }
    let advance = Double(slot.pointee.advance.x) / 64
    let bitmap = slot.pointee.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else {
      return Glyph(outline: Path(), advance: advance)
    }
    let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = buffer + y * pitch
      for x in 0..<width {
        let source = row + x * 4, target = (y * width + x) * 4
        rgba[target] = source[2]
        rgba[target + 1] = source[1]
        rgba[target + 2] = source[0]
        rgba[target + 3] = source[3]
      }
    }
    let image = RasterImage(premultipliedRGBA: rgba, width: width, height: height)
    let glyphBitmap = ColorGlyphBitmap(image: image, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top))
    return Glyph(outline: Path(), advance: advance, bitmap: glyphBitmap)
  }
}

/// A colour glyph's image and where it sits, in its face's strike pixels (the face's font units).
struct ColorGlyphBitmap: Sendable {
  /// The glyph's pixels, premultiplied.
  var image: RasterImage
  /// From the pen position to the image's left edge.
  var left: Double
  /// From the baseline up to the image's top edge.
  var top: Double
}

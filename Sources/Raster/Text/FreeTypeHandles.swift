import Foundation
internal import CFreeType

/// Owns one `FT_Library`. Each `Font` has its own, so fonts never share FreeType state
/// across threads (FreeType requires one library per thread or external locking).
final class FreeTypeLibrary {
  let pointer: FT_Library

  init() throws(RasterError) {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw .freeTypeFailed(operation: "FT_Init_FreeType", code: Int(error)) }
    pointer = library
  }

  deinit { FT_Done_FreeType(pointer) }
}

/// Owns one `FT_Face` and keeps its library alive for as long as the face lives.
final class FreeTypeFace {
  let library: FreeTypeLibrary
  let pointer: FT_Face
  /// Whether glyphs are colour bitmaps at the selected strike rather than outlines.
  let isColorBitmap: Bool

  init(contentsOf path: String) throws(RasterError) {
    let library = try FreeTypeLibrary()
    var face: FT_Face?
    let error = FT_New_Face(library.pointer, path, 0, &face)
    guard error == 0, let face else {
      throw .fontLoadFailed(path: path, reason: FreeTypeErrorText.message(for: Int(error), startsLikeAFont: Self.startsLikeAFont(path)))
    }
    let flags = face.pointee.face_flags
    let isOutline = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && face.pointee.units_per_EM > 0
    // A colour bitmap face (CBDT, as Noto Color Emoji) has fixed-size strikes instead of
    // outlines; its largest strike is selected once, here, and scaled in Swift.
    let isColorBitmap = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
    guard isOutline || isColorBitmap else {
      FT_Done_Face(face)
      throw .fontLoadFailed(path: path, reason: "not a scalable outline font or a colour bitmap font")
    }
    if !isOutline {
      let sizes = UnsafeBufferPointer(start: face.pointee.available_sizes, count: Int(face.pointee.num_fixed_sizes))
      let largest = sizes.indices.max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
      guard FT_Select_Size(face, Int32(largest)) == 0 else {
        FT_Done_Face(face)
        throw .fontLoadFailed(path: path, reason: "its colour bitmap strikes cannot be selected")
      }
    }
    self.isColorBitmap = !isOutline
    self.library = library
    self.pointer = face
  }

  deinit { FT_Done_Face(pointer) }

  /// Whether the file begins with an sfnt or collection signature, so a refusal means a damaged
  /// font (cut short, say) rather than some other kind of file.
  static func startsLikeAFont(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let signature = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
    return [[0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)].contains(signature)
  }
}

/// Human-readable names for the FreeType errors a user can actually cause.
enum FreeTypeErrorText {
  /// The message for `code`; `startsLikeAFont` tells a damaged font from another kind of file
  /// (FreeType says "unknown file format" for both).
  static func message(for code: Int, startsLikeAFont: Bool = false) -> String {
    switch code {
    case 0x01: "cannot open the file (missing or unreadable)"
    case 0x02 where startsLikeAFont: "damaged or truncated font file (FreeType: unknown file format)"
    case 0x02: "not a font file (FreeType: unknown file format)"
    case 0x03: "damaged or truncated font file (FreeType: invalid file format)"
    case 0x06: "invalid argument"
    case 0x07: "uses a font format feature FreeType does not support (FreeType: unimplemented feature)"
    case 0x10: "invalid glyph index"
    case 0x40: "out of memory"
    default:
      if let damage = damagedFaceReasons[code] { "damaged or truncated font file (FreeType: \(damage))" }
      // Debian's FreeType is built without FT_CONFIG_OPTION_ERROR_STRINGS, so this is usually nil.
      else if let text = FT_Error_String(FT_Error(code)) { String(cString: text) } else { "FreeType error 0x\(String(code, radix: 16))" }
    }
  }

  /// FreeType's errors for a face whose tables are missing or broken (fterrdef.h), in words:
  /// each means a damaged or cut-short file rather than a wrong kind of file.
  static let damagedFaceReasons: [Int: String] = [
    0x08: "invalid table", 0x09: "invalid offset", 0x14: "invalid outline", 0x15: "invalid composite glyph",
    0x8E: "a required table is missing", 0x8F: "the 'hhea' table is missing", 0x90: "the 'loca' table is missing",
    0x91: "the 'name' table is missing", 0x92: "the 'cmap' table is missing", 0x93: "the 'hmtx' table is missing",
    0x94: "the 'post' table is missing", 0x95: "invalid horizontal metrics", 0x96: "invalid character map format",
    0x97: "invalid pixel size in a table", 0x98: "invalid vertical metrics", 0x9A: "invalid 'post' table format",
    0x9B: "invalid 'post' table", 0x9D: "a bitmap is missing",
  ]
}

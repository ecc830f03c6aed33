import Foundation

/// Finds the fonts shipped in the repository's `fonts/` folder, wherever `flipbook` runs from,
/// and maps the family names scenes use to those files.
///
/// No system font lookup happens here: text must render the same on every machine.
public enum BundledFonts {
  /// A face shipped with Flipbook.
  public struct Face: Sendable, Equatable {
    /// Names a scene may use for it (compared case-insensitively, spaces ignored).
    public var names: [String]
    /// File name inside the fonts folder.
    public var fileName: String
  }

  /// The bundled faces. The first Latin and the first Japanese face form the default fallback list.
  public static let faces: [Face] = [
    Face(names: ["DejaVu Sans", "DejaVuSans", "sans-serif", "system-ui"], fileName: "DejaVuSans.ttf"),
    Face(names: ["DejaVu Sans Bold", "DejaVuSans-Bold"], fileName: "DejaVuSans-Bold.ttf"),
    Face(names: ["M+ 1", "M PLUS 1", "Mplus1", "Mplus1-Regular"], fileName: "Mplus1-Regular.otf"),
    Face(names: ["M+ 1 Bold", "M PLUS 1 Bold", "Mplus1-Bold"], fileName: "Mplus1-Bold.otf"),
    Face(names: ["Noto Color Emoji", "NotoColorEmoji", "emoji"], fileName: "NotoColorEmoji.ttf"),
  ]

  /// Used when a text layer names no font: Latin first, then Japanese, so any Latin or
  /// Japanese string renders without naming a font.
  public static let defaultFallbackFileNames = ["DejaVuSans.ttf", "Mplus1-Regular.otf"]

  /// The default list with `"weight": "bold"`.
  public static let defaultBoldFallbackFileNames = ["DejaVuSans-Bold.ttf", "Mplus1-Bold.otf"]

  /// The characters of the Japanese character sets (JIS X 0208 and JIS X 0201) and the
  /// full-width forms that M+ 1 lacks — 【】, ％, full-width Latin letters, half-width katakana,
  /// level-2 kanji — taken from VL Gothic (`fonts/LICENSE-VLGothic.txt` says how). It follows
  /// M+ 1 or M+ 1 Bold wherever either is in a list: only together with M+ 1 does it cover
  /// Japanese, so it is not a face of its own to name.
  public static let japaneseSupplementFileName = "VLGothic-JIS.ttf"

  /// The faces `japaneseSupplementFileName` completes.
  static let japaneseFileNames = ["Mplus1-Regular.otf", "Mplus1-Bold.otf"]

  /// `files` (full paths) with the Japanese supplement after the first M+ 1 face of `directory`,
  /// when the list has one, `directory` holds the supplement, and the list lacks it.
  public static func withJapaneseSupplement(_ files: [String], in directory: String) -> [String] {
    let folder = directory as NSString
    let supplement = folder.appendingPathComponent(japaneseSupplementFileName)
    let japanese = Set(japaneseFileNames.map { folder.appendingPathComponent($0) })
    guard !files.contains(supplement), let index = files.firstIndex(where: japanese.contains),
          FileManager.default.fileExists(atPath: supplement)
    else { return files }
    var completed = files
    completed.insert(supplement, at: index + 1)
    return completed
  }

  /// The colour emoji face: the last fallback of every text layer's font list, named or
  /// default, as a system's emoji font is (emoji have no bold).
  public static let emojiFileName = "NotoColorEmoji.ttf"

  /// The bundled bold face's name for a bundled regular family (`"M+ 1"` → `"M+ 1 Bold"`); nil
  /// for names that are not a bundled family (file paths), which `weight` leaves alone.
  public static func boldFamilyName(of name: String) -> String? {
    switch fileName(forFamily: name) {
    case "DejaVuSans.ttf", "DejaVuSans-Bold.ttf": return "DejaVu Sans Bold"
    case "Mplus1-Regular.otf", "Mplus1-Bold.otf": return "M+ 1 Bold"
    default: return nil
    }
  }

  /// The file name of the bundled face called `name`, if any.
  public static func fileName(forFamily name: String) -> String? {
    let key = normalized(name)
    return faces.first { face in face.names.contains { normalized($0) == key } }?.fileName
  }

  /// Every accepted family name, for suggestions.
  public static var allNames: [String] { faces.flatMap(\.names) }

  private static func normalized(_ name: String) -> String {
    name.lowercased().filter { !$0.isWhitespace }
  }

  /// A file that marks a folder as Flipbook's font folder.
  static let markerFileName = "DejaVuSans.ttf"

  /// The fonts folder: `$FLIPBOOK_FONTS`; else a `fonts/` (or `share/flipbook/fonts/`) folder beside
  /// the executable or in one of its parent folders (covers `.build/debug/flipbook` in a checkout
  /// and an installed `bin/flipbook`); else the checkout this code was built from.
  public static let directory: String? = locate()

  private static func locate() -> String? {
    let fileManager = FileManager.default
    func isFontFolder(_ path: String) -> Bool {
      fileManager.fileExists(atPath: (path as NSString).appendingPathComponent(markerFileName))
    }
    if let override = ProcessInfo.processInfo.environment["FLIPBOOK_FONTS"], !override.isEmpty {
      return override  // explicit: used as given, so a wrong value fails loudly when a font loads
    }
    var candidates: [String] = []
    if let executable = executablePath() {
      // URL's, not NSString's, which traps on a one-character path (swift-corelibs-foundation).
      var folder = URL(fileURLWithPath: executable).deletingLastPathComponent().path
      for _ in 0..<6 {
        candidates.append((folder as NSString).appendingPathComponent("fonts"))
        candidates.append((folder as NSString).appendingPathComponent("share/flipbook/fonts"))
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent == folder { break }
        folder = parent
      }
    }
    // Sources/SceneModel/Resources/BundledFonts.swift → the checkout's fonts/.
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fonts").path
    candidates.append(checkout)
    return candidates.first(where: isFontFolder)
  }

  private static func executablePath() -> String? {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
    return Bundle.main.executablePath
  }
}

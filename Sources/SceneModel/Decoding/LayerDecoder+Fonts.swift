import Foundation

/// A text layer's `font` (a name, a path, or a fallback list) and `weight`.
extension LayerDecoder {
  /// Reports a fonts folder that is not there (a mistyped `$FLIPBOOK_FONTS`), once per scene,
  /// at the first text layer: otherwise every font would fail to load one by one, or only when
  /// rendering, without saying why.
  private func checkFontsFolder(_ reader: ObjectReader) {
    guard let directory = scene.fontsDirectory, !context.checkedFontsFolder else { return }
    context.checkedFontsFolder = true
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder)
    guard !(exists && isFolder.boolValue) else { return }
    let named = ProcessInfo.processInfo.environment["FLIPBOOK_FONTS"] == directory ? " named by FLIPBOOK_FONTS" : ""
    // QA: a file given as the folder was said not to exist.
    context.error(reader.path, "the fonts folder\(named), \(directory), \(exists ? "is a file, not a folder" : "does not exist")", at: reader.node)
  }

  func decodeFonts(_ reader: inout ObjectReader) -> [String] {
    var bold = false
    if let node = reader.node("weight") {
      bold = context.keyword(node, path: reader.memberPath("weight"), table: [("regular", false), ("bold", true)]) ?? false
    }
    checkFontsFolder(reader)
    var fontFiles: [String] = []
    if let fontNode = reader.node("font") {
      let fontPath = reader.memberPath("font")
      let names: [(String, String, JSONNode)]
      switch fontNode.value {
      case .array(let elements):
        if elements.isEmpty { context.error(fontPath, "needs at least one font", at: fontNode) }
        names = elements.enumerated().compactMap { index, element in
          let elementPath = JSONPath.element(fontPath, index)
          return ValueReader.string(element, path: elementPath, context: context).map { ($0, elementPath, element) }
        }
      default:
        names = ValueReader.string(fontNode, path: fontPath, context: context).map { [($0, fontPath, fontNode)] } ?? []
      }
      for (name, path, node) in names {
        // A bold weight picks the bundled bold face of a bundled family; a file is used as given.
        let weighted = bold ? BundledFonts.boldFamilyName(of: name) ?? name : name
        if let file = resolveFont(weighted, path: path, node: node), fontIsUsable(file, named: name, path: path, node: node) {
          fontFiles.append(file)
        }
      }
    } else if let directory = scene.fontsDirectory {
      let files = bold ? BundledFonts.defaultBoldFallbackFileNames : BundledFonts.defaultFallbackFileNames
      fontFiles = files.map { (directory as NSString).appendingPathComponent($0) }
    } else {
      context.error(reader.memberPath("font"), "the bundled fonts folder was not found; set FLIPBOOK_FONTS or name a font file", at: reader.node)
    }
    if let directory = scene.fontsDirectory {
      fontFiles = BundledFonts.withJapaneseSupplement(fontFiles, in: directory)
    }
    if let directory = scene.fontsDirectory, !fontFiles.isEmpty {
      // Only when the folder has it: a fonts folder of one's own ($FLIPBOOK_FONTS) may hold
      // just the text faces, and their text must still render.
      let emoji = (directory as NSString).appendingPathComponent(BundledFonts.emojiFileName)
      if !fontFiles.contains(emoji), FileManager.default.fileExists(atPath: emoji) { fontFiles.append(emoji) }
    }
    return fontFiles
  }

  /// A font named by bundled family name, by file name in the fonts folder, or by a path relative to the scene.
  private func resolveFont(_ name: String, path: String, node: JSONNode) -> String? {
    if let fontsDirectory = scene.fontsDirectory {
      if let file = BundledFonts.fileName(forFamily: name) {
        return (fontsDirectory as NSString).appendingPathComponent(file)
      }
    }
    let looksLikeFile = name.contains("/") || [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
    if looksLikeFile {
      switch scene.resolveFile(name, extraFolders: scene.fontsDirectory.map { [$0] } ?? []) {
      case .found(let file):
        return file
      case .notFound(let tried):
        context.error(path, "font file \"\(name)\" not found; tried \(tried.joined(separator: ", "))", at: node)
      case .outsideRoot(let resolved):
        context.error(path, "font file \"\(name)\" is outside the allowed root (--root \(scene.resourceRoot ?? "")): it is \(resolved)", at: node)
      case .notAFile(let file, let kind):
        context.error(path, "font file \"\(name)\" is \(kind), not a font file: \(file)", at: node)
      case .impossibleName:
        context.error(path, "font file name holds a NUL character (\\u0000), which no file name can", at: node)
      }
      return nil
    }
    let hint = Suggestion.didYouMean(name, in: BundledFonts.allNames)
    context.error(path, "unknown font \"\(name)\"\(hint) (bundled: \(BundledFonts.faces.map { $0.names[0] }.joined(separator: ", ")); or give a .ttf/.otf path relative to the scene)", at: node)
    return nil
  }
}

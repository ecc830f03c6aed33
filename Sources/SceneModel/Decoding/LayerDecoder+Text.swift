import Foundation
import Timing

/// Text layers: string, font fallback list, size, colour, alignment.
extension LayerDecoder {
  func decodeText(_ reader: inout ObjectReader, path: String, into properties: inout LayerProperties) -> TextStyle {
    if let text = reader.string("text") { properties.text = text }
    if let size = reader.node("fontSize").flatMap({
      context.number($0, path: reader.memberPath("fontSize"), in: 0.5...2000, rangeText: "between 0.5 and 2000 points")
    }) {
      properties.fontSizePoints = size
    }
    if let color = reader.node("color").flatMap({ context.color($0, path: reader.memberPath("color")) }) {
      properties.textColor = color
    }
    let alignment = reader.node("alignment").flatMap {
      context.keyword($0, path: reader.memberPath("alignment"), table: TextAlignmentMode.allCases.map { ($0.rawValue, $0) })
    } ?? .natural
    var fontFiles: [String] = []
    if let fontNode = reader.node("font") {
      let fontPath = reader.memberPath("font")
      switch fontNode.value {
      case .array(let elements):
        if elements.isEmpty { context.error(fontPath, "needs at least one font", at: fontNode) }
        for (index, element) in elements.enumerated() {
          let elementPath = JSONPath.element(fontPath, index)
          if let name = ValueReader.string(element, path: elementPath, context: context),
             let file = resolveFont(name, path: elementPath, node: element) {
            fontFiles.append(file)
          }
        }
      default:
        if let name = ValueReader.string(fontNode, path: fontPath, context: context),
           let file = resolveFont(name, path: fontPath, node: fontNode) {
          fontFiles.append(file)
        }
      }
    } else if let directory = scene.fontsDirectory {
      fontFiles = BundledFonts.defaultFallbackFileNames.map { (directory as NSString).appendingPathComponent($0) }
    } else {
      context.error(reader.memberPath("font"), "the bundled fonts folder was not found; set FLIPBOOK_FONTS or name a font file", at: reader.node)
    }
    return TextStyle(fontFiles: fontFiles, alignment: alignment)
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
        context.error(path, "font file \"\(name)\" is outside the allowed root (--root): \(resolved)", at: node)
      }
      return nil
    }
    let hint = Suggestion.didYouMean(name, in: BundledFonts.allNames)
    context.error(path, "unknown font \"\(name)\"\(hint) (bundled: \(BundledFonts.faces.map { $0.names[0] }.joined(separator: ", ")); or give a .ttf/.otf path relative to the scene)", at: node)
    return nil
  }
}

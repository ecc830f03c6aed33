import Raster
import SceneModel

/// The fonts a scene uses, each file loaded once, up front, so frames never touch the file
/// system and a missing or broken font is reported before any rendering starts.
///
/// Loading a font is most of what preparing a small scene costs (FreeType opens the face and
/// the `GSUB` table is read for ligatures), so the cache that measured a scene's text is handed
/// on to the `FrameRenderer` that draws it instead of loading every file again.
public struct FontCache: @unchecked Sendable {
  // Written only in init; afterwards read-only (a `Font` locks its own glyph cache), so sharing
  // across threads is safe.
  private let fontsByFile: [String: Font]

  /// Loads every font file `scene`'s text layers name; files that `loaded` already holds are
  /// taken from it instead of being read again.
  public init(scene: Scene, reusing loaded: FontCache? = nil) throws(RenderError) {
    var fonts: [String: Font] = [:]
    func visit(_ layer: Layer) throws(RenderError) {
      if case .text(let style) = layer.content {
        for file in style.fontFiles where fonts[file] == nil {
          if let font = loaded?.fontsByFile[file] {
            fonts[file] = font
            continue
          }
          switch Self.load(file) {
          case .success(let font): fonts[file] = font
          case .failure(let failure): throw .fontUnavailable(layerPath: layer.path, file: file, reason: failure.description)
          }
        }
      }
      for child in layer.children { try visit(child) }
    }
    for layer in scene.layers { try visit(layer) }
    fontsByFile = fonts
  }

  init(fontsByFile: [String: Font]) {
    self.fontsByFile = fontsByFile
  }

  /// Why a font file could not be loaded, in words for people (without the file's name).
  struct LoadFailure: Swift.Error, CustomStringConvertible { var description: String }

  /// The font in `file`, or why it cannot be used.
  static func load(_ file: String) -> Result<Font, LoadFailure> {
    do {
      return .success(try Font(contentsOf: file))
    } catch .fontLoadFailed(_, let reason) {
      return .failure(LoadFailure(description: reason))  // the caller names the file
    } catch {
      return .failure(LoadFailure(description: error.description))
    }
  }

  /// The loaded fonts for a text style, in fallback order.
  func fonts(for style: TextStyle) -> [Font] {
    style.fontFiles.compactMap { fontsByFile[$0] }
  }
}

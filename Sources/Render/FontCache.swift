import Raster
import SceneModel

/// Loads each font file a scene uses once, up front, so frames never touch the file system
/// and a missing or broken font is reported before any rendering starts.
struct FontCache: @unchecked Sendable {
  // Written only in init; afterwards read-only, so sharing across threads is safe.
  private let fontsByFile: [String: Font]

  init(scene: Scene) throws(RenderError) {
    var fonts: [String: Font] = [:]
    func visit(_ layer: Layer) throws(RenderError) {
      if case .text(let style) = layer.content {
        for file in style.fontFiles where fonts[file] == nil {
          do {
            fonts[file] = try Font(contentsOf: file)
          } catch {
            throw .fontUnavailable(layerPath: layer.path, file: file, reason: error.description)
          }
        }
      }
      for child in layer.children { try visit(child) }
    }
    for layer in scene.layers { try visit(layer) }
    fontsByFile = fonts
  }

  /// The loaded fonts for a text style, in fallback order.
  func fonts(for style: TextStyle) -> [Font] {
    style.fontFiles.compactMap { fontsByFile[$0] }
  }
}

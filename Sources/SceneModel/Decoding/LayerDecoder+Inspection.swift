/// Asks the scene's `ResourceInspector` (when there is one) whether a file it names can be used.
extension LayerDecoder {
  /// Whether the font `file` loads; if not, an error at the value that named it (`name` as written).
  func fontIsUsable(_ file: String, named name: String, path: String, node: JSONNode) -> Bool {
    guard let problem = scene.resourceInspector?.problem(withFont: file) else { return true }
    context.error(path, "cannot load font \"\(name)\": \(problem)", at: node)
    return false
  }

  /// Whether the image `file` decodes; if not, an error at the value that named it (`name` as written).
  func imageIsUsable(_ file: String, named name: String, format: ImageFormat, path: String, node: JSONNode) -> Bool {
    guard let problem = scene.resourceInspector?.problem(withImage: file, format: format) else { return true }
    context.error(path, "cannot decode \"\(name)\": \(problem)", at: node)
    return false
  }
}

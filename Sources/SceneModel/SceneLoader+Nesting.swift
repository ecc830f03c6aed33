extension SceneLoader {
  /// Where a document nested too deep for the parser is deep: its layers past the layer limit
  /// (the flag that raises it), or the place, abbreviated (QA: a deep `description` was blamed
  /// on layers).
  static func nestingPlace(_ components: [String], maximumLayerDepth: Int) -> String {
    // layers[i].children[j].children[k]…: one layer per "[index]" after "layers" or "children".
    var layerDepth = 0
    var rest = components[...]
    while let key = rest.first, key == (layerDepth == 0 ? "layers" : "children"),
          rest.dropFirst().first?.hasPrefix("[") == true {
      layerDepth += 1
      rest = rest.dropFirst(2)
    }
    if layerDepth > maximumLayerDepth {
      // Valid JSON, only deeper than a scene's layers may nest (QA: reported as bad JSON).
      return ": layers may nest \(maximumLayerDepth) deep (raise it with --max-depth)"
    }
    func join(_ parts: some Collection<String>) -> String {
      parts.reduce("") { path, part in part.hasPrefix("[") || path.isEmpty ? path + part : path + "." + part }
    }
    // Hundreds of "[0]" say no more than a few and an ellipsis.
    let shown = components.count <= 8 ? join(components) : join(components.prefix(4)) + "…" + join(components.suffix(2)).drop { $0 == "." }
    return shown.isEmpty ? "" : " in \(shown)"
  }
}

/// Reaching a layer in the tree by its child indices from the top level, for passes that
/// resolve layers out of tree order (measured layouts, chained starts).
extension Layer {
  /// The layer at `path` (child indices from the top level).
  static func at(_ path: [Int], in layers: [Layer]) -> Layer {
    var layer = layers[path[0]]
    for i in path.dropFirst() { layer = layer.children[i] }
    return layer
  }

  /// Changes the layer at `path` in place.
  static func modify(_ path: [Int], in layers: inout [Layer], _ change: (inout Layer) -> Void) {
    func descend(_ layer: inout Layer, _ rest: ArraySlice<Int>) {
      guard let first = rest.first else { return change(&layer) }
      descend(&layer.children[first], rest.dropFirst())
    }
    descend(&layers[path[0]], path.dropFirst())
  }
}

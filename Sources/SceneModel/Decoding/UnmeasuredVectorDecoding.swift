import Timing

extension DecodingContext {
  /// A layer's point that cannot be measured (`anchorPoint`, `shadowOffset`). A measure
  /// object there is said to be one, not read as a point whose keys are misspelt x and y
  /// (QA: `anchorPoint.of: unknown key "of"; did you mean "x"?`).
  func unmeasuredVector(_ node: JSONNode, path: String, key: String, meaning: String) -> Vec2? {
    let parts: [JSONNode]
    if case .array(let elements) = node.value { parts = elements } else { parts = [node] }
    guard let measured = parts.first(where: Self.looksLikeMeasure) else { return vector(node, path: path) }
    error(path, "\(key) cannot be measured: only a layer's \"position\" and \"size\" and an animation's from, to and by take a text layer's measurement; \(key) is \(meaning)", at: measured)
    return nil
  }

  /// A measure object, or one with `of` that lost its `measure`.
  private static func looksLikeMeasure(_ node: JSONNode) -> Bool {
    if isMeasure(node) { return true }
    if case .object(let members) = node.value { return members.contains { $0.key == "of" } }
    return false
  }
}

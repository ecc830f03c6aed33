import Timing

/// A layer's `stagger`: staggered starts for its children.
extension LayerDecoder {
  /// `{"each": seconds, "order": "forward" | "reverse" | "center" | "random", "seed": n}`.
  func decodeStagger(_ node: JSONNode, path: String) -> Stagger? {
    guard var reader = ObjectReader(node, path: path, context: context) else { return nil }
    defer { reader.finish(known: ["each", "order", "seed"]) }
    guard let eachNode = reader.node("each") else {
      context.error(JSONPath.member(path, "each"), "is required: seconds between consecutive starts", at: node)
      return nil
    }
    guard let each = context.seconds(eachNode, path: reader.memberPath("each"), in: -3600...3600, rangeText: "between -3600 and 3600 seconds") else { return nil }
    var seed: UInt64 = 0
    if let seedNode = reader.node("seed"), let value = context.number(seedNode, path: reader.memberPath("seed"), in: 0...9_007_199_254_740_991, rangeText: "a whole number between 0 and 9007199254740991 (2^53 − 1)") {
      guard value == value.rounded() else {
        context.error(reader.memberPath("seed"), "must be a whole number, got \(NumberFormatting.roundTrip(value))", at: seedNode)
        return nil
      }
      seed = UInt64(value)
    }
    var order = StaggerOrder.forward
    if let orderNode = reader.node("order"), let text = ValueReader.string(orderNode, path: reader.memberPath("order"), context: context) {
      do {
        order = try StaggerOrder.parse(text, seed: seed)
      } catch {
        let names = ["forward", "reverse", "center", "random"]
        if case let .unknownName(kind, name, suggestion) = error {
          let message = Suggestion.unknownName(kind: kind, name: name, suggestion: suggestion) { names.contains($0) }
          context.error(reader.memberPath("order"), "\(message) (expected one of: \(names.joined(separator: ", ")))", at: orderNode)
        } else {
          context.error(reader.memberPath("order"), error.description, at: orderNode)
        }
        return nil
      }
    }
    if reader.has("seed"), case .random = order {} else if reader.has("seed") {
      context.warning(reader.memberPath("seed"), "only a \"random\" order uses a seed", at: reader.node("seed"))
    }
    return Stagger(each: each, order: order)
  }
}

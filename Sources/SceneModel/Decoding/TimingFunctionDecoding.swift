import Timing

extension DecodingContext {
  /// A timing function: a name or function string (`"easeOut"`, `"cubic-bezier(…)"`,
  /// `"steps(4, end)"`, `"linear(…)"`, `"snappy"`), or a spring object `{"spring": {…}}`.
  func timingFunction(_ node: JSONNode, path: String) -> TimingFunction? {
    switch node.value {
    case .string(let text):
      do {
        return try TimingFunction.parse(text)
      } catch {
        self.error(path, error.description, at: node)
        return nil
      }
    case .object:
      guard var reader = ObjectReader(node, path: path, context: self) else { return nil }
      defer { reader.finish(known: ["spring"]) }
      guard let springNode = reader.node("spring") else {
        error(path, "expected a timing function name or {\"spring\": {…}}", at: node)
        return nil
      }
      return spring(springNode, path: reader.memberPath("spring")).map(TimingFunction.spring)
    default:
      error(path, "expected a timing function (a string such as \"easeOut\" or {\"spring\": {…}}), got \(node.typeName)", at: node)
      return nil
    }
  }

  /// `{"mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"}` (CASpringAnimation),
  /// `{"duration", "bounce"}` (SwiftUI / UIKit), or `{"response", "dampingRatio"}`; or a preset name.
  func spring(_ node: JSONNode, path: String) -> Spring? {
    if case .string = node.value {
      return keyword(node, path: path, table: [("smooth", Spring.smooth), ("snappy", .snappy), ("bouncy", .bouncy)])
    }
    guard var reader = ObjectReader(node, path: path, context: self) else { return nil }
    let physical = ["mass", "stiffness", "damping"], perceptual = ["duration", "bounce"], response = ["response", "dampingRatio"]
    let families = [physical, perceptual, response].filter { $0.contains(where: reader.has) }
    if families.count > 1 {
      error(path, "give one of {mass, stiffness, damping}, {duration, bounce} or {response, dampingRatio}, not a mix", at: node)
      reader.finish(known: physical + perceptual + response + ["initialVelocity", "allowsOverdamping"])
      return nil
    }
    let initialVelocity = reader.number("initialVelocity") ?? 0
    // Absent: each family's own default — CASpringAnimation's physical spring collapses ζ > 1 to
    // critical damping, while {duration, bounce < 0} and {response, dampingRatio > 1} are
    // over-damped, as in SwiftUI (the spring's initializers set that).
    let allowsOverdamping = reader.bool("allowsOverdamping")
    var spring: Spring
    if families.first == perceptual {
      guard let duration = reader.node("duration").flatMap({ number($0, path: reader.memberPath("duration"), in: 0.001...1000, rangeText: "> 0 seconds") }) else {
        if !reader.has("duration") { error(reader.memberPath("duration"), "is required with \"bounce\"", at: node) }
        reader.finish(); return nil
      }
      let bounce = reader.node("bounce").flatMap { number($0, path: reader.memberPath("bounce"), in: -0.999...1, rangeText: "in (-1, 1]") } ?? 0
      spring = Spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
    } else if families.first == response {
      guard let responseSeconds = reader.node("response").flatMap({ number($0, path: reader.memberPath("response"), in: 0.001...1000, rangeText: "> 0 seconds") }) else {
        if !reader.has("response") { error(reader.memberPath("response"), "is required with \"dampingRatio\"", at: node) }
        reader.finish(); return nil
      }
      let ratio = reader.node("dampingRatio").flatMap { number($0, path: reader.memberPath("dampingRatio"), in: 0...1000, rangeText: "≥ 0") } ?? 1
      spring = Spring(response: responseSeconds, dampingRatio: ratio, initialVelocity: initialVelocity)
    } else {
      let positive = 1e-9...1e9
      let mass = reader.node("mass").flatMap { number($0, path: reader.memberPath("mass"), in: positive, rangeText: "> 0") } ?? 1
      let stiffness = reader.node("stiffness").flatMap { number($0, path: reader.memberPath("stiffness"), in: positive, rangeText: "> 0") } ?? 100
      let damping = reader.node("damping").flatMap { number($0, path: reader.memberPath("damping"), in: 0...1e9, rangeText: "≥ 0") } ?? 10
      spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    if let allowsOverdamping { spring.allowsOverdamping = allowsOverdamping }
    reader.finish(known: physical + perceptual + response + ["initialVelocity", "allowsOverdamping"])
    do {
      try spring.validate()
    } catch {
      self.error(path, error.description, at: node)
      return nil
    }
    return spring
  }
}

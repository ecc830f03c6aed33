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
        if case let .unknownName(kind, name, suggestion) = error {
          self.error(path, Suggestion.unknownName(kind: kind, name: name, suggestion: suggestion) { (try? TimingFunction.parse($0)) != nil }, at: node)
        } else {
          self.error(path, error.description, at: node)
        }
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
    let known = physical + perceptual + response + ["initialVelocity", "allowsOverdamping"]
    defer { reader.finish(known: known) }
    var ok = true
    let families = [physical, perceptual, response].filter { $0.contains(where: reader.has) }
    if families.count > 1 {
      error(path, "give one of {mass, stiffness, damping}, {duration, bounce} or {response, dampingRatio}, not a mix", at: node)
      ok = false
    }
    // Every key is read even after a problem, so each one is checked and reported on its own.
    func value(_ key: String, in range: ClosedRange<Double>, _ rangeText: String) -> Double? {
      guard let valueNode = reader.node(key) else { return nil }
      let value = number(valueNode, path: reader.memberPath(key), in: range, rangeText: rangeText)
      if value == nil { ok = false }
      return value
    }
    // Absent: each family's own default — CASpringAnimation's physical spring collapses ζ > 1 to
    // critical damping, while {duration, bounce < 0} and {response, dampingRatio > 1} are
    // over-damped, as in SwiftUI (the spring's initializers set that).
    let allowsOverdamping = reader.bool("allowsOverdamping")
    if reader.has("allowsOverdamping"), allowsOverdamping == nil { ok = false }

    // In progress per second: 1e6 crosses the whole distance in a microsecond, far past any
    // real flick, and keeps the settling time finite (1e200 overflowed it, and was then
    // reported as a spring with no damping).
    let initialVelocity = value("initialVelocity", in: -Spring.initialVelocityLimit...Spring.initialVelocityLimit,
                                "between -1e6 and 1e6 (in progress per second: 1 is the whole distance in one second)")
    let duration = value("duration", in: 0.001...1000, "between 0.001 and 1000 seconds")
    let bounce = value("bounce", in: -0.999...1, "between -0.999 and 1")
    let responseSeconds = value("response", in: 0.001...1000, "between 0.001 and 1000 seconds")
    let ratio = value("dampingRatio", in: 0...1000, "between 0 and 1000")
    let mass = value("mass", in: 1e-9...1e9, "between 1e-9 and 1e9")
    let stiffness = value("stiffness", in: 1e-9...1e9, "between 1e-9 and 1e9")
    let damping = value("damping", in: 0...1e9, "between 0 and 1e9")
    warnIfDampingLooksLikeRatio(reader, damping: damping)
    if families.first == perceptual, !reader.has("duration") {
      error(reader.memberPath("duration"), "is required with \"bounce\"", at: node); ok = false
    }
    if families.first == response, !reader.has("response") {
      error(reader.memberPath("response"), "is required with \"dampingRatio\"", at: node); ok = false
    }
    guard ok else { return nil }
    var spring: Spring
    if families.first == perceptual, let duration {
      spring = Spring(duration: duration, bounce: bounce ?? 0, initialVelocity: initialVelocity ?? 0)
    } else if families.first == response, let responseSeconds {
      spring = Spring(response: responseSeconds, dampingRatio: ratio ?? 1, initialVelocity: initialVelocity ?? 0)
    } else {
      spring = Spring(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 10, initialVelocity: initialVelocity ?? 0)
    }
    if let allowsOverdamping { spring.allowsOverdamping = allowsOverdamping }
    do {
      try spring.validate()
    } catch {
      self.error(path, error.description, at: node)
      return nil
    }
    return spring
  }
}

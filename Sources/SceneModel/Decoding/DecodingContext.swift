import Foundation

/// Collects every problem found while decoding one scene, so `validate` can report them all.
final class DecodingContext {
  private(set) var diagnostics: [SceneDiagnostic] = []
  /// When not nil, every object's accepted and used keys are logged by normalized path
  /// (`layers[].animations[]`), so the schema test can check the schema covers the decoder.
  var keyLog: [String: Set<String>]?
  /// Where each object, and each object member, starts in the file, by JSON path; checks that
  /// run on the decoded model (ids, limits, chains) use it to point at the offending node.
  private var locations: [String: SourceLocation] = [:]
  /// Paths of the layers whose `type` is missing or unknown (already an error): they decode as
  /// groups so their children and animations are checked, but what they lack as groups (a
  /// counter, text to measure) is not a further problem.
  var layersOfUnknownType: Set<String> = []
  /// Whether the fonts folder was checked (by the first text layer): a missing one is one error.
  var checkedFontsFolder = false
  /// Ids of animations refused for their own errors: an `after` naming one is not reported
  /// again as naming no animation (the id exists; the animation it names has errors).
  var refusedAnimationIDs: Set<String> = []
  /// What refused animations start after or watch, checked once every id is known so that a
  /// wrong id is reported in the same run as the refusal (QA: it showed only once the other
  /// problem was fixed): the id named, the JSON path of the key, and where it is.
  var refusedReferences: [(kind: ReferenceKind, id: String, path: String, location: SourceLocation?)] = []

  /// What a refused animation's reference names.
  enum ReferenceKind { case animation, layer }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  func error(_ path: String, _ message: String, at node: JSONNode?) {
    diagnostics.append(SceneDiagnostic(.error, path: path, message: message, location: node?.location))
  }

  func error(_ path: String, _ message: String, location: SourceLocation?) {
    diagnostics.append(SceneDiagnostic(.error, path: path, message: message, location: location))
  }

  /// Remembers where the value at `path` starts.
  func record(_ path: String, _ node: JSONNode) {
    if locations[path] == nil { locations[path] = node.location }
  }

  /// Where the value at `path` starts, or the nearest enclosing value that was recorded.
  func location(of path: String) -> SourceLocation? {
    var path = path
    while !path.isEmpty {
      if let location = locations[path] { return location }
      guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
      path = String(path[..<cut])
    }
    return nil
  }

  func warning(_ path: String, _ message: String, at node: JSONNode?) {
    diagnostics.append(SceneDiagnostic(.warning, path: path, message: message, location: node?.location))
  }

  func warning(_ path: String, _ message: String, location: SourceLocation?) {
    diagnostics.append(SceneDiagnostic(.warning, path: path, message: message, location: location))
  }
}

/// Joins JSON path components the way messages print them: `layers[2].animations[0].duration`.
enum JSONPath {
  static func member(_ base: String, _ key: String) -> String { base.isEmpty ? key : "\(base).\(key)" }
  static func element(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }
}

/// Reads the members of one JSON object, checking types, and at the end reports keys nobody asked for.
struct ObjectReader {
  let node: JSONNode
  let path: String
  let context: DecodingContext
  private let members: [(key: String, value: JSONNode)]
  private var consumed: Set<String> = []

  /// Fails (recording an error) when `node` is not an object.
  init?(_ node: JSONNode, path: String, context: DecodingContext) {
    guard case .object(let members) = node.value else {
      context.error(path, "expected an object, got \(node.typeName)", at: node)
      return nil
    }
    self.node = node
    self.path = path
    self.context = context
    self.members = members
    context.record(path, node)
    for member in members { context.record(JSONPath.member(path, member.key), member.value) }
  }

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The first of `keys` present, in the order they are written in the file (not read: it
  /// stays unknown until read).
  func firstWritten(of keys: [String]) -> (key: String, node: JSONNode)? {
    members.first { keys.contains($0.key) }.map { ($0.key, $0.value) }
  }

  /// The raw node for `key`, marking it as known.
  mutating func node(_ key: String) -> JSONNode? {
    consumed.insert(key)
    return members.first { $0.key == key }?.value
  }

  /// Marks keys as known without reading them (read elsewhere).
  mutating func accept(_ keys: String...) { consumed.formUnion(keys) }

  /// Keys a shared decoder read that this object does not take, and that its decoder reports
  /// with an error of its own (a counter's "additive"): neither unknown keys nor part of what
  /// the object accepts (the key log the schema is checked against).
  private var refused: Set<String> = []

  /// Marks `keys` as refused (see `refused`).
  mutating func refuse(_ keys: [String]) {
    refused.formUnion(keys)
    consumed.subtract(keys)
  }

  /// Reads the first present key of `names` (a property and its alias); both present is an error.
  mutating func node(oneOf names: [String]) -> (key: String, node: JSONNode)? {
    let present = names.compactMap { name in node(name).map { (name, $0) } }
    if present.count > 1 {
      context.error(JSONPath.member(path, present[1].0),
                    "\"\(present[0].0)\" and \"\(present[1].0)\" mean the same thing; set only one", at: present[1].1)
    }
    return present.first
  }

  func memberPath(_ key: String) -> String { JSONPath.member(path, key) }

  mutating func number(_ key: String) -> Double? {
    guard let node = node(key) else { return nil }
    return ValueReader.number(node, path: memberPath(key), context: context)
  }

  mutating func string(_ key: String) -> String? {
    guard let node = node(key) else { return nil }
    return ValueReader.string(node, path: memberPath(key), context: context)
  }

  mutating func bool(_ key: String) -> Bool? {
    guard let node = node(key) else { return nil }
    guard case .bool(let value) = node.value else {
      context.error(memberPath(key), "expected true or false, got \(node.typeName)", at: node)
      return nil
    }
    return value
  }

  /// Reports every member that is not in `known` and was never read, with the closest known
  /// key as a suggestion. A known key is never "unknown", even when a decoder stopped before
  /// reading it because of another problem.
  func finish(known: [String]) {
    if context.keyLog != nil {
      let normalized = path.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
      context.keyLog![normalized, default: []].formUnion(Set(known + Array(consumed)).subtracting(refused))
    }
    for member in members where !consumed.contains(member.key) && !known.contains(member.key) && !refused.contains(member.key) {
      let hint = Suggestion.didYouMean(member.key, in: known)
      context.error(memberPath(member.key), "unknown key \"\(member.key)\"\(hint)", location: member.value.keyLocation ?? member.value.location)
    }
  }

  /// Reports every member that was never read, suggesting among the keys that were.
  func finish() {
    finish(known: Array(consumed).sorted())
  }
}

/// Type checks for scalar JSON values.
enum ValueReader {
  static func number(_ node: JSONNode, path: String, context: DecodingContext) -> Double? {
    guard case .number(let value) = node.value else {
      let hint = if case .string(let text) = node.value { CSSNumberHint.hint(for: text) } else { "" }
      context.error(path, "expected a number, got \(node.typeName)\(hint)", at: node)
      return nil
    }
    return value
  }

  static func string(_ node: JSONNode, path: String, context: DecodingContext) -> String? {
    guard case .string(let value) = node.value else {
      context.error(path, "expected a string, got \(node.typeName)", at: node)
      return nil
    }
    return value
  }

  static func array(_ node: JSONNode, path: String, context: DecodingContext) -> [JSONNode]? {
    guard case .array(let elements) = node.value else {
      context.error(path, "expected an array, got \(node.typeName)", at: node)
      return nil
    }
    return elements
  }
}

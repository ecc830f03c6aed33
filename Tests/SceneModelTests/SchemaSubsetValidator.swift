@testable import SceneModel

/// Checks a JSON document against the keywords the scene schema uses — `type`, `enum`,
/// `properties`, `additionalProperties: false`, `required`, `items`, `prefixItems`,
/// `minItems`, `maxItems`, `minimum`, `maximum`, `anyOf`, `$ref` into `$defs` — so the examples
/// are checked on every machine, not only where Python's jsonschema is installed. A schema
/// keyword it does not know is reported as a violation, so the checker cannot silently pass.
struct SchemaSubsetValidator {
  let root: JSONNode

  static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]
  static let assertions: Set<String> = ["type", "enum", "properties", "additionalProperties", "required", "items", "prefixItems",
                                        "minItems", "maxItems", "minimum", "exclusiveMinimum", "maximum", "anyOf", "$ref"]

  /// Every violation as `path: problem`; empty when `instance` is valid.
  func violations(of instance: JSONNode) -> [String] {
    check(instance, against: root, path: "")
  }

  private func check(_ instance: JSONNode, against schema: JSONNode, path: String) -> [String] {
    guard case .object(let keywords) = schema.value else { return ["\(path): the schema is not an object"] }
    var problems: [String] = []
    for (keyword, value) in keywords {
      if Self.annotations.contains(keyword) { continue }
      guard Self.assertions.contains(keyword) else { problems.append("\(path): unsupported schema keyword \(keyword)"); continue }
      problems += check(instance, keyword: keyword, value: value, schema: schema, path: path)
    }
    return problems
  }

  private func check(_ instance: JSONNode, keyword: String, value: JSONNode, schema: JSONNode, path: String) -> [String] {
    switch (keyword, value.value, instance.value) {
    case ("$ref", .string(let reference), _):
      let name = String(reference.dropFirst("#/$defs/".count))
      guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[name] else { return ["\(path): cannot resolve \(reference)"] }
      return check(instance, against: target, path: path)
    case ("anyOf", .array(let options), _):
      return options.contains { check(instance, against: $0, path: path).isEmpty } ? [] : ["\(path): matches none of anyOf"]
    case ("type", .string(let type), _):
      return Self.has(instance, type: type) ? [] : ["\(path): expected \(type), got \(instance.typeName)"]
    case ("enum", .array(let allowed), _):
      return allowed.contains { $0.value == instance.value } ? [] : ["\(path): not one of the enum values"]
    case ("minimum", .number(let bound), .number(let number)):
      return number >= bound ? [] : ["\(path): \(number) < minimum \(bound)"]
    case ("exclusiveMinimum", .number(let bound), .number(let number)):
      return number > bound ? [] : ["\(path): \(number) ≤ exclusive minimum \(bound)"]
    case ("maximum", .number(let bound), .number(let number)):
      return number <= bound ? [] : ["\(path): \(number) > maximum \(bound)"]
    case ("minItems", .number(let bound), .array(let elements)):
      return Double(elements.count) >= bound ? [] : ["\(path): fewer than \(Int(bound)) items"]
    case ("maxItems", .number(let bound), .array(let elements)):
      return Double(elements.count) <= bound ? [] : ["\(path): more than \(Int(bound)) items"]
    case ("items", _, .array(let elements)):
      let prefixCount: Int
      if case .array(let prefix)? = schema["prefixItems"]?.value { prefixCount = prefix.count } else { prefixCount = 0 }
      return elements.enumerated().dropFirst(prefixCount).flatMap { check($1, against: value, path: "\(path)[\($0)]") }
    case ("prefixItems", .array(let schemas), .array(let elements)):
      return zip(elements, schemas).enumerated().flatMap { check($1.0, against: $1.1, path: "\(path)[\($0)]") }
    case ("properties", .object(let properties), .object(let members)):
      return members.flatMap { member in
        properties.first { $0.key == member.key }.map { check(member.value, against: $0.value, path: JSONPath.member(path, member.key)) } ?? []
      }
    case ("additionalProperties", .bool(false), .object(let members)):
      let known = Set(schema["properties"].flatMap { node -> [String]? in
        if case .object(let properties) = node.value { return properties.map(\.key) } else { return nil }
      } ?? [])
      return members.filter { !known.contains($0.key) }.map { "\(JSONPath.member(path, $0.key)): not allowed by the schema" }
    case ("required", .array(let names), .object(let members)):
      return names.compactMap { name in
        guard case .string(let key) = name.value else { return "\(path): bad required entry" }
        return members.contains { $0.key == key } ? nil : "\(path): missing required \(key)"
      }
    case ("minimum", _, _), ("exclusiveMinimum", _, _), ("maximum", _, _), ("minItems", _, _), ("maxItems", _, _), ("items", _, _), ("prefixItems", _, _),
         ("properties", _, _), ("additionalProperties", _, _), ("required", _, _):
      return []  // these constrain only numbers, arrays or objects
    default:
      return ["\(path): unsupported form of schema keyword \(keyword)"]
    }
  }

  private static func has(_ instance: JSONNode, type: String) -> Bool {
    switch (type, instance.value) {
    case ("number", .number), ("string", .string), ("boolean", .bool), ("array", .array), ("object", .object), ("null", .null): return true
    case ("integer", .number(let number)): return number == number.rounded()
    default: return false
    }
  }
}

import Foundation
@testable import SceneModel

/// Checks a JSON document against the keywords the scene schema uses — `type`, `enum`, `const`,
/// `properties`, `additionalProperties: false`, `propertyNames`, `required`, `dependentRequired`,
/// `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`,
/// `maxLength`, `pattern`, `anyOf`, `allOf`, `not`, `if`/`then`, `$ref` into `$defs` — so the examples
/// are checked on every machine, not only where Python's jsonschema is installed. A schema
/// keyword it does not know is reported as a violation, so the checker cannot silently pass.
struct SchemaSubsetValidator {
  let root: JSONNode

  // `then` is checked by its `if`.
  static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "then"]
  static let assertions: Set<String> = ["type", "enum", "const", "properties", "additionalProperties", "propertyNames", "required",
                                        "dependentRequired", "items", "prefixItems", "minItems", "maxItems", "minimum",
                                        "exclusiveMinimum", "maximum", "minLength", "maxLength", "pattern", "anyOf", "allOf", "not",
                                        "if", "$ref"]

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
    case ("allOf", .array(let parts), _):
      return parts.flatMap { check(instance, against: $0, path: path) }
    case ("not", _, _):
      return check(instance, against: value, path: path).isEmpty ? ["\(path): matches a \"not\""] : []
    case ("if", _, _):
      guard check(instance, against: value, path: path).isEmpty, let then = schema["then"] else { return [] }
      return check(instance, against: then, path: path)
    case ("const", _, _):
      return value.value == instance.value ? [] : ["\(path): not the const value"]
    case ("propertyNames", _, .object(let members)):
      return members.flatMap { member in
        check(JSONNode(.string(member.key), at: member.value.location), against: value, path: JSONPath.member(path, member.key))
          .map { _ in "\(JSONPath.member(path, member.key)): name not allowed by propertyNames" }
      }
    case ("dependentRequired", .object(let dependencies), .object(let members)):
      return dependencies.flatMap { dependency -> [String] in
        guard members.contains(where: { $0.key == dependency.key }), case .array(let names) = dependency.value.value else { return [] }
        return names.compactMap { name in
          guard case .string(let key) = name.value else { return "\(path): bad dependentRequired entry" }
          return members.contains { $0.key == key } ? nil : "\(path): \(dependency.key) needs \(key)"
        }
      }
    case ("minLength", .number(let bound), .string(let text)):
      return Double(text.unicodeScalars.count) >= bound ? [] : ["\(path): shorter than \(Int(bound))"]
    case ("maxLength", .number(let bound), .string(let text)):
      return Double(text.unicodeScalars.count) <= bound ? [] : ["\(path): longer than \(Int(bound))"]
    case ("pattern", .string(let pattern), .string(let text)):
      guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["\(path): bad pattern \(pattern)"] }
      let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      return found ? [] : ["\(path): does not match \(pattern)"]
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
         ("properties", _, _), ("additionalProperties", _, _), ("required", _, _), ("propertyNames", _, _), ("dependentRequired", _, _),
         ("minLength", _, _), ("maxLength", _, _), ("pattern", _, _):
      return []  // these constrain only numbers, strings, arrays or objects
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

import Foundation

/// Small constructors for JSON Schema fragments, so the scene schema reads like the format.
enum SchemaBuilder {
  typealias Schema = [String: Any]

  /// A number; `above` is an exclusive minimum (a duration must be more than 0).
  static func number(_ description: String, minimum: Double? = nil, above: Double? = nil, maximum: Double? = nil) -> Schema {
    var schema: Schema = ["type": "number", "description": description]
    if let minimum { schema["minimum"] = minimum }
    if let above { schema["exclusiveMinimum"] = above }
    if let maximum { schema["maximum"] = maximum }
    return schema
  }

  static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil) -> Schema {
    var schema: Schema = ["type": "integer", "description": description]
    if let minimum { schema["minimum"] = minimum }
    if let maximum { schema["maximum"] = maximum }
    return schema
  }

  /// A string; `minLength` and `pattern` as in JSON Schema (lengths count Unicode scalars).
  static func string(_ description: String, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil) -> Schema {
    var schema: Schema = ["type": "string", "description": description]
    if let minLength { schema["minLength"] = minLength }
    if let maxLength { schema["maxLength"] = maxLength }
    if let pattern { schema["pattern"] = pattern }
    return schema
  }

  static func boolean(_ description: String) -> Schema { ["type": "boolean", "description": description] }

  static func keyword(_ description: String, _ values: [String]) -> Schema {
    ["type": "string", "enum": values, "description": description]
  }

  static func ref(_ name: String, _ description: String? = nil) -> Schema {
    var schema: Schema = ["$ref": "#/$defs/\(name)"]
    if let description { schema["description"] = description }
    return schema
  }

  static func array(of items: Schema, _ description: String, minItems: Int? = nil, maxItems: Int? = nil) -> Schema {
    var schema: Schema = ["type": "array", "items": items, "description": description]
    if let minItems { schema["minItems"] = minItems }
    if let maxItems { schema["maxItems"] = maxItems }
    return schema
  }

  static func anyOf(_ options: [Schema], _ description: String? = nil) -> Schema {
    var schema: Schema = ["anyOf": options]
    if let description { schema["description"] = description }
    return schema
  }

  /// A closed object: unknown keys are errors in Flipbook, so editors should flag them too.
  static func object(_ properties: [String: Schema], required: [String] = [], _ description: String? = nil) -> Schema {
    var schema: Schema = ["type": "object", "properties": properties, "additionalProperties": false]
    if !required.isEmpty { schema["required"] = required }
    if let description { schema["description"] = description }
    return schema
  }

  /// At most some of `keys` together: `{"not": {"required": keys}}` (two spellings of one
  /// key, or keys that contradict each other).
  static func notAll(_ keys: String...) -> Schema { ["not": ["required": keys]] }

  /// At least one of `keys`.
  static func anyRequired(_ keys: [String]) -> Schema { ["anyOf": keys.map { ["required": [$0]] }] }

  /// Serialized with sorted keys, so `flipbook schema` prints the same bytes every time.
  static func json(_ schema: Schema) -> String {
    let data = try! JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// A position in a source text, 1-based, for messages a person can act on.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "line \(line), column \(column)" }
}

/// A parsed JSON value that remembers where it came from.
///
/// Foundation's decoders lose source positions and stop at the first problem; the scene
/// decoder needs both positions and every problem, so scenes are parsed into this tree first.
public struct JSONNode: Sendable, Equatable {
  /// The value itself.
  public indirect enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in source order (duplicate keys are rejected by the parser).
    case object([(key: String, value: JSONNode)])

    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): return true
      case let (.bool(a), .bool(b)): return a == b
      case let (.number(a), .number(b)): return a == b
      case let (.string(a), .string(b)): return a == b
      case let (.array(a), .array(b)): return a == b
      case let (.object(a), .object(b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  /// The value.
  public var value: Value
  /// Where the value starts in the source.
  public var location: SourceLocation
  /// Where its key starts, for an object member's value: an unknown key is pointed at there.
  public var keyLocation: SourceLocation?

  /// Creates a node.
  public init(_ value: Value, at location: SourceLocation, keyLocation: SourceLocation? = nil) {
    self.value = value
    self.location = location
    self.keyLocation = keyLocation
  }

  /// A short name of the value's JSON type, for messages ("a number", "an object").
  public var typeName: String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The member named `key`, when this is an object that has it.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }
}

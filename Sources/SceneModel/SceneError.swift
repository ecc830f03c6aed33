/// One problem found in a scene, located by JSON path and, when known, by line and column.
public struct SceneDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// Errors make a scene invalid; warnings are reported but rendering goes on.
  public enum Severity: String, Sendable { case error, warning }

  /// Whether this is an error or a warning.
  public var severity: Severity
  /// JSON path of the offending value, e.g. `layers[2].animations[0].duration` (empty for the whole document).
  public var path: String
  /// What is wrong and what was expected.
  public var message: String
  /// Where the value starts in the scene file.
  public var location: SourceLocation?

  /// Creates a diagnostic.
  public init(_ severity: Severity = .error, path: String, message: String, location: SourceLocation? = nil) {
    self.severity = severity
    self.path = path
    self.message = message
    self.location = location
  }

  /// `scene.json:12:21: error: layers[2].animations[0].duration: must be ≥ 0, got -1`: the one
  /// format of every scene message on the command line, errors and warnings alike, whether or
  /// not the scene is valid (`scene.json: error: …` when the problem has no position).
  public func formatted(file: String) -> String {
    let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
    let prefix = severity == .warning ? "warning: " : "error: "
    let path = self.path.isEmpty ? "" : "\(DiagnosticText.printable(self.path)): "
    return "\(place): \(prefix)\(path)\(DiagnosticText.printable(message))"
  }

  /// `layers[2].animations[0].duration: must be ≥ 0, got -1 (line 12, column 21)`.
  public var description: String {
    let prefix = severity == .warning ? "warning: " : ""
    let place = path.isEmpty ? "" : "\(DiagnosticText.printable(path)): "
    let suffix = location.map { " (\($0))" } ?? ""
    return "\(prefix)\(place)\(DiagnosticText.printable(message))\(suffix)"
  }
}

/// Why a scene could not be loaded.
public enum SceneError: Swift.Error, Sendable, Equatable, CustomStringConvertible {
  /// The scene file could not be read.
  case unreadable(file: String, reason: String)
  /// The file is not valid JSON.
  case syntax(file: String, JSONSyntaxError)
  /// The JSON is well-formed but describes an invalid scene; every problem found is listed.
  case invalid(file: String, [SceneDiagnostic])

  /// The errors (not warnings) this carries, one per problem.
  public var diagnostics: [SceneDiagnostic] {
    switch self {
    case .unreadable(_, let reason): return [SceneDiagnostic(path: "", message: reason)]
    case .syntax(_, let error): return [SceneDiagnostic(path: "", message: error.message, location: error.location)]
    case .invalid(_, let diagnostics): return diagnostics
    }
  }

  public var description: String {
    switch self {
    case let .unreadable(file, reason):
      return "\(file): cannot read scene: \(reason)"
    case let .syntax(file, error):
      return SceneDiagnostic(path: "", message: "invalid JSON: \(error.message)", location: error.location).formatted(file: file)
    case let .invalid(file, diagnostics):
      return diagnostics.map { diagnostic in
        diagnostic.formatted(file: file)
      }.joined(separator: "\n")
    }
  }
}

extension Array where Element == SceneDiagnostic {
  /// The diagnostics in the order they occur in the file (QA: `validate` listed 6:23, 7:28,
  /// 6:49): by line and column, those without a place (about the whole file) first, ties in
  /// the order they were found.
  public func inFileOrder() -> [SceneDiagnostic] {
    enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case let (x?, y?): return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
      case (nil, _?): return true
      case (_?, nil): return false
      case (nil, nil): return a.offset < b.offset
      }
    }.map(\.element)
  }
}

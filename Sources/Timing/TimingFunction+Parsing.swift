extension TimingFunction {
  /// Keyword spellings, preferred (CSS) spelling first so typo suggestions use it.
  static let keywords: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("curveLinear", .linear),
    ("ease", .ease), ("default", .ease),
    ("ease-in", .easeIn), ("easeIn", .easeIn), ("curveEaseIn", .easeIn),
    ("ease-out", .easeOut), ("easeOut", .easeOut), ("curveEaseOut", .easeOut),
    ("ease-in-out", .easeInEaseOut), ("easeInEaseOut", .easeInEaseOut), ("easeInOut", .easeInEaseOut),
    ("curveEaseInOut", .easeInEaseOut),
    ("step-start", .stepStart), ("step-end", .stepEnd),
    ("smooth", .spring(.smooth)), ("snappy", .spring(.snappy)), ("bouncy", .spring(.bouncy)),
  ]

  /// Function names accepted with an argument list.
  static let functionNames = ["cubic-bezier", "steps", "linear"]

  /// Parses a timing function written as text:
  /// `linear`/`curveLinear`, `ease`/`default`, `ease-in`/`easeIn`/`curveEaseIn`, `ease-out`/`easeOut`/`curveEaseOut`,
  /// `ease-in-out`/`easeInEaseOut`/`easeInOut`/`curveEaseInOut`, `cubic-bezier(x1, y1, x2, y2)`,
  /// `steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])`, `step-start`, `step-end`,
  /// `linear(…)` with CSS stops, and the spring presets `smooth`, `snappy`, `bouncy`.
  /// Keywords are matched case-insensitively; unknown names come with a suggestion.
  public static func parse(_ text: String) throws(TimingError) -> TimingFunction {
    let trimmed = text.trimmingWhitespace()
    guard let open = trimmed.firstIndex(of: "(") else {
      let lowered = trimmed.lowercased()
      if let match = keywords.first(where: { $0.name.lowercased() == lowered }) { return match.function }
      let candidates = keywords.map(\.name) + ["cubic-bezier", "steps"]
      throw .unknownName(kind: "timing function", name: trimmed,
                         suggestion: closestName(to: trimmed, in: candidates))
    }
    guard trimmed.hasSuffix(")") else {
      if let close = trimmed.lastIndex(of: ")") {
        let extra = String(trimmed[trimmed.index(after: close)...]).trimmingWhitespace()
        throw .malformedFunction(text: trimmed, reason: "unexpected text \"\(extra)\" after the closing parenthesis")
      }
      throw .malformedFunction(text: trimmed, reason: "missing closing parenthesis")
    }
    let written = String(trimmed[..<open]).trimmingWhitespace()  // quoted as written in messages
    let name = written.lowercased()
    let body = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    let arguments = body.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
    switch name {
    case "cubic-bezier":
      return try parseCubicBezier(arguments, text: trimmed)
    case "steps":
      return try parseSteps(arguments, text: trimmed)
    case "linear":
      return try parseLinearStops(arguments, text: trimmed)
    default:
      throw .unknownName(kind: "timing function", name: written,
                         suggestion: closestName(to: name, in: functionNames))
    }
  }

  private static func parseCubicBezier(_ arguments: [String], text: String) throws(TimingError) -> TimingFunction {
    guard arguments.count == 4 else {
      throw .malformedFunction(text: text, reason: "cubic-bezier needs 4 numbers, got \(arguments.count)")
    }
    var numbers: [Double] = []
    for argument in arguments {
      numbers.append(try parseNumber(argument, text: text))
    }
    let curve = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    try curve.validate()
    return .cubicBezier(curve)
  }

  private static func parseSteps(_ arguments: [String], text: String) throws(TimingError) -> TimingFunction {
    guard arguments.count == 1 || arguments.count == 2 else {
      throw .malformedFunction(text: text, reason: "steps needs a count and an optional position")
    }
    guard let count = Int(arguments[0]) else {
      throw .malformedFunction(text: text, reason: "step count must be a whole number, got \"\(arguments[0])\"")
    }
    if arguments.count == 2 && arguments[1].isEmpty {
      throw .malformedFunction(text: text, reason: "nothing follows the comma; give a position (jump-start, jump-end, jump-none, jump-both, start, end) or drop the comma")
    }
    let position = arguments.count == 2 ? try StepPosition.parse(arguments[1]) : .jumpEnd
    let function = TimingFunction.steps(count: count, position: position)
    try function.validate()
    return function
  }

  private static func parseLinearStops(_ arguments: [String], text: String) throws(TimingError) -> TimingFunction {
    var points: [(output: Double, input: Double?)] = []
    for argument in arguments {
      let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
      guard let first = parts.first, parts.count <= 3 else {
        throw .malformedFunction(text: text, reason: "each linear() stop is a number and up to two percentages")
      }
      let output = try parseNumber(first, text: text)
      if parts.count == 1 {
        points.append((output, nil))
      }
      for percentage in parts.dropFirst() {
        guard percentage.hasSuffix("%") else {
          throw .malformedFunction(text: text, reason: "expected a percentage, got \"\(percentage)\"")
        }
        let value = try parseNumber(String(percentage.dropLast()), text: text)
        points.append((output, value / 100))
      }
    }
    return .linearStops(try LinearStop.resolve(points))
  }

  private static func parseNumber(_ text: String, text whole: String) throws(TimingError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw .malformedFunction(text: whole, reason: "expected a number, got \"\(text)\"")
    }
    return value
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}

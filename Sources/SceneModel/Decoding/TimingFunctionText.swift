import Foundation
import Timing

/// A timing function written as a scene writes it, for tools outside a scene
/// (`flipbook sample --easing`): a string such as `"easeOut"` or `"cubic-bezier(…)"`, or the
/// JSON of a spring object, `{"spring": {"damping": 12}}`.
public enum TimingFunctionText {
  /// The timing function `text` names, or why it names none, as one message per problem
  /// (`spring.damping: must be ≥ 0, got -1`).
  public static func parse(_ text: String) throws(TimingFunctionTextError) -> TimingFunction {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let node: JSONNode
    if trimmed.hasPrefix("{") {
      do {
        node = try JSONParser.parse(trimmed)
      } catch {
        throw TimingFunctionTextError(messages: ["invalid JSON at column \(error.location.column): \(error.message)"])
      }
    } else {
      // A name or function, decoded as a scene's string is, with the same suggestions
      // (kCAMediaTimingFunctionEaseIn → easeIn).
      node = JSONNode(.string(trimmed), at: SourceLocation(line: 1, column: 1))
    }
    let context = DecodingContext()
    let function = context.timingFunction(node, path: "")
    let problems = context.diagnostics.filter { $0.severity == .error }
    guard let function, problems.isEmpty else {
      throw TimingFunctionTextError(messages: problems.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" })
    }
    return function
  }
}

/// Why a timing function's text names none.
public struct TimingFunctionTextError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One message per problem.
  public var messages: [String]

  public var description: String { messages.joined(separator: "; ") }
}

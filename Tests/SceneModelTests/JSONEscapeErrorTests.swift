import Testing
@testable import SceneModel

/// A bad \u escape is reported at its backslash, quoted as written (QA: the column was past
/// the digits, and \u0041 was printed as \u41).
@Suite struct JSONEscapeErrorTests {
  static func failure(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func anInvalidLowSurrogateIsQuotedAsWrittenAtItsEscape() {
    let error = Self.failure(#"{"a": "x\uD83D\u0041"}"#)
    #expect(error?.message == "invalid low surrogate \\u0041 after \\uD83D")
    #expect(error?.location == SourceLocation(line: 1, column: 15))
  }

  @Test func anUnpairedSurrogateIsReportedAtItsEscape() {
    let high = Self.failure(#"{"a": "x\ud83dy"}"#)
    #expect(high?.message == "unpaired surrogate \\ud83d")
    #expect(high?.location == SourceLocation(line: 1, column: 9))
    let low = Self.failure(#"{"a": "\uDC00"}"#)
    #expect(low?.message == "unpaired surrogate \\uDC00")
    #expect(low?.location == SourceLocation(line: 1, column: 8))
  }
}

import Testing
@testable import SceneModel

/// A counter warns only about characters it can show (QA: a count from 0 up with no "+" flag
/// warned that the font had neither "+" nor "-").
@Suite struct CounterGlyphWarningTests {
  static let subset = SubsetMeasurer(characters: Set("0123456789 ,pt".unicodeScalars))

  static func missing(_ counter: String) throws -> [String] {
    try TextWarningPlaceTests.warnings(#"{"type": "text", "counter": \#(counter)}"#, measurer: subset).map(\.message)
  }

  @Test func signsOnlyWhenTheCounterShowsThem() throws {
    #expect(try Self.missing(#"{"from": 0, "to": 2480, "format": "%,d pt", "duration": 1}"#).isEmpty)
    let negative = try Self.missing(#"{"from": 10, "to": -10, "format": "%d pt", "duration": 1}"#)
    #expect(negative.count == 1)
    #expect(negative.first?.hasPrefix("no font has U+002D \"-\"") == true)
    let plus = try Self.missing(#"{"from": 0, "to": 10, "format": "%+d pt", "duration": 1}"#)
    #expect(plus.count == 1)
    #expect(plus.first?.hasPrefix("no font has U+002B \"+\"") == true)
    // An easing that overshoots below the start shows a minus sign for a while.
    let overshoot = try Self.missing(#"{"from": 0, "to": 100, "format": "%d pt", "duration": 1, "timingFunction": "cubic-bezier(0.6, -0.5, 0.7, 1)"}"#)
    #expect(overshoot.count == 1)
  }
}

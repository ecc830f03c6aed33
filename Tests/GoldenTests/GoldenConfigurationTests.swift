import Golden
import Testing

@Suite struct GoldenConfigurationTests {
  func parse(_ text: String) throws(GoldenError) -> GoldenConfiguration {
    try GoldenConfiguration(json: Array(text.utf8), file: "g/golden.json")
  }

  @Test func presetByName() throws {
    #expect(try parse(#"{"tolerance": "antialiasing"}"#).tolerance == .antialiasing)
    #expect(try parse("{}").tolerance == nil)
  }

  @Test func explicitNumbersIncludingWholeOnes() throws {
    #expect(try parse(#"{"tolerance": {"maximumDeltaE": 1, "maximumFractionOverTolerance": 0.25}}"#).tolerance
      == GoldenTolerance(maximumDeltaE: 1, maximumFractionOverTolerance: 0.25))
  }

  @Test(arguments: [
    // Unknown keys say where they are, as the syntax errors do (the doc promised it).
    (#"{"tolerence": "text"}"#, "g/golden.json: tolerence: unknown key at line 1, column 2; golden.json knows \"tolerance\""),
    ("{\n  \"name\": \"tolérance\", \"tolérance\" : 1}", "g/golden.json: name: unknown key at line 2, column 3; golden.json knows \"tolerance\""),
    ("{\"tolerance\": {\"a\\\"b\": 1,\n  \"maximumDeltaX\": 1}}",
     "g/golden.json: tolerance.a\"b: unknown key; expected maximumDeltaE or maximumFractionOverTolerance"),
    ("{\"tolerance\": {\"maximumDeltaE\": 1,\n     \"maximumDeltaX\": 1}}",
     "g/golden.json: tolerance.maximumDeltaX: unknown key at line 2, column 6; expected maximumDeltaE or maximumFractionOverTolerance"),
    (#"{"tolerance": "loose"}"#, "g/golden.json: tolerance: unknown preset \"loose\"; presets are exact, antialiasing, text"),
    (#"{"tolerance": {"maximumDeltaE": -1}}"#, "g/golden.json: tolerance.maximumDeltaE: must be ≥ 0, got -1"),
    (#"{"tolerance": {"maximumFractionOverTolerance": 2}}"#, "g/golden.json: tolerance.maximumFractionOverTolerance: must be between 0 and 1 (a fraction of the frame's pixels), got 2"),
    (#"{"tolerance": {"maximumDeltaE": true}}"#, "g/golden.json: tolerance.maximumDeltaE: expected a number"),
    ("[1]", "g/golden.json: expected a JSON object such as {\"tolerance\": \"antialiasing\"}"),
    // Where a syntax error is (QA: "The data is not in the correct format"), in characters.
    ("{\n \"tolerance\": \"text\",,\n}", "g/golden.json: not valid JSON at line 2, column 22: invalid value"),
    ("{\n \"tolérance\": 1 2}", "g/golden.json: not valid JSON at line 2, column 17: invalid value"),
  ])
  func errorsNameTheFileAndKey(text: String, message: String) {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }
}

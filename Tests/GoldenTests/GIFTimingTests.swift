import Golden
import Testing

@Suite struct GIFTimingTests {
  @Test func jsonRoundTripsAndIsStable() throws {
    let timing = GIFTiming(gifFPS: 50, delaysCentiseconds: Array(repeating: 2, count: 25) + [4])
    let text = String(decoding: timing.json, as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"gifFPS\": 50,\n  \"totalCentiseconds\": 54,\n"))
    #expect(try GIFTiming(json: timing.json, file: "t.json") == timing)
  }

  @Test func differenceNamesTheFirstChangedFrame() {
    let golden = GIFTiming(gifFPS: 50, delaysCentiseconds: [2, 2, 2, 4])
    #expect(golden.difference(from: golden) == nil)
    let actual = GIFTiming(gifFPS: 50, delaysCentiseconds: [2, 2, 4, 2])
    #expect(golden.difference(from: actual) == "GIF frame 2 lasts 4 cs, golden 2 cs (starts at 4 cs); total 10 cs, golden 10 cs")
    let shorter = GIFTiming(gifFPS: 50, delaysCentiseconds: [2, 2, 2])
    #expect(golden.difference(from: shorter) == "3 GIF frames, golden 4; total 6 cs, golden 10 cs")
  }

  @Test func syntaxErrorsSayWhere() {
    #expect(throws: GoldenError.invalidConfiguration(file: "t.json", path: "", reason: "not valid JSON at line 1, column 15: invalid value")) {
      try GIFTiming(json: Array(#"{"gifFPS": 50 "delaysCentiseconds": [2]}"#.utf8), file: "t.json")
    }
  }

  @Test func inconsistentTotalIsAnError() {
    #expect(throws: GoldenError.invalidConfiguration(file: "t.json", path: "totalCentiseconds", reason: "is 9 but the delays add up to 4")) {
      try GIFTiming(json: Array(#"{"gifFPS": 50, "totalCentiseconds": 9, "delaysCentiseconds": [2, 2]}"#.utf8), file: "t.json")
    }
  }
}

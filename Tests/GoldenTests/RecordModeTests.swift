import Golden
import Testing

@Suite struct RecordModeTests {
  @Test func defaultIsMissingLocallyAndNeverUnderCI() throws {
    #expect(try RecordMode.resolve(explicit: nil, environment: [:]).mode == .missing)
    #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "true"]).mode == .never)
    #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "1"]).mode == .never)
    #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "false"]).mode == .missing)
    // Services that name themselves (Woodpecker, older Drone) are CI too (QA: they recorded
    // their own goldens and passed); only an empty or false value is a developer's machine.
    for value in ["woodpecker", "drone", "TRUE", "Yes"] {
      let resolved = try RecordMode.resolve(explicit: nil, environment: ["CI": value])
      #expect(resolved.mode == .never && resolved.reason == "CI=\(value)", "CI=\(value)")
    }
    for value in ["", "0", "no", "off", "False"] {
      #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": value]).mode == .missing, "CI=\(value)")
    }
  }

  @Test func environmentVariableChoosesTheModeOutsideCI() throws {
    #expect(try RecordMode.resolve(explicit: nil, environment: ["FLIPBOOK_RECORD": "failed"]).mode == .failed)
    #expect(try RecordMode.resolve(explicit: nil, environment: ["FLIPBOOK_RECORD": "ALL"]).mode == .all)
  }

  @Test func underCIOnlyAnExplicitModeRecords() throws {
    let environment = ["CI": "true", "FLIPBOOK_RECORD": "all"]
    let resolved = try RecordMode.resolve(explicit: nil, environment: environment)
    #expect(resolved.mode == .never)
    #expect(resolved.reason.contains("FLIPBOOK_RECORD=all is ignored under CI"))
    #expect(try RecordMode.resolve(explicit: .all, environment: environment).mode == .all)
  }

  @Test func unknownEnvironmentValueIsAnError() {
    #expect(throws: GoldenError.invalidEnvironment(variable: "FLIPBOOK_RECORD", value: "yes", reason: "expected one of missing, failed, all, never")) {
      try RecordMode.resolve(explicit: nil, environment: ["FLIPBOOK_RECORD": "yes"])
    }
  }
}

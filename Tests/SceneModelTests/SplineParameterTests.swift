import Testing
@testable import SceneModel

/// `tensionValues`, `continuityValues` and `biasValues`: checked where they are written, and a
/// warning when the animation's calculationMode draws no spline, so they would change nothing.
@Suite struct SplineParameterTests {
  func load(_ members: String) -> (errors: [String], warnings: [String]) {
    let json = #"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "rect", "animations": [{"property": "opacity", "values": [0, 1, 0], \#(members)}]}]}"#
    do {
      let (_, warnings) = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
      return ([], warnings.map(\.description))
    } catch {
      return (error.diagnostics.filter { $0.severity == .error }.map(\.description), error.diagnostics.filter { $0.severity == .warning }.map(\.description))
    }
  }

  @Test func outOfRangeValueIsReportedAtItsIndex() {
    let found = load(#""calculationMode": "cubic", "tensionValues": [0, 2, 0], "biasValues": [0, 0, -3]"#).errors
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].tensionValues[1]: must be between -1 and 1, got 2") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].biasValues[2]: must be between -1 and 1, got -3") }, "\(found)")
    #expect(!found.contains { $0.contains(".values:") })
  }

  @Test func wrongCountIsReportedOnTheList() {
    let found = load(#""calculationMode": "cubic", "continuityValues": [0, 1]"#).errors
    #expect(found.contains { $0.hasPrefix("layers[0].animations[0].continuityValues:") && $0.contains("one entry per value") }, "\(found)")
  }

  @Test func ignoredOnANonSplineModeWarns() {
    let loaded = load(#""calculationMode": "linear", "tensionValues": [0, 1, 0]"#)
    #expect(loaded.errors.isEmpty)
    #expect(loaded.warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].tensionValues: shapes only \"cubic\" and \"cubicPaced\" animations") && $0.contains("\"linear\"") }, "\(loaded.warnings)")
    #expect(load(#""calculationMode": "cubicPaced", "tensionValues": [0, 1, 0]"#).warnings.isEmpty)
  }
}

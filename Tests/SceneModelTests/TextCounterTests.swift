import Testing
import Timing
@testable import SceneModel

/// Counter formats (locale-independent grouping and decimals), counters through a scene, and
/// counter-driven colour thresholds exactly at their boundaries.
@Suite struct TextCounterTests {
  @Test(arguments: [
    ("%d", 0.0, "0"), ("%d", 999, "999"), ("%d", 1000, "1000"), ("%,d", 999, "999"), ("%,d", 1000, "1,000"),
    ("%,d", 1_234_567, "1,234,567"), ("%,d", -1_234_567, "-1,234,567"), ("%,d pt", 2480, "2,480 pt"),
    ("%d", 2.5, "3"), ("%d", -2.5, "-3"), ("%d", -0.4, "0"), ("%+d", 12, "+12"), ("%+d", 0, "0"), ("%+d", -12, "-12"),
    ("%.1f", 0, "0.0"), ("%.1f", 0.05, "0.1"), ("%.1f", -0.04, "0.0"), ("%.2f", 3.14159, "3.14"),
    ("%,.2f", 1_234_567.891, "1,234,567.89"), ("%,.2f", -999.999, "-1,000.00"), ("%.0f", 7.5, "8"),
    ("¥%,d", 1_000_000, "¥1,000,000"), ("%d%%", 42, "42%"), ("%%%d", 5, "%5"), ("%f", 1.5, "1.500000"),
    ("%,d", 1e12, "1,000,000,000,000"), ("%.3f", 0.0005, "0.001"),
  ] as [(String, Double, String)])
  func formatTable(format: String, value: Double, expected: String) throws {
    #expect(try CounterFormat(parsing: format).string(for: value) == expected)
  }

  @Test func customSeparators() throws {
    var format = try CounterFormat(parsing: "%,.2f €")
    format.groupingSeparator = "."
    format.decimalSeparator = ","
    #expect(format.string(for: 1234.5) == "1.234,50 €")
  }

  @Test(arguments: [
    (CounterFormat.Rounding.nearest, "%d", 15.5, "16"), (.nearest, "%d", -15.5, "-16"),
    (.towardZero, "%d", 15.9, "15"), (.towardZero, "%d", -15.9, "-15"), (.towardZero, "%d", -0.9, "0"),
    (.towardZero, "%.1f", 2.99, "2.9"), (.towardZero, "%,d", 2479.999, "2,479"),
    (.down, "%d", 15.9, "15"), (.down, "%d", -15.1, "-16"), (.up, "%d", 15.1, "16"), (.up, "%d", -15.9, "-15"),
    // The decimal as written, not its binary neighbour (QA): 19.99 × 100 is 1998.9999999999998.
    (.down, "%.2f", 19.99, "19.99"), (.down, "%.2f", 0.57, "0.57"), (.down, "%.2f", 4.35, "4.35"), (.up, "%.2f", 1.1, "1.10"),
    (.towardZero, "%.2f", 0.29, "0.29"), (.nearest, "%.2f", 1.005, "1.01"), (.nearest, "%.2f", 2.675, "2.68"),
    (.nearest, "%.2f", 1.015, "1.02"), (.nearest, "%.2f", -0.285, "-0.29"),
    // Far below any decimal shown: nothing to snap (review: 1e-300 made NaN and trapped).
    (.nearest, "%.1f", 1.5e-300, "0.0"), (.up, "%.1f", 1e-300, "0.1"), (.down, "%d", -1e-310, "-1"),
    // A value between two decimals stays between them.
    (.down, "%.2f", 19.989999999, "19.98"), (.up, "%.2f", 1.100000001, "1.11"), (.nearest, "%.2f", 1.00499999, "1.00"),
  ] as [(CounterFormat.Rounding, String, Double, String)])
  func roundingModes(rounding: CounterFormat.Rounding, format: String, value: Double, expected: String) throws {
    var counterFormat = try CounterFormat(parsing: format)
    counterFormat.rounding = rounding
    #expect(counterFormat.string(for: value) == expected)
  }

  /// Seed 001 prints `"\(Int(progress * 100))"`: a truncated percentage, 15 until it reaches 16.
  @Test func counterRoundingKeyTruncatesLikeSwiftsInt() throws {
    let scene = try load(#"{"id": "n", "type": "text", "counter": {"to": 100, "duration": 1, "rounding": "towardZero"}}"#)
    #expect(properties(scene, "n", 0.159).text == "15")  // linear: 15.9
    #expect(properties(scene, "n", 0.165).text == "16")  // 16.5
    #expect(properties(scene, "n", 1).text == "100")
    let rounded = try load(#"{"id": "n", "type": "text", "counter": {"to": 100, "duration": 1}}"#)
    #expect(properties(rounded, "n", 0.159).text == "16")
  }

  @Test(arguments: ["pts", "%s", "%d %d", "%.2d", "%.9f", "%", "%,x"])
  func refusedFormats(format: String) {
    #expect(throws: CounterFormat.ParseError.self) { try CounterFormat(parsing: format) }
  }

  func load(_ layers: String) throws -> Scene {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 3, "layers": [\#(layers)]}"#
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  func properties(_ scene: Scene, _ id: String, _ seconds: Double) -> LayerProperties {
    scene.layer(id: id)!.properties(at: TickTime(seconds: seconds)!, colorSpace: .srgb)
  }

  @Test func counterCountsUpWithItsTimingAndHoldsBothEnds() throws {
    let scene = try load(#"{"id": "n", "type": "text", "counter": {"from": 0, "to": 2480, "format": "%,d pt", "beginTime": 1, "duration": 1}}"#)
    #expect(properties(scene, "n", 0).text == "0 pt")  // fills backwards: shows `from` before it starts
    #expect(properties(scene, "n", 1.5).text == "1,240 pt")
    #expect(properties(scene, "n", 2).text == "2,480 pt")
    #expect(properties(scene, "n", 2.9).text == "2,480 pt")
  }

  @Test func counterUsesItsTimingFunction() throws {
    let scene = try load(#"{"id": "n", "type": "text", "counter": {"to": 100, "duration": 1, "timingFunction": "cubic-bezier(0.9, 0, 1, 0.1)"}}"#)
    let half = Int(properties(scene, "n", 0.5).text)!
    #expect(half < 10)  // a strong ease-in barely moves by the middle
  }

  static let gauge = #"""
    {"id": "points", "type": "text", "counter": {"from": 0, "to": 100, "duration": 1},
     "color": {"by": "counter", "stops": [[0, "#E53935"], [0.5, "#FB8C00"], [0.8, "#43A047"]]}},
    {"id": "bar", "type": "rect", "size": [10, 10],
     "fillColor": {"by": "points.counter", "stops": [[0, "#E53935"], [0.5, "#FB8C00"], [0.8, "#43A047"]], "mode": "step"}}
    """#

  @Test(arguments: [(0.0, "#E53935"), (0.49, "#E53935"), (0.5, "#FB8C00"), (0.79, "#FB8C00"), (0.8, "#43A047"), (0.95, "#43A047")])
  func stepColoursChangeExactlyAtTheirThresholds(seconds: Double, expected: String) throws {
    let scene = try load(Self.gauge)
    #expect(ColorFormatting.hex(properties(scene, "points", seconds).textColor) == expected)
    #expect(ColorFormatting.hex(properties(scene, "bar", seconds).backgroundColor) == expected)
  }

  @Test func rampBoundariesInclusiveAndBlend() {
    let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
    let stops = [ColorRamp.Stop(position: 10, color: red), ColorRamp.Stop(position: 20, color: blue)]
    let step = ColorRamp(stops: stops, mode: .step, input: .value)
    #expect(step.color(at: 9.999) == red)
    #expect(step.color(at: 10) == red)
    #expect(step.color(at: 19.999) == red)
    #expect(step.color(at: 20) == blue)
    let blend = ColorRamp(stops: stops, mode: .blend, input: .value)
    #expect(blend.color(at: 5) == red)
    #expect(blend.color(at: 15) == RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    #expect(blend.color(at: 25) == blue)
  }

  /// Seed 001's gauge is a CAShapeLayer stroke whose strokeColor switches with the percentage.
  @Test func strokeColourFollowsACounter() throws {
    let scene = try load(#"""
      {"id": "n", "type": "text", "counter": {"to": 100, "duration": 1}},
      {"id": "gauge", "type": "path", "size": [100, 6], "path": "M 0 3 L 100 3", "lineWidth": 6,
       "strokeColor": {"by": "n.counter", "input": "value", "stops": [[0, "#FF0000"], [34, "#FF8000"], [67, "#00FF00"]]}}
      """#)
    func stroke(_ seconds: Double) -> String { ColorFormatting.hex(properties(scene, "gauge", seconds).stroke.color) }
    #expect(stroke(0.33) == "#FF0000")
    #expect(stroke(0.34) == "#FF8000")
    #expect(stroke(0.67) == "#00FF00")
  }

  @Test func valueInputUsesTheCounterValue() throws {
    let scene = try load(#"{"id": "n", "type": "text", "counter": {"from": 0, "to": 2000, "duration": 1}, "color": {"by": "counter", "input": "value", "stops": [[0, "red"], [1000, "blue"]]}}"#)
    #expect(ColorFormatting.hex(properties(scene, "n", 0.499).textColor) == "#FF0000")
    #expect(ColorFormatting.hex(properties(scene, "n", 0.5).textColor) == "#0000FF")
  }

  @Test func staggeredCounterLayerDrivesColourOnItsOwnClock() throws {
    let scene = try load(#"""
      {"type": "group", "stagger": {"each": 1}, "children": [
        {"type": "rect", "size": [1, 1]},
        {"id": "n", "type": "text", "counter": {"to": 100, "duration": 1}}]},
      {"id": "bar", "type": "rect", "size": [10, 10], "fillColor": {"by": "n.counter", "stops": [[0, "red"], [0.5, "blue"]]}}
      """#)
    #expect(ColorFormatting.hex(properties(scene, "bar", 1.25).backgroundColor) == "#FF0000")
    #expect(ColorFormatting.hex(properties(scene, "bar", 1.5).backgroundColor) == "#0000FF")
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try load(layers) }
  }

  @Test func decodingErrorsNameTheirPaths() {
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "format": "%s"}}"#).contains { $0.hasPrefix("layers[0].counter.format: \"%s\" has \"%s\"") })
    #expect(errors(#"{"type": "text", "counter": {"from": 1}}"#).contains { $0.hasPrefix("layers[0].counter.to: is required") })
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "rounding": "floor"}}"#).contains { $0.hasPrefix("layers[0].counter.rounding:") })
    #expect(errors(#"{"type": "rect", "fillColor": {"by": "nobody.counter", "stops": [[0, "red"]]}}"#)
      .contains { $0.hasPrefix("layers[0].fillColor.by: no layer has the id \"nobody\"") })
    #expect(errors(#"{"type": "text", "text": "x", "color": {"by": "counter", "stops": [[0, "red"]]}}"#)
      .contains { $0.hasPrefix("layers[0].color.by: this layer has no \"counter\"") })
    #expect(errors(#"{"type": "text", "counter": {"to": 1}, "color": {"by": "counter", "stops": [[0.5, "red"], [0.5, "blue"]]}}"#)
      .contains { $0.hasPrefix("layers[0].color.stops[1][0]: stop positions must increase") })
  }

  /// QA: a million-character format or a 30 000-character separator took gigabytes to lay out.
  @Test func formatAndSeparatorsHaveLengthLimits() {
    let long = String(repeating: "x", count: 1001) + "%d"
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "format": "\#(long)"}}"#)
      .contains { $0.hasPrefix("layers[0].counter.format: is 1003 characters long; a counter's format may have at most 1000") })
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "format": "%,d", "groupingSeparator": "123456789"}}"#)
      .contains { $0.hasPrefix("layers[0].counter.groupingSeparator: is 9 characters long; a counter's groupingSeparator may have at most 8") })
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "format": "%.1f", "decimalSeparator": "123456789"}}"#)
      .contains { $0.hasPrefix("layers[0].counter.decimalSeparator: is 9") })
    #expect(errors(#"{"type": "text", "counter": {"to": 1, "format": "\#(String(repeating: "y", count: 998))%d", "groupingSeparator": "\u202F"}}"#).isEmpty)
  }
}

/// A "%" with nothing after it, once the number is written, is a percent sign meant literally
/// (QA: "%d%" was reported as having more than one conversion).
@Suite struct CounterFormatPercentTests {
  @Test(arguments: ["%d%", "%d %", "%,d%"])
  func aLoneTrailingPercentSaysHowToWriteOne(format: String) {
    #expect(throws: CounterFormat.ParseError(description: "has a lone \"%\" at the end; write %% for a literal percent sign, as in \"%d%%\"")) {
      try CounterFormat(parsing: format)
    }
  }

  @Test func aLonePercentBeforeMoreTextSaysSoToo() {
    #expect(throws: CounterFormat.ParseError(description: "has a lone \"%\"; write %% for a literal percent sign, as in \"%d%%\"")) {
      try CounterFormat(parsing: "%d% off")
    }
  }

  @Test func twoConversionsAreStillTwo() {
    #expect(throws: CounterFormat.ParseError(description: "has more than one conversion; a counter prints one number (write %% for a literal %)")) {
      try CounterFormat(parsing: "%d %d")
    }
  }
}

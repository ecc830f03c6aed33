import Testing
@testable import Timing

@Suite("Parsing timing functions, fill modes and directions")
struct ParsingTests {
  static let keywordCases: [(String, TimingFunction)] = [
    ("linear", .linear), ("curveLinear", .linear), ("ease", .ease), ("default", .ease),
    ("ease-in", .easeIn), ("easeIn", .easeIn), ("curveEaseIn", .easeIn),
    ("ease-out", .easeOut), ("easeOut", .easeOut), ("curveEaseOut", .easeOut),
    ("ease-in-out", .easeInEaseOut), ("easeInEaseOut", .easeInEaseOut), ("easeInOut", .easeInEaseOut),
    ("curveEaseInOut", .easeInEaseOut), ("  EASE-IN  ", .easeIn),
    ("step-start", .steps(count: 1, position: .jumpStart)), ("step-end", .steps(count: 1, position: .jumpEnd)),
    ("smooth", .spring(Spring(duration: 0.5, bounce: 0))), ("snappy", .spring(Spring(duration: 0.5, bounce: 0.15))),
    ("bouncy", .spring(Spring(duration: 0.5, bounce: 0.3))),
  ]

  @Test(arguments: keywordCases)
  func keywords(text: String, expected: TimingFunction) throws {
    #expect(try TimingFunction.parse(text) == expected)
  }

  @Test func presetControlPoints() {
    #expect(TimingFunction.ease == .cubicBezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    #expect(TimingFunction.easeIn == .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
    #expect(TimingFunction.easeOut == .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
    #expect(TimingFunction.easeInEaseOut == .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
  }

  @Test func functions() throws {
    #expect(try TimingFunction.parse("cubic-bezier(0.1, -0.6, 0.2, 1.5)")
      == .cubicBezier(CubicBezier(x1: 0.1, y1: -0.6, x2: 0.2, y2: 1.5)))
    #expect(try TimingFunction.parse("cubic-bezier(.25,.1,.25,1)") == .ease)
    #expect(try TimingFunction.parse("steps(4)") == .steps(count: 4, position: .jumpEnd))
    #expect(try TimingFunction.parse("steps(4, start)") == .steps(count: 4, position: .jumpStart))
    #expect(try TimingFunction.parse("steps( 3 , jump-none )") == .steps(count: 3, position: .jumpNone))
    #expect(try TimingFunction.parse("steps(2, jump-both)") == .steps(count: 2, position: .jumpBoth))
  }

  @Test func descriptionRoundTrips() throws {
    for text in ["linear", "cubic-bezier(0.1, -0.6, 0.2, 1.5)", "steps(3, jump-none)", "linear(0 0%, 0.25 50%, 1 100%)"] {
      let function = try TimingFunction.parse(text)
      #expect(try TimingFunction.parse(function.description) == function)
    }
  }

  static let errorCases: [(String, String)] = [
    ("eas-in", "unknown timing function \"eas-in\"; did you mean \"ease-in\"?"),
    ("easeInOutt", "unknown timing function \"easeInOutt\"; did you mean \"easeInOut\"?"),
    ("bounce", "unknown timing function \"bounce\"; did you mean \"bouncy\"?"),
    ("wobbly-wobble", "unknown timing function \"wobbly-wobble\""),
    ("cubic-bezier(1.2, 0, 0.5, 1)", "cubic-bezier x1 must be in [0, 1], got 1.2"),
    ("cubic-bezier(0.2, 0, -1, 1)", "cubic-bezier x2 must be in [0, 1], got -1"),
    ("cubic-bezier(0.2, 0, 1)", "cannot read \"cubic-bezier(0.2, 0, 1)\": cubic-bezier needs 4 numbers, got 3"),
    ("cubic-bezier(0.2, 0, 1, nan)", "cannot read \"cubic-bezier(0.2, 0, 1, nan)\": expected a number, got \"nan\""),
    ("cubic-bezer(0, 0, 1, 1)", "unknown timing function \"cubic-bezer\"; did you mean \"cubic-bezier\"?"),
    ("steps(0)", "steps() needs at least 1 step with jump-end, got 0"),
    ("steps(1, jump-none)", "steps() needs at least 2 steps with jump-none, got 1"),
    ("steps(9223372036854775807, jump-both)", "steps() takes at most 1000000000 steps (1e9), got 9223372036854775807"),  // QA: the jump count overflowed (a trap)
    ("steps(2.5)", "cannot read \"steps(2.5)\": step count must be a whole number, got \"2.5\""),
    ("steps(2, jmp-start)", "unknown step position \"jmp-start\"; did you mean \"jump-start\"?"),
    ("steps(2", "cannot read \"steps(2\": missing closing parenthesis"),
    ("steps(2,)", "cannot read \"steps(2,)\": nothing follows the comma; give a position (jump-start, jump-end, jump-none, jump-both, start, end) or drop the comma"),
  ]

  @Test(arguments: errorCases)
  func errorMessages(text: String, message: String) {
    do {
      let function = try TimingFunction.parse(text)
      Issue.record("parsed \(text) as \(function)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func fillModes() throws {
    #expect(try FillMode.parse("none") == .removed)
    #expect(try FillMode.parse("removed") == .removed)
    #expect(try FillMode.parse("Forwards") == .forwards)
    #expect(try FillMode.parse("backwards") == .backwards)
    #expect(try FillMode.parse("both") == .both)
    #expect(throws: TimingError.unknownName(kind: "fill mode", name: "forward", suggestion: "forwards")) {
      try FillMode.parse("forward")
    }
  }

  @Test func directions() throws {
    #expect(try PlaybackDirection.parse("alternate-reverse") == .alternateReverse)
    #expect(try PlaybackDirection.parse("alternateReverse") == .alternateReverse)
    #expect(try PlaybackDirection.parse("reverse") == .reverse)
    #expect(throws: TimingError.self) { try PlaybackDirection.parse("sideways") }
  }
}

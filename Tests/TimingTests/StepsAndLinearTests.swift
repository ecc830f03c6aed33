import Testing
@testable import Timing

@Suite("steps() and linear() easing")
struct StepsAndLinearTests {
  // Expected values derived by hand from the css-easing-2 algorithm.
  static let stepCases: [(StepPosition, [Double])] = [
    //             p = 0    0.25   0.5    0.99   1
    (.jumpEnd, [0, 0.25, 0.5, 0.75, 1]),
    (.jumpStart, [0.25, 0.5, 0.75, 1, 1]),
    (.jumpNone, [0, 1.0 / 3, 2.0 / 3, 1, 1]),
    (.jumpBoth, [0.2, 0.4, 0.6, 0.8, 1]),
  ]

  @Test(arguments: stepCases)
  func stepsFour(position: StepPosition, expected: [Double]) {
    let function = TimingFunction.steps(count: 4, position: position)
    for (p, value) in zip([0, 0.25, 0.5, 0.99, 1], expected) {
      #expect(isClose(function.progress(p, durationSeconds: 1), value), "\(position) at \(p)")
    }
  }

  @Test func beforeFlagDropsTheJumpOnBoundaries() {
    let stepStart = TimingFunction.stepStart
    #expect(stepStart.progress(0, beforeFlag: false, durationSeconds: 1) == 1)
    #expect(stepStart.progress(0, beforeFlag: true, durationSeconds: 1) == 0)
    // Off a boundary the flag changes nothing.
    #expect(TimingFunction.steps(count: 4, position: .jumpEnd).progress(0.3, beforeFlag: true, durationSeconds: 1) == 0.25)
  }

  @Test func stepStartWithBackwardsFilledDelay() {
    let timing = AnimationTiming(delay: sec(1), iterationDuration: sec(1), fill: .both, easing: .stepStart)
    #expect(timing.sample(at: sec(0.5))?.progress == 0)   // in the delay: before flag set
    #expect(timing.sample(at: sec(0.999))?.progress == 0)
    #expect(timing.sample(at: sec(1))?.progress == 1)     // from the start time
    #expect(timing.sample(at: sec(2.5))?.progress == 1)   // forwards fill
  }

  @Test func stepsOutsideUnitInterval() {
    let function = TimingFunction.steps(count: 4, position: .jumpEnd)
    #expect(function.progress(-0.1, durationSeconds: 1) == -0.25)  // p < 0 is not clamped up
    #expect(function.progress(1.3, durationSeconds: 1) == 1.25)    // p > 1 is not clamped down
  }

  @Test func linearKeywordEqualsTwoStops() throws {
    let stops = try LinearStop.resolve([(0, nil), (1, nil)])
    #expect(stops == [LinearStop(output: 0, input: 0), LinearStop(output: 1, input: 1)])
    for p in [-0.5, 0, 0.3, 1, 1.5] {
      #expect(isClose(TimingFunction.linearStops(stops).progress(p, durationSeconds: 1), p))
    }
  }

  @Test func missingInputsAreSpacedEvenly() throws {
    let function = try TimingFunction.parse("linear(0, 0.1, 0.2, 0.9 40%, 1)")
    guard case let .linearStops(stops) = function else { Issue.record("not linear()"); return }
    let inputs = stops.map(\.input)
    #expect(inputs.count == 5)
    #expect(isClose(inputs[1], 0.4 / 3) && isClose(inputs[2], 0.8 / 3) && isClose(inputs[3], 0.4) && inputs[4] == 1)
    #expect(isClose(function.progress(0.2, durationSeconds: 1), 0.1 + 0.1 * (0.2 - 0.4 / 3) / (0.4 / 3)))
  }

  @Test func outOfOrderInputsAreClampedUp() throws {
    let function = try TimingFunction.parse("linear(0 0%, 0.5 60%, 0.7 40%, 1 100%)")
    guard case let .linearStops(stops) = function else { Issue.record("not linear()"); return }
    #expect(stops.map(\.input) == [0, 0.6, 0.6, 1])
    // At exactly 0.6 the last point with input ≤ p (0.7 @ 60%) starts the segment.
    #expect(isClose(function.progress(0.6, durationSeconds: 1), 0.7))
    #expect(isClose(function.progress(0.3, durationSeconds: 1), 0.25))
    #expect(isClose(function.progress(0.8, durationSeconds: 1), 0.85))
  }

  @Test func duplicateInputsJump() throws {
    let function = try TimingFunction.parse("linear(0, 0.2 50%, 0.8 50%, 1)")
    #expect(isClose(function.progress(0.25, durationSeconds: 1), 0.1))
    #expect(isClose(function.progress(0.5, durationSeconds: 1), 0.8))
    #expect(isClose(function.progress(0.75, durationSeconds: 1), 0.9))
  }

  @Test func twoPercentagesMakeAFlatRun() throws {
    let function = try TimingFunction.parse("linear(0, 0.5 25% 75%, 1)")
    guard case let .linearStops(stops) = function else { Issue.record("not linear()"); return }
    #expect(stops.count == 4)
    #expect(function.progress(0.5, durationSeconds: 1) == 0.5)
    #expect(isClose(function.progress(0.125, durationSeconds: 1), 0.25))
  }

  @Test func extrapolatesAlongEndSegments() throws {
    let function = try TimingFunction.parse("linear(0, 0.5 25%, 1)")
    #expect(isClose(function.progress(-0.1, durationSeconds: 1), -0.2))  // slope 2
    #expect(isClose(function.progress(1.3, durationSeconds: 1), 1 + 0.3 * 0.5 / 0.75))
    // A single duplicated end point: both segments at the end have equal inputs → B's output.
    let held = try TimingFunction.parse("linear(0, 1 100%, 0.5 100%)")
    #expect(held.progress(1.2, durationSeconds: 1) == 0.5)
  }

  @Test func invalidLinearStops() {
    #expect(throws: TimingError.self) { try TimingFunction.parse("linear(0.5)") }
    #expect(throws: TimingError.self) { try TimingFunction.parse("linear(0, 1 50)") }
    #expect(throws: TimingError.self) { try TimingFunction.parse("linear(0, x, 1)") }
    #expect(throws: TimingError.self) { try TimingFunction.parse("linear(0, 0.5 10% 20% 30%, 1)") }
  }
}

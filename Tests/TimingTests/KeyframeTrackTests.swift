import Testing
@testable import Timing

@Suite("Keyframe tracks")
struct KeyframeTrackTests {
  @Test func linearEvenlySpacedByDefault() throws {
    let track = try KeyframeTrack(values: [0.0, 10, 30])
    #expect(track.keyTimes == [0, 0.5, 1])
    #expect(track.value(at: 0.25, durationSeconds: 1) == 5)
    #expect(track.value(at: 0.75, durationSeconds: 1) == 20)
    #expect(track.value(at: 1, durationSeconds: 1) == 30)
  }

  @Test func exactlyOnAKeyTimeUsesTheLaterInterval() throws {
    // The later interval starts at 10 with ease-in; at its start the value is exactly 10 either
    // way, but just after it the ease-in segment (not the linear one) must be used.
    let track = try KeyframeTrack(values: [0.0, 10, 20], keyTimes: [0, 0.5, 1], timingFunctions: [.linear, .easeIn])
    #expect(track.interval(at: 0.5)! == (1, 2))
    #expect(track.value(at: 0.5, durationSeconds: 1) == 10)
    #expect(isClose(track.value(at: 0.75, durationSeconds: 1), 10 + 10 * 0.315356812573, 1e-5))
  }

  @Test func equalKeyTimesJump() throws {
    let track = try KeyframeTrack(values: [0.0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1])
    #expect(track.value(at: 0.25, durationSeconds: 1) == 5)
    #expect(isClose(track.value(at: 0.4999999, durationSeconds: 1), 10, 1e-4))
    #expect(track.value(at: 0.5, durationSeconds: 1) == 50)
    #expect(track.value(at: 0.75, durationSeconds: 1) == 55)
  }

  @Test func extrapolatesOutsideUnitInterval() throws {
    let track = try KeyframeTrack(values: [0.0, 10, 30])
    #expect(track.value(at: -0.5, durationSeconds: 1) == -10)  // first segment's slope
    #expect(track.value(at: 1.5, durationSeconds: 1) == 50)    // last segment's slope
    // Several keyframes at 0 / 1: outside the range the end value itself is used.
    let doubled = try KeyframeTrack(values: [0.0, 5, 10, 20], keyTimes: [0, 0, 1, 1])
    #expect(doubled.value(at: -0.5, durationSeconds: 1) == 0)
    #expect(doubled.value(at: 1.2, durationSeconds: 1) == 20)
    #expect(doubled.value(at: 1, durationSeconds: 1) == 20)
    #expect(doubled.value(at: 0.5, durationSeconds: 1) == 7.5)
  }

  @Test func singleValueIsConstant() throws {
    let track = try KeyframeTrack(values: [Vec2(3, 4)])
    #expect(track.value(at: 0.7, durationSeconds: 1) == Vec2(3, 4))
  }

  @Test func keyTimeValidation() {
    #expect(throws: TimingError.keyTimesCountMismatch(expected: 3, actual: 2, mode: "linear")) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 1])
    }
    #expect(throws: TimingError.keyTimesDecreasing(index: 2, value: 0.4, previous: 0.6)) {
      try KeyframeTrack(values: [0.0, 1, 2, 3], keyTimes: [0, 0.6, 0.4, 1])
    }
    #expect(throws: TimingError.keyTimesMustSpanUnitInterval(first: 0.2, last: 1)) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0.2, 0.5, 1])
    }
    #expect(throws: TimingError.keyTimesMustSpanUnitInterval(first: 0, last: 0.9)) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.5, 0.9])
    }
    // Discrete, in both of its forms (one key time per value, or one more).
    #expect(throws: TimingError.discreteKeyTimesMustStartAtZero(first: 0.1)) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0.1, 0.3, 0.5, 0.9], mode: .discrete)
    }
    #expect(throws: TimingError.discreteKeyTimesMustStartAtZero(first: 0.25)) {
      try KeyframeTrack(values: [0.0, 1], keyTimes: [0.25, 0.5], mode: .discrete)
    }
    #expect(throws: TimingError.discreteKeyTimesMustEndAtOne(last: 0.9)) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.3, 0.6, 0.9], mode: .discrete)
    }
    #expect(throws: TimingError.keyTimeOutOfRange(index: 2, value: 1.5)) {
      try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.5, 1.5])
    }
    #expect(throws: TimingError.timingFunctionsCountMismatch(expected: 2, actual: 1)) {
      try KeyframeTrack(values: [0.0, 1, 2], timingFunctions: [.ease])
    }
    #expect(throws: TimingError.tooFewKeyframes(count: 0, minimum: 1)) { try KeyframeTrack<Double>(values: []) }
    #expect(throws: TimingError.self) { try KeyframeTrack(values: [0.0, 1], tension: [0, 2]) }
    #expect(TimingError.keyTimesDecreasing(index: 2, value: 0.4, previous: 0.6).description
      == "key times must not decrease (0.4 at [2] after 0.6)")
  }

  @Test func discreteWithOneMoreKeyTime() throws {
    let track = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.2, 0.7, 1], mode: .discrete)
    #expect(track.value(at: 0, durationSeconds: 1) == 1)
    #expect(track.value(at: 0.19999, durationSeconds: 1) == 1)
    #expect(track.value(at: 0.2, durationSeconds: 1) == 2)   // switches at ≥
    #expect(track.value(at: 0.7, durationSeconds: 1) == 3)
    #expect(track.value(at: 1, durationSeconds: 1) == 3)
    #expect(track.value(at: -1, durationSeconds: 1) == 1)
    #expect(throws: TimingError.keyTimesCountMismatch(expected: 4, actual: 2, mode: "discrete")) {
      try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 1], mode: .discrete)
    }
    #expect(TimingError.keyTimesCountMismatch(expected: 4, actual: 2, mode: "discrete").description
      == "discrete key times need 3 or 4 entries (one per value, or one more), got 2")
    // Default spacing: value i from i / count.
    let even = try KeyframeTrack(values: [1.0, 2, 3, 4], mode: .discrete)
    #expect(even.value(at: 0.5, durationSeconds: 1) == 3)
    #expect(even.value(at: 0.49, durationSeconds: 1) == 2)
  }

  @Test func discreteStrings() throws {
    let track = try DiscreteTrack(values: ["Loading", "Loading.", "Loading..", "Loading..."])
    #expect(track.value(at: 0) == "Loading")
    #expect(track.value(at: 0.25) == "Loading.")
    #expect(track.value(at: 0.74) == "Loading..")
    #expect(track.value(at: 1) == "Loading...")
    let timed = try DiscreteTrack(values: ["a", "b"], keyTimes: [0, 0.9, 1])
    #expect(timed.value(at: 0.89) == "a" && timed.value(at: 0.9) == "b")
    #expect(throws: TimingError.self) { try DiscreteTrack(values: ["a", "b"], keyTimes: [0.5, 0.2]) }
  }

  /// Distances between successive samples of `track` at progress i/steps: equal for
  /// constant speed.
  func stepDistances<V: PacedInterpolatable>(_ track: KeyframeTrack<V>, steps: Int = 1000) -> [Double] {
    let points = (0...steps).map { track.value(at: Double($0) / Double(steps), durationSeconds: 1) }
    return zip(points, points.dropFirst()).map { V.distance($0, $1) }
  }

  @Test func cubicPacedMovesAtConstantSpeedAlongTheCurve() throws {
    // A straight 0 → 100 through uneven values: chord-paced key times alone gave a spline
    // whose speed varied (6.4, 15.2, 25.8 … at tenths); now every step covers the same length.
    let straight = try KeyframeTrack(values: [0.0, 10, 100], mode: .cubicPaced)
    let steps = stepDistances(straight)
    let mean = steps.reduce(0, +) / Double(steps.count)
    #expect(steps.allSatisfy { abs($0 - mean) < 1e-5 * mean }, "\(steps.min()!) … \(steps.max()!)")
    #expect(abs(straight.value(at: 0.5, durationSeconds: 1) - 50) < 0.01)
    #expect(straight.value(at: 0, durationSeconds: 1) == 0 && straight.value(at: 1, durationSeconds: 1) == 100)

    // A curved 2-D path with a tight turn: the plain cubic spline slows down in the turn;
    // the paced one does not.
    let values = [Vec2(0, 0), Vec2(100, 0), Vec2(100, 20), Vec2(0, 20)]
    let paced = stepDistances(try KeyframeTrack(values: values, mode: .cubicPaced))
    let pacedMean = paced.reduce(0, +) / Double(paced.count)
    #expect(paced.allSatisfy { abs($0 - pacedMean) < 1e-3 * pacedMean }, "\(paced.min()!) … \(paced.max()!)")
    let cubic = stepDistances(try KeyframeTrack(values: values, mode: .cubic))
    #expect(cubic.max()! > 1.5 * cubic.min()!)  // the contrast: not constant without pacing
    // It passes through every value, in order.
    let track = try KeyframeTrack(values: values, mode: .cubicPaced)
    let samples = (0...4000).map { track.value(at: Double($0) / 4000, durationSeconds: 1) }
    for value in values { #expect(samples.contains { Vec2.distance($0, value) < 0.1 }) }
  }

  @Test func pacedIsConstantSpeedWithZeroLengthSegment() throws {
    let track = try KeyframeTrack(values: [0.0, 10, 10, 40], keyTimes: [0, 0.9, 0.95, 1], mode: .paced)
    #expect(track.keyTimes == [0, 0.25, 0.25, 1])  // author key times ignored
    for p in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(isClose(track.value(at: p, durationSeconds: 1), 40 * p, 1e-9))
    }
    let points = try KeyframeTrack(values: [Vec2(0, 0), Vec2(3, 4), Vec2(3, 14)], mode: .paced)
    #expect(isClose(points.keyTimes[1], 1.0 / 3))
    let still = try KeyframeTrack(values: [5.0, 5, 5], mode: .paced)
    #expect(still.value(at: 0.4, durationSeconds: 1) == 5)
    // Points too far apart to measure are said to be that, not to have no distance (QA).
    #expect(throws: TimingError.invalidTiming(field: "calculationMode", reason: "paced timing needs the distance along the values, and values 0 and 1 are too far apart to measure")) {
      _ = try KeyframeTrack(values: [Vec2(0, 0), Vec2(1e300, 1e300), Vec2(-1e300, 1e300)], mode: .paced)
    }
  }

  struct Label: Interpolatable {
    var text: String
    static func interpolate(_ from: Label, _ to: Label, fraction: Double) -> Label { fraction < 1 ? from : to }
    static func add(_ a: Label, _ b: Label) -> Label { Label(text: a.text + b.text) }
  }

  @Test func modesTheTypeCannotDoAreRejected() {
    #expect(throws: TimingError.self) { try KeyframeTrack(values: [Label(text: "a"), Label(text: "b")], mode: .paced) }
    #expect(throws: TimingError.self) { try KeyframeTrack(values: [Label(text: "a"), Label(text: "b")], mode: .cubic) }
    #expect(throws: TimingError.self) {
      try KeyframeTrack(values: [RGBAColor.transparent, RGBAColor(red: 1, green: 0, blue: 0)], mode: .cubic)
    }
    #expect(throws: Never.self) {
      try KeyframeTrack(values: [RGBAColor.transparent, RGBAColor(red: 1, green: 0, blue: 0)], mode: .paced)
    }
  }

  @Test func catmullRomMatchesTheStandardMatrix() throws {
    // Uniform Catmull-Rom on segment P1→P2: ½(2P1 + (P2−P0)s + (2P0−5P1+4P2−P3)s² + (3P1−P0−3P2+P3)s³).
    let values = [0.0, 0, 1, 1]
    let track = try KeyframeTrack(values: values, mode: .cubic)
    func catmullRom(_ s: Double) -> Double {
      let (p0, p1, p2, p3) = (values[0], values[1], values[2], values[3])
      return 0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s * s)
    }
    for s in [0.0, 0.25, 0.5, 0.75, 1] {
      #expect(isClose(track.value(at: (1 + s) / 3, durationSeconds: 1), catmullRom(s), 1e-12))
    }
    #expect(isClose(track.value(at: 1.0 / 3 + 0.25 / 3, durationSeconds: 1), 0.203125, 1e-12))
    // Passes through every key value.
    #expect(track.value(at: 0, durationSeconds: 1) == 0 && isClose(track.value(at: 2.0 / 3, durationSeconds: 1), 1))
  }

  @Test func cubicOnCollinearPointsIsLinearInside() throws {
    let track = try KeyframeTrack(values: [Vec2(0, 0), Vec2(1, 2), Vec2(2, 4), Vec2(3, 6)], mode: .cubic)
    let middle = track.value(at: 0.5, durationSeconds: 1)
    #expect(isClose(middle.x, 1.5, 1e-12) && isClose(middle.y, 3, 1e-12))
  }

  @Test func tensionOneGivesZeroTangents() throws {
    let track = try KeyframeTrack(values: [0.0, 0, 1, 1], mode: .cubic, tension: [1, 1, 1, 1])
    // Hermite with zero tangents: 3s² − 2s³.
    #expect(isClose(track.value(at: 1.0 / 3 + 0.25 / 3, durationSeconds: 1), 3 * 0.0625 - 2 * 0.015625, 1e-12))
    let biased = try KeyframeTrack(values: [0.0, 0, 1, 1], mode: .cubic, bias: [0, 1, 0, 0])
    // Bias 1 at P1: outgoing tangent = (P1 − P0) = 0 → same as zero out-tangent; in-tangent ½.
    let s = 0.5
    let expected = (-2 * s * s * s + 3 * s * s) + (s * s * s - s * s) * 0.5
    #expect(isClose(biased.value(at: 0.5, durationSeconds: 1), expected, 1e-12))
  }

  @Test func cssKeyframesWithMissingOffsetsAndEnds() throws {
    let frames = [CSSKeyframe(offset: 0.2, value: 10.0), CSSKeyframe(offset: nil, value: 20.0, easing: .linear),
                  CSSKeyframe(offset: 0.6, value: 30.0)]
    let track = try KeyframeTrack(cssKeyframes: frames, underlyingValue: 100, defaultEasing: .linear)
    #expect(track.keyTimes == [0, 0.2, 0.4, 0.6, 1])
    #expect(track.values == [100, 10, 20, 30, 100])
    #expect(track.value(at: 0.1, durationSeconds: 1) == 55)
    #expect(track.value(at: 0.8, durationSeconds: 1) == 65)
    // Per-keyframe easing applies to the interval it starts; default easing elsewhere.
    let eased = try KeyframeTrack(cssKeyframes: [CSSKeyframe(offset: 0, value: 0.0, easing: .easeIn), CSSKeyframe(offset: 1, value: 1.0)],
                                  underlyingValue: 0)
    #expect(isClose(eased.value(at: 0.5, durationSeconds: 1), 0.315356812573, 1e-6))
    let defaulted = try KeyframeTrack(cssKeyframes: [CSSKeyframe(offset: nil, value: 0.0), CSSKeyframe(offset: nil, value: 1.0)],
                                      underlyingValue: 0)
    #expect(isClose(defaulted.value(at: 0.5, durationSeconds: 1), 0.802403387585, 1e-6))  // CSS default: ease
    #expect(throws: TimingError.self) {
      try KeyframeTrack(cssKeyframes: [CSSKeyframe(offset: 0.5, value: 0.0), CSSKeyframe(offset: 0.2, value: 1.0)], underlyingValue: 0)
    }
  }

  @Test func wholePipelineFromSample() throws {
    let timing = AnimationTiming(iterationDuration: sec(2), fill: .forwards)
    let track = try KeyframeTrack(values: [Vec2(0, 0), Vec2(100, 50)])
    #expect(track.value(for: timing.sample(at: sec(1)), timing: timing) == Vec2(50, 25))
    #expect(track.value(for: timing.sample(at: sec(9)), timing: timing) == Vec2(100, 50))
    #expect(track.value(for: AnimationTiming(iterationDuration: sec(2)).sample(at: sec(9)), timing: timing) == nil)
  }

  @Test func calculationModeNames() throws {
    #expect(try CalculationMode.parse("cubicPaced") == .cubicPaced)
    #expect(try CalculationMode.parse("Discrete") == .discrete)
    #expect(throws: TimingError.unknownName(kind: "calculation mode", name: "pacd", suggestion: "paced")) {
      try CalculationMode.parse("pacd")
    }
  }
}

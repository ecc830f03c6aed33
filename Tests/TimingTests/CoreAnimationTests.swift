import Testing
@testable import Timing

@Suite("Core Animation vocabulary")
struct CoreAnimationTests {
  @Test func repeatCountThreeAndAHalf() {
    let timing = AnimationTiming.coreAnimation(duration: sec(2), repeatCount: 3.5, fillMode: .forwards)
    #expect(timing.activeDuration == sec(7))  // Lockwood: 3.5 × 2 s = 7 s
    #expect(timing.sample(at: sec(7))?.progress == 0.5)
  }

  @Test func autoreverseRepeatTwoEndsOnFromAndTwoAndAHalfOnTo() {
    let two = AnimationTiming.coreAnimation(duration: sec(1), repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(two.iterations == 4 && two.direction == .alternate)
    #expect(two.activeDuration == sec(4))
    #expect(two.sample(at: sec(4))?.progress == 0)
    #expect(two.sample(at: sec(1))?.progress == 1)
    #expect(two.sample(at: sec(1.25))?.progress == 0.75)
    let twoAndAHalf = AnimationTiming.coreAnimation(duration: sec(1), repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
    #expect(twoAndAHalf.activeDuration == sec(5))
    #expect(twoAndAHalf.sample(at: sec(5))?.progress == 1)
    // One autoreversing repeat by default.
    #expect(AnimationTiming.coreAnimation(duration: sec(1), autoreverses: true).activeDuration == sec(2))
  }

  @Test(arguments: [0.1, 0.25, 0.5, 0.8])
  func autoreverseIsATimeMirror(fraction: Double) {
    // The return trip replays the forward trip backwards in time: value(2d − t) = value(t),
    // which is easeIn(1 − s) on the way back — not the flipped curve 1 − easeIn(s).
    let timing = AnimationTiming.coreAnimation(duration: sec(1), autoreverses: true, timingFunction: .easeIn)
    let forward = timing.sample(at: sec(fraction))!.progress
    let back = timing.sample(at: sec(2 - fraction))!.progress
    #expect(isClose(forward, back, 1e-12))
    let flipped = 1 - TimingFunction.easeIn.progress(fraction, durationSeconds: 1)
    #expect(!isClose(back, flipped, 1e-3))
  }

  @Test func timeOffsetWrapsWithinTheActiveDuration() {
    // Five frames A…E over 5 s with timeOffset 2 s play C, D, E, A, B.
    let timing = AnimationTiming.coreAnimation(duration: sec(5), timeOffset: sec(2))
    let frames = ["A", "B", "C", "D", "E"]
    let track = try! DiscreteTrack(values: frames)
    let played = (0..<5).map { track.value(at: timing.sample(at: sec(Double($0)))!.progress) }
    #expect(played == ["C", "D", "E", "A", "B"])
    #expect(timing.endTime == sec(5))
  }

  @Test func timeOffsetWithAutoreverseFollowsTheCycle() {
    // CA: basic time = (t + offset) mod 2d, mirrored in the second half.
    let timing = AnimationTiming.coreAnimation(duration: sec(2), timeOffset: sec(1), autoreverses: true)
    for t in stride(from: 0.0, to: 4.0, by: 0.25) {
      var cycle = (t + 1).truncatingRemainder(dividingBy: 4)
      if cycle > 2 { cycle = 4 - cycle }
      #expect(isClose(timing.sample(at: sec(t))!.progress, cycle / 2, 1e-12), "t = \(t)")
    }
  }

  @Test func repeatDurationAndSpeed() {
    let timing = AnimationTiming.coreAnimation(beginTime: sec(1), duration: sec(2), speed: 2, repeatDuration: sec(3))
    #expect(timing.iterations == 1.5)
    #expect(timing.activeDuration == sec(3))
    #expect(timing.endTime == sec(2.5))  // 1 + 3 / 2
    #expect(timing.sample(at: sec(1.5))?.progress == 0.5)
    #expect(timing.sample(at: sec(2.25))?.progress == 0.25)  // effect time 2.5 s: second iteration, a quarter in
    #expect(timing.sample(at: sec(2.5)) == nil)  // effect time 3 s = the repeat duration: ended
  }

  @Test func infiniteRepeatWithInstanceDelay() {
    // Replicator instance k samples at t − k·instanceDelay; with infinite repeats all copies
    // keep cycling, offset by the delay, and never end.
    let timing = AnimationTiming.coreAnimation(duration: sec(1), repeatCount: .infinity)
    let instanceDelay = sec(0.25)
    for k in 0..<4 {
      let local = sec(10) - instanceDelay * k
      #expect(timing.sample(at: local)?.progress == [0, 0.75, 0.5, 0.25][k])
    }
    #expect(timing.endTime == nil)
    // A late copy whose local time is still negative has not started.
    #expect(timing.sample(at: sec(0.5) - instanceDelay * 3) == nil)
  }

  @Test func cumulativeRepeatsContinue() {
    // from 0 to 10, repeatCount 3, cumulative: 0→10, 10→20, 20→30.
    let timing = AnimationTiming.coreAnimation(duration: sec(1), repeatCount: 3, fillMode: .forwards)
    func value(_ t: Double) -> Double {
      let sample = timing.sample(at: sec(t))!
      let base = Double.interpolate(0, 10, fraction: sample.progress)
      return Double.cumulative(base, cycleEndValue: 10, completedCycles: AnimationTiming.completedCycles(for: sample, autoreverses: false))
    }
    #expect(value(0.5) == 5)
    #expect(value(1.5) == 15)
    #expect(value(2.5) == 25)
    #expect(value(3) == 30)
    #expect(Vec2.cumulative(Vec2(1, 1), cycleEndValue: Vec2(2, 3), completedCycles: 1_000_001) == Vec2(2_000_003, 3_000_004))
  }

  @Test func additiveOnTopOfTheModelValue() throws {
    // additive from −100 to 0 over a model value of 250: slides in from 150 to 250.
    let model = 250.0
    for (p, expected) in [(0.0, 150.0), (0.5, 200), (1, 250)] {
      let effect = Double.interpolate(-100, 0, fraction: p)
      #expect(CompositeOperation.add.apply(underlying: model, effect: effect) == expected)
    }
    #expect(CompositeOperation.replace.apply(underlying: model, effect: 3.0) == 3)
    #expect(CompositeOperation.accumulate.apply(underlying: Vec2(1, 2), effect: Vec2(3, 4)) == Vec2(4, 6))
    #expect(try CompositeOperation.parse("add") == .add)
    #expect(throws: TimingError.self) { try CompositeOperation.parse("ad d") }
  }
}

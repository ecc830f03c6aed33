import Testing
@testable import Timing

@Suite("Web Animations timing pipeline")
struct AnimationTimingTests {
  @Test func fillModesBeforeAndAfter() {
    func timing(_ fill: FillMode) -> AnimationTiming {
      AnimationTiming(delay: sec(1), iterationDuration: sec(2), fill: fill)
    }
    #expect(timing(.removed).sample(at: sec(0.5)) == nil)
    #expect(timing(.removed).sample(at: sec(3)) == nil)
    #expect(timing(.forwards).sample(at: sec(0.5)) == nil)
    #expect(timing(.forwards).sample(at: sec(4))?.progress == 1)
    #expect(timing(.backwards).sample(at: sec(0.5))?.progress == 0)
    #expect(timing(.backwards).sample(at: sec(0.5))?.phase == .before)
    #expect(timing(.backwards).sample(at: sec(4)) == nil)
    #expect(timing(.both).sample(at: sec(0.5))?.progress == 0)
    #expect(timing(.both).sample(at: sec(4))?.progress == 1)
    #expect(timing(.both).sample(at: sec(4))?.phase == .after)
    #expect(timing(.removed).sample(at: sec(2))?.progress == 0.5)
  }

  @Test func instantAtDelayIsActiveAtZero() {
    let timing = AnimationTiming(delay: sec(1), iterationDuration: sec(2))
    let sample = timing.sample(at: sec(1))
    #expect(sample?.phase == .active)
    #expect(sample?.progress == 0)
    #expect(sample?.currentIteration == 0)
  }

  @Test func instantAtEndIsAfterWithProgressOneWhenFilling() {
    let filled = AnimationTiming(delay: sec(1), iterationDuration: sec(2), fill: .forwards)
    let sample = filled.sample(at: sec(3))
    #expect(sample?.phase == .after)
    #expect(sample?.directedProgress == 1)
    #expect(sample?.currentIteration == 0)
    #expect(AnimationTiming(delay: sec(1), iterationDuration: sec(2)).sample(at: sec(3)) == nil)
    // One tick earlier it is still active.
    #expect(filled.sample(at: TickTime(ticks: sec(3).ticks - 1))?.phase == .active)
  }

  @Test func zeroDurationWithFillForwardsGivesEndValue() {
    let timing = AnimationTiming(delay: sec(1), iterationDuration: .zero, fill: .both)
    #expect(timing.sample(at: sec(0.5))?.progress == 0)
    #expect(timing.sample(at: sec(1))?.phase == .after)
    #expect(timing.sample(at: sec(1))?.progress == 1)
    #expect(timing.sample(at: sec(5))?.progress == 1)
    #expect(timing.endTime == sec(1))
  }

  @Test func zeroIterationsGivesStartValue() {
    let timing = AnimationTiming(iterationDuration: sec(2), iterations: 0, fill: .forwards)
    #expect(timing.activeDuration == .zero)
    #expect(timing.sample(at: sec(1))?.phase == .after)
    #expect(timing.sample(at: sec(1))?.progress == 0)
  }

  @Test func repeatCountTwoAndAHalfEndsMidway() {
    let timing = AnimationTiming(iterationDuration: sec(2), iterations: 2.5, fill: .forwards)
    #expect(timing.activeDuration == sec(5))
    #expect(timing.endTime == sec(5))
    let end = timing.sample(at: sec(5))
    #expect(end?.currentIteration == 2)
    #expect(end?.progress == 0.5)
    let middle = timing.sample(at: sec(3))
    #expect(middle?.currentIteration == 1)
    #expect(middle?.progress == 0.5)
    // Exactly on an iteration boundary: the next iteration at 0.
    #expect(timing.sample(at: sec(4))?.currentIteration == 2)
    #expect(timing.sample(at: sec(4))?.progress == 0)
  }

  @Test func alternateWithTwoIterationsEndsReversedAtZero() {
    let timing = AnimationTiming(iterationDuration: sec(1), iterations: 2, direction: .alternate, fill: .forwards)
    #expect(timing.sample(at: sec(0.25))?.progress == 0.25)
    #expect(timing.sample(at: sec(1.25))?.progress == 0.75)
    #expect(timing.sample(at: sec(2))?.progress == 0)
    #expect(timing.sample(at: sec(2))?.currentIteration == 1)
  }

  @Test(arguments: [
    (PlaybackDirection.normal, [0.25, 0.25, 0.25]),
    (.reverse, [0.75, 0.75, 0.75]),
    (.alternate, [0.25, 0.75, 0.25]),
    (.alternateReverse, [0.75, 0.25, 0.75]),
  ])
  func directions(direction: PlaybackDirection, expected: [Double]) {
    let timing = AnimationTiming(iterationDuration: sec(1), iterations: 3, direction: direction)
    for (iteration, value) in expected.enumerated() {
      #expect(timing.sample(at: sec(Double(iteration) + 0.25))?.progress == value)
    }
  }

  @Test func infiniteIterations() {
    let timing = AnimationTiming(iterationDuration: sec(1), iterations: .infinity, fill: .forwards)
    #expect(timing.isInfinite)
    #expect(timing.endTime == nil)
    #expect(timing.sample(at: sec(1_000_000.5))?.progress == 0.5)
    #expect(timing.sample(at: sec(1_000_000.5))?.currentIteration == 1_000_000)
  }

  @Test func zeroDurationInfiniteIterationsAfterPhase() {
    let timing = AnimationTiming(iterationDuration: .zero, iterations: .infinity, iterationStart: 0.25, fill: .forwards)
    let sample = timing.sample(at: sec(1))
    #expect(sample?.phase == .after)
    #expect(sample?.currentIteration == .infinity)
    #expect(sample?.directedProgress == 0.25)
  }

  @Test func noDriftAtIterationBoundariesOverTenMinutes() {
    // One-second iterations sampled at every 60 fps frame for 10 minutes: the iteration index and
    // the progress must be the exact rational n/60, with boundaries exactly at frames 60·k.
    let timing = AnimationTiming(iterationDuration: sec(1), iterations: .infinity)
    var failures = 0
    for frame in 0...36000 {
      guard let sample = timing.sample(at: TickTime(frameIndex: frame)) else { failures += 1; continue }
      if sample.currentIteration != Double(frame / 60) || sample.progress != Double(frame % 60) / 60 {
        failures += 1
      }
    }
    #expect(failures == 0)
    // A 600 s, 1-iteration animation ends exactly at frame 36000.
    let long = AnimationTiming(iterationDuration: sec(600), fill: .forwards)
    #expect(long.sample(at: TickTime(frameIndex: 35999))?.phase == .active)
    #expect(long.sample(at: TickTime(frameIndex: 36000))?.phase == .after)
    #expect(long.sample(at: TickTime(frameIndex: 36000))?.progress == 1)
  }

  @Test func iterationStartWrapsAroundVersusNegativeDelay() {
    // timeOffset 2 s of 5: frames A…E play as C, D, E, A, B and the interval keeps its length.
    let wrapped = AnimationTiming(iterationDuration: sec(5), iterationStart: 0.4)
    let expected = [0.4, 0.6, 0.8, 0.0, 0.2]
    for (second, value) in expected.enumerated() {
      #expect(isClose(wrapped.sample(at: sec(Double(second)))?.progress ?? -1, value, 1e-12))
    }
    #expect(wrapped.sample(at: sec(4.999))?.phase == .active)
    #expect(wrapped.sample(at: sec(5)) == nil)
    // A CSS negative delay starts midway too but shortens the active interval instead.
    let delayed = AnimationTiming(delay: sec(-2), iterationDuration: sec(5))
    #expect(isClose(delayed.sample(at: sec(0))?.progress ?? -1, 0.4))
    #expect(isClose(delayed.sample(at: sec(2))?.progress ?? -1, 0.8))
    #expect(delayed.sample(at: sec(3)) == nil)
  }

  @Test func easingIsAppliedAfterDirection() {
    // Reverse + ease-in: progress = easeIn(1 − t), the curve is not flipped.
    let timing = AnimationTiming(iterationDuration: sec(1), direction: .reverse, easing: .easeIn)
    let sample = timing.sample(at: sec(0.25))
    #expect(sample?.directedProgress == 0.75)
    #expect(isClose(sample?.progress ?? -1, 0.621861869175, 1e-6))
  }

  @Test func playbackRateScalesEffectTimeNotDelay() {
    let timing = AnimationTiming(delay: sec(1), iterationDuration: sec(2), fill: .forwards, playbackRate: 2)
    #expect(timing.endTime == sec(2))
    #expect(timing.sample(at: sec(1.5))?.progress == 0.5)
    #expect(timing.sample(at: sec(2))?.phase == .after)
  }

  /// Reference §8: phase, mod and floor on exact times. Times inside the effect are no longer
  /// rounded to whole ticks after a speed or a fractional count (QA: a speed-0.0015 animation
  /// stepped 2, 1, 2, 1 … ticks per frame instead of 1.5).
  @Test func effectTimesBetweenTicksAreKept() {
    // 0.01 s at speed 0.0015: each 60 fps frame advances the effect 1.5 ticks, 1/400 of it.
    let slow = AnimationTiming(iterationDuration: sec(0.01), playbackRate: 0.0015)
    for frame in 1...6 {
      #expect(isClose(slow.sample(at: TickTime(frameIndex: frame))?.progress ?? -1, Double(frame) * 1.5 / 600, 1e-12), "frame \(frame)")
    }
    // Speed 0.7 from 0.0001 s: frame 1 is 994 ticks in, 695.8 of the effect's.
    let late = AnimationTiming(delay: sec(0.0001), iterationDuration: sec(1), playbackRate: 0.7)
    #expect(isClose(late.sample(at: TickTime(frameIndex: 1))?.progress ?? -1, 695.8 / 60000, 1e-12))
    // A fractional count holds where it ended, not at the nearest tick.
    let partial = AnimationTiming.coreAnimation(duration: sec(1), repeatCount: 0.123456, fillMode: .forwards)
    #expect(isClose(partial.sample(at: sec(2))?.progress ?? -1, 0.123456, 1e-12))
  }

  /// A speed whose product should land on an iteration boundary but misses it by an ulp
  /// (30 s × 2.3 is 4139999.9999999995 ticks in doubles) starts the next iteration there,
  /// rather than showing the end of the one before.
  @Test func aSpeedLandingOnAnIterationBoundaryStartsTheNextOne() {
    let timing = AnimationTiming(iterationDuration: sec(1), iterations: .infinity, playbackRate: 2.3)
    let sample = timing.sample(at: sec(30))
    #expect(sample?.currentIteration == 69)
    #expect(sample?.progress == 0)
    // And at the end of a finite run the filled value is the end, exactly.
    let finite = AnimationTiming(iterationDuration: sec(69), fill: .forwards, playbackRate: 2.3)
    #expect(finite.sample(at: sec(30))?.phase == .after)
    #expect(finite.sample(at: sec(30))?.progress == 1)
  }

  @Test func negativeLocalTimeIsBefore() {
    let timing = AnimationTiming(delay: sec(-1), iterationDuration: sec(3), fill: .both)
    let sample = timing.sample(at: sec(-0.5))
    #expect(sample?.phase == .before)
    #expect(isClose(sample?.progress ?? -1, 0.5 / 3))
  }

  @Test func validationRejectsNegativeSpeedAndDuration() {
    #expect(throws: TimingError.self) { try AnimationTiming(iterationDuration: sec(1), playbackRate: -1).validate() }
    #expect(throws: TimingError.self) { try AnimationTiming(iterationDuration: sec(1), playbackRate: 0).validate() }
    #expect(throws: TimingError.self) { try AnimationTiming(iterationDuration: sec(-1)).validate() }
    #expect(throws: TimingError.self) { try AnimationTiming(iterationDuration: sec(1), iterations: -1).validate() }
    #expect(throws: TimingError.self) { try AnimationTiming(iterationDuration: sec(1), iterations: .nan).validate() }
    #expect(throws: Never.self) { try AnimationTiming(iterationDuration: sec(1), iterations: .infinity).validate() }
  }
}

@Suite("Robustness: hostile timing values never trap")
struct TimingRobustnessTests {
  static let doubles: [Double] = [0, 1, -1, 0.5, 1e-300, 1e300, -1e300, .infinity, -.infinity, .nan]
  static let ticks: [Int64] = [0, 1, -1, 60_000, .max, .min, 1 << 62]

  @Test func samplingExtremes() {
    var sampled = 0
    for delay in Self.ticks {
      for duration in Self.ticks where duration >= 0 {
        for value in Self.doubles {
          let timing = AnimationTiming(delay: TickTime(ticks: delay), iterationDuration: TickTime(ticks: duration),
                                       iterations: abs(value), iterationStart: abs(value), direction: .alternate,
                                       fill: .both, easing: .ease, playbackRate: value)
          for local in Self.ticks {
            _ = timing.sample(at: TickTime(ticks: local))
            _ = timing.childLocalTime(at: TickTime(ticks: local))
            sampled += 1
          }
          _ = timing.endTime
          _ = timing.activeDuration
        }
      }
    }
    #expect(sampled > 0)
  }

  @Test func easingExtremes() {
    let functions: [TimingFunction] = [.linear, .ease, .easeIn, .stepStart, .steps(count: 3, position: .jumpNone),
                                       .spring(Spring()), .spring(Spring(damping: 30, allowsOverdamping: true))]
    for function in functions {
      for x in Self.doubles {
        for duration in Self.doubles {
          _ = function.progress(x, durationSeconds: duration)
        }
      }
    }
    #expect(TimingFunction.ease.progress(.nan, durationSeconds: 1).isNaN)
  }
}

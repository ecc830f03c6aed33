import Testing
@testable import Timing

/// Reference values computed independently with python3 + mpmath from the closed-form
/// solutions in reference §3.
@Suite("Springs")
struct SpringTests {
  @Test(arguments: [(0.1, 0.340299846608), (0.25, 1.02335957991), (0.5, 1.0745905666), (1.0, 1.00217011674)])
  func defaultCASpring(seconds: Double, expected: Double) {
    let spring = Spring()  // mass 1, stiffness 100, damping 10
    #expect(isClose(spring.progress(atSeconds: seconds), expected, 1e-9))
    // Through the easing API: x · durationSeconds seconds.
    #expect(isClose(TimingFunction.spring(spring).progress(seconds / 2, durationSeconds: 2), expected, 1e-9))
  }

  @Test func issueValuesToStatedPrecision() {
    let spring = Spring()
    #expect(isClose(spring.progress(atSeconds: 0.1), 0.3403, 5e-5))
    #expect(isClose(spring.progress(atSeconds: 0.25), 1.02336, 5e-6))
    #expect(isClose(spring.progress(atSeconds: 0.5), 1.074591, 5e-7))
    #expect(isClose(spring.progress(atSeconds: 1.0), 1.00217, 5e-6))
  }

  @Test func durationAndBounceConversion() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(isClose(spring.stiffness, 157.913670417, 1e-6))
    #expect(isClose(spring.damping, 17.5929188601, 1e-6))
    #expect(isClose(spring.perceptualDurationSeconds, 0.5, 1e-12))
    #expect(isClose(spring.bounce, 0.3, 1e-12))
    #expect(isClose(spring.progress(atSeconds: 0.1), 0.423302123075, 1e-9))
    #expect(isClose(spring.progress(atSeconds: 0.3), 1.0339303623, 1e-9))
    // Apple's Spring overview: (m1, k100, c10) ≈ duration 0.63, bounce 0.5.
    #expect(isClose(Spring().perceptualDurationSeconds, 0.628, 1e-3))
    #expect(isClose(Spring().bounce, 0.5, 1e-12))
  }

  @Test func negativeBounceIsOverDamped() {
    let spring = Spring(duration: 0.5, bounce: -0.3)
    #expect(isClose(spring.dampingRatio, 1 / 0.7, 1e-12))
    #expect(isClose(spring.damping, 35.903916041, 1e-6))
    #expect(spring.allowsOverdamping)
    #expect(isClose(spring.progress(atSeconds: 0.1), 0.290825710989, 1e-9))
    #expect(isClose(spring.progress(atSeconds: 0.3), 0.742605812719, 1e-9))
    #expect(isClose(spring.bounce, -0.3, 1e-12))
  }

  @Test func criticallyDampedExactlyOne() {
    let spring = Spring(stiffness: 100, damping: 20)
    #expect(spring.dampingRatio == 1)
    for (t, expected) in [(0.1, 0.264241117657), (0.25, 0.712702504816), (0.5, 0.959572318005)] {
      #expect(isClose(spring.progress(atSeconds: t), expected, 1e-9))
    }
  }

  @Test func overDampedWithAndWithoutAllowsOverdamping() {
    let allowed = Spring(stiffness: 100, damping: 30, allowsOverdamping: true)
    for (t, expected) in [(0.1, 0.213354400697), (0.25, 0.549661304801), (0.5, 0.82659534976)] {
      #expect(isClose(allowed.progress(atSeconds: t), expected, 1e-9))
    }
    // Without it the spring collapses to critical damping with decay ω0 (WebKit, OpenSwiftUI).
    let collapsed = Spring(stiffness: 100, damping: 30)
    #expect(isClose(collapsed.progress(atSeconds: 0.1), 0.264241117657, 1e-9))
  }

  @Test func initialVelocityTowardTarget() {
    let spring = Spring(initialVelocity: 5)
    #expect(isClose(spring.progress(atSeconds: 0.1), 0.607053444166, 1e-9))
    #expect(isClose(spring.progress(atSeconds: 0.25), 1.16041452926, 1e-9))
  }

  @Test func startsAtZeroAndSettlesToOne() {
    // Over-damped forms too (bounce −0.5, −0.6): their c1 + c2 is 1 only to within an ulp.
    for spring in [Spring(), .smooth, .snappy, .bouncy, Spring(stiffness: 100, damping: 30, allowsOverdamping: true),
                   Spring(duration: 0.5, bounce: -0.5), Spring(duration: 0.7, bounce: -0.6, initialVelocity: 3)] {
      #expect(spring.progress(atSeconds: 0) == 0)
      #expect(spring.progress(atSeconds: -1) == 0)
      #expect(isClose(spring.progress(atSeconds: 20), 1, 1e-9))
    }
  }

  @Test func durationShorterThanSettlingSnapsOrHolds() {
    // A 0.3 s spring animation is clipped: removed → no effect after (the model value snaps in);
    // forwards → holds the spring's value at 0.3 s, which is not the target.
    let removed = AnimationTiming(iterationDuration: sec(0.3), easing: .spring(Spring()))
    #expect(removed.sample(at: sec(0.3)) == nil)
    let held = AnimationTiming(iterationDuration: sec(0.3), fill: .forwards, easing: .spring(Spring()))
    let expected = Spring().progress(atSeconds: 0.3)
    #expect(held.sample(at: sec(1))?.progress == expected)
    #expect(abs(expected - 1) > 0.01)
    #expect(isClose(held.sample(at: sec(0.1))?.progress ?? -1, 0.340299846608, 1e-9))
  }

  @Test func validation() {
    #expect(throws: TimingError.self) { try Spring(mass: 0).validate() }
    #expect(throws: TimingError.self) { try Spring(stiffness: -1).validate() }
    #expect(throws: TimingError.self) { try Spring(damping: -1).validate() }
    #expect(throws: TimingError.self) { try Spring(initialVelocity: .nan).validate() }
    #expect(throws: Never.self) { try Spring(damping: 0).validate() }
  }
}

@Suite("Spring settling duration")
struct SpringSettlingTests {
  @Test func underDampedEnvelopeMatchesAppleDataPoints() {
    // Apple: damping 5 ≈ 2.85 s, damping 15 "just over 1 s"; the envelope estimate (reference §3):
    #expect(isClose(Spring(damping: 5).settlingDurationSeconds, 2.776, 2e-3))
    #expect(isClose(Spring(damping: 15).settlingDurationSeconds, 0.976, 2e-3))
  }

  @Test(arguments: [
    Spring(), Spring(damping: 5), Spring(damping: 20), Spring(damping: 30, allowsOverdamping: true),
    Spring(damping: 20, initialVelocity: -8), Spring(damping: 40, initialVelocity: 30, allowsOverdamping: true),
    Spring.smooth, Spring.snappy, Spring.bouncy, Spring(duration: 0.5, bounce: -0.5),
  ])
  func displacementStaysWithinEpsilonAfterSettling(spring: Spring) {
    let settle = spring.settlingDurationSeconds
    #expect(settle.isFinite && settle > 0)
    // Guarantee: |x| ≤ ε from the settling time on (checked densely for 5 s).
    var worst = 0.0
    for i in 0...5000 {
      worst = max(worst, abs(spring.displacement(atSeconds: settle + Double(i) * 0.001)))
    }
    #expect(worst <= Spring.settlingEpsilon * (1 + 1e-9))
    // Tightness: for non-oscillating springs the bound is reached, so just before it |x| > ε/2.
    if spring.dampingRatio >= 1 {
      #expect(abs(spring.displacement(atSeconds: settle * 0.9)) > Spring.settlingEpsilon / 2)
    }
  }

  @Test func undampedNeverSettles() {
    #expect(Spring(damping: 0).settlingDurationSeconds == .infinity)
  }
}

@Suite("Spring as a timing function")
struct SpringTimingFunctionTests {
  @Test func naturalDurationIsTheSettlingDuration() {
    #expect(TimingFunction.spring(Spring(damping: 5)).settlingDurationSeconds == Spring(damping: 5).settlingDurationSeconds)
    #expect(TimingFunction.ease.settlingDurationSeconds == nil)
  }

  @Test func negativeDurationMessage() {
    do {
      try AnimationTiming(iterationDuration: sec(-1)).validate()
      Issue.record("accepted a negative duration")
    } catch {
      #expect(error.description == "duration must not be negative, got -1")
    }
  }
}

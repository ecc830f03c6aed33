import Testing
@testable import Timing

@Suite("Groups")
struct GroupTests {
  @Test func groupClipsALongerChild() {
    let group = AnimationTiming(iterationDuration: sec(5))
    let child = AnimationTiming(iterationDuration: sec(10))
    #expect(group.sample(child: child, at: sec(2.5))?.progress == 0.25)
    #expect(group.sample(child: child, at: sec(4.999))?.phase == .active)
    #expect(group.sample(child: child, at: sec(5)) == nil)  // clipped, not scaled
    // A filling group holds the child where the group ended: the child's 5 s value.
    let filled = AnimationTiming(iterationDuration: sec(5), fill: .forwards)
    #expect(filled.sample(child: child, at: sec(8))?.progress == 0.5)
  }

  @Test func childWithZeroDuration() {
    let group = AnimationTiming(iterationDuration: sec(2))
    let child = AnimationTiming(delay: sec(1), iterationDuration: .zero, fill: .forwards)
    #expect(group.sample(child: child, at: sec(0.5)) == nil)
    #expect(group.sample(child: child, at: sec(1))?.progress == 1)
  }

  @Test func nestedSpeedsCompose() {
    // Speed 2 inside speed 2: a 4 s child finishes after 1 s of scene time.
    let group = AnimationTiming(iterationDuration: sec(100), playbackRate: 2)
    let child = AnimationTiming(iterationDuration: sec(4), fill: .forwards, playbackRate: 2)
    #expect(group.sample(child: child, at: sec(0.5))?.progress == 0.5)
    #expect(group.sample(child: child, at: sec(1))?.phase == .after)
    #expect(group.childLocalTime(at: sec(0.25)) == sec(0.5))
  }

  @Test func groupEasingWarpsChildTime() {
    let group = AnimationTiming(iterationDuration: sec(1), easing: .easeIn)
    let child = AnimationTiming(iterationDuration: sec(1))
    #expect(isClose(group.sample(child: child, at: sec(0.5))!.progress, 0.315356812573, 1e-4))
    // A reversed group plays its children backwards.
    let reversed = AnimationTiming(iterationDuration: sec(1), direction: .reverse)
    #expect(reversed.sample(child: child, at: sec(0.25))?.progress == 0.75)
  }

  @Test func repeatingGroupRestartsChildren() {
    let group = AnimationTiming(iterationDuration: sec(2), iterations: 3)
    let child = AnimationTiming(delay: sec(1), iterationDuration: sec(1))
    #expect(group.sample(child: child, at: sec(2.5)) == nil)   // in the child's delay again
    #expect(group.sample(child: child, at: sec(3.5))?.progress == 0.5)
  }
}

@Suite("Stagger")
struct StaggerTests {
  @Test func forwardReverseCenter() {
    let each = sec(0.5)
    #expect(Stagger(each: each).delays(count: 4) == [0, 0.5, 1, 1.5].map(sec))
    #expect(Stagger(each: each, order: .reverse).delays(count: 4) == [1.5, 1, 0.5, 0].map(sec))
    #expect(StaggerOrder.center.ranks(count: 5) == [2, 1, 0, 1, 2])
    #expect(StaggerOrder.center.ranks(count: 4) == [1, 0, 0, 1])
    #expect(StaggerOrder.center.ranks(count: 1) == [0])
    #expect(StaggerOrder.forward.ranks(count: 0) == [])
    #expect(Stagger(each: each, order: .center).delay(forIndex: 0, count: 5) == sec(1))
  }

  @Test func splitMix64ReferenceVectors() {
    // Published outputs of Vigna's splitmix64.c for seed 1234567 (re-derived in python3).
    var generator = SplitMix64(seed: 1_234_567)
    let expected: [UInt64] = [6457827717110365317, 3203168211198807973, 9817491932198370423,
                              4593380528125082431, 16408922859458223821]
    #expect((0..<5).map { _ in generator.next() } == expected)
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func randomOrderIsSeededAndReproducible() {
    // Expected permutations computed by an independent python3 port (SplitMix64 + Fisher–Yates
    // with rejection-sampled bounds).
    #expect(StaggerOrder.random(seed: 7).ranks(count: 10) == [4, 1, 7, 6, 5, 2, 8, 9, 0, 3])
    #expect(StaggerOrder.random(seed: 42).ranks(count: 6) == [2, 5, 3, 1, 0, 4])
    #expect(StaggerOrder.random(seed: 7).ranks(count: 10) == StaggerOrder.random(seed: 7).ranks(count: 10))
    #expect(StaggerOrder.random(seed: 7).ranks(count: 10) != StaggerOrder.random(seed: 8).ranks(count: 10))
    // A permutation: every rank used once.
    #expect(Set(StaggerOrder.random(seed: 99).ranks(count: 50)) == Set(0..<50))
  }

  @Test func parsing() throws {
    #expect(try StaggerOrder.parse("random", seed: 7) == .random(seed: 7))
    #expect(try StaggerOrder.parse("center") == .center)
    #expect(throws: TimingError.unknownName(kind: "stagger order", name: "revrse", suggestion: "reverse")) {
      try StaggerOrder.parse("revrse")
    }
  }
}

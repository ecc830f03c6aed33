import Testing
@testable import Timing

@Suite("TickTime: exact frame clock")
struct TickTimeTests {
  @Test func frame36000IsExactly600Seconds() {
    let time = TickTime(frameIndex: 36000)
    #expect(time == TickTime(ticks: 600 * 60_000))
    #expect(time.seconds == 600)
    #expect(time == sec(600))
  }

  @Test(arguments: [24, 25, 30, 50, 60, 100])
  func everyFrameIsExactMultiple(fps: Int) {
    // n frames at fps is exactly n/fps s: compare against an integer second boundary.
    for second in 0...600 {
      #expect(TickTime(frameIndex: second * fps, fps: fps) == TickTime(ticks: Int64(second) * 60_000))
    }
  }

  @Test func fiftyFpsFramesAreTwoCentiseconds() {
    let centisecond: Int64 = 600
    for n in 0..<500 {
      let delta = TickTime(frameIndex: n + 1, fps: 50) - TickTime(frameIndex: n, fps: 50)
      #expect(delta.ticks == 2 * centisecond)
    }
  }

  @Test(arguments: [
    (0.0, 0), (1.0 / 60, 1), (0.5, 30), (0.501, 31), (1.0, 60), (2.5, 150), (600.0, 36000), (-1.0, 0),
  ])
  func frameCountIsCeilingWithEndExcluded(durationSeconds: Double, expected: Int) {
    #expect(TickTime.frameCount(duration: sec(durationSeconds)) == expected)
  }

  @Test func frameCountAtOtherRates() {
    #expect(TickTime.frameCount(duration: sec(1), fps: 50) == 50)
    #expect(TickTime.frameCount(duration: sec(1.01), fps: 50) == 51)
    #expect(TickTime.frameCount(duration: sec(0.1), fps: 24) == 3)  // 2.4 → 3
  }

  @Test func secondsInitRoundsAndRejectsInvalid() {
    #expect(TickTime(seconds: 0.001)?.ticks == 60)
    #expect(TickTime(seconds: 1.0 / 3)?.ticks == 20_000)
    #expect(TickTime(seconds: -0.25)?.ticks == -15_000)
    #expect(TickTime(seconds: 1e-6)?.ticks == 0)
    #expect(TickTime(seconds: .nan) == nil)
    #expect(TickTime(seconds: .infinity) == nil)
    #expect(TickTime(seconds: -.infinity) == nil)
    #expect(TickTime(seconds: 2e9) == nil)
    #expect(TickTime(seconds: 1e9) != nil)
  }

  @Test func arithmeticAndOrder() {
    let a = sec(1.5)
    let b = sec(0.25)
    #expect((a + b) == sec(1.75))
    #expect((a - b) == sec(1.25))
    #expect(-b == sec(-0.25))
    #expect(b < a)
    #expect(b * 4 == sec(1))
    #expect(TickTime.zero.ticks == 0)
    #expect(TickTime.ticksPerSecond == 60_000)
  }

  @Test func frameIndexFloorsIncludingNegatives() {
    #expect(sec(1).frameIndex() == 60)
    #expect(TickTime(ticks: 999).frameIndex() == 0)
    #expect(TickTime(ticks: 1000).frameIndex() == 1)
    #expect(TickTime(ticks: -1).frameIndex() == -1)
  }

  @Test func exactFrameRates() {
    #expect(TickTime.isExactFrameRate(60))
    #expect(TickTime.isExactFrameRate(24))
    #expect(!TickTime.isExactFrameRate(7))
    #expect(!TickTime.isExactFrameRate(0))
    #expect(!TickTime.isExactFrameRate(-60))
  }
}

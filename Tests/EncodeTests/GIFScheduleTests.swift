import Testing
@testable import Encode

@Suite("GIF schedule: which 60 fps samples become GIF frames, and their delays")
struct GIFScheduleTests {
  static let ticksPerSecond = GIFSchedule.ticksPerSecond
  static let ticksPerSample = GIFSchedule.ticksPerSecond / 60

  @Test func oneSecondAt50FPSIsFiftyFramesOfTwoCentiseconds() throws {
    let schedule = try GIFSchedule(durationTicks: Self.ticksPerSecond, gifFPS: 50)
    #expect(schedule.entries.count == 50)
    #expect(schedule.entries.allSatisfy { $0.delayCentiseconds == 2 })
    #expect(schedule.totalCentiseconds == 100)
    // Frame k starts at 2k cs and shows sample ceil(2k·0.6): the first sample inside the frame.
    #expect(schedule.entries[1] == .init(sampleFrameIndex: 2, startCentiseconds: 2, delayCentiseconds: 2))
    #expect(Array(schedule.entries.prefix(7).map(\.sampleFrameIndex)) == [0, 2, 3, 4, 5, 6, 8])
    #expect(schedule.entries[49].sampleFrameIndex == 59)
  }

  @Test func oneSecondAt30FPSAlternatesThreeAndFourCentiseconds() throws {
    let schedule = try GIFSchedule(durationTicks: Self.ticksPerSecond, gifFPS: 30)
    #expect(schedule.entries.count == 30)
    #expect(Array(schedule.entries.prefix(6).map(\.delayCentiseconds)) == [3, 4, 3, 3, 4, 3])
    #expect(schedule.totalCentiseconds == 100)
    // Each frame shows the first sample at or after its rounded start: 3 cs → sample 2 (3.33 cs).
    #expect(Array(schedule.entries.prefix(6).map(\.sampleFrameIndex)) == [0, 2, 5, 6, 8, 11])
  }

  @Test(arguments: [1, 7, 10, 24])
  func lowGIFRatesEndOnTheLastSample(gifFPS: Int) throws {
    // At 10 fps the last GIF frame covers 6 samples; it shows the last, not the first. (At 33
    // and 50 fps the last frame of 3 s starts at or after sample 179 anyway.)
    let schedule = try GIFSchedule(durationTicks: 3 * Self.ticksPerSecond, gifFPS: gifFPS)
    #expect(schedule.entries.last?.sampleFrameIndex == 179)
    let earlier = schedule.entries.dropLast().map(\.sampleFrameIndex)
    #expect(earlier == earlier.sorted() && (earlier.last ?? -1) < 179)
  }

  @Test func halfASecond() throws {
    let schedule = try GIFSchedule(durationTicks: Self.ticksPerSecond / 2)
    #expect(schedule.entries.count == 25)
    #expect(schedule.totalCentiseconds == 50)
  }

  @Test func durationThatIsNotWholeCentiseconds() throws {
    // 61 samples at 60 fps = 1.01666… s → round(101.67) = 102 cs.
    let schedule = try GIFSchedule(durationTicks: 61 * Self.ticksPerSample, gifFPS: 50)
    #expect(schedule.totalCentiseconds == 102)
    #expect(schedule.entries.count == 51)
    #expect(schedule.entries.last?.sampleFrameIndex == 60)
  }

  @Test func shortFinalFrameMergesIntoThePreviousOne() throws {
    // 1.01 s at 50 fps: the last frame would start at 100 cs and last 1 cs.
    let schedule = try GIFSchedule(durationTicks: Self.ticksPerSecond * 101 / 100, gifFPS: 50)
    #expect(schedule.totalCentiseconds == 101)
    #expect(schedule.entries.count == 50)
    #expect(schedule.entries.last?.delayCentiseconds == 3)
    // That 3 cs frame stands for samples 59 (98.3 cs) and 60 (100 cs); it shows the last one,
    // which the first-at-or-after rule would leave out of the GIF.
    #expect(schedule.entries.last?.sampleFrameIndex == 60)
    #expect(schedule.entries[schedule.entries.count - 2].sampleFrameIndex == 58)
  }

  @Test(arguments: 1...50)
  func everyDelayIsAtLeastTwoCentisecondsAndTotalIsExact(gifFPS: Int) throws {
    for samples in [1 * 2, 7, 59, 60, 61, 119, 121, 1000] as [Int64] {
      let ticks = samples * Self.ticksPerSample
      let schedule = try GIFSchedule(durationTicks: ticks, gifFPS: gifFPS)
      let expectedTotal = Int((ticks * 100 + Self.ticksPerSecond / 2) / Self.ticksPerSecond)
      #expect(schedule.totalCentiseconds == expectedTotal)
      #expect(schedule.entries.allSatisfy { $0.delayCentiseconds >= 2 })
      #expect(schedule.entries.allSatisfy { $0.sampleFrameIndex >= 0 && Int64($0.sampleFrameIndex) < samples })
      // Start times are the running sum of delays.
      var start = 0
      // The last GIF frame shows the last sample: the GIF ends on the animation's last frame.
      #expect(Int64(schedule.entries.last!.sampleFrameIndex) == samples - 1)
      for entry in schedule.entries.dropLast() {
        #expect(entry.startCentiseconds == start)
        // The sample shown is the first one at or after the frame's start, or the last sample.
        let isLastSample = Int64(entry.sampleFrameIndex) == samples - 1
        #expect(entry.sampleFrameIndex * 100 >= entry.startCentiseconds * 60 || isLastSample)
        #expect((entry.sampleFrameIndex - 1) * 100 < entry.startCentiseconds * 60)
        // …and, when not clamped, it falls inside the frame: the frame stands for it.
        #expect(isLastSample || entry.sampleFrameIndex * 100 < (entry.startCentiseconds + entry.delayCentiseconds) * 60)
        start += entry.delayCentiseconds
      }
      #expect(schedule.entries.last!.startCentiseconds == start)
    }
  }

  @Test func tenMinutesIsExact() throws {
    let schedule = try GIFSchedule(durationTicks: 600 * Self.ticksPerSecond, gifFPS: 30)
    #expect(schedule.totalCentiseconds == 60_000)
    #expect(schedule.entries.count == 18_000)
    #expect(schedule.entries.last?.sampleFrameIndex == 35_999)  // starts at 599.97 s; sample 35 999 is at 599.983 s
    #expect(schedule.entries[1].sampleFrameIndex == 2)
  }

  @Test func invalidInputsThrow() {
    #expect(throws: EncodeError.durationNotPositive(ticks: 0)) { try GIFSchedule(durationTicks: 0) }
    #expect(throws: EncodeError.gifFPSOutOfRange(51)) { try GIFSchedule(durationTicks: 60_000, gifFPS: 51) }
    #expect(throws: EncodeError.gifFPSOutOfRange(0)) { try GIFSchedule(durationTicks: 60_000, gifFPS: 0) }
  }

  /// A scene under 1.5 cs is its one sample, a still image: one GIF frame of the shortest delay
  /// browsers honour (it was refused as "rounds to 1 cs" while 1/60 s made a 2 cs GIF).
  @Test(arguments: [1 as Int64, 500, 899, 1000])
  func aSceneOfOneSampleIsOneShortestFrame(durationTicks: Int64) throws {
    #expect(try GIFSchedule(durationTicks: durationTicks).entries == [.init(sampleFrameIndex: 0, startCentiseconds: 0, delayCentiseconds: 2)])
  }
}

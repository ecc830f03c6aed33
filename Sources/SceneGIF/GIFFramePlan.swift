import Encode
import SceneModel
import Timing

/// The GIF frames a scene needs: the browser-correct schedule with static time taken out.
///
/// Consecutive schedule entries whose model states are equal (ignoring the instant itself)
/// would rasterize to the same pixels, so they become one GIF frame holding for their summed
/// delay, and that frame is rendered once. Comparing `FrameState`s is cheap next to
/// rasterizing, and exact: frames are pure functions of the state. A scene that never changes
/// becomes a single frame.
///
/// A GIF frame shows the first 60 fps sample at or after its start, exactly, and the last GIF
/// frame shows the last sample (`GIFSchedule`). With
/// `averageSamples` (`--blend-samples`) it stands for every sample whose instant falls inside
/// it, and when those differ (every fifth frame at 50 fps covers two) it shows their mean
/// (`FrameAverage`): closer to the motion on average, but an image no instant of the scene shows,
/// so it is opt-in — a GIF for a README or a design review should show real frames.
public struct GIFFramePlan: Sendable, Equatable {
  /// One GIF frame to render: the 60 fps samples it shows (averaged) and how long it stays.
  public struct Frame: Sendable, Equatable {
    /// Samples to render and average; distinct states only, in time order.
    public var sampleFrameIndices: [Int]
    /// How long the frame stays.
    public var delayCentiseconds: Int
  }

  /// Frames in display order; delays add up to the schedule's total.
  public let frames: [Frame]
  /// Schedule entries before static time was merged (for reporting).
  public let scheduledCount: Int

  /// The plan of `scene`'s GIF at `gifFPS` frames per second.
  public init(scene: Scene, gifFPS: Int, averageSamples: Bool = false) throws(EncodeError) {
    let schedule = try GIFSchedule(durationTicks: scene.duration.ticks, gifFPS: gifFPS)
    scheduledCount = schedule.entries.count
    let sampleCount = scene.frameCount
    var frames: [Frame] = []
    var previous: FrameState?
    for entry in schedule.entries {
      // Samples n with n/60 s in [start, end): n from ceil(start·3/5) to ceil(end·3/5) − 1.
      let end = entry.startCentiseconds + entry.delayCentiseconds
      let last = max(entry.sampleFrameIndex, min(sampleCount - 1, (end * 3 + 4) / 5 - 1))
      var states: [(index: Int, state: FrameState)] = []
      for index in entry.sampleFrameIndex...(averageSamples ? last : entry.sampleFrameIndex) {
        var state = scene.state(atFrame: index)
        // The renderer never reads `time`; equal everything-else means equal pixels.
        state.time = .zero
        if !states.contains(where: { $0.state == state }) { states.append((index, state)) }
      }
      if let previous, states.count == 1, states[0].state == previous {
        frames[frames.count - 1].delayCentiseconds += entry.delayCentiseconds
        continue
      }
      previous = states.count == 1 ? states[0].state : nil
      frames.append(Frame(sampleFrameIndices: states.map(\.index), delayCentiseconds: entry.delayCentiseconds))
    }
    self.frames = frames
  }

  /// Total length in centiseconds.
  public var totalCentiseconds: Int { frames.reduce(0) { $0 + $1.delayCentiseconds } }

  /// Positions (in `frames`) whose colours build the palette: all of them for short
  /// animations, otherwise `limit` spread evenly (always including the first and last), so
  /// pass 1 costs a bounded number of renders while still seeing every part of the animation.
  public func paletteSamplePositions(limit: Int) -> [Int] {
    let count = frames.count
    guard count > limit, limit >= 2 else { return Array(0..<count) }
    return (0..<limit).map { $0 * (count - 1) / (limit - 1) }
  }
}

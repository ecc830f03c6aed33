import Timing

/// When each frame of an animated GIF shows, by the file's own delays and loop count, as
/// browsers play them: delays of 0 or 1 centiseconds play as 10.
public struct GIFTimeline: Sendable, Equatable {
  /// Each frame's display time in ticks, after the browser rule.
  public var frameDurations: [TickTime]
  /// Total plays; nil loops forever.
  public var playCount: Int?

  /// A timeline from stored delays (centiseconds) and the NETSCAPE2.0 loop count
  /// (nil: no loop block, play once; 0: forever; n: n more times after the first).
  public init(delaysCentiseconds: [Int], loopCount: Int?) {
    frameDurations = delaysCentiseconds.map { delay in
      // Browsers play 0–1 cs delays as 10 cs (the rule the GIF writer avoids and the reader honours).
      let centiseconds = delay <= 1 ? 10 : delay
      return TickTime(ticks: Int64(centiseconds) * TickTime.ticksPerSecond / 100)
    }
    switch loopCount {
    case nil: playCount = 1
    case 0?: playCount = nil
    case let count?: playCount = count + 1
    }
  }

  /// One play's length.
  public var loopDuration: TickTime { frameDurations.reduce(.zero, +) }

  /// The frame showing `localTime` after playback started: the first frame before the start,
  /// the last one after the final play.
  public func frameIndex(at localTime: TickTime) -> Int {
    guard frameDurations.count > 1, localTime > .zero else { return 0 }
    let loop = loopDuration.ticks
    guard loop > 0 else { return 0 }
    if let playCount, localTime.ticks >= loop * Int64(playCount) { return frameDurations.count - 1 }
    var remaining = localTime.ticks % loop
    for (index, duration) in frameDurations.enumerated() {
      if remaining < duration.ticks { return index }
      remaining -= duration.ticks
    }
    return frameDurations.count - 1
  }
}

/// Which 60 fps scene samples become GIF frames, and their delays.
///
/// GIF frame `k` starts at centisecond `round(k·100/gifFPS)` and shows the first 60 fps sample
/// at or after that start (sample `n = ceil(startCentiseconds·60/100)`, exact integer arithmetic,
/// clamped to the last sample). Every GIF frame lasts ≥ 2 cs, longer than a sample (1.67 cs), so
/// it always shows one of the samples whose time falls inside it — the ones it stands for —
/// and frame 0 shows sample 0 (unless it is also the last). (Taking the latest sample at or
/// *before* the start instead makes every frame lag by up to a sample: on a moving UI scene that
/// cost ~33 dB of mean PSNR against the 60 fps frames, and made us lose to ffmpeg's
/// nearest-frame `fps` filter.)
///
/// The last GIF frame shows the last sample, so the GIF ends on the animation's final frame: a
/// GIF that stops (`--loop 1`) rests on it, and an end frame inside a longer last GIF frame (a
/// merged 3 cs one, or any at a low GIF rate) is not lost.
///
/// Delays are differences of those rounded cumulative times, so the total equals
/// `round(duration·100)` exactly, with no drift however long the scene. No delay is under 2 cs,
/// because browsers play 0–1 cs delays as 10 cs: `gifFPS` must be in 1...50, and a final frame
/// shorter than 2 cs is merged into the one before it.
public struct GIFSchedule: Sendable, Equatable {
  /// One GIF frame: which 60 fps sample it shows, when it starts and how long it stays.
  public struct Entry: Sendable, Equatable {
    /// Index of the 60 fps scene sample shown (sample `n` is the scene at `n/60` s): the first
    /// one at or after `startCentiseconds`.
    public var sampleFrameIndex: Int
    /// Start of this GIF frame from the start of the animation, in centiseconds.
    public var startCentiseconds: Int
    /// How long this GIF frame stays on screen, in centiseconds (always ≥ 2).
    public var delayCentiseconds: Int

    /// Creates an entry.
    public init(sampleFrameIndex: Int, startCentiseconds: Int, delayCentiseconds: Int) {
      self.sampleFrameIndex = sampleFrameIndex
      self.startCentiseconds = startCentiseconds
      self.delayCentiseconds = delayCentiseconds
    }
  }

  /// Ticks per second of the scene clock (1/60000 s divides both 1/60 s and 1/100 s).
  public static let ticksPerSecond: Int64 = 60_000
  /// The scene's sample rate.
  public static let sampleFPS: Int64 = 60
  /// Shortest delay browsers honour; 0–1 cs are played as 10 cs.
  public static let minimumDelayCentiseconds = 2
  /// Fastest GIF frame rate whose frames are all ≥ 2 cs long.
  public static let maximumGIFFPS = 50

  /// The GIF frames in display order.
  public let entries: [Entry]

  /// Total length in centiseconds (the sum of all delays).
  public var totalCentiseconds: Int { entries.reduce(0) { $0 + $1.delayCentiseconds } }

  /// Builds the schedule for a scene `durationTicks` long (1 tick = 1/60000 s).
  ///
  /// - Throws: `.durationNotPositive` when the duration is ≤ 0, `.gifFPSOutOfRange` when
  ///   `gifFPS` is outside 1...50. A scene under 1.5 cs (one sample) is one 2 cs GIF frame.
  public init(durationTicks: Int64, gifFPS: Int = 50) throws(EncodeError) {
    guard durationTicks > 0 else { throw .durationNotPositive(ticks: durationTicks) }
    guard (1...Self.maximumGIFFPS).contains(gifFPS) else { throw .gifFPSOutOfRange(gifFPS) }
    let ticksPerCentisecond = Self.ticksPerSecond / 100
    // round(duration·100), halves up, in integers.
    let totalCentiseconds64 = (durationTicks + ticksPerCentisecond / 2) / ticksPerCentisecond
    // Under 1.5 cs the scene is one sample (a sample lasts 1/60 s): a still image, which a GIF
    // shows for its shortest honoured delay instead of refusing it.
    let totalCentiseconds = max(Int(totalCentiseconds64), Self.minimumDelayCentiseconds)
    // The scene has ceil(duration·60) samples; t = duration itself belongs to the next loop.
    let ticksPerSample = Self.ticksPerSecond / Self.sampleFPS
    let sampleCount = Int((durationTicks + ticksPerSample - 1) / ticksPerSample)

    // ceil(start/100 s · 60) = ceil(start·3/5).
    self.entries = Self.makeEntries(totalCentiseconds: totalCentiseconds, rate: FrameRate(integerLiteral: gifFPS),
                                    sampleCount: sampleCount) { start in
      (start * 3 + 4) / 5
    }
  }

  /// The entries for GIF frames starting at `round(k·100/rate)` cs until `totalCentiseconds`,
  /// the last one merged into its predecessor if shorter than 2 cs; `sample(start)` picks the
  /// sample shown (clamped to the last one, as near the end no sample may start inside a frame),
  /// except in the last frame, which shows the last sample.
  static func makeEntries(totalCentiseconds: Int, rate: FrameRate, sampleCount: Int, sample: (Int) -> Int) -> [Entry] {
    var starts: [Int] = []
    var k: Int64 = 0
    while true {
      // round(k·100/rate), halves up, with rate = n/d: (2·k·100·d + n) / (2·n).
      let start = Int((2 * k * 100 * rate.denominator + rate.numerator) / (2 * rate.numerator))
      if start >= totalCentiseconds { break }
      starts.append(start)
      k += 1
    }
    // With a rate ≤ 50 fps every other gap is ≥ 2 cs (starts 2 cs or more apart round to
    // starts at least 2 cs apart), and totalCentiseconds ≥ 2 keeps one frame.
    if starts.count > 1, totalCentiseconds - starts[starts.count - 1] < minimumDelayCentiseconds {
      starts.removeLast()
    }
    var entries: [Entry] = []
    entries.reserveCapacity(starts.count)
    for (index, start) in starts.enumerated() {
      let isLast = index + 1 == starts.count
      let end = isLast ? totalCentiseconds : starts[index + 1]
      // Where the last frame stands for several samples (32 frames at 60 fps make 53 cs, whose
      // last 3 cs cover two), the first of them would leave the end frame out altogether.
      let shown = isLast ? sampleCount - 1 : min(sample(start), sampleCount - 1)
      entries.append(Entry(sampleFrameIndex: shown, startCentiseconds: start, delayCentiseconds: end - start))
    }
    return entries
  }

  /// A schedule for `frameCount` frames made elsewhere at `framesPerSecond` (e.g. PNG frames
  /// for `flipbook encode`), with the same rules: total `round(frameCount·100/fps)` cs exactly,
  /// no delay under 2 cs, each GIF frame showing the first input frame at or after its start
  /// and the last GIF frame the last input frame.
  ///
  /// When `framesPerSecond ≤ gifFPS` every input frame becomes one GIF frame.
  public init(frameCount: Int, framesPerSecond: Int, gifFPS: Int = 50) throws(EncodeError) {
    guard framesPerSecond > 0 else { throw .frameRateNotPositive(framesPerSecond) }
    guard let rate = FrameRate(numerator: Int64(framesPerSecond), denominator: 1) else { throw .frameRateOutOfRange(String(framesPerSecond)) }
    try self.init(frameCount: frameCount, frameRate: rate, gifFPS: gifFPS)
  }

  /// The schedule for `frameCount` frames at an exact, possibly fractional `frameRate` (29.97 or
  /// 30000/1001 fps from video): frame `j` is at `j/frameRate` s, in exact integer arithmetic.
  public init(frameCount: Int, frameRate: FrameRate, gifFPS: Int = 50) throws(EncodeError) {
    guard frameCount > 0 else { throw .noFrames }
    guard (1...Self.maximumGIFFPS).contains(gifFPS) else { throw .gifFPSOutOfRange(gifFPS) }
    let n = frameRate.numerator, d = frameRate.denominator
    // round(frameCount·100·d/n), halves up.
    let rounded = Int((2 * Int64(frameCount) * 100 * d + n) / (2 * n))
    // Frames that last under 2 cs in all (one at 100 fps, three at 1000) are one GIF frame of
    // the shortest honoured delay, showing the last of them, as a scene that short does.
    let total = max(rounded, Self.minimumDelayCentiseconds)
    if frameRate.isAtMost(gifFPS) {
      // One GIF frame per input frame, at that frame's own (rounded) time.
      self.entries = Self.makeEntries(totalCentiseconds: total, rate: frameRate, sampleCount: frameCount) { start in
        // Invert round(k·100·d/n): the k whose rounded start this is, round(start·n/(100·d)).
        Int((Int64(start) * 2 * n + 100 * d) / (200 * d))
      }
    } else {
      // ceil(start·n/(100·d)).
      self.entries = Self.makeEntries(totalCentiseconds: total, rate: FrameRate(integerLiteral: gifFPS),
                                      sampleCount: frameCount) { start in
        Int((Int64(start) * n + 100 * d - 1) / (100 * d))
      }
    }
  }
}

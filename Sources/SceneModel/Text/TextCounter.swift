import Timing

/// An animated number a text layer shows instead of its `text` (seed 001's points that count
/// up): `from` → `to` over the counter's own timing, printed with `format`.
public struct TextCounter: Sendable, Equatable {
  /// The value before the counter starts.
  public var from: Double
  /// The value when it ends.
  public var to: Double
  /// When and how it runs: beginTime, duration, timingFunction, repeats. Fills both ways by
  /// default, so the number shows `from` before it starts and `to` after it ends.
  public var timing: AnimationTiming
  /// How the value becomes text.
  public var format: CounterFormat
  /// Where `format` is written in the scene file (nil when the default `%d` is used), for
  /// warnings about characters the counter shows.
  public var formatLocation: SourceLocation?

  /// Creates a counter.
  public init(from: Double, to: Double, timing: AnimationTiming, format: CounterFormat) {
    self.from = from
    self.to = to
    self.timing = timing
    self.format = format
  }

  /// The eased progress at `localTime` (the layer's time): 0 at `from`, 1 at `to`; may
  /// overshoot with overshooting timing functions. 0 when the timing has no effect.
  public func progress(at localTime: TickTime) -> Double {
    timing.sample(at: localTime)?.progress ?? 0
  }

  /// The number at `localTime`.
  public func value(at localTime: TickTime) -> Double {
    let fraction = progress(at: localTime)
    // Exact ends: a float product could print 2479.9999 as 2479 at the end of a count-up.
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return from + (to - from) * fraction
  }

  /// The text at `localTime`.
  public func text(at localTime: TickTime) -> String {
    format.string(for: value(at: localTime))
  }
}

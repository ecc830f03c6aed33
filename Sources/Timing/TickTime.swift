/// An exact point in (or span of) time, counted in integer ticks of 1/60000 s.
///
/// 60000 is the least common multiple that makes every time Flipbook meets exact:
/// milliseconds (60 ticks), frames at 24/25/30/50/60 fps (2500/2400/2000/1200/1000 ticks)
/// and GIF centiseconds (600 ticks). Phase, iteration and modulo arithmetic therefore never
/// drift: frame 36000 of a 10-minute scene is exactly 600 s, not 599.9999….
public struct TickTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Ticks in one second.
  public static let ticksPerSecond: Int64 = 60_000

  /// The largest magnitude `init?(seconds:)` accepts (about 31 years); keeps every
  /// product with a frame rate far inside `Int64`.
  public static let maximumSeconds: Double = 1e9

  /// The time in ticks (1/60000 s). May be negative (e.g. a negative delay).
  public var ticks: Int64

  /// Zero time.
  public static let zero = TickTime(ticks: 0)

  /// A time from a tick count.
  public init(ticks: Int64) {
    self.ticks = ticks
  }

  /// The presentation time of frame `frameIndex` at `fps` frames per second: exactly
  /// `frameIndex × 60000 / fps` ticks.
  ///
  /// - Precondition: `fps > 0` and `fps` divides 60000 (24, 25, 30, 50, 60, 100, …), so the
  ///   result is exact. Validate user-supplied rates with `TickTime.isExactFrameRate(_:)` first.
  public init(frameIndex: Int, fps: Int = 60) {
    precondition(Self.isExactFrameRate(fps), "fps \(fps) does not divide \(Self.ticksPerSecond)")
    self.ticks = Int64(frameIndex) * (Self.ticksPerSecond / Int64(fps))
  }

  /// A time from seconds, rounded to the nearest tick (halves away from zero).
  ///
  /// Returns nil, never traps, for NaN, ±infinity and magnitudes above `maximumSeconds`.
  public init?(seconds: Double) {
    guard seconds.isFinite, abs(seconds) <= Self.maximumSeconds else { return nil }
    self.ticks = Int64((seconds * Double(Self.ticksPerSecond)).rounded())
  }

  /// The time in seconds (exact to double precision; use only for display, easing and springs).
  public var seconds: Double {
    Double(ticks) / Double(Self.ticksPerSecond)
  }

  /// Whether `fps` can be used with `init(frameIndex:fps:)`: positive and a divisor of 60000.
  public static func isExactFrameRate(_ fps: Int) -> Bool {
    fps > 0 && Int64(fps) <= ticksPerSecond && ticksPerSecond % Int64(fps) == 0
  }

  /// The number of frames at `fps` in `[0, duration)`: `ceil(duration × fps)` computed exactly.
  /// The end point is excluded because it is the first frame of the next loop. Zero for
  /// non-positive durations.
  ///
  /// - Precondition: `isExactFrameRate(fps)`.
  public static func frameCount(duration: TickTime, fps: Int = 60) -> Int {
    precondition(isExactFrameRate(fps), "fps \(fps) does not divide \(ticksPerSecond)")
    guard duration.ticks > 0 else { return 0 }
    let ticksPerFrame = ticksPerSecond / Int64(fps)
    // ceil(a / b) for positive a, b without going through Double.
    return Int((duration.ticks + ticksPerFrame - 1) / ticksPerFrame)
  }

  /// The index of the frame shown at this time at `fps`: `floor(ticks × fps / 60000)`.
  ///
  /// - Precondition: `isExactFrameRate(fps)`.
  public func frameIndex(fps: Int = 60) -> Int {
    precondition(Self.isExactFrameRate(fps), "fps \(fps) does not divide \(Self.ticksPerSecond)")
    return Int(ticks.flooredDivision(by: Self.ticksPerSecond / Int64(fps)))
  }

  /// E.g. `1.5s`, `-0.25s`; seconds printed with enough digits to round-trip.
  public var description: String {
    "\(seconds)s"
  }

  /// Orders by tick count.
  public static func < (lhs: TickTime, rhs: TickTime) -> Bool {
    lhs.ticks < rhs.ticks
  }

  /// The sum of two times.
  public static func + (lhs: TickTime, rhs: TickTime) -> TickTime {
    TickTime(ticks: lhs.ticks + rhs.ticks)
  }

  /// The difference of two times.
  public static func - (lhs: TickTime, rhs: TickTime) -> TickTime {
    TickTime(ticks: lhs.ticks - rhs.ticks)
  }

  /// The negated time.
  public static prefix func - (time: TickTime) -> TickTime {
    TickTime(ticks: -time.ticks)
  }

  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout TickTime, rhs: TickTime) {
    lhs.ticks += rhs.ticks
  }

  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout TickTime, rhs: TickTime) {
    lhs.ticks -= rhs.ticks
  }

  /// An integer multiple of a time (e.g. `instanceDelay × k`).
  public static func * (lhs: TickTime, rhs: Int) -> TickTime {
    TickTime(ticks: lhs.ticks * Int64(rhs))
  }
}

extension Int64 {
  /// `value` rounded to the nearest integer and clamped to ±2^62 (far beyond any real time, with
  /// headroom so sums cannot overflow); NaN becomes 0. Never traps, unlike `Int64(_:)`.
  init(saturating value: Double) {
    guard !value.isNaN else { self = 0; return }
    self = Int64(Swift.max(Swift.min(value.rounded(), 0x1p62), -0x1p62))
  }

  /// `self + other`, clamped to the representable range instead of trapping.
  func saturatingAdd(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// Floor division (rounds toward −∞), unlike Swift's `/` which truncates toward zero.
  @inline(__always)
  func flooredDivision(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    let remainder = self % divisor
    return (remainder != 0 && ((remainder < 0) != (divisor < 0))) ? quotient - 1 : quotient
  }

  /// The non-negative remainder of floor division by a positive divisor.
  @inline(__always)
  func flooredModulo(_ divisor: Int64) -> Int64 {
    let remainder = self % divisor
    return remainder < 0 ? remainder + divisor : remainder
  }
}

import Timing

/// Colours at thresholds of a driving value (`"stops": [[0, "#E53935"], [0.5, "#FB8C00"]]`):
/// either holding each stop's colour from its position on (`step`) or blending between
/// neighbouring stops (`blend`).
public struct ColorRamp: Sendable, Equatable {
  /// How the colour follows the value between stops.
  public enum Mode: String, Sendable, CaseIterable {
    /// Each stop's colour from its position (inclusive) up to the next stop.
    case step
    /// Interpolated between neighbouring stops, held beyond the first and last.
    case blend
  }

  /// What the stop positions measure.
  public enum Input: String, Sendable, CaseIterable {
    /// The counter's progress: 0 at `from`, 1 at `to` (so a ramp survives changing the numbers).
    case progress
    /// The counter's value itself, in its own units.
    case value
  }

  /// One threshold.
  public struct Stop: Sendable, Equatable {
    /// Where the stop is, in the ramp's input.
    public var position: Double
    /// The colour there.
    public var color: RGBAColor

    /// Creates a stop.
    public init(position: Double, color: RGBAColor) {
      self.position = position
      self.color = color
    }
  }

  /// The stops, positions strictly increasing; at least one.
  public var stops: [Stop]
  /// Step or blend.
  public var mode: Mode
  /// Progress or value.
  public var input: Input
  /// The space `blend` interpolates in (the scene's `colorInterpolation`).
  public var colorSpace: ColorSpace

  /// Creates a ramp.
  public init(stops: [Stop], mode: Mode = .step, input: Input = .progress, colorSpace: ColorSpace = .srgb) {
    self.stops = stops
    self.mode = mode
    self.input = input
    self.colorSpace = colorSpace
  }

  /// The colour at `position`; below the first stop, the first stop's colour.
  public func color(at position: Double) -> RGBAColor {
    guard let first = stops.first else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    guard position.isFinite else { return first.color }
    // The last stop at or below the position: a threshold includes its own boundary.
    guard let index = stops.lastIndex(where: { $0.position <= position }) else { return first.color }
    let stop = stops[index]
    guard mode == .blend, index + 1 < stops.count else { return stop.color }
    let next = stops[index + 1]
    let fraction = (position - stop.position) / (next.position - stop.position)
    return RGBAColor.interpolate(stop.color, next.color, fraction: fraction, space: colorSpace)
  }
}

/// Where a local time falls relative to an effect's active interval.
public enum AnimationPhase: Sendable, Equatable, Hashable {
  /// Before the active interval (during the delay).
  case before
  /// Inside the active interval [delay, delay + active duration).
  case active
  /// At or after the end of the active interval.
  case after
}

/// The timing of one effect at one local time: the output of `AnimationTiming.sample(at:)`.
public struct TimingSample: Sendable, Equatable {
  /// The phase the local time falls in.
  public var phase: AnimationPhase
  /// The zero-based iteration index; `.infinity` after an infinitely repeating effect.
  public var currentIteration: Double
  /// The iteration progress after applying the direction, before easing (usually in [0, 1]).
  public var directedProgress: Double
  /// The iteration progress after easing: the fraction used for keyframe interpolation
  /// (may overshoot for overshooting curves and springs).
  public var progress: Double
  /// Time into the active interval, in the effect's own time (after `playbackRate`), clamped
  /// by the fill. Useful for cumulative animations and for nested groups.
  public var activeTime: TickTime
  /// Whether the current iteration plays forwards (used for the steps() before flag).
  public var isForwards: Bool

  /// A sample with every field given.
  public init(phase: AnimationPhase, currentIteration: Double, directedProgress: Double, progress: Double,
              activeTime: TickTime = .zero, isForwards: Bool = true) {
    self.phase = phase
    self.currentIteration = currentIteration
    self.directedProgress = directedProgress
    self.progress = progress
    self.activeTime = activeTime
    self.isForwards = isForwards
  }
}

import Timing

/// One animation on a layer: a property animation (basic from/to/by, or keyframes) or a group
/// of animations sharing one timeline (CAAnimationGroup).
public struct Animation: Sendable, Equatable {
  /// Optional name, for `after:` chaining, `flipbook sample` and messages.
  public var id: String?
  /// When and how fast: delay, duration, repeats, direction, easing, fill.
  public var timing: AnimationTiming
  /// What it animates.
  public var content: AnimationContent
  /// How its value combines with the value beneath (CA `additive` = `.add`).
  public var composite: CompositeOperation
  /// CA `cumulative`: each repeat cycle continues from where the previous one ended.
  public var cumulative: Bool
  /// Whether CA `autoreverses` produced the timing (a repeat cycle is then there and back,
  /// which `cumulative` counts as one cycle).
  public var autoreverses: Bool
  /// Whether the animation has its own `fillMode`. Inside a group, a child without one takes
  /// the group's (`Animation.apply`), so `fillMode` on the group alone holds every child's ends.
  public var hasOwnFill: Bool = false
  /// JSON path of the declaration.
  public var path: String
  /// How colours interpolate in a basic animation (the scene's `colorInterpolation`).
  public var colorSpace: ColorSpace = .srgb
  /// The id of the animation this one starts after (`after:`); already folded into
  /// `timing.delay` once the scene is decoded.
  public var after: String?
  /// Where `after` was written, for messages.
  public var afterLocation: SourceLocation?
  /// `when`: start on the frame another layer's property crosses a value; already folded
  /// into `timing.delay` once the scene is decoded.
  public var trigger: ValueTrigger?
  /// Where `when` was written, for messages.
  public var triggerLocation: SourceLocation?
  /// Ends of a from/to/by animation taken from a text layer's measured bounds; filled in
  /// (and emptied) by `TextResolver` once fonts are available.
  public var textMeasures: [TextMeasure] = []

  /// Creates an animation.
  public init(id: String? = nil, timing: AnimationTiming, content: AnimationContent, composite: CompositeOperation = .replace,
              cumulative: Bool = false, autoreverses: Bool = false, path: String = "") {
    self.id = id
    self.timing = timing
    self.content = content
    self.composite = composite
    self.cumulative = cumulative
    self.autoreverses = autoreverses
    self.path = path
  }

  /// A basic from/to/by property animation.
  public init(id: String? = nil, property: AnimatableProperty, values: BasicValues, timing: AnimationTiming, path: String = "") {
    self.init(id: id, timing: timing, content: .property(property, .basic(values)), path: path)
  }
}

/// What an animation drives.
public enum AnimationContent: Sendable, Equatable {
  /// One property of the layer.
  case property(AnimatableProperty, AnimationValues)
  /// Child animations running in this animation's local time, clipped to its active interval.
  case group([Animation])
}

/// The values a property animation moves through.
public enum AnimationValues: Sendable, Equatable {
  /// CABasicAnimation's from / to / by.
  case basic(BasicValues)
  /// CAKeyframeAnimation's values / keyTimes / timingFunctions / calculationMode.
  case keyframes(KeyframeTrack<TrackValue>)
  /// CSS keyframes; missing 0 % / 100 % keyframes take the underlying value, so the track is
  /// completed when the animation is sampled. `complete` is the track built once when both ends
  /// are given (it does not depend on the underlying value then): building it for every sample
  /// was most of the time of scenes animated with CSS keyframes.
  case cssKeyframes([CSSKeyframe<TrackValue>], defaultEasing: TimingFunction, complete: KeyframeTrack<TrackValue>?)
  /// CAKeyframeAnimation's `path` (and `rotationMode`), CSS's `offset-path`: `position` only.
  case path(MotionPath)
}

/// The values of a basic animation, as Core Animation defines them: any of from / to / by;
/// a missing end is the layer's current (underlying) value.
public struct BasicValues: Sendable, Equatable {
  /// Start value, or nil for "the current value" (or `to − by`).
  public var from: PropertyValue?
  /// End value, or nil for "the current value" (or `from + by`).
  public var to: PropertyValue?
  /// Relative change.
  public var by: PropertyValue?

  /// Creates animation values.
  public init(from: PropertyValue? = nil, to: PropertyValue? = nil, by: PropertyValue? = nil) {
    self.from = from
    self.to = to
    self.by = by
  }

  /// The two ends of the interpolation given the underlying value, per CABasicAnimation's rules:
  /// from+to; from→from+by; to−by→to; from→current; current→to; current→current+by.
  public func endpoints(underlying: PropertyValue) -> (from: PropertyValue, to: PropertyValue) {
    switch (from, to, by) {
    case let (from?, to?, _): return (from, to)
    case let (from?, nil, by?): return (from, PropertyValue.add(from, by))
    case let (nil, to?, by?): return (PropertyValue.subtract(to, by), to)
    case let (from?, nil, nil): return (from, underlying)
    case let (nil, to?, nil): return (underlying, to)
    case let (nil, nil, by?): return (underlying, PropertyValue.add(underlying, by))
    case (nil, nil, nil): return (underlying, underlying)
    }
  }
}

extension Animation {
  /// Every animation in this one's tree (itself first, then group children), for lookups.
  public var flattened: [Animation] {
    switch content {
    case .property: return [self]
    case .group(let children): return [self] + children.flatMap(\.flattened)
    }
  }
}

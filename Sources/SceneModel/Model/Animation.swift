import Timing

/// One property animation (CABasicAnimation-style from/to/by).
public struct Animation: Sendable, Equatable {
  /// Optional name (for `after:` chaining and messages).
  public var id: String?
  /// The property it drives.
  public var property: AnimatableProperty
  /// What values it moves between.
  public var values: AnimationValues
  /// When and how fast: delay, duration, easing, fill.
  public var timing: AnimationTiming
  /// JSON path of the declaration.
  public var path: String

  /// Creates an animation.
  public init(id: String? = nil, property: AnimatableProperty, values: AnimationValues, timing: AnimationTiming, path: String = "") {
    self.id = id
    self.property = property
    self.values = values
    self.timing = timing
    self.path = path
  }
}

/// The values of a basic animation, as Core Animation defines them: any of from / to / by;
/// a missing end is the layer's current (underlying) value.
public struct AnimationValues: Sendable, Equatable {
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

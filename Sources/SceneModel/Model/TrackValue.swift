import Timing

/// A property value inside a keyframe track, carrying the scene's colour-interpolation space
/// (the keyframe machinery interpolates through `Interpolatable`, which has no parameters).
public struct TrackValue: Interpolatable {
  /// The value.
  public var value: PropertyValue
  /// How colours interpolate (`srgb` unless the scene says otherwise).
  public var colorSpace: ColorSpace
  /// Where in an interval a value that cannot be interpolated (a string) switches to the next:
  /// 1, holding it until the next key time (Core Animation's `values`), or 0.5, half-way
  /// (CSS and Web Animations keyframes, whose discrete values flip at 50 %).
  public var discreteSwitch: Double

  /// Wraps a value.
  public init(_ value: PropertyValue, colorSpace: ColorSpace = .srgb, discreteSwitch: Double = 1) {
    self.value = value
    self.colorSpace = colorSpace
    self.discreteSwitch = discreteSwitch
  }

  /// Numbers, points and colours interpolate; strings switch at `discreteSwitch`.
  public static func interpolate(_ from: TrackValue, _ to: TrackValue, fraction: Double) -> TrackValue {
    TrackValue(PropertyValue.interpolate(from.value, to.value, fraction: fraction, colorSpace: from.colorSpace,
                                         discreteSwitch: from.discreteSwitch),
               colorSpace: from.colorSpace, discreteSwitch: from.discreteSwitch)
  }

  public static func add(_ a: TrackValue, _ b: TrackValue) -> TrackValue {
    TrackValue(PropertyValue.add(a.value, b.value), colorSpace: a.colorSpace, discreteSwitch: a.discreteSwitch)
  }

  /// Distances for `paced` mode; strings have none, so a paced string track is refused.
  public static func pacingDistance(_ a: TrackValue, _ b: TrackValue) -> Double? {
    switch (a.value, b.value) {
    case let (.number(x), .number(y)): return Double.distance(x, y)
    case let (.vector(x), .vector(y)): return Vec2.distance(x, y)
    case let (.color(x), .color(y)): return RGBAColor.distance(x, y)
    case let (.numbers(x), .numbers(y)) where x.count == y.count:
      return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    default: return nil
    }
  }

  /// Affine combinations for `cubic` mode: numbers and points only.
  public static func weightedSum(_ terms: [(value: TrackValue, weight: Double)]) -> TrackValue? {
    guard let first = terms.first else { return nil }
    switch first.value.value {
    case .number:
      var numbers: [(value: Double, weight: Double)] = []
      for term in terms {
        guard case .number(let number) = term.value.value else { return nil }
        numbers.append((number, term.weight))
      }
      return Double.weightedSum(numbers).map { TrackValue(.number($0), colorSpace: first.value.colorSpace) }
    case .vector:
      var vectors: [(value: Vec2, weight: Double)] = []
      for term in terms {
        guard case .vector(let vector) = term.value.value else { return nil }
        vectors.append((vector, term.weight))
      }
      return Vec2.weightedSum(vectors).map { TrackValue(.vector($0), colorSpace: first.value.colorSpace) }
    default:
      return nil
    }
  }
}

/// A value that can be interpolated between keyframes and added (additive / cumulative).
///
/// `fraction` may be outside [0, 1]: overshooting easings extrapolate. Types with a bounded
/// range (colours) clamp after interpolating.
public protocol Interpolatable: Sendable, Equatable {
  /// The value `fraction` of the way from `from` to `to` (0 → from, 1 → to).
  static func interpolate(_ from: Self, _ to: Self, fraction: Double) -> Self
  /// The sum used by additive and cumulative animations: `a` is the underlying value,
  /// `b` the effect value (operand order matters for non-commutative types).
  static func add(_ a: Self, _ b: Self) -> Self

  /// The distance paced keyframes use, or nil if the type has none (then `paced` mode is
  /// rejected). Defaults to nil; `PacedInterpolatable` supplies it from `distance`.
  static func pacingDistance(_ a: Self, _ b: Self) -> Double?

  /// The affine combination Σ weight·value (weights sum to 1) that cubic keyframes need, or nil
  /// if the type is not a vector (then `cubic` mode is rejected). Defaults to nil.
  static func weightedSum(_ terms: [(value: Self, weight: Double)]) -> Self?
}

extension Interpolatable {
  /// Not measurable unless the type says otherwise.
  public static func pacingDistance(_ a: Self, _ b: Self) -> Double? { nil }

  /// Not a vector unless the type says otherwise.
  public static func weightedSum(_ terms: [(value: Self, weight: Double)]) -> Self? { nil }
}

/// An interpolatable value with a distance, needed for paced keyframes (constant speed).
public protocol PacedInterpolatable: Interpolatable {
  /// A non-negative distance between two values (e.g. Euclidean for points).
  static func distance(_ a: Self, _ b: Self) -> Double
}

extension PacedInterpolatable {
  /// `distance(a, b)`.
  public static func pacingDistance(_ a: Self, _ b: Self) -> Double? { distance(a, b) }
}

extension Double: PacedInterpolatable {
  /// Linear interpolation `from + (to − from) × fraction`; exact at fractions 0 and 1.
  public static func interpolate(_ from: Double, _ to: Double, fraction: Double) -> Double {
    // Exact end points: from + (to − from)·1 can miss `to` by an ulp.
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return from + (to - from) * fraction
  }

  /// Arithmetic sum.
  public static func add(_ a: Double, _ b: Double) -> Double { a + b }

  /// Absolute difference.
  public static func distance(_ a: Double, _ b: Double) -> Double { abs(b - a) }

  /// Σ weight·value.
  public static func weightedSum(_ terms: [(value: Double, weight: Double)]) -> Double? {
    terms.reduce(0) { $0 + $1.value * $1.weight }
  }
}

/// A 2-D vector: points, sizes, scale pairs.
public struct Vec2: PacedInterpolatable, Hashable, CustomStringConvertible {
  /// Horizontal component (or width).
  public var x: Double
  /// Vertical component (or height).
  public var y: Double

  /// A vector from its components.
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The zero vector.
  public static let zero = Vec2(0, 0)

  /// Component-wise linear interpolation.
  public static func interpolate(_ from: Vec2, _ to: Vec2, fraction: Double) -> Vec2 {
    Vec2(Double.interpolate(from.x, to.x, fraction: fraction), Double.interpolate(from.y, to.y, fraction: fraction))
  }

  /// Component-wise sum.
  public static func add(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }

  /// Euclidean distance.
  public static func distance(_ a: Vec2, _ b: Vec2) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Component-wise Σ weight·value.
  public static func weightedSum(_ terms: [(value: Vec2, weight: Double)]) -> Vec2? {
    terms.reduce(Vec2.zero) { Vec2($0.x + $1.value.x * $1.weight, $0.y + $1.value.y * $1.weight) }
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

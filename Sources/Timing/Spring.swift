import Foundation

/// A damped harmonic oscillator used as an easing (CASpringAnimation, SwiftUI `Spring`).
///
/// The normalized displacement starts at x(0) = 1 with x′(0) = −initialVelocity and decays
/// toward 0; eased progress is 1 − x(t), evaluated at t in **seconds** (not as a fraction of the
/// animation's duration — a spring has its own time scale, and the duration only clips it).
public struct Spring: Sendable, Equatable, Hashable {
  /// Mass of the object on the spring (CASpringAnimation default 1). Must be > 0.
  public var mass: Double
  /// Spring stiffness k (default 100). Must be > 0.
  public var stiffness: Double
  /// Damping coefficient c (default 10). Must be ≥ 0.
  public var damping: Double
  /// Initial velocity in distance fractions per second, positive toward the target (default 0).
  public var initialVelocity: Double
  /// The largest initial velocity accepted either way: 1e6 crosses the distance in a
  /// microsecond, past any real gesture, and keeps the settling time finite.
  public static let initialVelocityLimit = 1e6
  /// Whether ζ > 1 uses the true over-damped solution. When false (the assumed CA default),
  /// over-damped springs are treated as critically damped with decay ω0, as WebKit and
  /// OpenSwiftUI's `allowOverDamping: false` do.
  public var allowsOverdamping: Bool

  /// A spring from physical parameters; the defaults are CASpringAnimation's.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
              initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// A spring from a perceptual duration and bounce (SwiftUI `Spring(duration:bounce:)`,
  /// `CASpringAnimation(perceptualDuration:bounce:)`): mass 1, ω0 = 2π / duration,
  /// ζ = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) for negative bounce (over-damped,
  /// so `allowsOverdamping` is true). E.g. (0.5, 0.3) → stiffness 157.914, damping 17.593.
  public init(duration durationSeconds: Double, bounce: Double, initialVelocity: Double = 0) {
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: durationSeconds, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
  }

  /// A spring from SwiftUI's `response` (the period of the undamped oscillation) and damping
  /// ratio: stiffness = (2π / response)², damping = 4πζ / response, mass 1.
  public init(response responseSeconds: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let angularFrequency = 2 * Double.pi / responseSeconds
    self.init(mass: 1, stiffness: angularFrequency * angularFrequency,
              damping: 2 * dampingRatio * angularFrequency,
              initialVelocity: initialVelocity, allowsOverdamping: true)
  }

  /// SwiftUI `.smooth`: duration 0.5 s, bounce 0 (critically damped).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// SwiftUI `.snappy`: duration 0.5 s, bounce 0.15.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// SwiftUI `.bouncy`: duration 0.5 s, bounce 0.3.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// Undamped angular frequency ω0 = √(k / m), radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2√(k·m)): < 1 under-damped, 1 critical, > 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration 2π / ω0 (the inverse of `init(duration:bounce:)`).
  public var perceptualDurationSeconds: Double { 2 * Double.pi / angularFrequency }

  /// The bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (the inverse of `init(duration:bounce:)`).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// Throws unless mass and stiffness are positive and finite, damping is ≥ 0 and the
  /// initial velocity is finite.
  public func validate() throws(TimingError) {
    guard mass.isFinite, mass > 0 else { throw .invalidSpring(reason: "mass must be > 0, got \(formatNumber(mass))") }
    guard stiffness.isFinite, stiffness > 0 else {
      throw .invalidSpring(reason: "stiffness must be > 0, got \(formatNumber(stiffness))")
    }
    guard damping.isFinite, damping >= 0 else {
      throw .invalidSpring(reason: "damping must be ≥ 0, got \(formatNumber(damping))")
    }
    guard initialVelocity.isFinite else { throw .invalidSpring(reason: "initialVelocity must be finite") }
    guard abs(initialVelocity) <= Self.initialVelocityLimit else {
      throw .invalidSpring(reason: "initialVelocity must be between -1e6 and 1e6, got \(formatNumber(initialVelocity))")
    }
  }

  /// The normalized displacement x(t) (1 at t = 0, → 0 as the spring settles); t < 0 gives 1.
  public func displacement(atSeconds time: Double) -> Double {
    // Exactly 1 at the start: the over-damped form's c1 + c2 rounds to 1 ± 1 ulp, and an
    // animation must begin exactly at its `from`.
    guard time > 0 else { return 1 }
    let t = time
    let omega0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    switch solution {
    case .underDamped:
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega0 * t)
      return envelope * (cos(omegaD * t) + ((zeta * omega0 - v0) / omegaD) * sin(omegaD * t))
    case .critical:
      return (1 + (omega0 - v0) * t) * exp(-omega0 * t)
    case .overDamped:
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let rPlus = -zeta * omega0 + root
      let rMinus = -zeta * omega0 - root
      let c2 = (-v0 - rPlus) / (rMinus - rPlus)
      let c1 = 1 - c2
      return c1 * exp(rPlus * t) + c2 * exp(rMinus * t)
    }
  }

  /// Eased progress 1 − x(t) at `seconds` after the start; may overshoot 1.
  public func progress(atSeconds seconds: Double) -> Double {
    1 - displacement(atSeconds: seconds)
  }

  /// Which closed-form solution applies.
  enum Solution { case underDamped, critical, overDamped }

  var solution: Solution {
    let zeta = dampingRatio
    if zeta < 1 { return .underDamped }
    if zeta > 1, allowsOverdamping { return .overDamped }
    return .critical
  }
}

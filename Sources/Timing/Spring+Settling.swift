import Foundation

extension Spring {
  /// The displacement tolerance for `settlingDurationSeconds`: 0.1 % of the distance, the
  /// threshold SwiftUI documents for its settling duration.
  public static let settlingEpsilon = 0.001

  /// How long the spring takes to come to rest, in seconds: the time after which the
  /// **envelope** of the displacement stays below `settlingEpsilon` (0.1 % of the distance).
  ///
  /// Core Animation's own algorithm is undocumented. This estimate is chosen because it is a
  /// guarantee, not a guess: after it, |x(t)| ≤ ε for every t, so ending an animation there
  /// jumps by at most 0.1 %. Apple's two published data points for mass 1, stiffness 100 are
  /// damping 5 ≈ 2.85 s and damping 15 "just over 1 s"; this gives 2.78 s and 0.98 s.
  ///
  /// - Under-damped: x(t) = A·e^(−ζω0t)·cos(ωd·t − φ) with A = √(1 + ((ζω0 − v0)/ωd)²),
  ///   so t = ln(A/ε) / (ζω0).
  /// - Critically damped: the bound (1 + |ω0 − v0|·t)·e^(−ω0t) is solved for ε numerically.
  /// - Over-damped: the bound |C1|·e^(r₊t) + |C2|·e^(r₋t) is solved for ε numerically.
  ///
  /// Returns `.infinity` for an undamped spring (damping 0).
  public var settlingDurationSeconds: Double {
    settlingDurationSeconds(epsilon: Self.settlingEpsilon)
  }

  /// `settlingDurationSeconds` for a custom tolerance `epsilon` (a fraction of the distance).
  public func settlingDurationSeconds(epsilon: Double) -> Double {
    let omega0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    switch solution {
    case .underDamped:
      guard zeta > 0 else { return .infinity }
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let ratio = (zeta * omega0 - v0) / omegaD
      let amplitude = (1 + ratio * ratio).squareRoot()
      return max(0, log(amplitude / epsilon) / (zeta * omega0))
    case .critical:
      let slope = abs(omega0 - v0)
      // (1 + a·t)·e^(−ω0·t) peaks at t = 1/ω0 − 1/a and decreases after it.
      let peak = slope > omega0 ? 1 / omega0 - 1 / slope : 0
      return lastCrossing(from: peak, epsilon: epsilon) { t in (1 + slope * t) * exp(-omega0 * t) }
    case .overDamped:
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let rPlus = -zeta * omega0 + root
      let rMinus = -zeta * omega0 - root
      let c2 = (-v0 - rPlus) / (rMinus - rPlus)
      let c1 = 1 - c2
      // Both exponentials decay, so the bound decreases monotonically from t = 0.
      return lastCrossing(from: 0, epsilon: epsilon) { t in abs(c1) * exp(rPlus * t) + abs(c2) * exp(rMinus * t) }
    }
  }

  /// The time at which a bound that decreases after `start` falls to `epsilon`, by bracketing
  /// (doubling) and then bisection to well under a tick.
  private func lastCrossing(from start: Double, epsilon: Double, bound: (Double) -> Double) -> Double {
    guard bound(start) > epsilon else { return start }
    var low = start
    var high = start + 1 / angularFrequency
    var doublings = 0
    while bound(high) > epsilon {
      low = high
      high = start + (high - start) * 2
      doublings += 1
      if doublings > 200 { return .infinity }
    }
    for _ in 0..<100 where high - low > 1e-9 {
      let middle = (low + high) / 2
      if bound(middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }
}

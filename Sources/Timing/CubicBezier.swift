/// A CSS / Core Animation cubic Bézier easing curve from (0,0) through control points
/// (x1,y1), (x2,y2) to (1,1), solved the way WebKit's `UnitBezier` solves it.
///
/// Inside [0, 1] the output is y(t) where x(t) = input, found with WebKit's procedure: an
/// 11-sample table for the initial guess, at most 4 Newton–Raphson steps, then bisection.
/// Outside [0, 1] the curve continues as a straight line per css-easing-2 (which differs from
/// WebKit when x1 = 0 and y1 ≠ 0; see `startGradient`).
public struct CubicBezier: Sendable, Equatable {
  /// First control point, x. CSS requires [0, 1]; validate with `validate()`.
  public let x1: Double
  /// First control point, y (may overshoot).
  public let y1: Double
  /// Second control point, x. CSS requires [0, 1].
  public let x2: Double
  /// Second control point, y (may overshoot).
  public let y2: Double

  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
  private let ax, bx, cx, ay, by, cy: Double
  /// x(t) at t = 0, 0.1, …, 1 — the initial-guess table (WebKit's CUBIC_BEZIER_SPLINE_SAMPLES = 11).
  private let splineSamples: [Double]
  /// Slope of the straight-line continuation for inputs below 0 (css-easing-2).
  public let startGradient: Double
  /// Slope of the straight-line continuation for inputs above 1 (css-easing-2).
  public let endGradient: Double

  private static let sampleCount = 11
  /// Newton stops when |x′(t)| is below this (WebKit kBezierEpsilon).
  private static let derivativeEpsilon = 1e-7
  /// WebKit kMaxNewtonIterations.
  private static let maxNewtonIterations = 4
  /// Lower bound on the bisection tolerance (WebKit kBisectionEpsilon).
  private static let bisectionEpsilon = 1e-10

  /// A curve with the given control points. Accepts any finite values; `validate()` checks
  /// the CSS rule that x1 and x2 lie in [0, 1].
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

    // css-easing-2 "Output of a cubic bézier easing function": tangent through P0 and the first
    // control point with x > 0; output 0 if none (WebKit instead uses 0 whenever x1 = 0, y1 ≠ 0).
    if x1 > 0 {
      startGradient = y1 / x1
    } else if x2 > 0 {
      startGradient = y2 / x2
    } else {
      startGradient = 0
    }
    // Mirror rule at the end: P2–P3, else P1–P3, else a constant 1.
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else {
      endGradient = 0
    }

    let (ax, bx, cx) = (self.ax, self.bx, self.cx)
    splineSamples = (0..<Self.sampleCount).map { index in
      let t = Double(index) / Double(Self.sampleCount - 1)
      return ((ax * t + bx) * t + cx) * t
    }
  }

  /// Throws unless x1 and x2 are finite and in [0, 1] and y1, y2 are finite (the CSS rule).
  public func validate() throws(TimingError) {
    for (name, value) in [("x1", x1), ("x2", x2)] where !(value >= 0 && value <= 1) {
      throw .valueOutOfRange(what: "cubic-bezier \(name)", value: value, range: "[0, 1]")
    }
    for (name, value) in [("y1", y1), ("y2", y2)] where !value.isFinite {
      throw .valueOutOfRange(what: "cubic-bezier \(name)", value: value, range: "finite numbers")
    }
  }

  /// The eased output for input `x`. `epsilon` is the accepted error in x; WebKit passes
  /// `1 / (1000 · durationSeconds)` so longer animations are solved more precisely.
  public func solve(_ x: Double, epsilon: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    // The endpoints are exact by definition; the polynomial may miss them by an ulp.
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return sampleY(solveCurveX(x, epsilon: epsilon))
  }

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The parameter t with x(t) ≈ x, for x in [0, 1].
  private func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    // Initial guess: linear interpolation inside the first table interval whose end reaches x.
    let step = 1 / Double(Self.sampleCount - 1)
    var t0 = 0.0
    var t1 = 1.0
    var t = x
    for index in 1..<Self.sampleCount where x <= splineSamples[index] {
      t1 = step * Double(index)
      t0 = t1 - step
      let low = splineSamples[index - 1]
      let high = splineSamples[index]
      t = high > low ? t0 + step * (x - low) / (high - low) : t0
      break
    }

    // Newton–Raphson: fast when the slope is healthy.
    let newtonEpsilon = min(Self.derivativeEpsilon, epsilon)
    for _ in 0..<Self.maxNewtonIterations {
      let error = sampleX(t) - x
      if abs(error) < newtonEpsilon { return t }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < Self.derivativeEpsilon { break }
      t -= error / derivative
    }
    if abs(sampleX(t) - x) < epsilon { return t }

    // Bisection on the bracketing table interval: slow but always converges.
    let tolerance = max(Self.bisectionEpsilon, epsilon)
    // Like WebKit, start from the Newton estimate (kept inside the bracket).
    t = min(max(t, t0), t1)
    // 200 halvings exhaust double precision; the cap only guards against adjacent doubles.
    for _ in 0..<200 where t0 < t1 {
      let value = sampleX(t)
      if abs(value - x) < tolerance { return t }
      if x > value { t0 = t } else { t1 = t }
      t = (t0 + t1) / 2
    }
    return t
  }
}

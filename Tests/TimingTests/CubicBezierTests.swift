import Testing
@testable import Timing

/// Expected values were computed independently with python3 + mpmath (40 digits, bisection on
/// the Bézier parameter), not with this code.
@Suite("Cubic Bézier easing")
struct CubicBezierTests {
  static let presetCases: [(String, TimingFunction, [Double])] = [
    // input:                 0.1              0.25             0.5              0.75             0.9
    ("ease", .ease, [0.094796305716, 0.408510591355, 0.802403387585, 0.960458978349, 0.994316477485]),
    ("easeIn", .easeIn, [0.0170266096516, 0.0934646507188, 0.315356812573, 0.621861869175, 0.839427845762]),
    ("easeOut", .easeOut, [0.160572154238, 0.378138130825, 0.684643187427, 0.906535349281, 0.982973390348]),
    ("easeInEaseOut", .easeInEaseOut, [0.0197224535483, 0.129161931047, 0.5, 0.870838068953, 0.980277546452]),
  ]

  @Test(arguments: presetCases)
  func presetsMatchHighPrecisionReference(name: String, function: TimingFunction, expected: [Double]) {
    for (x, value) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      let actual = function.progress(x, durationSeconds: 1)
      #expect(isClose(actual, value, 1e-6), "\(name)(\(x)) = \(actual), expected \(value)")
    }
  }

  @Test func easeReferenceValuesFromIssue() {
    #expect(isClose(TimingFunction.ease.progress(0.25, durationSeconds: 1), 0.408511, 1e-6))
    #expect(isClose(TimingFunction.ease.progress(0.5, durationSeconds: 1), 0.802403, 1e-6))
    #expect(isClose(TimingFunction.ease.progress(0.75, durationSeconds: 1), 0.960459, 1e-6))
    #expect(isClose(TimingFunction.easeInEaseOut.progress(0.5, durationSeconds: 1), 0.5, 1e-9))
  }

  @Test(arguments: [TimingFunction.ease, .easeIn, .easeOut, .easeInEaseOut])
  func endpointsAreExact(function: TimingFunction) {
    #expect(function.progress(0, durationSeconds: 1) == 0)
    #expect(function.progress(1, durationSeconds: 1) == 1)
  }

  @Test func overshootingCurveInsideAndOutside() {
    let curve = TimingFunction.cubicBezier(CubicBezier(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5))
    // Inside: the reference values from mpmath.
    #expect(isClose(curve.progress(0.25, durationSeconds: 1), -0.03821491395, 1e-6))
    #expect(isClose(curve.progress(0.75, durationSeconds: 1), 1.03821491395, 1e-6))
    // Outside: straight lines through P0–P1 (slope −1) and P2–P3 (slope −1).
    #expect(isClose(curve.progress(-0.1, durationSeconds: 1), 0.1))
    #expect(isClose(curve.progress(1.1, durationSeconds: 1), 0.9))
  }

  @Test func cssExtrapolationWhereWebKitDiffers() {
    // x1 = 0, y1 ≠ 0: CSS uses the P2–P0 line (slope y2/x2 = 2); WebKit would use slope 0.
    let curve = CubicBezier(x1: 0, y1: 0.5, x2: 0.5, y2: 1)
    #expect(curve.startGradient == 2)
    #expect(isClose(curve.solve(-0.1, epsilon: 1e-6), -0.2))
    // x2 = 1: above 1 CSS uses the P1–P3 line: (0 − 1)/(0.5 − 1) = 2.
    let late = CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 0.5)
    #expect(isClose(late.solve(1.1, epsilon: 1e-6), 1.2))
    // Both x = 0 below / both x = 1 above: constant 0 and 1.
    #expect(CubicBezier(x1: 0, y1: 0.3, x2: 0, y2: 0.7).solve(-0.5, epsilon: 1e-6) == 0)
    #expect(CubicBezier(x1: 1, y1: 0.3, x2: 1, y2: 0.7).solve(1.5, epsilon: 1e-6) == 1)
    // ease-in extends with slope (1−1)/(1−1)? no: x2 = 1 → P1–P3 slope (0−1)/(0.42−1).
    #expect(isClose(TimingFunction.easeIn.progress(1.1, durationSeconds: 1), 1 + 0.1 / 0.58))
  }

  @Test func hardCurvesConvergeWithSmallEpsilon() {
    // Steep middle (x′ ≈ 0 would stall Newton): bisection fallback must still land.
    let steep = CubicBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9)
    let expected: [(Double, Double)] = [(0.1, 0.0152588913687), (0.25, 0.0609247343824), (0.5, 0.5),
                                        (0.75, 0.939075265618), (0.9, 0.984741108631)]
    for (x, y) in expected {
      #expect(isClose(steep.solve(x, epsilon: 1e-7), y, 1e-6), "steep(\(x))")
    }
    // x′(0.5) = 0 exactly for (1, 0, 0, 1).
    let flat = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    for (x, y) in [(0.1, 0.00376167495808), (0.25, 0.0297246055119), (0.75, 0.970275394488)] {
      #expect(isClose(flat.solve(x, epsilon: 1e-7), y, 1e-5), "flat(\(x))")
    }
  }

  @Test func solverEpsilonFollowsWebKit() {
    #expect(TimingFunction.solverEpsilon(durationSeconds: 2) == 1.0 / 2000)
    #expect(TimingFunction.solverEpsilon(durationSeconds: 0) == 1e-7)
  }

  @Test func monotoneForValidCurves() {
    for function in [TimingFunction.ease, .easeIn, .easeOut, .easeInEaseOut] {
      var previous = -1.0
      for i in 0...1000 {
        let y = function.progress(Double(i) / 1000, durationSeconds: 10)
        #expect(y >= previous - 1e-12)
        previous = y
      }
    }
  }

  @Test func validation() {
    #expect(throws: TimingError.valueOutOfRange(what: "cubic-bezier x1", value: 1.2, range: "[0, 1]")) {
      try CubicBezier(x1: 1.2, y1: 0, x2: 0.5, y2: 1).validate()
    }
    #expect(throws: TimingError.self) { try CubicBezier(x1: 0.2, y1: 0, x2: -0.1, y2: 1).validate() }
    #expect(throws: TimingError.self) { try CubicBezier(x1: .nan, y1: 0, x2: 0.5, y2: 1).validate() }
    #expect(throws: Never.self) { try CubicBezier(x1: 0, y1: -2, x2: 1, y2: 3).validate() }
  }
}

@Suite("Cubic Bézier solver precision on a dense grid")
struct CubicBezierGridTests {
  /// An independent reference: plain bisection on t to machine precision (no table, no Newton).
  static func reference(_ c: CubicBezier, _ x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(c.x1, c.x2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(c.y1, c.y2, (low + high) / 2)
  }

  static let curves: [CubicBezier] = [
    CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
    CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), CubicBezier(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1),
    CubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1), CubicBezier(x1: 0.7, y1: 0, x2: 0.84, y2: 0),
  ]

  static func worstError(_ curve: CubicBezier, durationSeconds: Double) -> Double {
    var worst = 0.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      let actual = TimingFunction.cubicBezier(curve).progress(x, durationSeconds: durationSeconds)
      worst = max(worst, abs(actual - reference(curve, x)))
    }
    return worst
  }

  @Test(arguments: curves)
  func webKitEpsilonForOneSecond(curve: CubicBezier) {
    // WebKit accepts a Newton result within ε = 1/(1000·d) = 1e-3 in x for a 1 s animation, so
    // curves with a flat start (ease-in, ease-out) land ~2e-6 off in y: faithful, and far below
    // a pixel. Guard that it stays in that band.
    #expect(Self.worstError(curve, durationSeconds: 1) < 5e-6)
  }

  @Test(arguments: curves)
  func tightEpsilonAgreesToOneMillionth(curve: CubicBezier) {
    // `flipbook sample --easing` compares with a high-precision evaluation to 1e-6: a long
    // nominal duration (ε = 1e-9) gets there for the presets and typical custom curves.
    #expect(Self.worstError(curve, durationSeconds: 1e6) < 1e-7)
  }

  @Test func referenceAgreesWithMpmath() {
    #expect(isClose(Self.reference(Self.curves[0], 0.5), 0.802403387585, 1e-11))
    #expect(isClose(Self.reference(Self.curves[1], 0.25), 0.0934646507188, 1e-11))
  }
}

extension KeyframeTrack {
  /// The Kochanek–Bartels (Catmull-Rom when all parameters are 0) spline value on segment
  /// `segment` at local fraction `s`, as an affine combination of the four neighbouring values.
  ///
  /// The tangents are adjusted for uneven key-time spacing (Kochanek & Bartels 1984, §4), and
  /// the ends repeat the end value as the missing neighbour (so end tangents are half chords).
  func cubicValue(segment i: Int, fraction s: Double) -> Value {
    let n = values.count
    let previous = max(i - 1, 0)
    let next = i + 1
    let afterNext = min(i + 2, n - 1)

    // Segment lengths in key time, for the uneven-spacing adjustment.
    let span = keyTimes[next] - keyTimes[i]
    let spanBefore = i > 0 ? keyTimes[i] - keyTimes[i - 1] : span
    let spanAfter = next < n - 1 ? keyTimes[next + 1] - keyTimes[next] : span
    let outScale = spanBefore + span > 0 ? 2 * span / (spanBefore + span) : 1
    let inScale = span + spanAfter > 0 ? 2 * span / (span + spanAfter) : 1

    // Outgoing tangent at i = a1·(P1 − P0) + a2·(P2 − P1); incoming at i+1 = b1·(P2 − P1) + b2·(P3 − P2).
    let (t1, c1, b1v) = (tension[i], continuity[i], bias[i])
    let (t2, c2, b2v) = (tension[next], continuity[next], bias[next])
    let a1 = outScale * (1 - t1) * (1 + b1v) * (1 + c1) / 2
    let a2 = outScale * (1 - t1) * (1 - b1v) * (1 - c1) / 2
    let b1 = inScale * (1 - t2) * (1 + b2v) * (1 - c2) / 2
    let b2 = inScale * (1 - t2) * (1 - b2v) * (1 + c2) / 2

    // Cubic Hermite basis.
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2

    let terms: [(value: Value, weight: Double)] = [
      (values[previous], -h10 * a1),
      (values[i], h00 + h10 * (a1 - a2) - h11 * b1),
      (values[next], h01 + h10 * a2 + h11 * (b1 - b2)),
      (values[afterNext], h11 * b2),
    ]
    // init guarantees a vector type for cubic modes; interpolate is the safe fallback.
    return Value.weightedSum(terms) ?? Value.interpolate(values[i], values[next], fraction: s)
  }
}

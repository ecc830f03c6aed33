/// How close a progress computed in doubles must come to a key time or step boundary to count
/// as on it.
///
/// Times are exact in ticks, but the progress derived from them is not: a reverse iteration's
/// 1 − 0.8 is 0.19999999999999996, and a keyframe segment's (2/3 − 1/2) / (1/2) is
/// 0.33333333333333326, so a step or discrete value that the timing model switches exactly
/// there (at ≥) would switch one frame late. Those errors are a few ulps (~1e-16); a genuine
/// distance is at least one tick of the longest iteration (1 / (86400 s × 60000 ticks) ≈ 1.9e-10),
/// so a tolerance of 1e-11 absorbs every rounding error and never moves a real boundary.
enum BoundarySnap {
  /// The tolerance on a progress in [0, 1] (or on a step count, scaled by its magnitude).
  static let tolerance = 1e-11

  /// Whether `progress` has reached `boundary`, counting rounding error as reached.
  static func reaches(_ progress: Double, _ boundary: Double) -> Bool {
    progress >= boundary - tolerance
  }

  /// `scaled` moved onto the nearest whole number when it is within rounding error of it.
  static func snappedToWhole(_ scaled: Double) -> Double {
    let nearest = scaled.rounded()
    return abs(scaled - nearest) <= tolerance * max(1, abs(scaled)) ? nearest : scaled
  }

  /// The tolerance on a time in ticks, relative to its size: doubles hold times of up to
  /// 2^53 ticks exactly when they are whole, and a speed or a fractional count is off by a
  /// few ulps (~1e-16 relative); 1e-12 of a time is far below a tick for any scene.
  static let tickTolerance = 1e-12

  /// `ticks` moved onto `boundary` (the end of the active interval) or onto 0 when only
  /// rounding error keeps it off, so a speed whose product should land on the end does.
  static func ticksSnapped(_ ticks: Double, onto boundary: Double) -> Double {
    let tolerance = tickTolerance * max(1, abs(ticks))
    if boundary.isFinite, abs(ticks - boundary) <= tolerance { return boundary }
    if abs(ticks) <= tolerance { return 0 }
    return ticks
  }
}

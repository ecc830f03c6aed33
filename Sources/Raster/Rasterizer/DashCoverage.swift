/// A dash pattern too fine to draw dash by dash, drawn as the undashed line at the share of it
/// the dashes cover.
///
/// A pattern that repeats within a device pixel shows no dashes, only a lighter line; and one
/// with more dashes along its path than `maximumDashCount` would cost more than any visible
/// dash is worth. Both used to be drawn as a solid line (QA: `[0.01, 0.01]` on an 80 pt rect
/// was solid black, not half-covered).
enum DashCoverage {
  /// The most dashes a stroke draws one by one.
  static let maximumDashCount = 200_000.0

  /// The fraction of the line the pattern covers, when it is too fine to draw dash by dash
  /// along `pathLength` user units (measured only for a dashed stroke whose pattern is wider
  /// than a pixel) under `devicePixelsPerUnit`; nil to draw the dashes, or for no dashes.
  /// Caps lengthen every dash: a square cap by the line width, a round one by π/4 of it (the
  /// area of its disc over the width).
  static func uniformCoverage(of style: StrokeStyle, pathLength: @autoclosure () -> Double, devicePixelsPerUnit: Double) -> Double? {
    guard let pattern = PathTrimmer.validDashes(style.dashPattern) else { return nil }
    let period = pattern.reduce(0, +)
    guard period * devicePixelsPerUnit < 1 || pathLength() / period > maximumDashCount else { return nil }
    let dashCount = Double(pattern.count / 2)
    let on = stride(from: 0, to: pattern.count, by: 2).reduce(0.0) { $0 + pattern[$1] }
    let capLength: Double
    switch style.cap {
    case .butt: capLength = 0
    case .square: capLength = style.width
    case .round: capLength = style.width * Double.pi / 4
    }
    return min(1, (on + dashCount * capLength) / period)
  }
}

extension Paint {
  /// The paint with every colour's alpha scaled by `factor`.
  func fading(by factor: Double) -> Paint {
    func faded(_ color: RasterColor) -> RasterColor {
      var color = color
      color.alpha *= factor
      return color
    }
    switch self {
    case .solid(let color):
      return .solid(faded(color))
    case .linearGradient(var gradient):
      gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: faded($0.color)) }
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: faded($0.color)) }
      return .radialGradient(gradient)
    }
  }
}

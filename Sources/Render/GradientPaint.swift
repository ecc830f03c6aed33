import Raster
import SceneModel
import Timing

/// CAGradientLayer geometry as a raster paint in the layer's bounds coordinates.
enum GradientPaint {
  /// The paint for a gradient layer of `size`, its colours' alpha scaled by `opacity`; nil when
  /// there are no colours.
  static func paint(style: GradientStyle, gradient: GradientProperties, size: Vec2, opacity: Double) -> Paint? {
    let colors = gradient.colors.map { RasterColor($0, opacity: opacity) }
    guard let first = colors.first else { return nil }
    guard colors.count > 1 else { return .solid(first) }
    // Locations only apply while the colour count matches (an animation of `colors` may change
    // it). A timing curve that overshoots can carry a location past the next one; as in CSS, a
    // stop before an earlier stop sits at that stop's position.
    let stops = gradient.locations.flatMap { locations -> [GradientStop]? in
      guard locations.count == colors.count else { return nil }
      var furthest = -Double.infinity
      return zip(locations, colors).map { location, color in
        furthest = max(furthest, location)
        return GradientStop(location: furthest, color: color)
      }
    } ?? GradientStop.evenlySpaced(colors)
    let start = Vec2(gradient.startPoint.x * size.x, gradient.startPoint.y * size.y)
    let end = Vec2(gradient.endPoint.x * size.x, gradient.endPoint.y * size.y)
    switch style.kind {
    case .axial:
      return .linearGradient(LinearGradient(startX: start.x, startY: start.y, endX: end.x, endY: end.y, stops: stops))
    case .radial:
      // Core Animation: startPoint is the centre, endPoint a corner of the ellipse where location 1 lies.
      return .radialGradient(RadialGradient(centerX: start.x, centerY: start.y,
                                            radiusX: abs(end.x - start.x), radiusY: abs(end.y - start.y), stops: stops))
    }
  }
}

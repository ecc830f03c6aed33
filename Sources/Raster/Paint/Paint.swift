/// What fills a shape: a solid colour or a gradient, in the shape's user space.
public enum Paint: Sendable, Equatable {
  /// One colour everywhere.
  case solid(RasterColor)
  /// Colours along the line from start to end, padded beyond its ends.
  case linearGradient(LinearGradient)
  /// Colours by (elliptical) distance from a centre, padded beyond the radius.
  case radialGradient(RadialGradient)
}

/// A colour at a position along a gradient.
public struct GradientStop: Sendable, Equatable, Hashable {
  /// Position along the gradient: 0 at its start, 1 at its end; a stop may lie beyond either.
  public var location: Double
  /// Straight-alpha colour at that position.
  public var color: RasterColor

  /// A stop at `location` with `color`.
  public init(location: Double, color: RasterColor) {
    self.location = location
    self.color = color
  }

  /// Stops spread evenly from 0 to 1 (what `CAGradientLayer` does when `locations` is nil).
  public static func evenlySpaced(_ colors: [RasterColor]) -> [GradientStop] {
    guard colors.count > 1 else { return colors.map { GradientStop(location: 0, color: $0) } }
    return colors.enumerated().map { GradientStop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
  }
}

/// A linear gradient from (startX, startY) to (endX, endY) in user space (`CAGradientLayer` `.axial`).
public struct LinearGradient: Sendable, Equatable, Hashable {
  /// Where location 0 lies.
  public var startX, startY: Double
  /// Where location 1 lies.
  public var endX, endY: Double
  /// Colour stops; colours are interpolated premultiplied in gamma-encoded sRGB, as CSS does.
  public var stops: [GradientStop]

  /// A gradient between two points.
  public init(startX: Double, startY: Double, endX: Double, endY: Double, stops: [GradientStop]) {
    self.startX = startX
    self.startY = startY
    self.endX = endX
    self.endY = endY
    self.stops = stops
  }
}

/// A radial gradient: location 0 at the centre, 1 on the ellipse with the given radii (`CAGradientLayer` `.radial`).
public struct RadialGradient: Sendable, Equatable, Hashable {
  /// Centre in user space.
  public var centerX, centerY: Double
  /// Radii along x and y in user space.
  public var radiusX, radiusY: Double
  /// Colour stops; colours are interpolated premultiplied in gamma-encoded sRGB.
  public var stops: [GradientStop]

  /// A radial gradient centred at (centerX, centerY).
  public init(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, stops: [GradientStop]) {
    self.centerX = centerX
    self.centerY = centerY
    self.radiusX = radiusX
    self.radiusY = radiusY
    self.stops = stops
  }
}

import Foundation

/// Corner radii of a rounded rectangle, in user-space units.
public struct CornerRadii: Sendable, Equatable, Hashable {
  /// Radius of each corner (y grows downwards, so "top" is the smaller y).
  public var topLeft, topRight, bottomRight, bottomLeft: Double

  /// Four independent radii.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on every corner.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }
}

extension Path {
  /// Cubic control-point distance for a quarter-circle arc of radius 1; with two 45° pieces per
  /// quarter the radial error is about 4·10⁻⁶·r, below 0.1 px for radii up to ~20 000 px.
  private static func arcHandle(sweepRadians: Double) -> Double {
    4.0 / 3.0 * tan(sweepRadians / 4)
  }

  /// A clockwise (on a y-down screen) rectangle.
  public static func rect(x: Double, y: Double, width: Double, height: Double) -> Path {
    var path = Path()
    path.move(to: x, y)
    path.line(to: x + width, y)
    path.line(to: x + width, y + height)
    path.line(to: x, y + height)
    path.close()
    return path
  }

  /// A rectangle with circular corners; the radius is clamped to 0…min(width, height)/2.
  public static func roundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) -> Path {
    roundedRect(x: x, y: y, width: width, height: height, cornerRadii: CornerRadii(all: cornerRadius))
  }

  /// A rectangle with a circular radius per corner, each clamped to 0…min(width, height)/2
  /// (the Core Animation rule, so neighbouring corners never overlap).
  public static func roundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadii: CornerRadii) -> Path {
    let limit = max(0, min(abs(width), abs(height)) / 2)
    func clamp(_ r: Double) -> Double { r.isNaN ? 0 : min(limit, max(0, r)) }
    let tl = clamp(cornerRadii.topLeft), tr = clamp(cornerRadii.topRight)
    let br = clamp(cornerRadii.bottomRight), bl = clamp(cornerRadii.bottomLeft)
    if tl == 0, tr == 0, br == 0, bl == 0 { return rect(x: x, y: y, width: width, height: height) }
    let right = x + width, bottom = y + height
    var path = Path()
    path.move(to: x + tl, y)
    path.line(to: right - tr, y)
    path.addArc(centerX: right - tr, centerY: y + tr, radiusX: tr, radiusY: tr, startRadians: -.pi / 2, sweepRadians: .pi / 2)
    path.line(to: right, bottom - br)
    path.addArc(centerX: right - br, centerY: bottom - br, radiusX: br, radiusY: br, startRadians: 0, sweepRadians: .pi / 2)
    path.line(to: x + bl, bottom)
    path.addArc(centerX: x + bl, centerY: bottom - bl, radiusX: bl, radiusY: bl, startRadians: .pi / 2, sweepRadians: .pi / 2)
    path.line(to: x, y + tl)
    path.addArc(centerX: x + tl, centerY: y + tl, radiusX: tl, radiusY: tl, startRadians: .pi, sweepRadians: .pi / 2)
    path.close()
    return path
  }

  /// Appends the rounded rectangle of `roundedRect(x:y:width:height:cornerRadii:)` traced the
  /// other way round (counter-clockwise on screen), so that inside a clockwise contour it is a
  /// hole under the non-zero rule: a layer's border is its bounds with the inner edge cut out.
  public mutating func addReversedRoundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadii: CornerRadii) {
    let limit = max(0, min(abs(width), abs(height)) / 2)
    func clamp(_ r: Double) -> Double { r.isNaN ? 0 : min(limit, max(0, r)) }
    let tl = clamp(cornerRadii.topLeft), tr = clamp(cornerRadii.topRight)
    let br = clamp(cornerRadii.bottomRight), bl = clamp(cornerRadii.bottomLeft)
    let right = x + width, bottom = y + height
    move(to: x + tl, y)
    addArc(centerX: x + tl, centerY: y + tl, radiusX: tl, radiusY: tl, startRadians: -.pi / 2, sweepRadians: -.pi / 2)
    line(to: x, bottom - bl)
    addArc(centerX: x + bl, centerY: bottom - bl, radiusX: bl, radiusY: bl, startRadians: .pi, sweepRadians: -.pi / 2)
    line(to: right - br, bottom)
    addArc(centerX: right - br, centerY: bottom - br, radiusX: br, radiusY: br, startRadians: .pi / 2, sweepRadians: -.pi / 2)
    line(to: right, y + tr)
    addArc(centerX: right - tr, centerY: y + tr, radiusX: tr, radiusY: tr, startRadians: 0, sweepRadians: -.pi / 2)
    close()
  }

  /// The ellipse inscribed in the rectangle, starting at its rightmost point, clockwise on screen.
  public static func ellipse(x: Double, y: Double, width: Double, height: Double) -> Path {
    let rx = width / 2, ry = height / 2
    let cx = x + rx, cy = y + ry
    var path = Path()
    path.move(to: cx + rx, cy)
    path.addArc(centerX: cx, centerY: cy, radiusX: rx, radiusY: ry, startRadians: 0, sweepRadians: 2 * .pi)
    path.close()
    return path
  }

  /// Appends an elliptical arc as cubic pieces of at most 45°, assuming the current point is the
  /// arc's start. Angles are measured from +x towards +y.
  mutating func addArc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, startRadians: Double, sweepRadians: Double) {
    guard radiusX != 0 || radiusY != 0, sweepRadians.isFinite, sweepRadians != 0 else { return }
    let pieces = max(1, Int((abs(sweepRadians) / (.pi / 4)).rounded(.up).clamped(to: 1...64)))
    let step = sweepRadians / Double(pieces)
    let handle = Self.arcHandle(sweepRadians: step)
    var angle = startRadians
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      curve(
        to: centerX + radiusX * c1, centerY + radiusY * s1,
        control1: centerX + radiusX * (c0 - handle * s0), centerY + radiusY * (s0 + handle * c0),
        control2: centerX + radiusX * (c1 + handle * s1), centerY + radiusY * (s1 - handle * c1)
      )
      angle = next
    }
  }
}

extension Comparable {
  func clamped(to range: ClosedRange<Self>) -> Self {
    min(range.upperBound, max(range.lowerBound, self))
  }
}

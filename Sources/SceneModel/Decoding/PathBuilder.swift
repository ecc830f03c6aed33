import Foundation
import Timing

/// Accumulates absolute path commands, tracking the current point, the subpath start and the
/// last control point (for SVG's smooth `S`/`T` curves), and turning arcs into cubic Béziers.
struct PathBuilder {
  private(set) var commands: [PathData.Command] = []
  private(set) var current = Vec2(0, 0)
  private var subpathStart = Vec2(0, 0)
  private var lastCubicControl: Vec2?
  private var lastQuadraticControl: Vec2?

  /// The first control point of an `S` curve: the previous cubic's second control point mirrored.
  var reflectedCubicControl: Vec2 { lastCubicControl.map { mirror($0) } ?? current }
  /// The control point of a `T` curve: the previous quadratic's control point mirrored.
  var reflectedQuadraticControl: Vec2 { lastQuadraticControl.map { mirror($0) } ?? current }

  private func mirror(_ p: Vec2) -> Vec2 { Vec2(2 * current.x - p.x, 2 * current.y - p.y) }

  mutating func move(_ p: Vec2) {
    commands.append(.move(p))
    current = p; subpathStart = p
    lastCubicControl = nil; lastQuadraticControl = nil
  }

  mutating func line(_ p: Vec2) {
    commands.append(.line(p))
    current = p
    lastCubicControl = nil; lastQuadraticControl = nil
  }

  mutating func cubic(_ c1: Vec2, _ c2: Vec2, _ to: Vec2) {
    commands.append(.cubic(control1: c1, control2: c2, to: to))
    current = to
    lastCubicControl = c2; lastQuadraticControl = nil
  }

  mutating func quadratic(_ c: Vec2, _ to: Vec2) {
    commands.append(.quadratic(control: c, to: to))
    current = to
    lastQuadraticControl = c; lastCubicControl = nil
  }

  mutating func close() {
    commands.append(.close)
    current = subpathStart
    lastCubicControl = nil; lastQuadraticControl = nil
  }

  /// SVG's endpoint arc (implementation notes, appendix F.6): radii scaled up when too small,
  /// zero radii draw a line, then the centre form is cut into cubic pieces of at most 90°.
  mutating func arc(radiusX: Double, radiusY: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool, to end: Vec2) {
    let start = current
    guard start != end else { return }
    var rx = abs(radiusX), ry = abs(radiusY)
    guard rx > 0, ry > 0 else { line(end); return }
    let phi = rotationDegrees * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }

    let pieces = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4)  // control distance for a unit-circle arc of `step`
    func onEllipse(_ t: Double) -> (point: Vec2, derivative: Vec2) {
      let (ct, st) = (cos(t), sin(t))
      let point = Vec2(cx + rx * ct * cosPhi - ry * st * sinPhi, cy + rx * ct * sinPhi + ry * st * cosPhi)
      let derivative = Vec2(-rx * st * cosPhi - ry * ct * sinPhi, -rx * st * sinPhi + ry * ct * cosPhi)
      return (point, derivative)
    }
    var t = theta1
    for piece in 0..<pieces {
      let a = onEllipse(t), b = onEllipse(t + step)
      let c1 = Vec2(a.point.x + handle * a.derivative.x, a.point.y + handle * a.derivative.y)
      let c2 = Vec2(b.point.x - handle * b.derivative.x, b.point.y - handle * b.derivative.y)
      // The last piece ends exactly on the requested point, not on a rounded copy of it.
      cubic(c1, c2, piece == pieces - 1 ? end : b.point)
      t += step
    }
  }
}

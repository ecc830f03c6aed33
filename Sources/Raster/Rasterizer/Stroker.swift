import Foundation

/// Turns polylines into the outline of their stroke, as closed polygons to fill with non-zero.
///
/// An open piece becomes one contour: left offset forward, end cap, right offset backward,
/// start cap. A closed contour becomes two loops (outer and inner) in opposite directions.
/// On the inside of a turn the two offset edges meet where they cross, when that lies within
/// both segments; otherwise (a turn too tight for the width) the outline pivots through the
/// corner point, and the overlap winds twice, which non-zero fills once. The outside gets the
/// miter, round or bevel join.
struct Stroker {
  let halfWidth: Double
  let style: StrokeStyle
  /// Chord error allowed for round joins and caps, in the polylines' units.
  let tolerance: Double

  private struct Vector { var x, y: Double }

  func outline(of pieces: [FlattenedPath.Contour]) -> FlattenedPath {
    var contours: [FlattenedPath.Contour] = []
    for piece in pieces {
      let points = deduplicated(piece)
      if points.count == 1 || (points.count == 2 && piece.isClosed && points[0].x == points[1].x && points[0].y == points[1].y) {
        if let dot = dot(at: points[0]) { contours.append(dot) }
      } else if piece.isClosed && points.count >= 3 {
        contours.append(contour(offsetSide(points, sign: 1, closed: true)))
        contours.append(contour(offsetSide(points, sign: -1, closed: true).reversed()))
      } else {
        var ring = offsetSide(points, sign: 1, closed: false)
        let n = points.count
        ring += cap(at: points[n - 1], direction: direction(points[n - 2], points[n - 1]))
        ring += offsetSide(points, sign: -1, closed: false).reversed()
        ring += cap(at: points[0], direction: direction(points[1], points[0]))
        contours.append(contour(ring))
      }
    }
    return FlattenedPath(contours: contours)
  }

  private func contour(_ points: [Vector]) -> FlattenedPath.Contour {
    var c = FlattenedPath.Contour()
    c.xs = points.map(\.x)
    c.ys = points.map(\.y)
    c.isClosed = true
    return c
  }

  private func deduplicated(_ piece: FlattenedPath.Contour) -> [Vector] {
    var points: [Vector] = []
    for i in 0..<piece.count {
      let p = Vector(x: piece.xs[i], y: piece.ys[i])
      if let last = points.last, abs(last.x - p.x) < 1e-12, abs(last.y - p.y) < 1e-12 { continue }
      points.append(p)
    }
    if piece.isClosed, points.count > 1, let first = points.first, let last = points.last,
      abs(last.x - first.x) < 1e-12, abs(last.y - first.y) < 1e-12
    {
      points.removeLast()
    }
    return points
  }

  private func direction(_ a: Vector, _ b: Vector) -> Vector {
    let dx = b.x - a.x, dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0 ? Vector(x: dx / length, y: dy / length) : Vector(x: 1, y: 0)
  }

  /// One side of the stroke, offset by `sign · halfWidth` along the left normal, with joins.
  private func offsetSide(_ p: [Vector], sign: Double, closed: Bool) -> [Vector] {
    let n = p.count
    let segmentCount = closed ? n : n - 1
    let directions = (0..<segmentCount).map { direction(p[$0], p[($0 + 1) % n]) }
    let lengths = (0..<segmentCount).map { k -> Double in
      let dx = p[(k + 1) % n].x - p[k].x, dy = p[(k + 1) % n].y - p[k].y
      return (dx * dx + dy * dy).squareRoot()
    }
    func offset(_ point: Vector, _ d: Vector) -> Vector {
      Vector(x: point.x - d.y * halfWidth * sign, y: point.y + d.x * halfWidth * sign)
    }
    var out: [Vector] = []
    if !closed { out.append(offset(p[0], directions[0])) }
    let vertices = closed ? Array(0..<n) : Array(1..<(n - 1))
    for v in vertices {
      let incomingIndex = (v - 1 + segmentCount) % segmentCount, outgoingIndex = v % segmentCount
      out += join(at: p[v], incoming: directions[incomingIndex], outgoing: directions[outgoingIndex], sign: sign,
                  shorterSegment: min(lengths[incomingIndex], lengths[outgoingIndex]), offset: offset)
    }
    if !closed { out.append(offset(p[n - 1], directions[segmentCount - 1])) }
    return out
  }

  private func join(at v: Vector, incoming a: Vector, outgoing b: Vector, sign: Double, shorterSegment: Double,
                    offset: (Vector, Vector) -> Vector) -> [Vector] {
    let from = offset(v, a), to = offset(v, b)
    let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
    if abs(cross) < 1e-9 && dot > 0 { return [from] }  // straight on
    // The left normal here is (−dy, dx): with y down, a positive cross product turns towards it.
    if cross * sign > 0 {
      // Inner side. The offset edges cross halfWidth · tan(turn / 2) back from their ends; when
      // that is within half of each segment (so no neighbouring corner reaches it; on a
      // flattened arc, whenever the inner radius is positive), the outline turns there. A pivot
      // through the corner instead leaves a sliver winding twice along the inner edge, and
      // accumulated coverage counts it twice: the inside of every rounded border and curved
      // stroke came out ~0.13 px too far in (QA, against cairo).
      if dot > -1 + 1e-9, halfWidth * abs(cross) / (1 + dot) <= shorterSegment / 2 {
        let k = halfWidth / (1 + dot)
        return [Vector(x: v.x + (-a.y - b.y) * sign * k, y: v.y + (a.x + b.x) * sign * k)]
      }
      return [from, v, to]  // pivot through the corner
    }
    switch style.join {
    case .bevel:
      return [from, to]
    case .round:
      return [from] + arc(center: v, from: from, to: to) + [to]
    case .miter:
      // Miter length / width = 1 / cos(turn / 2) = 1 / √((1 + cos turn) / 2).
      let half = ((1 + dot) / 2).squareRoot()
      guard half > 0, 1 / half <= style.miterLimit else { return [from, to] }
      let bx = (-a.y - b.y) * sign, by = (a.x + b.x) * sign  // sum of the two normals
      let k = halfWidth / (1 + dot)
      return [from, Vector(x: v.x + bx * k, y: v.y + by * k), to]
    }
  }

  /// Points strictly between `from` and `to` on the circle around `center`, the short way round.
  private func arc(center: Vector, from: Vector, to: Vector) -> [Vector] {
    let ux = from.x - center.x, uy = from.y - center.y, wx = to.x - center.x, wy = to.y - center.y
    let sweep = atan2(ux * wy - uy * wx, ux * wx + uy * wy)
    return arcPoints(center: center, startAngle: atan2(uy, ux), sweep: sweep)
  }

  private func arcPoints(center: Vector, startAngle: Double, sweep: Double) -> [Vector] {
    // Chord error r(1 − cos(step/2)) ≤ tolerance.
    let ratio = max(-1, min(1, 1 - tolerance / halfWidth))
    let maxStep = max(2 * acos(ratio), 0.01)
    let count = Int(min(1000, (abs(sweep) / maxStep).rounded(.up)))
    guard count > 1 else { return [] }
    return (1..<count).map { i in
      let angle = startAngle + sweep * Double(i) / Double(count)
      return Vector(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
    }
  }

  /// Cap at `end`, heading `d`, from the left offset to the right offset (exclusive).
  private func cap(at end: Vector, direction d: Vector) -> [Vector] {
    let left = Vector(x: end.x - d.y * halfWidth, y: end.y + d.x * halfWidth)
    let right = Vector(x: end.x + d.y * halfWidth, y: end.y - d.x * halfWidth)
    switch style.cap {
    case .butt:
      return []
    case .square:
      return [Vector(x: left.x + d.x * halfWidth, y: left.y + d.y * halfWidth), Vector(x: right.x + d.x * halfWidth, y: right.y + d.y * halfWidth)]
    case .round:
      // Half a turn from the left normal through the heading to the right normal: the left
      // normal is the heading turned by +90°, so the sweep is −180°.
      return arcPoints(center: end, startAngle: atan2(left.y - end.y, left.x - end.x), sweep: -.pi)
    }
  }

  /// A zero-length piece: a disc for round caps, a square for square caps, nothing for butt.
  private func dot(at p: Vector) -> FlattenedPath.Contour? {
    switch style.cap {
    case .butt:
      return nil
    case .square:
      let h = halfWidth
      return contour([Vector(x: p.x - h, y: p.y - h), Vector(x: p.x + h, y: p.y - h), Vector(x: p.x + h, y: p.y + h), Vector(x: p.x - h, y: p.y + h)])
    case .round:
      return contour([Vector(x: p.x + halfWidth, y: p.y)] + arcPoints(center: p, startAngle: 0, sweep: 2 * .pi))
    }
  }
}

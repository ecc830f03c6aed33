extension Path {
  /// The smallest rectangle holding every point and control point (so every curve, as a
  /// Bézier lies in the hull of its control points), or nil for an empty path.
  public var controlBounds: (x0: Double, y0: Double, x1: Double, y1: Double)? {
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    func include(_ p: Point) {
      box = box.map { (min($0.x0, p.x), min($0.y0, p.y), max($0.x1, p.x), max($0.y1, p.y)) } ?? (p.x, p.y, p.x, p.y)
    }
    for element in elements {
      switch element {
      case let .move(p), let .line(p): include(p)
      case let .quad(c, p): include(c); include(p)
      case let .cubic(c1, c2, p): include(c1); include(c2); include(p)
      case .close: break
      }
    }
    return box
  }
}

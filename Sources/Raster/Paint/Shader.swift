/// A paint prepared for one fill: for every device pixel, its premultiplied colour on 0…255.
///
/// Gradients are evaluated at pixel centres through the inverse of the fill's transform, so a
/// gradient moves, scales and rotates with its shape. A 1024-entry table of premultiplied
/// colours keeps the per-pixel cost to one affine map and one lookup; even a black-to-white
/// gradient changes by only ¼ of an 8-bit level between entries, so the table adds no banding.
struct Shader {
  enum Kind {
    case solid(SIMD4<Float>)
    /// t = ax·x + ay·y + a0 in device pixels.
    case linear(ax: Double, ay: Double, a0: Double)
    /// (u, v) = affine(x, y); t = √(u² + v²).
    case radial(ux: Double, uy: Double, u0: Double, vx: Double, vy: Double, v0: Double)
  }

  let kind: Kind
  let table: [SIMD4<Float>]
  static let tableSize = 1024

  init(_ paint: Paint, transform: AffineTransform) {
    switch paint {
    case let .solid(color):
      kind = .solid(Shader.premultiplied(color))
      table = []
    case let .linearGradient(g):
      table = Shader.makeTable(g.stops)
      let dx = g.endX - g.startX, dy = g.endY - g.startY
      let lengthSquared = dx * dx + dy * dy
      guard lengthSquared > 0, lengthSquared.isFinite, let inverse = transform.inverted else {
        kind = .solid(table.last ?? .zero)  // degenerate: the last colour, as CSS
        return
      }
      // t(user) = ((p − s) · (e − s)) / |e − s|², with p = inverse(device).
      let kx = dx / lengthSquared, ky = dy / lengthSquared
      kind = .linear(
        ax: inverse.a * kx + inverse.b * ky, ay: inverse.c * kx + inverse.d * ky,
        a0: (inverse.tx - g.startX) * kx + (inverse.ty - g.startY) * ky)
    case let .radialGradient(g):
      table = Shader.makeTable(g.stops)
      guard g.radiusX != 0, g.radiusY != 0, g.radiusX.isFinite, g.radiusY.isFinite, let inverse = transform.inverted else {
        kind = .solid(table.last ?? .zero)
        return
      }
      let sx = 1 / g.radiusX, sy = 1 / g.radiusY
      kind = .radial(
        ux: inverse.a * sx, uy: inverse.c * sx, u0: (inverse.tx - g.centerX) * sx,
        vx: inverse.b * sy, vy: inverse.d * sy, v0: (inverse.ty - g.centerY) * sy)
    }
  }

  /// The premultiplied colour of a solid paint, or `nil` for gradients.
  var solidColor: SIMD4<Float>? {
    if case let .solid(color) = kind { color } else { nil }
  }

  /// Premultiplied colour at the centre of device pixel (x, y).
  @inline(__always)
  func color(x: Int, y: Int) -> SIMD4<Float> {
    let px = Double(x) + 0.5, py = Double(y) + 0.5
    let t: Double
    switch kind {
    case let .solid(color): return color
    case let .linear(ax, ay, a0): t = ax * px + ay * py + a0
    case let .radial(ux, uy, u0, vx, vy, v0):
      let u = ux * px + uy * py + u0, v = vx * px + vy * py + v0
      t = (u * u + v * v).squareRoot()
    }
    let scaled = (t.isNaN ? 0 : t.clamped(to: 0...1)) * Double(Self.tableSize - 1)
    return table[Int(scaled + 0.5)]
  }

  static func premultiplied(_ color: RasterColor) -> SIMD4<Float> {
    let p = color.premultiplied255
    return SIMD4(p.r, p.g, p.b, p.a)
  }

  /// Samples the stops into a table; before the first stop and after the last, colours pad.
  static func makeTable(_ stops: [GradientStop]) -> [SIMD4<Float>] {
    let sorted = stops.enumerated()
      // Stops beyond 0…1 keep their place (the table samples 0…1 between them); only
      // non-finite ones are pulled in.
      .map { (location: $0.element.location.isNaN ? 0 : $0.element.location.clamped(to: -1e9...1e9), order: $0.offset, color: premultiplied($0.element.color)) }
      .sorted { ($0.location, $0.order) < ($1.location, $1.order) }
    guard let first = sorted.first, let last = sorted.last else { return [SIMD4<Float>](repeating: .zero, count: tableSize) }
    var table: [SIMD4<Float>] = []
    table.reserveCapacity(tableSize)
    var k = 0
    for i in 0..<tableSize {
      let t = Double(i) / Double(tableSize - 1)
      while k + 1 < sorted.count && sorted[k + 1].location < t { k += 1 }
      if t <= first.location {
        table.append(first.color)
      } else if t >= last.location || k + 1 >= sorted.count {
        table.append(last.color)
      } else {
        let a = sorted[k], b = sorted[k + 1]
        let span = b.location - a.location
        let f = Float(span > 0 ? (t - a.location) / span : 1)
        table.append(a.color + (b.color - a.color) * f)
      }
    }
    return table
  }
}

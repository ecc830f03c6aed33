import Raster
import SceneModel
import Timing

/// The vector shapes a layer is made of, in its bounds coordinates (points, origin top-left).
enum LayerShapes {
  /// The (rounded) bounds: background, gradient fill, `masksToBounds` clip and border all use it.
  static func bounds(size: Vec2, properties: LayerProperties) -> Path {
    if let radii = properties.cornerRadii {
      return Path.roundedRect(x: 0, y: 0, width: size.x, height: size.y, cornerRadii: CornerRadii(radii))
    }
    return Path.roundedRect(x: 0, y: 0, width: size.x, height: size.y, cornerRadius: properties.cornerRadius)
  }

  /// What a shape layer fills and strokes: the ellipse, the (rounded) rectangle or the path data.
  static func outline(of content: LayerContent, size: Vec2, properties: LayerProperties) -> Path? {
    switch content {
    case .rect: return bounds(size: size, properties: properties)
    case .ellipse: return Path.ellipse(x: 0, y: 0, width: size.x, height: size.y)
    case .path(let data): return Path(data)
    default: return nil
    }
  }

  /// The border `width` points wide, as CALayer draws it inside the bounds: the (rounded) bounds
  /// with the bounds inset by `width` cut out, each inner corner's radius the outer one's less
  /// `width` (square once that is 0). Filled, not stroked along a centre line: a stroke of the
  /// centre line, whose radius is the outer one's less `width`/2, turned the outer corners square
  /// whenever the radius was under half the width (QA: `cornerRadius` 3 with a 6 pt border).
  static func border(size: Vec2, properties: LayerProperties, width: Double) -> Path {
    var path = bounds(size: size, properties: properties)
    let limit = min(size.x, size.y) / 2
    let radii = properties.cornerRadii ?? CornerRadiiPoints(topLeft: properties.cornerRadius, topRight: properties.cornerRadius,
                                                            bottomRight: properties.cornerRadius, bottomLeft: properties.cornerRadius)
    // Each outer radius as drawn (clamped to half the shorter side), less the width.
    func inner(_ radius: Double) -> Double { max(0, min(max(0, radius.isNaN ? 0 : radius), limit) - width) }
    path.addReversedRoundedRect(x: width, y: width, width: max(0, size.x - 2 * width), height: max(0, size.y - 2 * width),
                                cornerRadii: CornerRadii(topLeft: inner(radii.topLeft), topRight: inner(radii.topRight),
                                                         bottomRight: inner(radii.bottomRight), bottomLeft: inner(radii.bottomLeft)))
    return path
  }

  /// The (rounded) bounds moved `inset` points inwards on every side, each corner's radius
  /// shrunk by as much (so the curve stays concentric with the bounds' own).
  static func bounds(size: Vec2, properties: LayerProperties, insetBy inset: Double) -> Path {
    guard inset > 0 else { return bounds(size: size, properties: properties) }
    let radii = properties.cornerRadii ?? CornerRadiiPoints(topLeft: properties.cornerRadius, topRight: properties.cornerRadius,
                                                            bottomRight: properties.cornerRadius, bottomLeft: properties.cornerRadius)
    let shrunk = CornerRadiiPoints(topLeft: max(0, radii.topLeft - inset), topRight: max(0, radii.topRight - inset),
                                   bottomRight: max(0, radii.bottomRight - inset), bottomLeft: max(0, radii.bottomLeft - inset))
    return Path.roundedRect(x: inset, y: inset, width: max(0, size.x - 2 * inset), height: max(0, size.y - 2 * inset),
                            cornerRadii: CornerRadii(shrunk))
  }
}

extension CornerRadii {
  init(_ radii: CornerRadiiPoints) {
    self.init(topLeft: radii.topLeft, topRight: radii.topRight, bottomRight: radii.bottomRight, bottomLeft: radii.bottomLeft)
  }
}

extension Path {
  /// The raster path of parsed SVG path data.
  init(_ data: PathData) {
    self.init()
    for command in data.commands {
      switch command {
      case .move(let p): move(to: p.x, p.y)
      case .line(let p): line(to: p.x, p.y)
      case .quadratic(let c, let p): quadCurve(to: p.x, p.y, control: c.x, c.y)
      case .cubic(let c1, let c2, let p): curve(to: p.x, p.y, control1: c1.x, c1.y, control2: c2.x, c2.y)
      case .close: close()
      }
    }
  }
}

extension StrokeStyle {
  /// The raster stroke of a layer's stroke properties.
  init(_ stroke: StrokeProperties) {
    let cap: LineCap = switch stroke.cap { case .butt: .butt; case .round: .round; case .square: .square }
    let join: LineJoin = switch stroke.join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
    self.init(width: stroke.lineWidthPoints, cap: cap, join: join, miterLimit: stroke.miterLimit,
              dashPattern: stroke.dashPatternPoints, dashPhase: stroke.dashPhasePoints,
              start: min(max(stroke.start, 0), 1), end: min(max(stroke.end, 0), 1))
  }
}

import Raster
import SceneModel
import Timing

/// A device-pixel rectangle `x0..<x1`, `y0..<y1`.
struct PixelRect: Equatable {
  var x0, y0, x1, y1: Int

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// Whether the two share a pixel.
  func intersects(_ other: PixelRect) -> Bool {
    !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }

  /// The pixels both hold, or nil when they share none.
  func intersection(_ other: PixelRect) -> PixelRect? {
    let rect = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return rect.isEmpty ? nil : rect
  }

  func clamped(width: Int, height: Int) -> PixelRect {
    PixelRect(x0: max(0, x0), y0: max(0, y0), x1: min(width, x1), y1: min(height, y1))
  }

  static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
}

/// Which pixels can differ between two frames: the old and new extents of every layer subtree
/// whose own state changed. Conservative by construction; nil means "assume everything".
struct DamageRegion {
  let renderer: FrameRenderer

  /// Rectangles covering every pixel that can differ, clamped to the canvas; nil when the change
  /// cannot be bounded (the caller redraws everything). `merging` joins them into a few for
  /// redrawing (`merged`); without it there is one or two per changed layer.
  func between(_ old: FrameState, _ new: FrameState, merging: Bool = true) -> [PixelRect]? {
    guard old.canvas == new.canvas else { return nil }
    let root = AffineTransform.scale(x: new.canvas.scale, y: new.canvas.scale)
    var rects: [PixelRect] = []
    guard compare(old.layers, new.layers, parentTransform: root, into: &rects) else { return nil }
    let clamped = rects.map { $0.clamped(width: new.canvas.widthPixels, height: new.canvas.heightPixels) }.filter { !$0.isEmpty }
    return merging ? Self.merged(clamped) : clamped
  }

  /// Joins rectangles whose union is not much bigger than the two apart (redrawing a little
  /// extra once is cheaper than drawing every layer twice), and everything when many remain.
  static func merged(_ rects: [PixelRect]) -> [PixelRect] {
    var result: [PixelRect] = []
    for rect in rects {
      var current = rect
      var joined = true
      while joined {
        joined = false
        for (index, other) in result.enumerated() {
          let union = current.union(other)
          if Double(union.area) <= 1.25 * Double(current.area + other.area) {
            current = union
            result.remove(at: index)
            joined = true
            break
          }
        }
      }
      result.append(current)
    }
    // Each rectangle redraws every layer inside its clip; past a handful, one box is cheaper.
    if result.count > 4 { return [result.reduce(PixelRect.empty) { $0.union($1) }] }
    return result
  }

  private func compare(_ old: [LayerState], _ new: [LayerState], parentTransform: AffineTransform,
                       into rects: inout [PixelRect]) -> Bool {
    guard old.count == new.count else { return false }
    for (before, after) in zip(old, new) where before != after {
      let ownChanged = before.properties != after.properties || before.content != after.content
        || before.hasExplicitSize != after.hasExplicitSize || before.children.count != after.children.count
      // A shadow follows the children, so a shadowed layer is damaged as a whole when they change.
      if ownChanged || after.properties.shadow.isVisible {
        guard let a = extent(of: before, parentTransform: parentTransform),
              let b = extent(of: after, parentTransform: parentTransform) else { return false }
        rects.append(a)
        rects.append(b)
      } else {
        let transform = renderer.placement(of: after, parentTransform: parentTransform).transform
        guard compare(before.children, after.children, parentTransform: transform, into: &rects) else { return false }
      }
    }
    return true
  }

  /// Device pixels a layer and its subtree can touch, or nil when that cannot be bounded.
  /// Without `includingOwnShadow`, the pixels its drawing alone can touch (its children's
  /// shadows are part of the drawing).
  func extent(of layer: LayerState, parentTransform: AffineTransform, includingOwnShadow: Bool = true) -> PixelRect? {
    let (transform, size, text) = renderer.placement(of: layer, parentTransform: parentTransform)
    let p = layer.properties
    // A negative size (an animation overshooting past zero) draws on the other side of the origin.
    var box = (x0: min(0, size.x), y0: min(0, size.y), x1: max(0, size.x), y1: max(0, size.y))
    func include(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
      box = (min(box.x0, x0), min(box.y0, y0), max(box.x1, x1), max(box.y1, y1))
    }
    switch layer.content {
    case .path(let data):
      // Control points bound the curves (a Bézier lies in the hull of its control points).
      for command in data.commands {
        switch command {
        case .move(let v), .line(let v): include(v.x, v.y, v.x, v.y)
        case .quadratic(let c, let v): include(min(c.x, v.x), min(c.y, v.y), max(c.x, v.x), max(c.y, v.y))
        case .cubic(let c1, let c2, let v):
          include(min(c1.x, c2.x, v.x), min(c1.y, c2.y, v.y), max(c1.x, c2.x, v.x), max(c1.y, c2.y, v.y))
        case .close: break
        }
      }
    case .image(let source):
      let r = ImagePlacement.rect(gravity: source.gravity, imageWidthPixels: source.widthPixels, imageHeightPixels: source.heightPixels,
                                  contentsScale: source.contentsScale, bounds: size)
      include(r.x, r.y, r.x + r.width, r.y + r.height)
    default: break
    }
    if let text {
      // Glyphs can reach past the line box (accents, descenders, italics): a font size of slack,
      // and wherever their outlines are (a negative letter spacing overlaps them past the
      // box's start; stacked accents rise above it).
      let b = text.bounds, slack = p.fontSizePoints
      include(b.x - slack, b.y - slack, b.x + b.width + slack, b.y + b.height + slack)
      if let ink = text.inkBounds { include(ink.x0 - 1, ink.y0 - 1, ink.x1 + 1, ink.y1 + 1) }
    }
    // Half the line width, times how far a corner or cap can reach past it: a miter tip is at
    // most miterLimit half-widths from its vertex, but only paths (and ellipses so thin that
    // they flatten to sharp turns) have sharp corners; a rect's right angles, the smooth turns
    // of a flattened ellipse and square caps reach at most √2 half-widths.
    var reachFactor = 2.0.squareRoot()
    if p.stroke.join == .miter {
      switch layer.content {
      case .path: reachFactor = max(reachFactor, p.stroke.miterLimit)
      case .ellipse where Self.tightestCurvaturePixels(size: size, transform: transform) < 1:
        // A curve tighter than a pixel flattens to a sharp turn, which gets a miter join.
        reachFactor = max(reachFactor, p.stroke.miterLimit)
      default: break
      }
    }
    let strokeReach = p.stroke.lineWidthPoints / 2 * reachFactor
    let margin = max(strokeReach, 0) + p.borderWidthPoints
    guard [box.x0, box.y0, box.x1, box.y1, margin].allSatisfy(\.isFinite) else { return nil }
    let corners = [(box.x0 - margin, box.y0 - margin), (box.x1 + margin, box.y0 - margin),
                   (box.x0 - margin, box.y1 + margin), (box.x1 + margin, box.y1 + margin)].map { transform.apply(x: $0.0, y: $0.1) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let reach = 2.0  // antialiased edges touch the pixel beyond
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e8 }) else { return nil }
    var rect = PixelRect(x0: Int((minX - reach).rounded(.down)), y0: Int((minY - reach).rounded(.down)),
                         x1: Int((maxX + reach).rounded(.up)), y1: Int((maxY + reach).rounded(.up)))
    for child in layer.children {
      guard let inner = extent(of: child, parentTransform: transform) else { return nil }
      rect = rect.union(inner)
    }
    // The shadow is cast by everything the layer draws, children included: a group with no
    // size of its own casts its children's shadow (QA: the shadow was cut off at the group's
    // own bounds when an offscreen group was composited within its extent).
    if includingOwnShadow, p.shadow.isVisible {
      let shadowReach = ShadowGeometry(p.shadow, parentTransform: parentTransform).reachPixels + 2
      guard shadowReach.isFinite, shadowReach < 1e8 else { return nil }
      let margin = Int(shadowReach.rounded(.up))
      rect = PixelRect(x0: rect.x0 - margin, y0: rect.y0 - margin, x1: rect.x1 + margin, y1: rect.y1 + margin)
    }
    return rect
  }

  /// The smallest radius of curvature of the ellipse inscribed in `size` (at the ends of its long
  /// axis, b²/a), in device pixels, taking the transform's least stretch.
  static func tightestCurvaturePixels(size: Vec2, transform: AffineTransform) -> Double {
    let a = max(abs(size.x), abs(size.y)) / 2, b = min(abs(size.x), abs(size.y)) / 2
    guard a > 0 else { return 0 }
    let t = transform
    let p = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d) / 2
    let q = (((t.a * t.a + t.b * t.b - t.c * t.c - t.d * t.d) / 2) * ((t.a * t.a + t.b * t.b - t.c * t.c - t.d * t.d) / 2)
      + (t.a * t.c + t.b * t.d) * (t.a * t.c + t.b * t.d)).squareRoot()
    let leastStretch = max(0, p - q).squareRoot()  // the smaller singular value
    return b * b / a * leastStretch
  }
}

extension Canvas {
  /// Strokes `path` with `style` (widths and dashes in user space, so a scaled layer's stroke
  /// scales too, as in Core Animation), trimmed to `style.start…style.end` of its length.
  public func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform, color: RasterColor) {
    guard color.alpha > 0 else { return }
    stroke(path, style: style, transform: transform, paint: .solid(color))
  }

  /// Strokes `path` with a paint (solid or gradient).
  public func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform, paint: Paint) {
    let (outline, coverage) = Self.strokeOutline(path, style: style, transform: transform)
    guard !outline.contours.isEmpty, coverage > 0 else { return }
    let faded = coverage < 1 ? paint.fading(by: coverage) : paint
    fill(FlattenedPath(outline, transform: transform), shader: Shader(faded, transform: transform))
  }

  /// The stroke's outline in user space as a flattened polygon set (empty when nothing shows),
  /// and the share of it to paint: below 1 for a dash pattern too fine to draw dash by dash,
  /// whose outline is then the undashed line's (`DashCoverage`).
  static func strokeOutline(_ path: Path, style: StrokeStyle, transform: AffineTransform) -> (outline: FlattenedPath, coverage: Double) {
    let scale = transform.maximumScale
    guard !path.isEmpty, style.width.isFinite, style.width > 0, scale.isFinite, scale > 0 else { return (FlattenedPath(contours: []), 1) }
    // Flatten in user space finely enough that, once transformed, the error stays in tolerance.
    let tolerance = FlattenedPath.tolerancePixels / scale
    let flat = FlattenedPath(path, transform: .identity, tolerance: tolerance)
    guard flat.isFinite else { return (FlattenedPath(contours: []), 1) }
    var style = style
    var coverage = 1.0
    if let uniform = DashCoverage.uniformCoverage(of: style, pathLength: PathTrimmer.totalLength(of: flat), devicePixelsPerUnit: scale) {
      style.dashPattern = []
      coverage = uniform
    }
    let pieces = PathTrimmer.pieces(of: flat, style: style)
    return (Stroker(halfWidth: style.width / 2, style: style, tolerance: tolerance).outline(of: pieces), coverage)
  }
}

extension FlattenedPath {
  /// Maps already-flattened user-space polygons to device space (lines stay lines).
  init(_ polygons: FlattenedPath, transform: AffineTransform) {
    var mapped: [Contour] = []
    mapped.reserveCapacity(polygons.contours.count)
    var finite = true
    let limit = Self.coordinateLimit
    for contour in polygons.contours {
      var c = Contour()
      c.isClosed = contour.isClosed
      c.xs.reserveCapacity(contour.count)
      c.ys.reserveCapacity(contour.count)
      for i in 0..<contour.count {
        let p = transform.apply(x: contour.xs[i], y: contour.ys[i])
        if !p.x.isFinite || !p.y.isFinite { finite = false }
        c.xs.append(p.x.isFinite ? p.x.clamped(to: -limit...limit) : 0)
        c.ys.append(p.y.isFinite ? p.y.clamped(to: -limit...limit) : 0)
      }
      mapped.append(c)
    }
    self.init(contours: mapped)
    self.isFinite = finite
  }
}

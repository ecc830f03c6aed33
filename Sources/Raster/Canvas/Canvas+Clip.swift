extension Canvas {
  /// Restricts all drawing (fills, strokes, text, images, layers) to the inside of `path`,
  /// antialiased, intersected with any clip already in effect, until the matching `popClip()`.
  /// This is how a `masksToBounds` layer clips its children.
  public func pushClip(_ path: Path, transform: AffineTransform) {
    let flat = FlattenedPath(path, transform: transform)
    let bounds = clipBounds ?? (0, 0, 0, 0)
    var next: ClipState = .empty
    if clipMask == nil, let rect = flat.wholePixelRect {
      // A rectangle on pixel boundaries inside no soft clip (a damaged region being redrawn):
      // its coverage would be exactly 1 inside and 0 outside, so clipping to it is restricting
      // the bounds, and fills keep their fast paths (multiplying by 1 changed only the cost).
      let x0 = max(rect.x0, bounds.x0), y0 = max(rect.y0, bounds.y0)
      let x1 = min(rect.x1, bounds.x1), y1 = min(rect.y1, bounds.y1)
      if x1 > x0, y1 > y0 { next = .rect((x0, y0, x1, y1)) }
    } else if bounds.x1 > bounds.x0, bounds.y1 > bounds.y0,
      let mask = CoverageMask.fill(flat, clipX0: bounds.x0, clipY0: bounds.y0, clipX1: bounds.x1, clipY1: bounds.y1)
    {
      next = .mask(clipMask.map { mask.multiplied(by: $0) } ?? mask)
    }
    clipStack.append(next)
  }

  /// Removes the most recent clip; does nothing when none is in effect.
  public func popClip() {
    _ = clipStack.popLast()
  }

  /// Runs `body` with drawing clipped to `path`, then restores the previous clip.
  public func withClip<Result>(_ path: Path, transform: AffineTransform, _ body: () throws -> Result) rethrows -> Result {
    pushClip(path, transform: transform)
    defer { popClip() }
    return try body()
  }

  /// The current clip's coverage, or `nil` when nothing clips or the clip is a whole-pixel
  /// rectangle (which `clipBounds` expresses alone).
  var clipMask: CoverageMask? {
    if case let .mask(mask) = clipStack.last { mask } else { nil }
  }

  /// Device-pixel rectangle drawing may touch, or `nil` when the clip is empty.
  var clipBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
    switch clipStack.last {
    case nil: (0, 0, widthPixels, heightPixels)
    case .empty: nil
    case let .mask(mask): (mask.originX, mask.originY, mask.originX + mask.width, mask.originY + mask.height)
    case let .rect(rect): rect
    }
  }
}

/// One entry of a canvas's clip stack.
enum ClipState {
  /// Nothing can be drawn (the clip path covers no pixel).
  case empty
  /// Coverage 0…1; pixels outside the mask's rectangle are fully clipped.
  case mask(CoverageMask)
  /// Whole pixels `x0..<x1`, `y0..<y1` fully inside, every other pixel fully clipped.
  case rect((x0: Int, y0: Int, x1: Int, y1: Int))
}

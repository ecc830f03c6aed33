extension Canvas {
  /// Restricts all drawing (fills, strokes, text, images, layers) to the inside of `path`,
  /// antialiased, intersected with any clip already in effect, until the matching `popClip()`.
  /// This is how a `masksToBounds` layer clips its children.
  ///
  /// An axis-aligned rectangle (a layer neither rotated nor skewed), inside no other clip or
  /// inside such rectangles only, clips the geometry of what is drawn (`ClipBox`), so a shape
  /// edge on the clip's edge is antialiased once. Any other clip is a coverage mask multiplied
  /// into what is drawn.
  public func pushClip(_ path: Path, transform: AffineTransform) {
    let flat = FlattenedPath(path, transform: transform)
    let bounds = clipBounds ?? (0, 0, 0, 0)
    var next: ClipState = .empty
    let outerBox: ClipBox?? = switch clipStack.last {
    case nil, .rect: .some(nil)
    case let .box(box, _, _): .some(box)
    case .mask, .empty: .none
    }
    if let outerBox, let box = flat.axisAlignedBox {
      let inner: ClipBox? = if let outerBox { box.intersection(outerBox) } else { box }
      if let inner {
        let x0 = max(Self.pixelFloor(inner.x0), bounds.x0), y0 = max(Self.pixelFloor(inner.y0), bounds.y0)
        let x1 = min(Self.pixelCeiling(inner.x1), bounds.x1), y1 = min(Self.pixelCeiling(inner.y1), bounds.y1)
        if x1 > x0, y1 > y0 {
          if inner.isWholePixels {
            // Coverage exactly 1 inside and 0 outside: restricting the bounds is the whole
            // clip, and fills keep their fast paths.
            next = .rect((x0, y0, x1, y1))
          } else if let mask = CoverageMask.fill(outerBox == nil ? flat : inner.path, clipX0: x0, clipY0: y0, clipX1: x1, clipY1: y1) {
            next = .box(inner, bounds: (x0, y0, x1, y1), mask: mask)
          }
        }
      }
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

  /// Takes `other`'s clip when it is a rectangle (whole pixels or a `ClipBox`), so a group
  /// drawn here to be composited onto `other` is clipped as its geometry is drawn; composite it
  /// with `draw(_:opacity:clippedAlready: true)`. Returns whether it did; a soft mask is left to
  /// the composite.
  public func takeRectangularClip(of other: Canvas) -> Bool {
    switch other.clipStack.last {
    case let clip? where clip.isRectangular:
      clipStack = [clip]
      return true
    default:
      return false
    }
  }

  /// The current clip's coverage, or `nil` when nothing clips or the clip is a whole-pixel
  /// rectangle (which `clipBounds` expresses alone). A `ClipBox` has one too, for what cannot
  /// be clipped as geometry (shadows, composites).
  var clipMask: CoverageMask? {
    switch clipStack.last {
    case let .mask(mask), let .box(_, _, mask): mask
    default: nil
    }
  }

  /// Whether the clip in effect covers some pixels only in part (a rounded, rotated or
  /// fractional edge). Two things drawn under such a clip one after the other each take its
  /// edge coverage, so the first shows through the second there; a group flattened first and
  /// composited under the clip once does not.
  public var clipHasPartialPixels: Bool {
    switch clipStack.last {
    case .mask, .box: true
    case nil, .rect, .empty: false
    }
  }

  /// The clip to cut geometry to before it is rasterized, when the current clip is a `ClipBox`.
  var geometricClip: ClipBox? {
    if case let .box(box, _, _) = clipStack.last { box } else { nil }
  }

  /// Device-pixel rectangle drawing may touch, or `nil` when the clip is empty.
  public var clipBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
    switch clipStack.last {
    case nil: (0, 0, widthPixels, heightPixels)
    case .empty: nil
    case let .mask(mask): (mask.originX, mask.originY, mask.originX + mask.width, mask.originY + mask.height)
    case let .rect(rect), let .box(_, rect, _): rect
    }
  }

  /// Pixel column or row holding `coordinate`, clamped far outside any canvas.
  private static func pixelFloor(_ coordinate: Double) -> Int {
    Int(min(max(coordinate.rounded(.down), -Double(Int32.max)), Double(Int32.max)))
  }

  /// The first pixel boundary at or past `coordinate`, clamped far outside any canvas.
  private static func pixelCeiling(_ coordinate: Double) -> Int {
    Int(min(max(coordinate.rounded(.up), -Double(Int32.max)), Double(Int32.max)))
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
  /// A rectangle with fractional edges, clipped as geometry (`ClipBox`); `bounds` are the pixels
  /// it touches inside the clips before it, and `mask` its coverage there for what is not drawn
  /// as geometry.
  case box(ClipBox, bounds: (x0: Int, y0: Int, x1: Int, y1: Int), mask: CoverageMask)

  /// Whole pixels or a `ClipBox`: a clip drawing can apply to geometry.
  var isRectangular: Bool {
    switch self {
    case .rect, .box: true
    case .mask, .empty: false
    }
  }
}

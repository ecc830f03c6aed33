/// A path turned into polylines in device pixels, ready for the coverage rasterizer.
///
/// Curves are flattened *after* the transform, with a tolerance in device pixels, so a small
/// shape scaled up ten times stays as round as a big one.
struct FlattenedPath {
  /// One subpath as a polyline; filling treats every contour as closed.
  struct Contour {
    var xs: [Double] = []
    var ys: [Double] = []
    var isClosed = false
    var count: Int { xs.count }

    init() {}

    /// The points gathered in `scratch`, in storage of exactly their size.
    fileprivate init(_ scratch: PointScratch, isClosed: Bool) {
      xs = [Double](UnsafeBufferPointer(start: scratch.xs, count: scratch.count))
      ys = [Double](UnsafeBufferPointer(start: scratch.ys, count: scratch.count))
      self.isClosed = isClosed
    }
  }

  /// Maximum distance between a curve and its polyline, in device pixels. Chords always lie
  /// inside a convex curve, so the error is systematic: at 0.1 px a circle's edge pixels lose
  /// ~17 of 255 alpha levels; at 0.02 px about 3, for only √5 ≈ 2.2× more segments.
  static let tolerancePixels = 0.02
  /// Coordinates are clamped to ±this many pixels: far outside any canvas, yet small enough
  /// that every difference and product in the rasterizer stays finite.
  static let coordinateLimit = 1e9
  /// A single curve is never split into more pieces than this (a curve millions of pixels long
  /// would otherwise allocate without bound; off-canvas parts need no precision).
  static let maximumPiecesPerCurve = 4096

  var contours: [Contour] = []

  /// The pixels of an axis-aligned rectangle whose edges lie on pixel boundaries, when the path
  /// is exactly one (four corners, in either direction, perhaps repeating the first): a fill
  /// covers those pixels fully and no others. Nil for any other shape or an empty rectangle.
  var wholePixelRect: (x0: Int, y0: Int, x1: Int, y1: Int)? {
    guard let box = axisAlignedBox, box.isWholePixels,
      [box.x0, box.y0, box.x1, box.y1].allSatisfy({ abs($0) <= Double(Int32.max) })
    else { return nil }
    return (Int(box.x0), Int(box.y0), Int(box.x1), Int(box.y1))
  }

  /// Contours built directly (by the stroker and trimmer), all finite.
  init(contours: [Contour]) {
    self.contours = contours
  }
  /// `false` when some coordinate was NaN or infinite; such a path is not drawn at all.
  var isFinite = true

  /// Flattens `path` mapped by `transform`, with chord error at most `tolerance` in the
  /// output's units (device pixels by default; the stroker flattens in user space with a
  /// tolerance divided by the transform's scale).
  init(_ path: Path, transform: AffineTransform, tolerance: Double = FlattenedPath.tolerancePixels) {
    let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : Self.tolerancePixels
    let current = PointScratch()
    var isClosed = false
    var start = (x: 0.0, y: 0.0)
    var last = (x: 0.0, y: 0.0)

    func device(_ p: Path.Point) -> (x: Double, y: Double) {
      let q = transform.apply(x: p.x, y: p.y)
      if !q.x.isFinite || !q.y.isFinite { isFinite = false; return (0, 0) }
      return (q.x.clamped(to: -Self.coordinateLimit...Self.coordinateLimit), q.y.clamped(to: -Self.coordinateLimit...Self.coordinateLimit))
    }
    func finish() {
      if current.count > 1 { contours.append(Contour(current, isClosed: isClosed)) }
      current.count = 0
      isClosed = false
    }
    func begin(_ p: (x: Double, y: Double)) {
      finish()
      current.append(p.x, p.y)
      start = p
      last = p
    }
    func add(_ p: (x: Double, y: Double)) {
      if current.count == 0 { begin(last) }
      current.append(p.x, p.y)
      last = p
    }

    for element in path.elements {
      switch element {
      case let .move(p):
        begin(device(p))
      case let .line(p):
        add(device(p))
      case let .quad(c, p):
        let p0 = last, p1 = device(c), p2 = device(p)
        // Chord error of n uniform pieces is |p0 − 2p1 + p2| / (8n²).
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let n = Self.pieceCount(errorNumerator: (ddx * ddx + ddy * ddy).squareRoot() / 8, tolerance: tolerance)
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          add((u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
      case let .cubic(c1, c2, p):
        let p0 = last, p1 = device(c1), p2 = device(c2), p3 = device(p)
        // Wang's bound: chord error of n uniform pieces ≤ 3/4 · max|second difference| / n².
        let d1x = p0.x - 2 * p1.x + p2.x, d1y = p0.y - 2 * p1.y + p2.y
        let d2x = p1.x - 2 * p2.x + p3.x, d2y = p1.y - 2 * p2.y + p3.y
        let m = max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
        let n = Self.pieceCount(errorNumerator: 0.75 * m, tolerance: tolerance)
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
          add((b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y))
        }
      case .close:
        if current.count > 0 {
          isClosed = true
          let s = start
          finish()
          last = s
        }
      }
    }
    finish()
  }

  /// Pieces needed so that `errorNumerator / n²` ≤ the tolerance.
  private static func pieceCount(errorNumerator: Double, tolerance: Double) -> Int {
    let n = (errorNumerator / tolerance).squareRoot().rounded(.up)
    guard n.isFinite, n >= 1 else { return 1 }
    return Int(min(n, Double(maximumPiecesPerCurve)))
  }

  /// Smallest box containing every point, or `nil` when there are none.
  var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    // Written as selects, which vectorize where `min`/`max` did not (this runs over every point
    // of every glyph outline each frame); a NaN is skipped either way.
    for contour in contours {
      for x in contour.xs {
        minX = x < minX ? x : minX
        maxX = x > maxX ? x : maxX
      }
      for y in contour.ys {
        minY = y < minY ? y : minY
        maxY = y > maxY ? y : maxY
      }
    }
    return minX <= maxX ? (minX, minY, maxX, maxY) : nil
  }
}

/// The contour being flattened: raw buffers reused for every contour of a path and copied out
/// once each at its size. Growing arrays point by point from empty reallocated ~2·log₂(n)
/// times per contour, and every append checked capacity and uniqueness (together 7 % of a
/// text-heavy render, flattening glyph outlines every frame).
private final class PointScratch {
  private(set) var xs: UnsafeMutablePointer<Double>
  private(set) var ys: UnsafeMutablePointer<Double>
  /// Points gathered; set to 0 to start the next contour.
  var count = 0
  private var capacity = 256

  init() {
    xs = .allocate(capacity: capacity)
    ys = .allocate(capacity: capacity)
  }

  deinit {
    xs.deallocate()
    ys.deallocate()
  }

  @inline(__always) func append(_ x: Double, _ y: Double) {
    if count == capacity { grow() }
    xs[count] = x
    ys[count] = y
    count += 1
  }

  private func grow() {
    let larger = capacity * 2
    let newXs = UnsafeMutablePointer<Double>.allocate(capacity: larger)
    let newYs = UnsafeMutablePointer<Double>.allocate(capacity: larger)
    newXs.initialize(from: xs, count: count)
    newYs.initialize(from: ys, count: count)
    xs.deallocate()
    ys.deallocate()
    xs = newXs
    ys = newYs
    capacity = larger
  }
}

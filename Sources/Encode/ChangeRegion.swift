/// Where two frames of a canvas can differ: for every row, one span of columns (`x0..<x1`,
/// empty when `x0 >= x1`). Everything outside is known to be equal.
///
/// Rows rather than a bounding box because UI changes are scattered: a ball crossing the canvas
/// and a progress bar below it have a bounding box five times their area, but share no row.
/// Spans never overlap, so sums over a region (the frame-skip budget) count each pixel once.
struct ChangeRegion: Sendable, Equatable {
  let width: Int
  let height: Int
  /// Start and end column of each row's span, 2 entries per row.
  private var bounds: [Int32]

  /// No pixel.
  static func empty(width: Int, height: Int) -> ChangeRegion {
    ChangeRegion(width: width, height: height, bounds: [Int32](repeating: 0, count: 2 * height))
  }

  /// Every pixel.
  static func full(width: Int, height: Int) -> ChangeRegion {
    var region = empty(width: width, height: height)
    for y in 0..<height { region.bounds[2 * y + 1] = Int32(width) }
    return region
  }

  private init(width: Int, height: Int, bounds: [Int32]) {
    self.width = width
    self.height = height
    self.bounds = bounds
  }

  /// The pixels of `rects` (clipped to the canvas).
  init(rects: [PixelRect], width: Int, height: Int) {
    self = .empty(width: width, height: height)
    for rect in rects { formUnion(rect) }
  }

  /// Whether every row's span is empty.
  var isEmpty: Bool {
    for y in 0..<height where bounds[2 * y] < bounds[2 * y + 1] { return false }
    return true
  }

  /// The columns of row `y` that can differ.
  @inline(__always) func span(_ y: Int) -> Range<Int> {
    let x0 = Int(bounds[2 * y]), x1 = Int(bounds[2 * y + 1])
    return x0 < x1 ? x0..<x1 : 0..<0
  }

  /// Pixels inside.
  var pixelCount: Int { (0..<height).reduce(0) { $0 + span($1).count } }

  /// Splits the pixels `start..<start + count` (row-major positions, may cross rows) into
  /// stretches that lie wholly inside or wholly outside the region, and calls `body` with each
  /// one's length and side, in order.
  @inline(__always) func forEachPart(ofPixels start: Int, count: Int, _ body: (_ length: Int, _ inside: Bool) -> Void) {
    var position = start
    let end = start + count
    while position < end {
      let y = position / width
      let rowStart = y * width
      let rowEnd = min(end, rowStart + width)
      let inside = span(y)
      let x = position - rowStart
      let stop: Int, isInside: Bool
      if x < inside.lowerBound {
        (stop, isInside) = (min(rowEnd, rowStart + inside.lowerBound), false)
      } else if x < inside.upperBound {
        (stop, isInside) = (min(rowEnd, rowStart + inside.upperBound), true)
      } else {
        (stop, isInside) = (rowEnd, false)
      }
      body(stop - position, isInside)
      position = stop
    }
  }

  /// Adds the pixels of `rect` (clipped to the canvas).
  mutating func formUnion(_ rect: PixelRect) {
    let x0 = max(0, rect.x), x1 = min(width, rect.x + rect.width)
    guard x0 < x1 else { return }
    for y in max(0, rect.y)..<min(height, rect.y + rect.height) { include(y, Int32(x0), Int32(x1)) }
  }

  /// Adds the pixels of `other` (the same canvas).
  mutating func formUnion(_ other: ChangeRegion) {
    precondition(other.width == width && other.height == height)
    for y in 0..<height where other.bounds[2 * y] < other.bounds[2 * y + 1] {
      include(y, other.bounds[2 * y], other.bounds[2 * y + 1])
    }
  }

  func union(_ other: ChangeRegion) -> ChangeRegion {
    var result = self
    result.formUnion(other)
    return result
  }

  func union(_ rect: PixelRect) -> ChangeRegion {
    var result = self
    result.formUnion(rect)
    return result
  }

  @inline(__always) private mutating func include(_ y: Int, _ x0: Int32, _ x1: Int32) {
    if bounds[2 * y] >= bounds[2 * y + 1] {
      bounds[2 * y] = x0
      bounds[2 * y + 1] = x1
    } else {
      bounds[2 * y] = min(bounds[2 * y], x0)
      bounds[2 * y + 1] = max(bounds[2 * y + 1], x1)
    }
  }

  /// Whether `a` and `b` (canvas-sized) are equal everywhere outside the region.
  func holdsEveryDifference(between a: [UInt8], and b: [UInt8]) -> Bool {
    a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        for y in 0..<height {
          let row = y * width, inside = span(y)
          let start = inside.isEmpty ? row + width : row + inside.lowerBound
          if GIFFrameSequencer.firstDifference(a, b, from: row, to: start) != start { return false }
          let end = row + width
          let after = inside.isEmpty ? end : row + inside.upperBound
          if GIFFrameSequencer.firstDifference(a, b, from: after, to: end) != end { return false }
        }
        return true
      }
    }
  }
}

/// Antialiased coverage of a filled path over a pixel rectangle, computed exactly for polygons.
///
/// Each edge deposits the signed area it sweeps into the cells it crosses (`CoverageDeposits`);
/// a running sum along each row then gives, for every pixel, the exact fraction of its square
/// inside the polygon. Overlapping subpaths wind past 1 and are clamped, which is exact inside
/// and a close approximation at the rare pixels where two edges of the same winding cross.
struct CoverageMask {
  /// Device-pixel rectangle the mask covers.
  let originX: Int, originY: Int, width: Int, height: Int
  /// Row stride in cells: two spare cells absorb area that lies to the right of the last pixel.
  let stride: Int
  /// Coverage 0…1 for pixel (originX + i, originY + j) at `j * stride + i`.
  private(set) var cells: [Float]

  /// An empty mask over the given rectangle (which must be non-empty and already clipped).
  init(originX: Int, originY: Int, width: Int, height: Int) {
    var fresh: [Float] = []
    self.init(originX: originX, originY: originY, width: width, height: height, reusing: &fresh)
  }

  /// An empty mask over the rectangle whose cells reuse `storage`'s memory, taken from it
  /// (`storage` is left empty); `releaseStorage()` hands the memory back.
  init(originX: Int, originY: Int, width: Int, height: Int, reusing storage: inout [Float]) {
    self.originX = originX
    self.originY = originY
    self.width = width
    self.height = height
    self.stride = width + 2
    var cells: [Float] = []
    swap(&cells, &storage)
    cells.removeAll(keepingCapacity: true)
    cells.append(contentsOf: repeatElement(0, count: (width + 2) * height))
    self.cells = cells
  }

  /// The cells' memory, for the next mask to reuse.
  consuming func releaseStorage() -> [Float] { cells }

  /// Rasterizes `path` (device pixels) clipped to the rectangle (`clipX0` ..< `clipX1`, `clipY0` ..< `clipY1`).
  /// Returns `nil` when nothing can be covered.
  static func fill(_ path: FlattenedPath, clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) -> CoverageMask? {
    CoverageDeposits.accumulate(path, clipX0: clipX0, clipY0: clipY0, clipX1: clipX1, clipY1: clipY1)?.resolved()
  }

  /// Gives direct access to the cells and the row stride (for effects that fill a mask themselves).
  mutating func withMutableCells(_ body: (UnsafeMutableBufferPointer<Float>, _ stride: Int) -> Void) {
    let stride = stride
    cells.withUnsafeMutableBufferPointer { body($0, stride) }
  }

  /// The part of this mask inside the rectangle, or `nil` when they do not overlap.
  func cropped(x0: Int, y0: Int, x1: Int, y1: Int) -> CoverageMask? {
    let cx0 = max(x0, originX), cy0 = max(y0, originY)
    let cx1 = min(x1, originX + width), cy1 = min(y1, originY + height)
    guard cx1 > cx0, cy1 > cy0 else { return nil }
    if cx0 == originX, cy0 == originY, cx1 == originX + width, cy1 == originY + height { return self }
    var result = CoverageMask(originX: cx0, originY: cy0, width: cx1 - cx0, height: cy1 - cy0)
    let (sourceStride, dx, dy) = (stride, cx0 - originX, cy0 - originY)
    cells.withUnsafeBufferPointer { source in
      result.withMutableCells { cells, stride in
        for row in 0..<(cy1 - cy0) {
          let from = (row + dy) * sourceStride + dx, to = row * stride
          for i in 0..<(cx1 - cx0) { cells[to + i] = source[from + i] }
        }
      }
    }
    return result
  }

  /// This mask's coverage times `other`'s, over this mask's rectangle (for nested clips).
  func multiplied(by other: CoverageMask) -> CoverageMask {
    var result = self
    result.cells.withUnsafeMutableBufferPointer { cells in
      for row in 0..<height {
        for i in 0..<width {
          cells[row * stride + i] *= other.coverage(x: originX + i, y: originY + row)
        }
      }
    }
    return result
  }

  /// Coverage 0…1 of the device pixel (x, y); 0 outside the mask.
  @inline(__always)
  func coverage(x: Int, y: Int) -> Float {
    let i = x - originX, j = y - originY
    guard i >= 0, i < width, j >= 0, j < height else { return 0 }
    return cells[j * stride + i]
  }

  /// For each row, whether its coverage equals the row above's (never for the first).
  func rowsRepeatingTheRowAbove() -> [Bool] {
    var repeats = [Bool](repeating: false, count: height)
    cells.withUnsafeBufferPointer { cells in
      for row in 1..<max(1, height) {
        let above = (row - 1) * stride, here = row * stride
        var same = true
        for x in 0..<width where cells[above + x] != cells[here + x] {
          same = false
          break
        }
        repeats[row] = same
      }
    }
    return repeats
  }

  /// Calls `body` with each row's coverage (`width` values) and its device y.
  func withRows(_ body: (_ y: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
    cells.withUnsafeBufferPointer { cells in
      for row in 0..<height {
        body(originY + row, UnsafeBufferPointer(rebasing: cells[(row * stride)..<(row * stride + width)]))
      }
    }
  }
}

/// A path's coverage before it is resolved: each cell holds the signed area the path's edges
/// deposit in it, in whole levels (non-zero winding: upward and downward edges carry opposite
/// signs), and the coverage of a pixel is `min(1, |sum of its row's cells up to and including
/// it| / levelsPerPixel)`.
///
/// `resolved()` turns this into a `CoverageMask`. A solid fill reads every pixel once, left to
/// right, so it sums as it blends instead (`Canvas.blendSolid`) and skips the pass that would
/// write the coverage back: the same Float additions in the same order, the same coverage.
struct CoverageDeposits {
  /// Deposits are whole numbers of levels, this many to a pixel's area. Sums of whole numbers
  /// are exact in Float (up to 2²⁴, a winding of 1024), so a pixel's coverage does not depend
  /// on the order of the additions nor on where its row's sum starts: a fill clipped to any
  /// rectangle covers each pixel exactly as the unclipped fill does. 2¹⁴ levels are 64 times
  /// finer than an 8-bit channel needs.
  static let levelsPerPixel: Double = 16384
  /// One level's coverage: a power of two, so scaling a sum by it is exact.
  static let coveragePerLevel: Float = 1 / 16384

  /// The cells, laid out as a mask's (two spare cells per row absorb area right of the last
  /// pixel), holding deposits until `resolved()` sums them in place.
  private var cells: CoverageMask

  /// Device-pixel rectangle the deposits cover.
  var originX: Int { cells.originX }
  var originY: Int { cells.originY }
  var width: Int { cells.width }
  var height: Int { cells.height }

  /// Deposits `path` (device pixels) clipped to the rectangle (`clipX0` ..< `clipX1`,
  /// `clipY0` ..< `clipY1`). Returns `nil` when nothing can be covered.
  static func accumulate(_ path: FlattenedPath, clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) -> CoverageDeposits? {
    var storage: [Float] = []
    return accumulate(path, clipX0: clipX0, clipY0: clipY0, clipX1: clipX1, clipY1: clipY1, reusing: &storage)
  }

  /// The same, with cells in `storage`'s memory (taken from it only when something can be
  /// covered; `releaseStorage()` hands it back).
  static func accumulate(_ path: FlattenedPath, clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int,
                         reusing storage: inout [Float]) -> CoverageDeposits? {
    guard path.isFinite, let b = path.bounds else { return nil }
    // Every coordinate is clamped to ±1e9, so these conversions cannot trap.
    let x0 = max(clipX0, Int(b.minX.rounded(.down)))
    let y0 = max(clipY0, Int(b.minY.rounded(.down)))
    let x1 = min(clipX1, Int(b.maxX.rounded(.up)) + 1)
    let y1 = min(clipY1, Int(b.maxY.rounded(.up)))
    guard x1 > x0, y1 > y0 else { return nil }
    var deposits = CoverageDeposits(cells: CoverageMask(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, reusing: &storage))
    deposits.cells.withMutableCells { cells, stride in
      let writer = EdgeWriter(cells: cells, originX: x0, originY: y0, width: x1 - x0, height: y1 - y0, stride: stride)
      for contour in path.contours {
        let n = contour.count
        for i in 0..<n {
          let j = i + 1 == n ? 0 : i + 1  // filling closes every contour
          writer.addEdge(contour.xs[i], contour.ys[i], contour.xs[j], contour.ys[j])
        }
      }
    }
    return deposits
  }

  /// The coverage mask: running sum per row, |winding| clamped to 1.
  consuming func resolved() -> CoverageMask {
    let width = width, height = height
    cells.withMutableCells { cells, stride in
      for row in 0..<height {
        var sum: Float = 0
        let base = row * stride
        for i in 0..<width {
          sum += cells[base + i]
          cells[base + i] = Self.coverage(sum)
        }
      }
    }
    return cells
  }

  /// A pixel's coverage from its row's running sum of levels: |winding| clamped to 1.
  @inline(__always)
  static func coverage(_ sum: Float) -> Float { min(1, abs(sum) * coveragePerLevel) }

  /// The cells' memory, for the next fill to reuse.
  consuming func releaseStorage() -> [Float] { cells.releaseStorage() }

  /// The first index at or after `start` whose deposit is not zero (of either sign), or
  /// `row.count`. No edge deposits anything inside a shape or outside it, so rows are mostly
  /// long stretches of zero cells; they are checked four at a time (one cell at a time, the
  /// check was most of an opaque fill's time).
  @inline(__always)
  static func endOfEmptyCells(_ row: UnsafeBufferPointer<Float>, from start: Int) -> Int {
    let count = row.count
    var end = start
    if let base = row.baseAddress {
      let raw = UnsafeRawPointer(base)
      let magnitudes: UInt64 = 0x7FFF_FFFF_7FFF_FFFF  // without the sign bits, -0 is 0 too
      while end &+ 4 <= count {
        let first = raw.loadUnaligned(fromByteOffset: end &* 4, as: UInt64.self)
        let second = raw.loadUnaligned(fromByteOffset: end &* 4 &+ 8, as: UInt64.self)
        if (first | second) & magnitudes != 0 { break }
        end &+= 4
      }
    }
    while end < count && row[end] == 0 { end &+= 1 }
    return end
  }

  /// Calls `body` with each row's deposits (`width` values) and its device y.
  func withRows(_ body: (_ y: Int, _ deposits: UnsafeBufferPointer<Float>) -> Void) {
    cells.withRows(body)
  }
}

/// Deposits signed edge areas into the accumulation cells, as whole `CoverageDeposits.levels`.
///
/// Every value is computed from the edge's device coordinates and the pixel's own column and
/// row, never from the mask's origin, and each pixel's running sum is an exact sum of whole
/// numbers: so a pixel's coverage is the same whatever rectangle the mask covers. A redraw
/// clipped to a damaged rectangle then gives the same pixels as drawing the whole frame.
private struct EdgeWriter {
  let cells: UnsafeMutableBufferPointer<Float>
  /// The mask's device rectangle: columns `originX ..< originX + width`, rows likewise.
  let originX: Int, originY: Int, width: Int, height: Int, stride: Int

  /// Edges shorter than this in x are treated as vertical (avoids dividing by almost zero).
  private static let verticalEpsilon = 1e-9

  func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    guard ay != by else { return }  // horizontal edges sweep no area
    // Walk top to bottom; the sign remembers the edge's direction (its winding).
    let (x0, y0, x1, y1, direction) = ay < by ? (ax, ay, bx, by, 1.0) : (bx, by, ax, ay, -1.0)
    let top = max(y0, Double(originY)), bottom = min(y1, Double(originY + height))
    guard top < bottom else { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    var row = Self.floor(top)
    let lastRow = -Self.floor(-bottom) - 1
    while row <= lastRow {
      let rowTop = max(Double(row), top), rowBottom = min(Double(row + 1), bottom)
      if rowBottom > rowTop {
        // x is recomputed from the endpoint each row, so no error accumulates down long edges.
        let xa = x0 + (rowTop - y0) * dxdy, xb = x0 + (rowBottom - y0) * dxdy
        // The piece's whole height in levels is the difference of its ends, each rounded on
        // its own: two edges meeting at a vertex round it the same way, so a closed contour's
        // pieces in a row add up to exactly 0 and leave nothing to the pixels right of it.
        // Rounding each piece's height instead left up to a level per vertex, which moved
        // pixels right of a glyph by one level depending on what else was in the path (QA: a
        // split text's unit turning opaque joined the batch and changed a pixel of a glyph two
        // units further on, so a partly redrawn frame differed from its whole render).
        let whole = Int(direction) * (Self.levels(rowBottom - Double(row)) - Self.levels(rowTop - Double(row)))
        addRowSpan(row: row - originY, xa, xb, signedHeight: direction * (rowBottom - rowTop), whole: whole)
      }
      row += 1
    }
  }

  /// ⌊value⌋ for |value| < 2⁶², without a libm call (`rounded` is one on baseline x86-64,
  /// several per edge piece).
  @inline(__always) private static func floor(_ value: Double) -> Int {
    let whole = Int(value)
    return Double(whole) > value ? whole - 1 : whole
  }

  /// `area` (−1…1 of a pixel) in whole levels, rounded to nearest.
  @inline(__always) private static func levels(_ area: Double) -> Int {
    // Shifted positive first, so that truncating is flooring.
    Int(area * CoverageDeposits.levelsPerPixel + (CoverageDeposits.levelsPerPixel + 0.5)) - Int(CoverageDeposits.levelsPerPixel)
  }

  /// One edge piece inside one row. Pixel c's running sum must come to the edge's contribution
  /// to pixel c's coverage: the height of the piece left of the pixel, plus the part inside it
  /// weighted by how much of the pixel lies right of it. That contribution, in whole levels, is
  /// computed for each pixel the piece crosses, and each cell receives the step from the
  /// pixel before; right of the piece the contribution is its whole height, `whole` levels
  /// (from its rounded ends, see `addEdge`).
  private func addRowSpan(row: Int, _ xa: Double, _ xb: Double, signedHeight: Double, whole: Int) {
    let base = row * stride
    let xl = min(xa, xb), xr = max(xa, xb)
    let right = originX + width
    var column: Int, reached = 0  // levels already carried to `column`
    if xr - xl < Self.verticalEpsilon {
      let x = (xl + xr) / 2
      column = Self.floor(x)
      if column >= originX {
        guard column < right else { return }
        reached = Self.levels(signedHeight * (1 - (x - Double(column))))
        cells[base + column - originX] += Float(reached)
      }
      column += 1
    } else {
      let heightPerX = signedHeight / (xr - xl)
      let last = Self.floor(xr)
      // Columns left of the mask are not walked: the first one inside takes its contribution whole.
      column = max(Self.floor(xl), originX)
      while column <= last, column < right {
        let start = max(xl, Double(column)), end = min(xr, Double(column + 1))
        let level = Self.levels(heightPerX * (start - xl) + heightPerX * (end - start) * (1 - ((start + end) / 2 - Double(column))))
        cells[base + column - originX] += Float(level - reached)
        reached = level
        column += 1
      }
    }
    column = max(column, originX)
    if column < right { cells[base + column - originX] += Float(whole - reached) }
  }
}

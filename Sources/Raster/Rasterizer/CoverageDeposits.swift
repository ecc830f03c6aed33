/// A path's coverage before it is resolved: each cell holds the signed area the path's edges
/// deposit in it (non-zero winding: upward and downward edges carry opposite signs), and the
/// coverage of a pixel is `min(1, |sum of its row's cells up to and including it|)`.
///
/// `resolved()` turns this into a `CoverageMask`. A solid fill reads every pixel once, left to
/// right, so it sums as it blends instead (`Canvas.blendSolid`) and skips the pass that would
/// write the coverage back: the same Float additions in the same order, the same coverage.
struct CoverageDeposits {
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
    let dx = Double(x0), dy = Double(y0)
    deposits.cells.withMutableCells { cells, stride in
      let writer = EdgeWriter(cells: cells, width: x1 - x0, height: y1 - y0, stride: stride)
      for contour in path.contours {
        let n = contour.count
        for i in 0..<n {
          let j = i + 1 == n ? 0 : i + 1  // filling closes every contour
          writer.addEdge(contour.xs[i] - dx, contour.ys[i] - dy, contour.xs[j] - dx, contour.ys[j] - dy)
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
          cells[base + i] = min(1, abs(sum))
        }
      }
    }
    return cells
  }

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

/// Deposits signed edge areas into the accumulation cells (coordinates relative to the mask).
private struct EdgeWriter {
  let cells: UnsafeMutableBufferPointer<Float>
  let width: Int, height: Int, stride: Int

  /// Edges shorter than this in x are treated as vertical (avoids dividing by almost zero).
  private static let verticalEpsilon = 1e-9

  func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    guard ay != by else { return }  // horizontal edges sweep no area
    // Walk top to bottom; the sign remembers the edge's direction (its winding).
    let (x0, y0, x1, y1, direction) = ay < by ? (ax, ay, bx, by, 1.0) : (bx, by, ax, ay, -1.0)
    let top = max(y0, 0), bottom = min(y1, Double(height))
    guard top < bottom else { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    // top and bottom lie in 0…height, so truncating is flooring (`rounded` is a libm call on
    // baseline x86-64, several per edge piece).
    var row = Int(top)
    let lastRow = Self.ceiling(bottom) - 1
    while row <= lastRow {
      let rowTop = max(Double(row), top), rowBottom = min(Double(row + 1), bottom)
      if rowBottom > rowTop {
        // x is recomputed from the endpoint each row, so no error accumulates down long edges.
        let xa = x0 + (rowTop - y0) * dxdy, xb = x0 + (rowBottom - y0) * dxdy
        addRowSpan(row: row, xa, xb, signedHeight: direction * (rowBottom - rowTop))
      }
      row += 1
    }
  }

  /// ⌈value⌉ for 0 ≤ value ≤ 2⁶², without a libm call.
  @inline(__always) private static func ceiling(_ value: Double) -> Int {
    let whole = Int(value)
    return Double(whole) < value ? whole + 1 : whole
  }

  /// One edge piece inside one row: split at pixel boundaries; each piece gives the cell it lies
  /// in the area to its right within that cell, and the next cell the rest of its height, so the
  /// running sum carries its full height to every pixel further right.
  private func addRowSpan(row: Int, _ xa: Double, _ xb: Double, signedHeight: Double) {
    let base = row * stride
    let right = Double(width)
    let xl = min(xa, xb), xr = max(xa, xb)
    func deposit(_ cell: Int, _ h: Double, _ fractionLeftOfPiece: Double) {
      cells[base + cell] += Float(h * (1 - fractionLeftOfPiece))
      cells[base + cell + 1] += Float(h * fractionLeftOfPiece)
    }
    if xr - xl < Self.verticalEpsilon {
      let x = ((xl + xr) / 2).clamped(to: 0...right)
      let cell = min(Int(x), width)  // x ≥ 0: truncating is flooring
      deposit(cell, signedHeight, x - Double(cell))
      return
    }
    let heightPerX = signedHeight / (xr - xl)
    var x = xl
    if x < 0 {  // left of the mask: acts as a vertical edge on its left border
      let end = min(xr, 0)
      deposit(0, heightPerX * (end - x), 0)
      x = end
    }
    while x < xr, x < right {
      let cellStart = Double(Int(x))  // x ≥ 0 here: truncating is flooring
      let end = min(xr, cellStart + 1)
      deposit(Int(cellStart), heightPerX * (end - x), (x + end) / 2 - cellStart)
      x = end
    }
    if x < xr {  // right of the mask: lands in the spare cell, never read
      deposit(width, heightPerX * (xr - x), 0)
    }
  }
}

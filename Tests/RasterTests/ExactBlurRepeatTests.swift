import Testing
@testable import Raster

/// The exact blur copies repeated rows, sums a run of equal rows once, sums the outputs inside
/// a long run of equal cells once, and blurs equal columns once: bit for bit what summing every
/// tap of every row gives.
@Suite struct ExactBlurRepeatTests {
  /// The blur as it was first written: every nonzero cell scattered horizontally, every row
  /// scattered vertically, in row order.
  static func directBlur(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) -> CoverageMask {
    let (kx, shiftX) = GaussianBlur.kernel(sigma: sigma, offset: dx)
    let (ky, shiftY) = GaussianBlur.kernel(sigma: sigma, offset: dy)
    let width = mask.width + kx.count - 1, height = mask.height + ky.count - 1
    var horizontal = [Float](repeating: 0, count: width * mask.height)
    mask.withRows { y, row in
      let base = (y - mask.originY) * width
      for i in 0..<row.count where row[i] != 0 {
        for j in 0..<kx.count { horizontal[base + i + j] += row[i] * kx[j] }
      }
    }
    var result = CoverageMask(originX: mask.originX + shiftX, originY: mask.originY + shiftY, width: width, height: height)
    result.withMutableCells { cells, stride in
      for y in 0..<mask.height {
        for j in 0..<ky.count {
          for x in 0..<width { cells[(y + j) * stride + x] += horizontal[y * width + x] * ky[j] }
        }
      }
    }
    return result
  }

  /// A rounded card (runs of equal rows longer than the kernel), a thin bar (a run shorter
  /// than it) and a ragged edge (no repeats), in one mask.
  static func shapes() -> CoverageMask {
    var path = Path.roundedRect(x: 3.3, y: 2.6, width: 60, height: 125, cornerRadius: 9)
    path.append(.rect(x: 70.5, y: 10, width: 20, height: 3))
    path.append(.ellipse(x: 40, y: 135, width: 25, height: 40))
    return CoverageMask.fill(FlattenedPath(path, transform: .identity), clipX0: 0, clipY0: 0, clipX1: 100, clipY1: 180)!
  }

  /// A card wider than the widest kernel at a sub-pixel position (flat rows and equal columns),
  /// a wide bar with a step in its coverage halfway (two flats in one row), and a diagonal
  /// band whose rows are each a flat at a different place.
  static func wideShapes() -> CoverageMask {
    var path = Path.roundedRect(x: 10.4, y: 5.7, width: 300, height: 90, cornerRadius: 24)
    path.append(.rect(x: 20.5, y: 110.25, width: 280, height: 6.5))
    path.append(.rect(x: 160.5, y: 112, width: 140, height: 3))
    var band = Path()
    band.move(to: 20, 130)
    band.line(to: 260, 130)
    band.line(to: 300.5, 170.5)
    band.line(to: 60.5, 170.5)
    band.close()
    path.append(band)
    return CoverageMask.fill(FlattenedPath(path, transform: .identity), clipX0: 0, clipY0: 0, clipX1: 330, clipY1: 180)!
  }

  @Test(arguments: [(0.5, 0.0, 0.0), (3.0, 0.25, -1.5), (6.5, 0.0, 4.75), (14.0, -2.0, 0.5)])
  func sameBitsAsSummingEveryTap(sigma: Double, dx: Double, dy: Double) {
    let mask = Self.shapes()
    #expect(mask.rowsRepeatingTheRowAbove().filter { $0 }.count > 100, "a run longer than the widest kernel here (86 taps)")
    Self.expectSameBits(mask, sigma: sigma, dx: dx, dy: dy)
  }

  @Test(arguments: [(0.2, 0.5, 0.0), (2.0, 0.0, 0.0), (6.5, 0.75, 4.25), (14.0, -2.0, 0.5), (32.0, 0.125, -0.5)])
  func wideShapesSameBitsAsSummingEveryTap(sigma: Double, dx: Double, dy: Double) {
    let mask = Self.wideShapes()
    let (kx, _) = GaussianBlur.kernel(sigma: sigma, offset: dx)
    let horizontal = GaussianBlur.horizontalPass(mask, kernel: kx, width: mask.width + kx.count - 1, repeats: mask.rowsRepeatingTheRowAbove())
    let columns = DistinctColumns(horizontal, width: mask.width + kx.count - 1, rows: mask.height, repeats: mask.rowsRepeatingTheRowAbove())
    // Up to σ 14 (86 taps) the card's flat middle outlasts both its edges' reach.
    if sigma <= 14 {
      #expect(columns.count * 4 <= (mask.width + kx.count - 1) * 3, "the vertical pass runs on the distinct columns alone")
    }
    Self.expectSameBits(mask, sigma: sigma, dx: dx, dy: dy)
  }

  static func expectSameBits(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) {
    let fast = GaussianBlur.exactBlur(mask, sigma: sigma, dx: dx, dy: dy)
    let direct = Self.directBlur(mask, sigma: sigma, dx: dx, dy: dy)
    #expect((fast.originX, fast.originY, fast.width, fast.height) == (direct.originX, direct.originY, direct.width, direct.height))
    var differing = 0
    fast.withRows { y, row in
      direct.withRows { y2, row2 in
        guard y == y2 else { return }
        for x in 0..<row.count where row[x].bitPattern != row2[x].bitPattern { differing += 1 }
      }
    }
    #expect(differing == 0)
  }
}

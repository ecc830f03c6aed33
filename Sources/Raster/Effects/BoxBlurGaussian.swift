/// A wide Gaussian blur approximated by five box blurs per axis, after a linear sub-pixel shift.
///
/// The exact kernel in `GaussianBlur` costs 6σ multiply-adds per pixel and axis, so a 4096-pixel
/// frame with three σ = 200 px shadows took a minute. Successive box blurs (running sums:
/// a few operations per pixel whatever σ is) converge on the Gaussian by the central limit
/// theorem; widths are chosen so that their variances add up to σ². With five, a blurred hard
/// edge stays within 0.6 % of full coverage of the exact one (under 2 of 255 alpha levels) and
/// the blur of a single point within 3 % of its peak. The shift by the fractional
/// part of the offset is a two-tap linear filter, so an animated offset still moves smoothly.
enum BoxBlurGaussian {
  /// Number of box passes per axis. Three is the textbook choice, but its hard edges are 1 % off
  /// and its peaks 6 % low; each pass is only a few operations per pixel, so two more buy half the error.
  static let passes = 5

  /// The half-widths r (box width 2r + 1) of the passes for standard deviation `sigma`: as many
  /// boxes of the odd width just under the ideal one and the rest two wider, so that the sum of
  /// their variances ((w² − 1) / 12 each) is as close to σ² as odd widths allow.
  static func boxRadii(sigma: Double) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    // m boxes of width `lower` and n − m of width `upper`: m(l² − 1) + (n − m)(u² − 1) = 12σ².
    let exactCount = (n * Double(upper * upper) - n - 12 * sigma * sigma) / Double(upper * upper - lower * lower)
    let lowerCount = min(passes, max(0, Int(exactCount.rounded())))
    return (0..<passes).map { $0 < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
  }

  /// `mask` blurred with standard deviation `sigma` (≥ 0.3) and moved by (`dx`, `dy`) (finite),
  /// in device pixels, over a mask covering everything the result touches.
  ///
  /// Every pass works on rows alone or on columns alone, so equal rows give equal rows and
  /// equal columns equal columns. The horizontal passes run on the mask's distinct rows (a
  /// card's sides repeat one row), and the vertical ones on the distinct columns of the result
  /// (its flat middle repeats one column); each copy takes its original's values, so the
  /// result is the same to the bit as blurring every row and column (`WideBlurTests`).
  static func blur(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) -> CoverageMask {
    let radii = boxRadii(sigma: sigma)
    let reach = radii.reduce(0, +)
    let wholeX = dx.rounded(.down), wholeY = dy.rounded(.down)
    let repeats = mask.rowsRepeatingTheRowAbove()
    var rows = Field(width: mask.width, height: 0, values: [])
    var distinctRowOf: [Int] = []  // for each mask row, its row in `rows`
    distinctRowOf.reserveCapacity(mask.height)
    mask.withRows { y, row in
      if !repeats[y - mask.originY] {
        rows.values.append(contentsOf: row)
        rows.height += 1
      }
      distinctRowOf.append(rows.height - 1)
    }
    rows = rows.shiftedRight(by: Float(dx - wholeX))
    for radius in radii { rows = rows.boxBlurredHorizontally(radius: radius) }
    let columns = DistinctColumns(rows.values, width: rows.width, rows: rows.height,
                                  repeats: [Bool](repeating: false, count: rows.height))
    let narrowRows = columns.gathered(from: rows.values, width: rows.width, rows: rows.height)
    var field = Field(width: columns.count, height: mask.height, values: [])
    field.values.reserveCapacity(columns.count * mask.height)
    for row in distinctRowOf { field.values.append(contentsOf: narrowRows[(row * columns.count)..<((row + 1) * columns.count)]) }
    field = field.shiftedDown(by: Float(dy - wholeY))
    for radius in radii { field = field.boxBlurredVertically(radius: radius) }
    // The running sums are exact, so no residue below zero is left where nothing is.
    var result = CoverageMask(originX: mask.originX + Int(wholeX) - reach, originY: mask.originY + Int(wholeY) - reach,
                              width: rows.width, height: field.height)
    result.withMutableCells { cells, stride in
      field.values.withUnsafeBufferPointer { columns.spread($0, rows: field.height, into: cells, stride: stride) }
    }
    return result
  }

  /// A row-major grid of coverage without a mask's spare cells; each pass makes a new one.
  struct Field {
    var width: Int
    var height: Int
    var values: [Float]

    /// Moved right by `fraction` (0 ≤ fraction < 1) of a pixel: one column wider, unless 0.
    func shiftedRight(by fraction: Float) -> Field {
      guard fraction > 0 else { return self }
      var out = [Float](repeating: 0, count: (width + 1) * height)
      for y in 0..<height {
        for x in 0..<width {
          let v = values[y * width + x]
          out[y * (width + 1) + x] += v * (1 - fraction)
          out[y * (width + 1) + x + 1] += v * fraction
        }
      }
      return Field(width: width + 1, height: height, values: out)
    }

    /// Moved down by `fraction` (0 ≤ fraction < 1) of a pixel: one row taller, unless 0.
    func shiftedDown(by fraction: Float) -> Field {
      guard fraction > 0 else { return self }
      var out = [Float](repeating: 0, count: width * (height + 1))
      for y in 0..<height {
        for x in 0..<width {
          let v = values[y * width + x]
          out[y * width + x] += v * (1 - fraction)
          out[(y + 1) * width + x] += v * fraction
        }
      }
      return Field(width: width, height: height + 1, values: out)
    }

    /// Each row averaged over windows of 2·`radius` + 1 cells: `radius` cells wider on each side.
    ///
    /// The running sums are whole numbers (`fixedPoint`), so adding and removing thousands of
    /// cells leaves no drift, and each output depends on its window's cells alone, not on
    /// where the row starts: a shadow blurred around a redrawn rectangle matches the one
    /// blurred over the whole canvas.
    func boxBlurredHorizontally(radius: Int) -> Field {
      let boxWidth = 2 * radius + 1, outWidth = width + 2 * radius, scale = 1 / (Double(boxWidth) * Self.fixedPoint)
      var out = [Float](repeating: 0, count: outWidth * height)
      values.withUnsafeBufferPointer { source in
        out.withUnsafeMutableBufferPointer { target in
          for y in 0..<height {
            let row = y * width, outRow = y * outWidth
            var sum: Int64 = 0
            for x in 0..<outWidth {
              if x < width { sum &+= Self.fixed(source[row + x]) }
              if x >= boxWidth { sum &-= Self.fixed(source[row + x - boxWidth]) }
              target[outRow + x] = Float(Double(sum) * scale)
            }
          }
        }
      }
      return Field(width: outWidth, height: height, values: out)
    }

    /// Units of the blur's running sums per unit of coverage: 2⁴⁰ keeps a coverage's
    /// precision to well below a Float's at the values a shadow holds, and a sum of a few
    /// thousand coverages under 2⁵³, so converting it to Double is exact too.
    static let fixedPoint: Double = 0x1p40

    /// `value` (a coverage, 0 or more) in `fixedPoint` units, rounded to nearest.
    @inline(__always)
    static func fixed(_ value: Float) -> Int64 { Int64(Double(value) * fixedPoint + 0.5) }

    /// Each column averaged over windows of 2·`radius` + 1 cells, a whole row of sums at a time
    /// (rows are contiguous, columns are not), in whole numbers as the rows are.
    func boxBlurredVertically(radius: Int) -> Field {
      let boxHeight = 2 * radius + 1, outHeight = height + 2 * radius, scale = 1 / (Double(boxHeight) * Self.fixedPoint)
      var out = [Float](repeating: 0, count: width * outHeight)
      var sums = [Int64](repeating: 0, count: width)
      values.withUnsafeBufferPointer { source in
        out.withUnsafeMutableBufferPointer { target in
          sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<outHeight {
              if y < height {
                for x in 0..<width { sums[x] &+= Self.fixed(source[y * width + x]) }
              }
              if y >= boxHeight {
                for x in 0..<width { sums[x] &-= Self.fixed(source[(y - boxHeight) * width + x]) }
              }
              for x in 0..<width { target[y * width + x] = Float(Double(sums[x]) * scale) }
            }
          }
        }
      }
      return Field(width: width, height: outHeight, values: out)
    }
  }
}

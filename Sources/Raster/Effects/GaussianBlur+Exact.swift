extension GaussianBlur {
  /// The blur with the exact (sampled) Gaussian kernel, for a clamped `sigma` and finite offsets.
  ///
  /// A shape's coverage is mostly flat: a card repeats one row for most of its height, and each
  /// row holds one value for most of its width. Every value that depends on such a flat
  /// stretch alone is computed once and copied:
  /// - a repeated row's horizontal pass is a copy of the row above;
  /// - in a row, the outputs whose whole window lies in one run of equal cells are one sum;
  /// - columns of the horizontal pass that equal their left neighbour in every row blur
  ///   vertically alike, so the vertical pass runs on the distinct columns and is spread back;
  /// - an output row whose whole vertical window lies in one run of equal rows is one sum.
  ///
  /// Every other value is summed as before, term by term in the same order, so the result is
  /// the same to the bit (`ExactBlurRepeatTests`). The work falls with the shape's size: a
  /// moving card's shadow is blurred again on every frame, because its edge coverage changes
  /// with the sub-pixel position.
  static func exactBlur(_ mask: CoverageMask, sigma s: Double, dx ox: Double, dy oy: Double) -> CoverageMask {
    let (kx, shiftX) = kernel(sigma: s, offset: ox)
    let (ky, shiftY) = kernel(sigma: s, offset: oy)
    // Horizontal pass into a wider field, then vertical into a taller one.
    let width = mask.width + kx.count - 1, height = mask.height + ky.count - 1
    let repeats = mask.rowsRepeatingTheRowAbove()
    let horizontal = horizontalPass(mask, kernel: kx, width: width, repeats: repeats)
    let columns = DistinctColumns(horizontal, width: width, rows: mask.height, repeats: repeats)
    var result = CoverageMask(originX: mask.originX + shiftX, originY: mask.originY + shiftY, width: width, height: height)
    result.withMutableCells { cells, stride in
      // Gathering and spreading cost two copies of the field: worth it only when many columns go.
      guard columns.count * 4 <= width * 3 else {
        verticalPass(horizontal, width: width, kernel: ky, repeats: repeats, into: cells, stride: stride)
        return
      }
      var narrow = [Float](repeating: 0, count: columns.count * height)
      narrow.withUnsafeMutableBufferPointer { narrow in
        let compact = columns.gathered(from: horizontal, width: width, rows: mask.height)
        verticalPass(compact, width: columns.count, kernel: ky, repeats: repeats, into: narrow, stride: columns.count)
        columns.spread(UnsafeBufferPointer(narrow), rows: height, into: cells, stride: stride)
      }
    }
    return result
  }

  /// Each row of `mask` convolved with `k` (tap 0 lands on the cell itself), `width` values per
  /// row. Every output receives its terms cell by cell from the left, zero cells skipped.
  ///
  /// In a run of one nonzero value at least `2 · taps − 1` cells long, the cells from
  /// `taps − 1` past its start to `taps − 1` before its end reach only outputs whose whole
  /// window lies in the run. Those cells are not scattered; those outputs (one sum, the same
  /// terms in the same order for each) are written once the row is done.
  static func horizontalPass(_ mask: CoverageMask, kernel: [Float], width: Int, repeats: [Bool]) -> [Float] {
    var field = [Float](repeating: 0, count: width * mask.height)
    let taps = kernel.count
    var flats: [Range<Int>] = []
    field.withUnsafeMutableBufferPointer { out in
      kernel.withUnsafeBufferPointer { k in
        mask.withRows { y, row in
          let base = (y - mask.originY) * width
          if repeats[y - mask.originY] {
            for x in 0..<width { out[base + x] = out[base - width + x] }
            return
          }
          flats.removeAll(keepingCapacity: true)
          var start = 0
          while start < row.count {
            var end = start + 1
            while end < row.count, row[end].bitPattern == row[start].bitPattern { end += 1 }
            if row[start] != 0, end - start >= 2 * taps - 1 { flats.append(start..<end) }
            start = end
          }
          // Scatter every cell but the flats' inner ones.
          var from = 0
          for stop in flats.map({ ($0.lowerBound + taps - 1, $0.upperBound - taps + 1) }) + [(row.count, row.count)] {
            for i in from..<stop.0 where row[i] != 0 {
              let v = row[i]
              for j in 0..<taps { out[base + i + j] += v * k[j] }
            }
            from = stop.1
          }
          // The outputs fed by one flat alone: the flat's first `taps` cells, nearest tap last.
          for flat in flats {
            let v = row[flat.lowerBound], first = flat.lowerBound + taps - 1
            var sum: Float = 0
            for i in flat.lowerBound...first { sum += v * k[first - i] }
            for x in first..<flat.upperBound { out[base + x] = sum }
          }
        }
      }
    }
    return field
  }

  /// Convolves each column of `source` (`width` values per row, one row per mask row) with
  /// `k`, adding into `cells` (zeroed, `stride` apart, `rows + taps − 1` rows). Each output
  /// takes its terms row by row from the top; output rows whose whole window lies in one run
  /// of equal rows (`repeats`) are summed once for the run.
  static func verticalPass(
    _ source: [Float], width: Int, kernel: [Float], repeats: [Bool],
    into cells: UnsafeMutableBufferPointer<Float>, stride: Int
  ) {
    let rows = repeats.count, taps = kernel.count
    // Output rows fed by one run of equal rows alone, and the run's first row.
    var fedByOneRun = [Bool](repeating: false, count: rows + taps - 1)
    var runs: [(outputs: ClosedRange<Int>, source: Int)] = []
    var runStart = 0
    for row in 1...rows where row == rows || !repeats[row] {
      if row - runStart >= taps {
        let outputs = (runStart + taps - 1)...(row - 1)
        runs.append((outputs, runStart))
        for output in outputs { fedByOneRun[output] = true }
      }
      runStart = row
    }
    kernel.withUnsafeBufferPointer { k in
      source.withUnsafeBufferPointer { src in
        var sum = [Float](repeating: 0, count: width)
        for run in runs {
          // The taps in the order the rows reach the output: the farthest row above first.
          for x in 0..<width { sum[x] = 0 }
          let first = run.source * width
          for j in (0..<taps).reversed() {
            let weight = k[j]
            for x in 0..<width { sum[x] += src[first + x] * weight }
          }
          for output in run.outputs {
            for x in 0..<width { cells[output * stride + x] = sum[x] }
          }
        }
        for y in 0..<rows {
          for j in 0..<taps where !fedByOneRun[y + j] {
            let weight = k[j], target = (y + j) * stride, from = y * width
            for x in 0..<width { cells[target + x] += src[from + x] * weight }
          }
        }
      }
    }
  }
}

/// The columns of a field that differ from the column on their left in some row: a column
/// equal to its neighbour in every row has the same vertical blur, so only the distinct ones
/// need blurring.
struct DistinctColumns {
  /// The x of each distinct column; its copies run to the next one's x (or the field's width).
  let starts: [Int]
  let width: Int

  /// The distinct columns of `field` (`width` values per row, `rows` rows). A row that repeats
  /// the row above (`repeats`) cannot make a column differ, so it is not compared.
  init(_ field: [Float], width: Int, rows: Int, repeats: [Bool]) {
    var differs = [Bool](repeating: false, count: width)
    differs[0] = true
    field.withUnsafeBufferPointer { field in
      for y in 0..<rows where !repeats[y] {
        let base = y * width
        for x in 1..<max(1, width) where field[base + x].bitPattern != field[base + x - 1].bitPattern { differs[x] = true }
      }
    }
    starts = differs.indices.filter { differs[$0] }
    self.width = width
  }

  /// How many distinct columns there are.
  var count: Int { starts.count }

  /// The distinct columns of `field`, `count` values per row.
  func gathered(from field: [Float], width: Int, rows: Int) -> [Float] {
    var compact = [Float](repeating: 0, count: count * rows)
    for y in 0..<rows {
      for (c, x) in starts.enumerated() { compact[y * count + c] = field[y * width + x] }
    }
    return compact
  }

  /// Writes each value of `narrow` (`count` per row) into its column and the columns that copy it.
  func spread(_ narrow: UnsafeBufferPointer<Float>, rows: Int, into cells: UnsafeMutableBufferPointer<Float>, stride: Int) {
    for y in 0..<rows {
      for (c, x) in starts.enumerated() {
        let value = narrow[y * count + c], end = c + 1 < count ? starts[c + 1] : width
        for column in x..<end { cells[y * stride + column] = value }
      }
    }
  }
}

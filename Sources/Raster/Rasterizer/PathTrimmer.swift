/// Cuts flattened contours into the pieces a stroke actually draws: dashes (restarting at
/// each subpath, as Core Graphics and SVG do) intersected with the `strokeStart…strokeEnd`
/// range, which is measured along the whole path, all subpaths together (as `CAShapeLayer`).
/// Dashes are laid out on the untrimmed path, so animating `strokeEnd` never slides them.
enum PathTrimmer {
  /// Pieces shorter than this (in user units) are dropped unless the cap gives them area.
  static func pieces(of path: FlattenedPath, style: StrokeStyle) -> [FlattenedPath.Contour] {
    let lengths = path.contours.map(cumulativeLengths)
    let total = lengths.reduce(0) { $0 + ($1.last ?? 0) }
    let start = RasterColor.unit(style.start), end = RasterColor.unit(style.end)
    guard start < end || (start == 0 && end == 1) else { return [] }
    let trimIsFull = start == 0 && end == 1
    let dashes = validDashes(style.dashPattern)

    var result: [FlattenedPath.Contour] = []
    var offset = 0.0
    for (contour, cumulative) in zip(path.contours, lengths) {
      let length = cumulative.last ?? 0
      defer { offset += length }
      let trimA = start * total - offset, trimB = end * total - offset
      if dashes == nil && (trimIsFull || (trimA <= 0 && trimB >= length)) {
        result.append(contour)  // untouched, stays closed if it was
        continue
      }
      let on = dashes.map { dashIntervals($0, phase: style.dashPhase, length: length) } ?? [(0, length)]
      for (a, b) in on {
        let lo = max(a, trimIsFull ? 0 : trimA), hi = min(b, trimIsFull ? length : trimB)
        // Only a zero-length dash of the pattern is a dot (its caps draw it, as in SVG and Core
        // Graphics). A dash or trim range that merely touches this piece at one point draws
        // nothing: a dash ending where the path starts (the `lineDashPhase` "draw on" idiom
        // at its first frame) drew a round-cap dot there (QA).
        if hi > lo || (a == b && lo == a && hi == b) {
          result.append(slice(contour, cumulative, from: lo, to: hi))
        }
      }
    }
    return result
  }

  /// The pattern if it can be used: finite, non-negative, with a positive sum.
  static func validDashes(_ pattern: [Double]) -> [Double]? {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let evenPattern = pattern.count % 2 == 1 ? pattern + pattern : pattern  // odd lists repeat, as in SVG
    return evenPattern.reduce(0, +) > 0 ? evenPattern : nil
  }

  /// "On" intervals of a dash pattern along a contour of `length`.
  private static func dashIntervals(_ pattern: [Double], phase: Double, length: Double) -> [(Double, Double)] {
    let period = pattern.reduce(0, +)
    // Finer patterns are drawn as a lighter undashed line (`DashCoverage`) and never get here;
    // the bound only keeps the loop finite.
    guard period * DashCoverage.maximumDashCount >= length else { return [(0, length)] }
    var position = -(phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0)
    if position > 0 { position -= period }
    var intervals: [(Double, Double)] = []
    var index = 0
    while position < length {
      let next = position + pattern[index]
      // A dash ending exactly where the contour starts lies wholly before it.
      if index % 2 == 0, next > 0 || (next == position && position >= 0) { intervals.append((max(0, position), min(length, next))) }
      position = next
      index = (index + 1) % pattern.count
    }
    return intervals
  }

  /// The length of every contour together, closing segments included.
  static func totalLength(of path: FlattenedPath) -> Double {
    path.contours.reduce(0) { $0 + (cumulativeLengths($1).last ?? 0) }
  }

  /// Running arc length at every point, including the closing segment for closed contours.
  private static func cumulativeLengths(_ contour: FlattenedPath.Contour) -> [Double] {
    var lengths = [0.0]
    lengths.reserveCapacity(contour.count + 1)
    let n = contour.count
    let segments = contour.isClosed ? n : n - 1
    for i in 0..<max(0, segments) {
      let j = (i + 1) % n
      let dx = contour.xs[j] - contour.xs[i], dy = contour.ys[j] - contour.ys[i]
      lengths.append(lengths[lengths.count - 1] + (dx * dx + dy * dy).squareRoot())
    }
    return lengths
  }

  /// The first index in `range` whose running length is at least `s` (`orMore: false`) or more
  /// than `s` (`orMore: true`), or `range.upperBound` when none is: a binary search, as the
  /// lengths never decrease. Dashes are found this way instead of by walking from the start of
  /// the contour, which made a dashed path cost its points times its dashes (QA: a
  /// 16 000-point dashed chart took 57 s).
  private static func firstIndex(in cumulative: [Double], _ range: Range<Int>, reaching s: Double, orMore: Bool) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if orMore ? cumulative[middle] > s : cumulative[middle] >= s { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The open polyline between arc lengths `a` and `b` of a contour.
  private static func slice(_ contour: FlattenedPath.Contour, _ cumulative: [Double], from a: Double, to b: Double) -> FlattenedPath.Contour {
    let n = contour.count
    func point(at s: Double) -> (Double, Double) {
      // The segment i…i + 1 holding s: the first end at or past it (the last segment at most).
      let i = max(1, firstIndex(in: cumulative, 1..<max(1, cumulative.count - 1), reaching: s, orMore: false)) - 1
      let j = (i + 1) % n
      let segment = cumulative[i + 1] - cumulative[i]
      let t = segment > 0 ? ((s - cumulative[i]) / segment).clamped(to: 0...1) : 0
      return (contour.xs[i] + (contour.xs[j] - contour.xs[i]) * t, contour.ys[i] + (contour.ys[j] - contour.ys[i]) * t)
    }
    var piece = FlattenedPath.Contour()
    let first = point(at: a)
    piece.xs.append(first.0)
    piece.ys.append(first.1)
    var k = firstIndex(in: cumulative, 1..<max(1, cumulative.count), reaching: a, orMore: true)
    while k < cumulative.count && cumulative[k] < b {
      piece.xs.append(contour.xs[k % n])
      piece.ys.append(contour.ys[k % n])
      k += 1
    }
    let last = point(at: b)
    piece.xs.append(last.0)
    piece.ys.append(last.1)
    return piece
  }
}

import Testing
@testable import Raster

/// Dashes of a long path are found by binary search along its running lengths; the pieces must
/// be the ones walking the contour from its start gives.
@Suite struct PathTrimmerTests {
  /// A jagged line chart of `count` points, and a closed square after it.
  static func chart(count: Int) -> FlattenedPath {
    var path = Path()
    var state: UInt64 = 7
    path.move(to: 0, 50)
    for index in 1..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      path.line(to: Double(index) * 0.75, 50 + Double(state >> 58))  // repeats of a height too
    }
    path.move(to: 10, 80)
    path.line(to: 40, 80)
    path.line(to: 40, 110)
    path.line(to: 10, 110)
    path.close()
    return FlattenedPath(path, transform: .identity)
  }

  /// The slice as it was computed before: linear walks from the start of the contour.
  static func walkedSlice(_ contour: FlattenedPath.Contour, from a: Double, to b: Double) -> [(Double, Double)] {
    var cumulative = [0.0]
    let n = contour.count
    for i in 0..<(contour.isClosed ? n : n - 1) {
      let j = (i + 1) % n
      let dx = contour.xs[j] - contour.xs[i], dy = contour.ys[j] - contour.ys[i]
      cumulative.append(cumulative[cumulative.count - 1] + (dx * dx + dy * dy).squareRoot())
    }
    func point(at s: Double) -> (Double, Double) {
      var i = 0
      while i + 1 < cumulative.count - 1 && cumulative[i + 1] < s { i += 1 }
      let j = (i + 1) % n
      let segment = cumulative[i + 1] - cumulative[i]
      let t = segment > 0 ? ((s - cumulative[i]) / segment).clamped(to: 0...1) : 0
      return (contour.xs[i] + (contour.xs[j] - contour.xs[i]) * t, contour.ys[i] + (contour.ys[j] - contour.ys[i]) * t)
    }
    var points = [point(at: a)]
    for k in 1..<cumulative.count where cumulative[k] > a && cumulative[k] < b { points.append((contour.xs[k % n], contour.ys[k % n])) }
    points.append(point(at: b))
    return points
  }

  @Test(arguments: [(0.0, 1.0), (0.13, 0.91)])
  func dashesOfALongPathAreTheWalkedOnes(start: Double, end: Double) {
    let path = Self.chart(count: 600)
    let style = StrokeStyle(width: 2, dashPattern: [4, 2, 0.5, 2], dashPhase: 1.25, start: start, end: end)
    let pieces = PathTrimmer.pieces(of: path, style: style)
    #expect(pieces.count > 200)
    // The pieces, in order, are the walked slices of the same intervals.
    var expected: [[(Double, Double)]] = []
    let total = PathTrimmer.totalLength(of: path)
    var offset = 0.0
    for contour in path.contours {
      let length = PathTrimmer.totalLength(of: FlattenedPath(contours: [contour]))
      defer { offset += length }
      var position = -1.25, index = 0
      let pattern = [4.0, 2, 0.5, 2]
      while position < length {
        let next = position + pattern[index]
        if index % 2 == 0, next > 0 || (next == position && position >= 0) {
          let (a, b) = (max(0, position), min(length, next))
          let lo = max(a, start * total - offset), hi = min(b, end * total - offset)
          if hi > lo || (a == b && lo == a && hi == b) { expected.append(Self.walkedSlice(contour, from: lo, to: hi)) }
        }
        position = next
        index = (index + 1) % pattern.count
      }
    }
    #expect(pieces.count == expected.count)
    for (piece, points) in zip(pieces, expected) {
      #expect(piece.xs == points.map(\.0) && piece.ys == points.map(\.1))
    }
  }
}

/// An axis-aligned rectangle in device pixels, with fractional edges: a `masksToBounds` clip
/// whose layer is not rotated or skewed (nearly all of them).
///
/// Such a clip is applied to geometry, not multiplied in as coverage. A shape edge lying on a
/// clip edge (an image or a fill exactly as large as the layer that clips it) then covers a
/// pixel by the area of the shape inside the clip, half a pixel for an edge at x = 10.5, as it
/// would unclipped. Multiplying the two coverages counted that half twice (a quarter).
struct ClipBox: Equatable, Sendable {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double

  /// The part both boxes cover; nil when they do not overlap.
  func intersection(_ other: ClipBox) -> ClipBox? {
    let box = ClipBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return box.x1 > box.x0 && box.y1 > box.y0 ? box : nil
  }

  /// Whether every edge lies on a pixel boundary.
  var isWholePixels: Bool {
    [x0, y0, x1, y1].allSatisfy { $0 == $0.rounded(.down) }
  }

  /// The box as a four-corner contour, for the coverage of what cannot be clipped as geometry.
  var path: FlattenedPath {
    var contour = FlattenedPath.Contour()
    contour.xs = [x0, x1, x1, x0]
    contour.ys = [y0, y0, y1, y1]
    contour.isClosed = true
    return FlattenedPath(contours: [contour])
  }
}

extension FlattenedPath {
  /// The rectangle the path is, when it is exactly one axis-aligned rectangle (four corners,
  /// in either direction, perhaps repeating the first), else nil.
  var axisAlignedBox: ClipBox? {
    guard contours.count == 1, isFinite else { return nil }
    var xs = contours[0].xs, ys = contours[0].ys
    if xs.count == 5, xs[4] == xs[0], ys[4] == ys[0] {
      xs.removeLast()
      ys.removeLast()
    }
    guard xs.count == 4 else { return nil }
    // Each edge is horizontal or vertical, alternately.
    let horizontalFirst = ys[0] == ys[1]
    for i in 0..<4 {
      let j = (i + 1) % 4
      let horizontal = (i % 2 == 0) == horizontalFirst
      guard horizontal ? ys[i] == ys[j] : xs[i] == xs[j] else { return nil }
    }
    let box = ClipBox(x0: xs.min()!, y0: ys.min()!, x1: xs.max()!, y1: ys.max()!)
    return box.x0 < box.x1 && box.y0 < box.y1 ? box : nil
  }

  /// The path cut to `box`, for the coverage rasterizer: every edge is split where it crosses
  /// a side of the box and its pieces outside are moved onto that side.
  ///
  /// The rasterizer sums signed area edge by edge, so a piece moved onto the box's left side
  /// still adds the winding it added to everything right of it, and one moved onto the right
  /// side takes it away again: inside the box every winding number is as before, outside it
  /// every one is zero. Pieces above or below become horizontal and add nothing.
  func clipped(to box: ClipBox) -> FlattenedPath {
    // Most of what a clip holds lies inside it (text, icons): nothing to cut, nothing to copy.
    if let bounds, bounds.minX >= box.x0, bounds.maxX <= box.x1, bounds.minY >= box.y0, bounds.maxY <= box.y1 { return self }
    var result = FlattenedPath(contours: [])
    result.isFinite = isFinite
    result.contours.reserveCapacity(contours.count)
    for contour in contours where contour.count >= 2 {
      var out = FlattenedPath.Contour()
      out.isClosed = contour.isClosed
      out.xs.reserveCapacity(contour.count + 8)
      out.ys.reserveCapacity(contour.count + 8)
      func emit(_ x: Double, _ y: Double) {
        out.xs.append(min(max(x, box.x0), box.x1))
        out.ys.append(min(max(y, box.y0), box.y1))
      }
      let xs = contour.xs, ys = contour.ys, n = contour.count
      emit(xs[0], ys[0])
      // Every edge, the closing one included: filling treats each contour as closed.
      for i in 0..<n {
        let j = i + 1 == n ? 0 : i + 1
        let px = xs[i], py = ys[i], qx = xs[j], qy = ys[j]
        // At most four crossings, kept sorted in place (no allocation per edge: text outlines
        // have thousands).
        var crossings: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var count = 0
        func cross(_ p: Double, _ q: Double, _ side: Double) {
          guard (p - side) * (q - side) < 0 else { return }
          var t = (side - p) / (q - p)
          withUnsafeMutableBytes(of: &crossings) { raw in
            let slots = raw.bindMemory(to: Double.self)
            for k in 0..<count where t < slots[k] { swap(&t, &slots[k]) }
            slots[count] = t
          }
          count += 1
        }
        cross(px, qx, box.x0)
        cross(px, qx, box.x1)
        cross(py, qy, box.y0)
        cross(py, qy, box.y1)
        withUnsafeBytes(of: crossings) { raw in
          for t in raw.bindMemory(to: Double.self).prefix(count) { emit(px + (qx - px) * t, py + (qy - py) * t) }
        }
        emit(qx, qy)
      }
      result.contours.append(out)
    }
    return result
  }
}

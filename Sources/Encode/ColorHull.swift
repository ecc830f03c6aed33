/// The outermost colours of an animation, which a dithered palette must keep exactly.
///
/// An ordered dither draws a colour as a mix of palette entries, so it can only draw colours
/// inside the palette's convex hull. Median cut and k-means put every entry at the weighted mean
/// of its cluster, which lies strictly inside the colours it stands for: a red-to-blue gradient
/// quantized to 32 colours ended at #ED0012, and every pixel near pure red came out paler, with
/// or without the dither's help (block means 14 levels off at the ends). Adding, in each of a
/// few directions where the palette falls well short, a colour from the scene's own edge makes
/// the hull reach it, so the dither can rebuild the ends of every ramp.
enum ColorHull {
  /// Directions in RGB, most useful first, since a small palette keeps only the first few: the
  /// cube's corners (white and black first, then the primaries and secondaries), its axes, then
  /// the edges' midpoints.
  static let directions: [(r: Int, g: Int, b: Int)] = [
    (1, 1, 1), (-1, -1, -1),
    (1, -1, -1), (-1, 1, -1), (-1, -1, 1), (-1, 1, 1), (1, -1, 1), (1, 1, -1),
    (1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1),
    (1, 1, 0), (-1, -1, 0), (1, -1, 0), (-1, 1, 0),
    (1, 0, 1), (-1, 0, -1), (1, 0, -1), (-1, 0, 1),
    (0, 1, 1), (0, -1, -1), (0, 1, -1), (0, -1, 1),
  ]

  /// Colours to add to `palette` (0xRRGGBB) so that its hull reaches `entries`: for each of
  /// `directions` in order, when pixels weighing at least `tailWeight` lie more than
  /// `marginLevels` beyond the palette (and the colours added so far) in that direction, the
  /// colour at which that tail, counted from the outermost colour in, reaches `tailWeight`.
  /// Not the outermost colour itself: in a photo that is a stray pixel, and a slot spent on it
  /// helps no one, while a gradient's end is a run of near-identical colours and the tail's
  /// colour is one of them. At most `limit` colours, none already in `palette`.
  static func missingExtremes(of entries: [(rgb: UInt32, count: UInt64)], beyond palette: [UInt32],
                              tailWeight: UInt64, marginLevels: Double, limit: Int) -> [UInt32] {
    var hull = palette
    var present = Set(palette)
    var added: [UInt32] = []
    for direction in directions where added.count < limit {
      func score(_ rgb: UInt32) -> Int {
        direction.r * Int(rgb >> 16) + direction.g * Int((rgb >> 8) & 0xFF) + direction.b * Int(rgb & 0xFF)
      }
      let norm = Double(direction.r * direction.r + direction.g * direction.g + direction.b * direction.b).squareRoot()
      let reach = hull.map(score).max() ?? Int.min
      let bound = Double(reach) + marginLevels * norm
      var tail = entries.filter { Double(score($0.rgb)) > bound }
      guard tail.reduce(0, { $0 + $1.count }) >= tailWeight else { continue }
      tail.sort { score($0.rgb) != score($1.rgb) ? score($0.rgb) > score($1.rgb) : $0.rgb < $1.rgb }
      var weight: UInt64 = 0
      for entry in tail {
        weight += entry.count
        guard weight >= tailWeight else { continue }
        if present.insert(entry.rgb).inserted {
          added.append(entry.rgb)
          hull.append(entry.rgb)
        }
        break
      }
    }
    return added
  }
}

/// The colour subsets a motion frame may be drawn with (`MotionApproximation`).
enum MotionColorLevels {
  /// Subset sizes in quarter-octave steps, round(4·2^(k/4)) − 1 for k = 0…24: about 19 % more
  /// colours per level, so a frame's error lands close to its budget, and every local-table
  /// size (2^b − 1 colours plus the transparent entry) is one of them.
  static let sizes = [3, 4, 5, 6, 7, 9, 10, 12, 15, 18, 22, 26, 31, 37, 44, 53, 63, 75, 90, 107, 127, 151, 180, 214, 255]

  /// For each size below `count`, every palette index's nearest member of a subset of that
  /// size: the first entries of a greedy order in which each pick removes the most weighted
  /// squared error (`distances` is `count × count`; `weights` are pixels per index). Nested and
  /// fixed for the animation, so consecutive moving frames map a colour the same way and
  /// unchanged pixels stay unchanged.
  static func make(distances: [Int32], count: Int, weights: [Int64]) -> [[UInt8]] {
    let sizes = Self.sizes.filter { $0 < count }
    guard let largest = sizes.last else { return [] }
    // Only colours that occur carry weight; the inner loops run over them alone, on raw
    // buffers (this runs once per animation, but ~8 M steps for a full palette).
    let weighted = (0..<count).filter { weights[$0] > 0 }
    let weightOf = weighted.map { weights[$0] }
    var order: [Int] = []
    var error = [Int64](repeating: 0, count: weighted.count)  // distance to the nearest pick
    var picked = [Bool](repeating: false, count: count)
    distances.withUnsafeBufferPointer { distances in
      weighted.withUnsafeBufferPointer { weighted in
        weightOf.withUnsafeBufferPointer { weightOf in
          error.withUnsafeMutableBufferPointer { error in
            while order.count < largest {
              var bestScore = Int64.min, best = 0
              for candidate in 0..<count where !picked[candidate] {
                let row = candidate * count
                var score: Int64 = 0
                if order.isEmpty {
                  // First pick: the weighted 1-median.
                  for k in 0..<weighted.count { score -= Int64(distances[row + weighted[k]]) * weightOf[k] }
                } else {
                  // Then: the pick that removes the most weighted error.
                  for k in 0..<weighted.count {
                    let gain = error[k] - Int64(distances[row + weighted[k]])
                    if gain > 0 { score += gain * weightOf[k] }
                  }
                }
                if score > bestScore { bestScore = score; best = candidate }
              }
              let row = best * count
              for k in 0..<weighted.count {
                let d = Int64(distances[row + weighted[k]])
                error[k] = order.isEmpty ? d : min(error[k], d)
              }
              picked[best] = true
              order.append(best)
            }
          }
        }
      }
    }
    return sizes.map { size in
      let members = order.prefix(size)
      var nearest = (0..<256).map { UInt8($0) }
      for u in 0..<count {
        var bestMember = members.first!, bestDistance = distances[u * count + bestMember]
        for m in members.dropFirst() where distances[u * count + m] < bestDistance {
          bestMember = m
          bestDistance = distances[u * count + m]
        }
        nearest[u] = UInt8(bestMember)
      }
      return nearest
    }
  }
}

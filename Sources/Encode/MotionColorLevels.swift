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
    let order = distances.withUnsafeBufferPointer { greedyOrder(distances: $0, count: count, weights: weights, picks: largest) }
    // Each level's nearest members, from the previous level's: a running minimum over the
    // order, so only the members a level adds are compared (strictly closer wins, so the
    // earlier pick keeps a tie, as a scan of the whole prefix would).
    var levels: [[UInt8]] = []
    var nearest = (0..<256).map { UInt8($0) }
    var nearestDistance = [Int32](repeating: 0, count: count)
    var members = 0
    for size in sizes {
      while members < size {
        let member = order[members]
        for u in 0..<count {
          let d = distances[u * count + member]
          if members == 0 || d < nearestDistance[u] {
            nearestDistance[u] = d
            nearest[u] = UInt8(member)
          }
        }
        members += 1
      }
      levels.append(nearest)
    }
    return levels
  }

  /// The first `picks` palette indices in greedy order: the weighted 1-median, then each time
  /// the index that removes the most weighted squared error (ties: the lowest index).
  ///
  /// Lazily evaluated: an index's gain can only shrink as picks are added (each weighted colour's
  /// error is a minimum over the picks), so a gain computed earlier bounds it from above. The
  /// best bound is recomputed and taken when it still ranks first, which picks exactly what
  /// scoring every index every time would, in a few recomputations per pick instead of all
  /// of them (that full scan was ~8 M steps for a full palette, on the serial path before the
  /// second GIF frame).
  private static func greedyOrder(distances: UnsafeBufferPointer<Int32>, count: Int, weights: [Int64], picks: Int) -> [Int] {
    // Only colours that occur carry weight; sums run over them alone.
    let weighted = (0..<count).filter { weights[$0] > 0 }
    let weightOf = weighted.map { weights[$0] }
    var first = 0, firstScore = Int64.min
    for candidate in 0..<count {
      var score: Int64 = 0
      for k in weighted.indices { score -= Int64(distances[candidate * count + weighted[k]]) * weightOf[k] }
      if score > firstScore { firstScore = score; first = candidate }
    }
    var order = [first]
    var error = weighted.map { Int64(distances[first * count + $0]) }  // distance to the nearest pick
    func gain(_ candidate: Int) -> Int64 {
      let row = candidate * count
      var score: Int64 = 0
      for k in weighted.indices {
        let removed = error[k] - Int64(distances[row + weighted[k]])
        if removed > 0 { score += removed * weightOf[k] }
      }
      return score
    }
    var heap = GainHeap()
    for candidate in 0..<count where candidate != first {
      heap.push(GainHeap.Entry(gain: gain(candidate), index: candidate, picksWhenComputed: 1))
    }
    while order.count < picks, var top = heap.pop() {
      if top.picksWhenComputed != order.count {
        top.gain = gain(top.index)
        top.picksWhenComputed = order.count
        if let next = heap.top, next.ranks(above: top) {
          heap.push(top)
          continue
        }
      }
      order.append(top.index)
      let row = top.index * count
      for k in weighted.indices { error[k] = min(error[k], Int64(distances[row + weighted[k]])) }
    }
    return order
  }
}

/// A binary max-heap of palette indices by gain, the lower index first on equal gains.
private struct GainHeap {
  struct Entry {
    var gain: Int64
    let index: Int
    /// Picks made when `gain` was computed: current while no pick has been made since.
    var picksWhenComputed: Int

    func ranks(above other: Entry) -> Bool {
      gain != other.gain ? gain > other.gain : index < other.index
    }
  }

  private var entries: [Entry] = []

  var top: Entry? { entries.first }

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].ranks(above: entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let popped = entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1, right = left + 1
      var best = parent
      if left < entries.count && entries[left].ranks(above: entries[best]) { best = left }
      if right < entries.count && entries[right].ranks(above: entries[best]) { best = right }
      if best == parent { break }
      entries.swapAt(parent, best)
      parent = best
    }
    return popped
  }
}

/// Finds the palette entry closest to a colour (squared RGB distance, which is what PSNR
/// measures); callers cache the answers.
///
/// The entries are sorted along the channel where they spread most, and the search walks out
/// from the query's value in both directions, stopping each way once that channel's difference
/// alone exceeds the best distance found. Same answers as a full scan (ties go to the lowest
/// index), several times faster on full palettes: this runs for every new colour of every frame
/// and for every colour of the animation while the palette is refined.
struct NearestColorSearch: Sendable {
  /// Channel values per entry in sorted order, and the palette index of each.
  private let keys: [Int32]
  /// The other two channels, interleaved: entry i at 2i and 2i + 1.
  private let others: [Int32]
  private let indices: [Int32]
  /// Bit shift of the sorting channel in 0xRRGGBB (16, 8 or 0), and of the other two.
  private let keyShift: UInt32
  private let otherShifts: (UInt32, UInt32)

  init(colors: [UInt32]) {
    func channel(_ rgb: UInt32, _ shift: UInt32) -> Int32 { Int32((rgb >> shift) & 0xFF) }
    // The channel with the widest range prunes best.
    var bestShift: UInt32 = 8, bestRange: Int32 = -1
    for shift: UInt32 in [16, 8, 0] {
      let values = colors.map { channel($0, shift) }
      let range = (values.max() ?? 0) - (values.min() ?? 0)
      if range > bestRange { bestRange = range; bestShift = shift }
    }
    let rest = [UInt32(16), 8, 0].filter { $0 != bestShift }
    keyShift = bestShift
    otherShifts = (rest[0], rest[1])
    let order = colors.indices.sorted { a, b in
      let ka = channel(colors[a], bestShift), kb = channel(colors[b], bestShift)
      return ka != kb ? ka < kb : a < b
    }
    keys = order.map { channel(colors[$0], bestShift) }
    others = order.flatMap { [channel(colors[$0], rest[0]), channel(colors[$0], rest[1])] }
    indices = order.map { Int32($0) }
  }

  /// Index of the nearest colour; ties go to the lowest index, so the answer is deterministic.
  func nearest(_ rgb: UInt32) -> Int {
    let key = Int32((rgb >> keyShift) & 0xFF)
    let first = Int32((rgb >> otherShifts.0) & 0xFF), second = Int32((rgb >> otherShifts.1) & 0xFF)
    return keys.withUnsafeBufferPointer { keys in
      others.withUnsafeBufferPointer { others in
        indices.withUnsafeBufferPointer { indices in
          var bestIndex = Int32.max
          var bestDistance = Int32.max
          // First entry whose key is ≥ the query's: the walk starts between it and the one before.
          var low = 0, high = keys.count
          while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
          }
          // Upwards, then downwards; each stops once the key difference alone is beyond the best
          // (strictly: an entry at exactly the best distance may still win on index).
          for (start, step) in [(low, 1), (low - 1, -1)] {
            var position = start
            while position >= 0 && position < keys.count {
              let dk = keys[position] - key
              if dk * dk > bestDistance { break }
              let d1 = others[2 * position] - first, d2 = others[2 * position + 1] - second
              let distance = dk * dk + d1 * d1 + d2 * d2
              if distance < bestDistance || (distance == bestDistance && indices[position] < bestIndex) {
                bestDistance = distance
                bestIndex = indices[position]
              }
              position += step
            }
          }
          return bestIndex == Int32.max ? 0 : Int(bestIndex)
        }
      }
    }
  }
}

/// Finds the palette entry closest to a colour (squared RGB distance, which is what PSNR
/// measures). Brute force over ≤ 256 entries with an early exit; callers cache the answers.
struct NearestColorSearch: Sendable {
  private let r: [Int32]
  private let g: [Int32]
  private let b: [Int32]

  init(colors: [UInt32]) {
    r = colors.map { Int32($0 >> 16) }
    g = colors.map { Int32(($0 >> 8) & 0xFF) }
    b = colors.map { Int32($0 & 0xFF) }
  }

  /// Index of the nearest colour; ties go to the lowest index, so the answer is deterministic.
  func nearest(_ rgb: UInt32) -> Int {
    let cr = Int32(rgb >> 16), cg = Int32((rgb >> 8) & 0xFF), cb = Int32(rgb & 0xFF)
    var best = 0
    var bestDistance = Int32.max
    r.withUnsafeBufferPointer { r in
      g.withUnsafeBufferPointer { g in
        b.withUnsafeBufferPointer { b in
          for index in 0..<r.count {
            let dr = r[index] - cr, dg = g[index] - cg, db = b[index] - cb
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
              bestDistance = distance
              best = index
              if distance == 0 { break }
            }
          }
        }
      }
    }
    return best
  }
}

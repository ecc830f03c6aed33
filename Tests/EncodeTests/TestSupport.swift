import Raster

/// Deterministic pseudo-random numbers (SplitMix64) so test images are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum TestImages {
  /// A flat background with an opaque rectangle at (x, y).
  static func card(width: Int, height: Int, boxX: Int, boxY: Int, boxSize: Int = 10,
                   background: (UInt8, UInt8, UInt8) = (240, 240, 245), box: (UInt8, UInt8, UInt8) = (20, 120, 220)) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height, fill: (background.0, background.1, background.2, 255))
    for y in max(0, boxY)..<min(height, boxY + boxSize) {
      for x in max(0, boxX)..<min(width, boxX + boxSize) { image[x, y] = (box.0, box.1, box.2, 255) }
    }
    return image
  }

  /// Every pixel a colour from a small set of `colorCount` opaque colours, chosen at random.
  static func noise(width: Int, height: Int, colorCount: Int, seed: UInt64) -> PixelBuffer {
    var generator = SeededGenerator(seed: seed)
    var colors: [(UInt8, UInt8, UInt8)] = []
    for index in 0..<colorCount {
      let r = UInt8(index & 0xFF)
      let g = UInt8((index * 37) & 0xFF)
      let b = UInt8((index * 91 + 13) & 0xFF)
      colors.append((r, g, b))
    }
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let c = colors[Int(generator.next() % UInt64(colorCount))]
        image[x, y] = (c.0, c.1, c.2, 255)
      }
    }
    return image
  }

  /// A horizontal gradient with many more than 256 colours.
  static func gradient(width: Int, height: Int, phase: Int = 0) -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let r = UInt8((x * 255 / max(1, width - 1) + phase) & 0xFF)
        let g = UInt8(y * 255 / max(1, height - 1))
        image[x, y] = (r, g, 128, 255)
      }
    }
    return image
  }

  /// Whether two frame lists are identical; a Bool so a failure prints a count, not megabytes of pixels.
  static func same(_ a: [PixelBuffer], _ b: [PixelBuffer]) -> Bool {
    guard a.count == b.count else {
      print("frame counts differ: \(a.count) vs \(b.count)")
      return false
    }
    for (index, (x, y)) in zip(a, b).enumerated() where x != y {
      print("frame \(index) differs (max channel difference \(x.width == y.width && x.height == y.height ? maxChannelDifference(x, y) : -1))")
      return false
    }
    return true
  }

  /// For every `block`×`block` tile and RGB channel, the absolute difference of the two images'
  /// means there: what the eye sees of a dither, which trades pixels' accuracy for their average.
  static func blockMeanDifferences(_ a: PixelBuffer, _ b: PixelBuffer, block: Int) -> [Double] {
    var differences: [Double] = []
    for by in stride(from: 0, to: a.height - block + 1, by: block) {
      for bx in stride(from: 0, to: a.width - block + 1, by: block) {
        for channel in 0..<3 {
          var sumA = 0, sumB = 0
          for y in by..<(by + block) {
            for x in bx..<(bx + block) {
              sumA += Int(a.bytes[(y * a.width + x) * 4 + channel])
              sumB += Int(b.bytes[(y * b.width + x) * 4 + channel])
            }
          }
          differences.append(Double(abs(sumA - sumB)) / Double(block * block))
        }
      }
    }
    return differences
  }

  /// Largest per-channel difference between two same-sized images (alpha included).
  static func maxChannelDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
  }
}

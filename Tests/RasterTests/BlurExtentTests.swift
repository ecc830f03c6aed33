import Testing
import Timing
@testable import Raster

/// A blurred pixel depends on the coverage within the blur's reach alone, not on how far the
/// mask extends past it: a shadow blurred around a redrawn rectangle must match the one
/// blurred over the whole canvas, or a frame depends on what its canvas showed before.
@Suite struct BlurExtentTests {
  /// Coverage with the values shapes leave (random fractions, flat runs of 1, empty stretches),
  /// and the faint ones a flattened layer's antialiasing leaves (running sums lose them
  /// next to a large value unless they are exact).
  static func field(width: Int, height: Int, seed: UInt64) -> CoverageMask {
    var random = SplitMix64(seed: seed)
    var mask = CoverageMask(originX: -40, originY: -30, width: width, height: height)
    mask.withMutableCells { cells, stride in
      for y in 0..<height {
        var x = 0
        while x < width {
          let run = 1 + random.below(12)
          let value: Float = switch random.below(4) {
          case 0: 0
          case 1: 1
          case 2: 1e-12
          default: Float(Double(random.next() >> 40) / Double(1 << 24))
          }
          let varies = random.below(2) == 0
          for i in x..<min(width, x + run) {
            cells[y * stride + i] = varies ? Float(Double(random.next() >> 40) / Double(1 << 24)) * value : value
          }
          x += run
        }
      }
    }
    return mask
  }

  @Test(arguments: [(5.0, 0.3, -1.7), (20.0, 0.0, 0.0), (32.0, -1.5, 0.0), (33.0, 2.5, 4.25), (60.0, -3.75, 0.5)])
  func aBlurredPixelDependsOnItsReachAlone(sigma: Double, dx: Double, dy: Double) throws {
    let whole = Self.field(width: 420, height: 260, seed: UInt64(sigma * 100))
    let blurred = GaussianBlur.blur(whole, sigma: sigma, dx: dx, dy: dy)
    let reach = GaussianBlur.reachPixels(sigma: sigma) + Int(max(abs(dx), abs(dy)).rounded(.up))
    var random = SplitMix64(seed: 7)
    var compared = 0, differing: [String] = []
    for _ in 0..<6 {
      // A rectangle inside the field, and the field cropped to it and the blur's reach.
      let x0 = whole.originX + reach + random.below(200), y0 = whole.originY + reach + random.below(60)
      let x1 = x0 + 1 + random.below(100), y1 = y0 + 1 + random.below(60)
      let crop = try #require(whole.cropped(x0: x0 - reach, y0: y0 - reach, x1: x1 + reach, y1: y1 + reach))
      let part = GaussianBlur.blur(crop, sigma: sigma, dx: dx, dy: dy)
      for y in y0..<y1 {
        for x in x0..<x1 {
          compared += 1
          let a = part.coverage(x: x, y: y), b = blurred.coverage(x: x, y: y)
          if a.bitPattern != b.bitPattern, differing.count < 4 { differing.append("(\(x), \(y)): \(a) ≠ \(b)") }
        }
      }
    }
    #expect(compared > 5000)
    #expect(differing.isEmpty, "σ \(sigma): \(differing)")
  }
}

extension BlurExtentTests {
  /// The reach is what the blur spreads: a lone pixel's blur ends exactly there.
  @Test(arguments: [0.5, 5.0, 32.0, 33.0, 60.0, 200.0])
  func aLonePixelsBlurEndsAtTheReach(sigma: Double) {
    var point = CoverageMask(originX: 0, originY: 0, width: 1, height: 1)
    point.withMutableCells { cells, _ in cells[0] = 1 }
    let blurred = GaussianBlur.blur(point, sigma: sigma, dx: 0, dy: 0)
    let reach = GaussianBlur.reachPixels(sigma: sigma)
    var farthest = 0
    for y in blurred.originY..<(blurred.originY + blurred.height) {
      for x in blurred.originX..<(blurred.originX + blurred.width) where blurred.coverage(x: x, y: y) > 0 {
        farthest = max(farthest, abs(x), abs(y))
      }
    }
    #expect(farthest <= reach && farthest >= reach - 2, "σ \(sigma): spreads \(farthest) px, reach \(reach)")
  }
}

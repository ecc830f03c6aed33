import Testing
import Timing
@testable import Raster

/// A fill clipped to a rectangle covers every pixel inside it exactly as the unclipped fill
/// does. Partial redraws (a GIF render thread redraws only what changed) rely on it: a shape
/// starting far left of a redrawn rectangle once summed its row differently there, so a
/// frame's pixels depended on which frame its canvas held before, and so on the thread count.
@Suite struct ClippedCoverageTests {
  /// Random polygons and curves reaching past every side of the canvas, with sub-pixel
  /// vertices and near-horizontal edges, from a fixed seed.
  static func paths(count: Int) -> [FlattenedPath] {
    var random = SplitMix64(seed: 0x5EED_0F_C0_11E5)
    return (0..<count).map { _ in
      var path = Path()
      for _ in 0..<(1 + random.below(3)) {
        path.move(to: random.coordinate(), random.coordinate())
        for _ in 0..<(2 + random.below(5)) {
          if random.below(3) == 0 {
            path.quadCurve(to: random.coordinate(), random.coordinate(), control: random.coordinate(), random.coordinate())
          } else {
            path.line(to: random.coordinate(), random.coordinate())
          }
        }
        path.close()
      }
      return FlattenedPath(path, transform: .identity)
    }
  }

  static let side = 64

  @Test func aFillClippedToAnyRectangleMatchesTheWholeFillThere() throws {
    var random = SplitMix64(seed: 42)
    var compared = 0, differing: [String] = []
    for (index, path) in Self.paths(count: 200).enumerated() {
      guard let whole = CoverageMask.fill(path, clipX0: 0, clipY0: 0, clipX1: Self.side, clipY1: Self.side) else { continue }
      for _ in 0..<6 {
        let x0 = random.below(Self.side - 1), y0 = random.below(Self.side - 1)
        let x1 = x0 + 1 + random.below(Self.side - x0), y1 = y0 + 1 + random.below(Self.side - y0)
        let part = CoverageMask.fill(path, clipX0: x0, clipY0: y0, clipX1: x1, clipY1: y1)
        for y in y0..<y1 {
          for x in x0..<x1 {
            compared += 1
            let expected = whole.coverage(x: x, y: y), got = part?.coverage(x: x, y: y) ?? 0
            if expected.bitPattern != got.bitPattern, differing.count < 5 {
              differing.append("path \(index), clip (\(x0), \(y0), \(x1), \(y1)), pixel (\(x), \(y)): \(got) ≠ \(expected)")
            }
          }
        }
      }
    }
    #expect(compared > 100_000)
    #expect(differing.isEmpty, "\(differing)")
  }

  /// A closed shape wholly left of a pixel adds nothing to it: filling A and B as one path
  /// covers every pixel right of A's rightmost point as B alone does, bit for bit. A split
  /// text fills its units as one path, and a unit joining the batch changed a pixel of a glyph
  /// further right by a level (each edge piece's height was rounded on its own, leaving up to
  /// a level per vertex), so a partly redrawn frame differed from its whole render (QA).
  @Test func aShapeLeftOfAPixelLeavesItsCoverageAlone() throws {
    var random = SplitMix64(seed: 0x1EF7_0F_B)
    var compared = 0, differing: [String] = []
    for index in 0..<300 {
      // A: a polygon of many sub-pixel vertices in columns 0..<24; B: a polygon or curve in
      // columns 20..<64 (they may share columns; only pixels right of A's points count).
      var left = Path(), right = Path()
      let startX = random.unit() * 24
      left.move(to: startX, random.unit() * 64)
      var rightmostOfA = startX
      for _ in 0..<(3 + random.below(12)) {
        let x = random.unit() * 24
        rightmostOfA = max(rightmostOfA, x)
        left.line(to: x, random.unit() * 64)
      }
      left.close()
      right.move(to: 20 + random.unit() * 44, random.unit() * 64)
      for _ in 0..<(2 + random.below(5)) {
        right.quadCurve(to: 20 + random.unit() * 44, random.unit() * 64, control: 20 + random.unit() * 44, random.unit() * 64)
      }
      right.close()
      var both = left
      both.append(right)
      guard let alone = CoverageMask.fill(FlattenedPath(right, transform: .identity), clipX0: 0, clipY0: 0, clipX1: 64, clipY1: 64),
            let together = CoverageMask.fill(FlattenedPath(both, transform: .identity), clipX0: 0, clipY0: 0, clipX1: 64, clipY1: 64) else { continue }
      for y in 0..<64 {
        for x in (Int(rightmostOfA) + 1)..<64 {
          compared += 1
          let expected = alone.coverage(x: x, y: y), got = together.coverage(x: x, y: y)
          if expected.bitPattern != got.bitPattern, differing.count < 5 {
            differing.append("case \(index), pixel (\(x), \(y)): \(got) ≠ \(expected)")
          }
        }
      }
    }
    #expect(compared > 500_000)
    #expect(differing.isEmpty, "\(differing)")
  }

  /// QA's case: a translucent path from far left of the canvas, redrawn inside a small
  /// rectangle near its right end.
  @Test func aPathStartingFarLeftIsCoveredAlikeInsideASmallClip() throws {
    var path = Path()
    path.move(to: -31.274, 6.4)
    path.line(to: 130.326, 1.4)
    path.quadCurve(to: 621.826, 5.4, control: 517.826, 1.4)
    path.line(to: 491.826, 2.934)
    path.close()
    let flat = FlattenedPath(path, transform: .identity)
    let whole = try #require(CoverageMask.fill(flat, clipX0: 0, clipY0: 0, clipX1: 336, clipY1: 5))
    let part = try #require(CoverageMask.fill(flat, clipX0: 263, clipY0: 0, clipX1: 287, clipY1: 5))
    for y in 0..<5 {
      for x in 263..<287 { #expect(part.coverage(x: x, y: y).bitPattern == whole.coverage(x: x, y: y).bitPattern, "(\(x), \(y))") }
    }
  }

  /// Coverage is exact where it is simple: a pixel half covered is 0.5, one inside is 1.
  @Test func simpleCoverageStaysExact() throws {
    let flat = FlattenedPath(.rect(x: 1.5, y: 0, width: 2, height: 1.25), transform: .identity)
    let mask = try #require(CoverageMask.fill(flat, clipX0: 0, clipY0: 0, clipX1: 8, clipY1: 4))
    #expect(mask.coverage(x: 1, y: 0) == 0.5 && mask.coverage(x: 2, y: 0) == 1 && mask.coverage(x: 3, y: 0) == 0.5)
    #expect(mask.coverage(x: 2, y: 1) == 0.25 && mask.coverage(x: 1, y: 1) == 0.125 && mask.coverage(x: 4, y: 0) == 0)
  }
}

extension SplitMix64 {
  /// 0 ..< `bound`.
  mutating func below(_ bound: Int) -> Int { Int(next(below: UInt64(bound))) }

  /// A number in 0 ..< 1.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A coordinate around a 64-pixel canvas, at times far outside it, with a random fraction.
  mutating func coordinate() -> Double {
    let spread = below(4) == 0 ? 400.0 : 90.0
    return Double(next() >> 11) / Double(1 << 53) * spread * 2 - spread + 32
  }
}

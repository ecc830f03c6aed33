import Foundation
import Testing
@testable import Encode

@Suite("Motion colour levels: quarter-octave sizes, nested subsets")
struct MotionColorLevelsTests {
  @Test func sizesFollowTheQuarterOctaveFormula() {
    let formula = (0...24).map { Int((4 * pow(2.0, Double($0) / 4)).rounded()) - 1 }
    #expect(MotionColorLevels.sizes == formula)
  }

  @Test func levelsAreNestedAndHaveTheirSize() {
    let colors: [UInt32] = (0..<100).map { (index: Int) -> UInt32 in
      let red = UInt32(index * 2), green = UInt32(255 - index), blue = UInt32(index % 7 * 30)
      return red << 16 | green << 8 | blue
    }
    let count = colors.count
    var distances = [Int32](repeating: 0, count: count * count)
    for a in 0..<count { for b in 0..<count { distances[a * count + b] = Int32(LossyLZWEncoder.distanceSquared(colors[a], colors[b])) } }
    let weights = (0..<256).map { Int64($0 < count ? 1 + $0 % 5 : 0) }
    let levels = MotionColorLevels.make(distances: distances, count: count, weights: weights)
    #expect(levels.count == MotionColorLevels.sizes.filter { $0 < count }.count)
    var previous: Set<UInt8> = []
    for (level, size) in zip(levels, MotionColorLevels.sizes) {
      let members = Set(level.prefix(count))
      #expect(members.count == size)
      #expect(previous.isSubset(of: members), "subsets are nested")
      // Every colour maps to a member at least as near as any other member.
      for u in 0..<count {
        let chosen = Int(level[u])
        #expect(members.allSatisfy { distances[u * count + Int($0)] >= distances[u * count + chosen] })
      }
      // Indices past the opaque colours (the transparent entry) map to themselves.
      #expect(level[count] == UInt8(count) && level[255] == 255)
      previous = members
    }
  }

  /// The levels by the plain method: every index scored at every pick (lowest index on ties),
  /// then each colour's nearest member found by scanning the whole subset.
  static func referenceLevels(distances: [Int32], count: Int, weights: [Int64]) -> [[UInt8]] {
    let sizes = MotionColorLevels.sizes.filter { $0 < count }
    guard let largest = sizes.last else { return [] }
    let weighted = (0..<count).filter { weights[$0] > 0 }
    var order: [Int] = []
    var error = [Int64](repeating: 0, count: weighted.count)
    while order.count < largest {
      var bestScore = Int64.min, best = 0
      for candidate in 0..<count where !order.contains(candidate) {
        var score: Int64 = 0
        for (k, colour) in weighted.enumerated() {
          let d = Int64(distances[candidate * count + colour])
          score += order.isEmpty ? -d * weights[colour] : max(0, error[k] - d) * weights[colour]
        }
        if score > bestScore { bestScore = score; best = candidate }
      }
      for (k, colour) in weighted.enumerated() {
        let d = Int64(distances[best * count + colour])
        error[k] = order.isEmpty ? d : min(error[k], d)
      }
      order.append(best)
    }
    return sizes.map { size in
      var nearest = (0..<256).map { UInt8($0) }
      for u in 0..<count {
        var best = order[0]
        for m in order.prefix(size) where distances[u * count + m] < distances[u * count + best] { best = m }
        nearest[u] = UInt8(best)
      }
      return nearest
    }
  }

  @Test(arguments: [(40, UInt64(1)), (90, 2), (130, 3), (256, 4)])
  func sameLevelsAsScoringEveryIndexEveryTime(count: Int, seed: UInt64) {
    // Coarse random colours and weights, so equal distances and equal gains (ties) are common,
    // and some colours carry no weight.
    var state = seed
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let colors = (0..<count).map { _ in UInt32(random(6) * 51) << 16 | UInt32(random(6) * 51) << 8 | UInt32(random(6) * 51) }
    var distances = [Int32](repeating: 0, count: count * count)
    for a in 0..<count { for b in 0..<count { distances[a * count + b] = Int32(LossyLZWEncoder.distanceSquared(colors[a], colors[b])) } }
    let weights = (0..<256).map { $0 < count ? Int64(random(4)) : 0 }
    let fast = MotionColorLevels.make(distances: distances, count: count, weights: weights)
    let reference = Self.referenceLevels(distances: distances, count: count, weights: weights)
    #expect(fast == reference)
  }
}

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
}

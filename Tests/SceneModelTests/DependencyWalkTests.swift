import Testing
@testable import SceneModel

/// The walk that orders measured layouts and chained starts: dependencies first, each node
/// once, loops reported with their members, and no recursion however long the chain.
@Suite struct DependencyWalkTests {
  @Test func dependenciesComeFirstAndEachNodeOnce() {
    // d needs b and c, both need a; e needs nothing.
    let needs: [String: [String]] = ["d": ["b", "c"], "b": ["a"], "c": ["a"]]
    let order = DependencyWalk.postOrder(from: ["e", "d", "a"]) { needs[$0] ?? [] }
    #expect(order == ["e", "a", "b", "c", "d"])
  }

  @Test func loopsAreReportedFromTheRepeatedNodeRoundToItself() {
    let needs: [String: [String]] = ["a": ["b"], "b": ["c"], "c": ["b"], "s": ["s"]]
    var loops: [[String]] = []
    let order = DependencyWalk.postOrder(from: ["a", "s"], dependencies: { needs[$0] ?? [] }) { loops.append($0) }
    #expect(loops == [["b", "c", "b"], ["s", "s"]])
    #expect(Set(order) == ["a", "b", "c", "s"] && order.count == 4)
  }

  @Test func aChainOfAMillionDoesNotRecurse() {
    // Node n needs n − 1: as recursion this is a million frames deep, past any thread's stack.
    let order = DependencyWalk.postOrder(from: [999_999]) { $0 > 0 ? [$0 - 1] : [] }
    #expect(order.count == 1_000_000 && order.first == 0 && order.last == 999_999)
  }
}

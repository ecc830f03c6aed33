/// Depth-first walks of "needs that first" graphs: measured layouts, `after` chains and the
/// triggers that watch them. The walk keeps its own stack, so a chain of thousands (the layer
/// limit is 10 000 and can be raised) cannot overflow the thread's stack as recursion would.
enum DependencyWalk {
  /// Every node reachable from `starts`, each once, after the nodes it depends on (post-order;
  /// starts in the order given). When a dependency is already on the current trail, `onLoop`
  /// gets the loop, from that node round to itself again (`a → b → a`), and the dependency is
  /// skipped: nodes in a loop come out in an arbitrary order.
  static func postOrder<Node: Hashable>(from starts: [Node], dependencies: (Node) -> [Node],
                                        onLoop: ([Node]) -> Void = { _ in }) -> [Node] {
    var ordered: [Node] = []
    var seen = Set<Node>()
    var onTrail = Set<Node>()
    for start in starts where seen.insert(start).inserted {
      var trail: [(node: Node, dependencies: [Node], next: Int)] = [(start, dependencies(start), 0)]
      onTrail.insert(start)
      while let top = trail.last {
        guard top.next < top.dependencies.count else {
          trail.removeLast()
          onTrail.remove(top.node)
          ordered.append(top.node)
          continue
        }
        trail[trail.count - 1].next += 1
        let dependency = top.dependencies[top.next]
        if onTrail.contains(dependency) {
          let nodes = trail.map(\.node)
          onLoop(Array(nodes[nodes.firstIndex(of: dependency)!...]) + [dependency])
        } else if seen.insert(dependency).inserted {
          trail.append((dependency, dependencies(dependency), 0))
          onTrail.insert(dependency)
        }
      }
    }
    return ordered
  }
}

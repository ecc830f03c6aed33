/// The order in which staggered items start (layer children, text characters, replicas).
public enum StaggerOrder: Sendable, Equatable, Hashable {
  /// Item 0 first, then 1, 2, … (CAReplicatorLayer `instanceDelay`).
  case forward
  /// The last item first.
  case reverse
  /// The middle item(s) first, spreading out to both ends.
  case center
  /// A shuffled order, reproducible from `seed` on every platform (SplitMix64 + Fisher–Yates).
  case random(seed: UInt64)

  /// Parses `forward`, `reverse`, `center` or `random` (which uses `seed`, default 0).
  public static func parse(_ text: String, seed: UInt64 = 0) throws(TimingError) -> StaggerOrder {
    switch text.lowercased() {
    case "forward": return .forward
    case "reverse": return .reverse
    case "center", "centre": return .center
    case "random": return .random(seed: seed)
    default:
      throw .unknownName(kind: "stagger order", name: text,
                         suggestion: closestName(to: text, in: ["forward", "reverse", "center", "random"]))
    }
  }

  /// For each item index, how many `each` steps it starts after the first item. `center` may
  /// give the same rank to two items (equally far from the middle).
  public func ranks(count: Int) -> [Int] {
    guard count > 0 else { return [] }
    switch self {
    case .forward:
      return Array(0..<count)
    case .reverse:
      return (0..<count).map { count - 1 - $0 }
    case .center:
      // Twice the distance from the middle, |2i − (n−1)|, is an integer; an even count has two
      // middle items at distance ½, shifted to start at 0 like the odd case.
      let shift = (count - 1) % 2
      return (0..<count).map { (abs(2 * $0 - (count - 1)) - shift) / 2 }
    case let .random(seed):
      var generator = SplitMix64(seed: seed)
      var order = Array(0..<count)
      // Fisher–Yates, drawing with our own bounded generator for platform independence.
      for index in stride(from: count - 1, to: 0, by: -1) {
        let other = Int(generator.next(below: UInt64(index + 1)))
        order.swapAt(index, other)
      }
      var ranks = [Int](repeating: 0, count: count)
      for (position, item) in order.enumerated() { ranks[item] = position }
      return ranks
    }
  }
}

/// Staggered start times: item i starts `rank(i) × each` after the first (`stagger: {each, order, seed}`).
public struct Stagger: Sendable, Equatable, Hashable {
  /// The delay between consecutive starts.
  public var each: TickTime
  /// Which item starts when.
  public var order: StaggerOrder

  /// A stagger of `each` between starts, in `order`.
  public init(each: TickTime, order: StaggerOrder = .forward) {
    self.each = each
    self.order = order
  }

  /// The extra delay for every one of `count` items, indexed by item.
  public func delays(count: Int) -> [TickTime] {
    order.ranks(count: count).map { each * $0 }
  }

  /// The extra delay for item `index` of `count` (computes the whole order; prefer `delays`).
  public func delay(forIndex index: Int, count: Int) -> TickTime {
    let ranks = order.ranks(count: count)
    return ranks.indices.contains(index) ? each * ranks[index] : .zero
  }
}

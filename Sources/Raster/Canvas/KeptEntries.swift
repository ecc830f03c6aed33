/// Entries kept least recently used first, within a budget of some cost (cells, bytes), for the
/// canvas caches: a lookup moves its entry to the end, and storing past the budget drops the
/// oldest, always keeping the newest.
struct KeptEntries<Key: Equatable, Value> {
  /// The most cost kept over all entries.
  let budget: Int
  /// An entry's cost.
  let cost: (Key, Value) -> Int
  private var entries: [(key: Key, value: Value)] = []

  init(budget: Int, cost: @escaping (Key, Value) -> Int) {
    self.budget = budget
    self.cost = cost
  }

  /// The value kept for `key`, now the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.value
  }

  /// Keeps `value` for `key`, dropping the least recently used entries past the budget.
  mutating func store(_ value: Value, for key: Key) {
    entries.removeAll { $0.key == key }
    entries.append((key, value))
    var total = entries.reduce(0) { $0 + cost($1.key, $1.value) }
    while total > budget, entries.count > 1 {
      let dropped = entries.removeFirst()
      total -= cost(dropped.key, dropped.value)
    }
  }

  mutating func removeAll() { entries.removeAll() }
}

/// Keys asked for once and not kept, most recent last: a cache that keeps only what is asked
/// for again (a still shape's shadow, an image drawn at the same place) remembers the first
/// requests here.
struct RememberedRequests<Key: Equatable> {
  /// Keys remembered at most.
  let limit: Int
  private var keys: [Key] = []

  init(limit: Int) { self.limit = limit }

  /// Whether `key` was asked for before.
  func contains(_ key: Key) -> Bool { keys.contains { $0 == key } }

  /// Remembers `key` as the most recent request, forgetting the oldest past the limit.
  mutating func note(_ key: Key) {
    forget(key)
    keys.append(key)
    if keys.count > limit { keys.removeFirst() }
  }

  mutating func forget(_ key: Key) { keys.removeAll { $0 == key } }

  mutating func removeAll() { keys.removeAll() }
}

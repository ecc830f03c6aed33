/// "Did you mean …?" for `sample --layer` and `--property`. SceneModel's suggester is internal
/// to its decoder, and the command line needs only this much.
enum SampleSuggestion {
  /// ` Did you mean "x"?` (with a trailing full stop otherwise), or `.` when nothing is close.
  static func didYouMean(_ word: String, in candidates: [String]) -> String {
    guard let best = closest(to: word, in: candidates) else { return "." }
    return "; did you mean \"\(best)\"?"
  }

  /// The candidate with the fewest edits from `word` (case-insensitive), if a typo could explain
  /// the difference: at most a third of the word's length, and at least 2 edits allowed.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    let allowed = max(2, target.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Names in order without repeats.
  static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }

  /// `a, b, c` — long lists end with `… (N more)` so the message stays readable.
  static func list(_ names: [String], limit: Int = 30) -> String {
    let shown = names.prefix(limit).joined(separator: ", ")
    return names.count > limit ? "\(shown), … (\(names.count - limit) more)" : shown
  }

  /// Levenshtein distance with a two-row table.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

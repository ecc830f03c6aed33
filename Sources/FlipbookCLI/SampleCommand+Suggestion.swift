import SceneModel

/// "Did you mean …?" and name lists for `sample --layer` and `--property` messages.
enum SampleSuggestion {
  /// ` Did you mean "x"?` (with a trailing full stop otherwise), or `.` when nothing is close.
  static func didYouMean(_ word: String, in candidates: [String]) -> String {
    guard let best = closest(to: word, in: candidates) else { return "." }
    return "; did you mean \"\(best)\"?"
  }

  /// The closest candidate, by the same rule the scene decoder uses for keys and names.
  static func closest(to word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
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
}

/// "Did you mean …?" for misspelt keys and names: the closest candidate by edit distance.
/// Public so the command line suggests names (layer ids, key paths) the same way.
public enum Suggestion {
  /// The candidate closest to `word`, when it is close enough to be a plausible typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    if let known = translation(of: word, in: candidates) { return known.name }
    let lowered = word.lowercased()
    let length = word.count
    // A third of the word's length (at least 2) separates typos from different words.
    let limit = max(2, length / 3)
    var best: (candidate: String, distance: Int)?
    // Measuring a megabyte of junk against every name took seconds per value (QA: 27 s for
    // one bad colour); a word that much longer than every name is no typo of one.
    let longest = candidates.map(\.count).max() ?? 0
    for candidate in candidates where length <= 4 * longest + 64 {
      // The distance is at least the difference in length: such a candidate cannot be close.
      guard abs(candidate.count - length) <= limit else { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    if let best, best.distance <= limit { return best.candidate }
    // A word that only adds a suffix to one candidate ("downwards", "easeInOutCurve") means it.
    let stems = candidates.filter { $0.count >= 2 && lowered.hasPrefix($0.lowercased()) }
    return stems.count == 1 ? stems[0] : nil
  }

  /// ` (did you mean "x"?)`, or an empty string when nothing is close.
  public static func didYouMean(_ word: String, in candidates: [String]) -> String {
    if let advice = advice(for: word, isCandidate: candidates.contains) { return "; \(advice)" }
    if let known = translation(of: word, in: candidates) {
      return "; did you mean \"\(known.name)\"?" + (known.note.map { " (\($0))" } ?? "")
    }
    if let close = closest(to: word, in: candidates) { return "; did you mean \"\(close)\"?" }
    // Another tool's name for something set elsewhere (`"transform": {"translateX": 10}` is the
    // layer's position): say what it is called here.
    if let synonym = synonym(for: word) {
      return "; \(word) is \"\(synonym.name)\" here" + (synonym.note.map { ": \($0)" } ?? "")
    }
    return ""
  }

  /// The message for a name the Timing module did not know: its own suggestion, else one
  /// from the synonym table when `isValid` accepts it, else the table's note alone.
  static func unknownName(kind: String, name: String, suggestion: String?, isValid: (String) -> Bool) -> String {
    let base = "unknown \(kind) \"\(name)\""
    // Before the Timing module's guess, which takes easeInQuad for a longer easeIn.
    if let advice = advice(for: name, isCandidate: isValid) { return "\(base): \(advice)" }
    if let suggestion { return "\(base); did you mean \"\(suggestion)\"?" }
    if let suffix = unqualified(name, isCandidate: isValid) {
      return "\(base); did you mean \"\(suffix.name)\"?" + (suffix.note.map { " (\($0))" } ?? "")
    }
    guard let synonym = synonym(for: name) else { return base }
    if isValid(synonym.name) { return "\(base); did you mean \"\(synonym.name)\"?" + (synonym.note.map { " (\($0))" } ?? "") }
    return synonym.note.map { "\(base): \($0)" } ?? base
  }

  /// The format's name for `word`, when `word` is another tool's name for a candidate (the
  /// synonym table) or a candidate written with a Swift qualifier. Candidates are matched
  /// without regard to case and suggested as they are spelled.
  static func translation(of word: String, in candidates: [String]) -> Synonym? {
    if let synonym = synonym(for: word) {
      if candidates.contains(synonym.name) { return synonym }
      // Inside the object that is the key path's head (`"transform": {"rotate": 45}`), the
      // name is the path's last part.
      if let last = synonym.name.split(separator: ".").last.map(String.init), candidates.contains(last) {
        return Synonym(name: last, note: nil)
      }
      if let layerKey = layerKey(for: synonym, in: candidates) { return layerKey }
    }
    let spelled = Dictionary(candidates.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    guard let suffix = unqualified(word, isCandidate: { spelled[$0.lowercased()] != nil }) else { return nil }
    return Synonym(name: spelled[suffix.name.lowercased()] ?? suffix.name, note: suffix.note)
  }

  /// Among a layer's keys, where an animation's key path is set: `transform.rotation` is
  /// `"transform": {"rotation": …}`, `position.x` the first of `"position": [x, y]`.
  static func layerKey(for synonym: Synonym, in candidates: [String]) -> Synonym? {
    let parts = synonym.name.split(separator: ".").map(String.init)
    guard parts.count > 1, candidates.contains(parts[0]) else { return nil }
    let form: String
    switch parts[0] {
    case "transform":
      // The transform object's keys: scale, scaleX, scaleY, rotation.
      let inner = parts.count > 2 ? parts[1] + parts[2].uppercased() : parts[1]
      form = "as \"transform\": {\"\(inner)\": …}"
    case "position": form = "as \"position\": [x, y]"
    case "size": form = "as \"size\": [width, height]"
    default: return nil
    }
    return Synonym(name: parts[0], note: synonym.note.map { "\(form); \($0)" } ?? form)
  }

  /// A Swift-qualified name whose last components are a candidate, or another tool's name for
  /// one: `UIView.AnimationOptions.curveEaseOut`, `CAMediaTimingFillMode.forwards`, `.forwards`,
  /// `layer.opacity`. Edit distance sees those as far from the name they end with.
  static func unqualified(_ word: String, isCandidate: (String) -> Bool) -> Synonym? {
    var rest = Substring(word)
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      guard !rest.isEmpty else { return nil }
      let suffix = String(rest)
      if isCandidate(suffix) { return Synonym(name: suffix, note: nil) }
      if let synonym = synonym(for: suffix), isCandidate(synonym.name) { return synonym }
    }
    return nil
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}

/// Wording shared by `render`'s and `encode`'s one-line GIF summaries.
enum GIFSummary {
  /// "1 GIF frame", "2 GIF frames".
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  /// Why the GIF holds fewer image blocks than frames were planned: identical frames merge and
  /// brief ones are left out, the frame before staying on screen for them. Nil when none were
  /// (a delay split over several blocks makes more, which needs no note).
  static func mergedNote(planned: Int, written: Int) -> String? {
    let merged = planned - written
    guard merged > 0 else { return nil }
    return "\(merged) merged with the frame before"
  }
}

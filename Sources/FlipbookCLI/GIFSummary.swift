/// Wording shared by `render`'s and `encode`'s one-line GIF summaries.
enum GIFSummary {
  /// "1 GIF frame", "2 GIF frames".
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  /// Why the GIF holds fewer image blocks than frames were planned: identical frames merge,
  /// and brief ones close to the frame before are left out by `--skip-psnr`, that frame staying
  /// on screen for them. Counted apart (QA: frames `--skip-psnr` left out were called merged,
  /// which the README says only of identical ones). Nil when neither happened (a delay split
  /// over several blocks makes more blocks, which needs no note).
  static func mergedNote(planned: Int, written: Int, skipped: Int) -> String? {
    let merged = planned - written - skipped
    let notes = [merged > 0 ? "\(merged) merged with the frame before" : nil,
                 skipped > 0 ? "\(skipped) left out by --skip-psnr" : nil].compactMap { $0 }
    return notes.isEmpty ? nil : notes.joined(separator: ", ")
  }

  /// `--tolerance` asked for where it cannot apply: a pixel kept as it is shown cannot be one
  /// that a later frame must clear to transparent.
  static func unusedToleranceWarning(_ tolerance: Int, _ source: String) -> String {
    "warning: --tolerance \(tolerance) changes nothing: \(source), and a colour tolerance needs opaque frames"
  }

  /// `--tolerance` on a GIF of one frame: it lets a frame keep what the one before it shows, and
  /// a single frame has none before it (QA: encode blamed transparent pixels the frames did not
  /// have).
  static func singleFrameToleranceWarning(_ tolerance: Int) -> String {
    "warning: --tolerance \(tolerance) changes nothing: the GIF is a single frame, and a colour tolerance only lets "
      + "a frame keep colours the frame before it shows"
  }

  /// The warning for partly transparent pixels without `--matte`; `source` says where they are
  /// ("the canvas background is transparent", "the frames have partly transparent pixels").
  static func matteWarning(_ source: String) -> String {
    "warning: \(source) and GIF transparency is all or nothing per pixel: antialiased edges are cut at half "
      + "opacity and fades pop in; give --matte with the colour of the page the GIF will be shown on "
      + "(e.g. --matte white) to blend them into it"
  }
}

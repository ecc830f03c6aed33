import Golden
import Render

/// The GIF timing part of a golden check (`gif-timing.json`), shared by `flipbook check` and
/// `assertScene` so that the two give one verdict on one golden folder.
public enum GIFTimingCheck {
  /// What the timing check found, in the words both callers print.
  public struct Outcome: Sendable, Equatable {
    /// A line for a timing that matches or was recorded (`GIF timing at 50 fps: matches`).
    public var line: String?
    /// A line for a timing that fails (`GIF timing at 50 fps: DIFFERS — …`).
    public var failure: String?
    /// The failure in a few words for a summary of counts (`GIF timing differs`).
    public var verdict: String?
    /// `gif-timing.json`'s path, when the record mode wrote it.
    public var written: String?

    /// An outcome; all nil is "not checked".
    public init(line: String? = nil, failure: String? = nil, verdict: String? = nil, written: String? = nil) {
      self.line = line
      self.failure = failure
      self.verdict = verdict
      self.written = written
    }
  }

  /// Whether a check looks at the GIF timing: whenever the golden folder holds
  /// `gif-timing.json` (a golden that is never checked is a false promise), and when asked
  /// (`--gif-timing`, or every frame: `--all-frames`, `frames: .all`).
  public static func applies(golden: GIFTiming?, asked: Bool) -> Bool {
    golden != nil || asked
  }

  /// Makes the scene's GIF, compares its delays with `golden` (the folder's `gif-timing.json`)
  /// and records them as `check`'s record mode says. `gifFPS` is the rate asked for; without
  /// one, the golden's own rate (a golden recorded at 25 fps is checked, and re-recorded, at 25
  /// fps without repeating it), else 50. A timing that cannot be written is a failure like a
  /// frame that cannot be recorded, not the end of the check.
  public static func run(_ check: GoldenCheck, renderer: FrameRenderer, golden: GIFTiming?, gifFPS: Int?, threads: Int,
                         writer: GoldenFileWriter) throws -> Outcome {
    let fps = gifFPS ?? golden?.gifFPS ?? 50
    let actual = try SceneGIFTiming.timing(of: renderer, gifFPS: fps, threads: threads)
    let head = "GIF timing at \(fps) fps"
    do {
      let (difference, path) = try check.checkGIFTiming(actual, golden: golden, writer: writer)
      if let path { return Outcome(line: "\(head): recorded \(path)", written: path) }
      guard let difference else { return Outcome(line: "\(head): matches") }
      return golden == nil
        ? Outcome(failure: "\(head): MISSING — \(difference) (record it with --record missing)", verdict: "GIF timing missing")
        : Outcome(failure: "\(head): DIFFERS — \(difference)", verdict: "GIF timing differs")
    } catch {
      return Outcome(failure: "\(head): CANNOT RECORD — \(error)", verdict: "GIF timing not recorded")
    }
  }
}

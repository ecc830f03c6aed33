import Raster

/// What a check found for one frame.
public struct FrameCheckResult: Sendable {
  /// The outcome of one frame.
  public enum Outcome: Sendable, Equatable {
    /// Matches its golden.
    case matched(ImageComparison)
    /// Differs from its golden beyond the tolerance; the golden is kept.
    case differs(ImageComparison)
    /// Has no golden and the record mode does not write one.
    case missing
    /// The golden exists but cannot be read or decoded (`reason` says why), and the record mode
    /// does not replace it. A failure of this frame, not of the whole check.
    case unreadable(reason: String)
    /// A golden is (to be) written: new (`nil`), or replacing one (with how it compared).
    case recorded(replacing: ImageComparison?)
    /// A golden was to be written and could not be (`reason` says why): a failure of this
    /// frame, reported with the others rather than ending the check.
    case unwritable(reason: String)
  }

  /// The 60 fps frame index.
  public let frameIndex: Int
  /// The frame's time, seconds.
  public let timeSeconds: Double
  /// The golden's path.
  public let goldenPath: String
  /// What happened.
  public let outcome: Outcome
  /// The rendered frame; kept for frames that fail (reports, artifacts).
  public let actual: PixelBuffer?
  /// The rendered frame as the PNG to write, for frames to be recorded: encoded as the frame is
  /// checked, on the thread that rendered it, and kept instead of the pixels (a check recording
  /// every frame of a long scene kept 4 MB a frame: 1.9 GB for 8 s at 750×1334, QA).
  public let actualPNG: [UInt8]?
  /// The golden; kept for frames that fail (artifacts, report).
  public let expected: PixelBuffer?
  /// Why the golden a `.recorded` outcome replaces could not be read, when it could not: the
  /// summary says what was replaced, not "new golden".
  public let replacedUnreadableReason: String?

  /// This result with another outcome.
  func with(_ outcome: Outcome) -> FrameCheckResult {
    FrameCheckResult(frameIndex: frameIndex, timeSeconds: timeSeconds, goldenPath: goldenPath, outcome: outcome, actual: actual, expected: expected,
                     actualPNG: actualPNG, replacedUnreadableReason: replacedUnreadableReason)
  }

  /// Creates a result.
  public init(frameIndex: Int, timeSeconds: Double, goldenPath: String, outcome: Outcome, actual: PixelBuffer?, expected: PixelBuffer?,
              actualPNG: [UInt8]? = nil, replacedUnreadableReason: String? = nil) {
    self.frameIndex = frameIndex
    self.timeSeconds = timeSeconds
    self.goldenPath = goldenPath
    self.outcome = outcome
    self.actual = actual
    self.expected = expected
    self.actualPNG = actualPNG
    self.replacedUnreadableReason = replacedUnreadableReason
  }

  /// Whether the frame counts as a failure (differs, has no golden, or its golden cannot be
  /// read or written).
  public var failed: Bool {
    switch outcome {
    case .differs, .missing, .unreadable, .unwritable: true
    case .matched, .recorded: false
    }
  }

  /// The comparison, when there was a golden to compare with.
  public var comparison: ImageComparison? {
    switch outcome {
    case let .matched(comparison), let .differs(comparison): comparison
    case let .recorded(replacing): replacing
    case .missing, .unreadable, .unwritable: nil
    }
  }

  /// `frame 45 (0.750 s): 312 pixels differ (0.49 %), max ΔE 41.20, …` — the one-line summary.
  public var summary: String {
    let head = "frame \(frameIndex) (\(GoldenFormat.seconds(timeSeconds)))"
    switch outcome {
    case let .matched(comparison):
      return "\(head): matches" + (comparison.differingPixelCount == 0 ? "" : " within tolerance (\(comparison.summary))")
    case let .differs(comparison):
      return "\(head): DIFFERS — \(comparison.summary)"
    case .missing:
      return "\(head): MISSING — no golden at \(goldenPath) (record it with --record missing)"
    case let .unreadable(reason):
      return "\(head): UNREADABLE — \(goldenPath): \(reason)"
    case let .unwritable(reason):
      // The advice follows the reason: a full disk is not helped by permissions (QA).
      let fix = reason.contains("no space left") || reason.contains("quota") ? "free some space" : "make the golden folder writable"
      return "\(head): CANNOT RECORD — \(goldenPath): \(reason) (\(fix), or check with --record never)"
    case let .recorded(replacing):
      if let replacedUnreadableReason { return "\(head): recorded \(goldenPath) (was: UNREADABLE — \(replacedUnreadableReason))" }
      guard let replacing else { return "\(head): recorded new golden \(goldenPath)" }
      return "\(head): recorded \(goldenPath) (was: \(replacing.summary))"
    }
  }
}

extension FailureArtifact {
  /// The failure images of a check: what was made, what was written, and why they could not
  /// be, if they could not.
  public struct Saved: Sendable {
    /// The artifacts made (empty when making them failed); the HTML report shows these.
    public var artifacts: [FailureArtifact] = []
    /// The files written.
    public var paths: [String] = []
    /// Why the images were not made or written. The frames were still compared, so a check
    /// reports this beside its verdict, not instead of it.
    public var problem: GoldenError?
  }

  /// Makes the artifacts of `results`' failing frames and writes them to `directory`
  /// (`write(_:to:checkedFrames:writer:)`), keeping a failure as `problem` rather than throwing.
  public static func save(_ results: [FrameCheckResult], to directory: String, checkedFrames: [Int],
                          writer: GoldenFileWriter = .atomic) -> Saved {
    var saved = Saved()
    do {
      saved.artifacts = try make(from: results)
      saved.paths = try write(saved.artifacts, to: directory, checkedFrames: checkedFrames, writer: writer)
    } catch {
      saved.problem = error
    }
    return saved
  }
}

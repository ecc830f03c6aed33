extension GoldenDirectory {
  /// The folder's `gif-timing.json` as a check in `recordMode` uses it.
  ///
  /// Under `.failed` and `.all` a file that cannot be read as a timing (a hand edit's trailing
  /// comma, junk) is not the end of the check: it reads as absent, so the check records the
  /// scene's timing in its place, and `damage` says what was wrong with it. The file itself is
  /// left alone until then: a check that stops first (a stray file, a bad `--frames`) keeps it,
  /// where removing it up front lost the golden and its check with it (QA). In other modes, and
  /// for a file that cannot be read at all (a folder), this throws as `gifTiming()` does.
  ///
  /// - Parameter syntaxProblem: the strict JSON check `checkJSONSyntax` takes.
  public func timingGolden(recordMode: RecordMode, syntaxProblem: (String) -> String?) throws(GoldenError)
    -> (timing: GIFTiming?, damage: String?)
  {
    let path = file(GIFTiming.fileName)
    guard let bytes = try Self.readIfPresent(path) else { return (nil, nil) }
    let problem: GoldenError
    let damage: String
    if let syntax = syntaxProblem(String(decoding: bytes, as: UTF8.self)) {
      damage = "not valid JSON at \(syntax)"
      problem = .invalidConfiguration(file: path, path: "", reason: damage)
    } else {
      do {
        return (try GIFTiming(json: bytes, file: path), nil)
      } catch {
        problem = error
        damage = error.description
      }
    }
    guard recordMode == .failed || recordMode == .all else { throw problem }
    return (nil, damage)
  }
}

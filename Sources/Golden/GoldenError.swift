/// Everything that can go wrong while checking or recording goldens. Every case names the
/// file it is about, so a CI log line is enough to find the problem.
public enum GoldenError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
  /// A golden PNG exists but cannot be read or decoded.
  case unreadableGolden(file: String, reason: String)
  /// `golden.json` (or `gif-timing.json`) is not valid; `path` is the JSON key at fault.
  case invalidConfiguration(file: String, path: String, reason: String)
  /// A file in the golden folder that Flipbook does not understand (it would never be checked).
  case unexpectedFile(file: String)
  /// A golden's name has the right frame but not the right digits (`00007.png` for `0007.png`).
  case misnamedGolden(file: String, expected: String)
  /// A golden names a frame the scene does not have.
  case frameOutOfRange(file: String, frameIndex: Int, frameCount: Int)
  /// An output (golden, artifact, report) could not be written.
  case cannotWrite(file: String, reason: String)
  /// The golden folder exists but is not a folder, or cannot be listed.
  case unreadableDirectory(file: String, reason: String)
  /// An environment variable holds a value Flipbook does not accept.
  case invalidEnvironment(variable: String, value: String, reason: String)
  /// Rendering frame `frameIndex` of the scene in `file` failed.
  case renderFailed(file: String, frameIndex: Int, reason: String)
  /// Several problems found together (every stray or misplaced file of a golden folder), so
  /// one run lists them all instead of one per run.
  indirect case several([GoldenError])

  /// One line, starting with the file it is about (a line each for `several`).
  public var description: String {
    switch self {
    case let .unreadableGolden(file, reason): "\(file): cannot read golden: \(reason)"
    case let .invalidConfiguration(file, path, reason): "\(file): \(path.isEmpty ? "" : path + ": ")\(reason)"
    case let .unexpectedFile(file):
      "\(file): not a golden (goldens are NNNN.png frame files, golden.json and gif-timing.json); move it out of the golden folder"
    case let .misnamedGolden(file, expected):
      "\(file): this frame's golden is named \(expected), as `flipbook render -o DIR/` names it; rename the file, or remove it if \(expected) is there too"
    case let .frameOutOfRange(file, frameIndex, frameCount):
      "\(file): frame \(frameIndex) is past the end of the scene, which has \(frameCount) frames (0…\(max(0, frameCount - 1))); remove it, as the scene no longer has that frame"
    case let .cannotWrite(file, reason): "\(file): cannot write: \(reason)"
    case let .unreadableDirectory(file, reason): "\(file): \(reason)"
    case let .invalidEnvironment(variable, value, reason): "environment variable \(variable)=\"\(value)\": \(reason)"
    case let .renderFailed(file, frameIndex, reason): "\(file): frame \(frameIndex): cannot render: \(reason)"
    case let .several(problems): problems.map(\.description).joined(separator: "\n")
    }
  }
}

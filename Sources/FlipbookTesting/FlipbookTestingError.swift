import Golden
import SceneModel

/// Why `assertScene` failed: the scene could not be loaded or rendered, the golden folder is
/// unusable, or frames differ from their goldens. The description lists every failing frame and
/// where its artifacts (actual, expected, diff PNGs and an HTML report) were written.
public enum FlipbookTestingError: Swift.Error, CustomStringConvertible, Sendable {
  /// The scene file is unreadable or invalid.
  case scene(SceneError)
  /// The golden folder or an output could not be used.
  case golden(GoldenError)
  /// Rendering failed.
  case render(file: String, reason: String)
  /// Frames differ or lack goldens, or goldens were recorded (recording always fails the test,
  /// so a forgotten record mode cannot make a suite pass without checking anything).
  case mismatch(message: String)

  /// The message a failing test shows.
  public var description: String {
    switch self {
    case let .scene(error): error.description
    case let .golden(error): error.description
    case let .render(file, reason): "\(file): cannot render: \(reason)"
    case let .mismatch(message): message
    }
  }
}

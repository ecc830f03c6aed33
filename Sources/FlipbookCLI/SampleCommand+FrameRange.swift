import ArgumentParser
import Foundation

/// `--frames A..B`: an inclusive range of 60 fps frame indices (`10..12` is three frames),
/// inclusive like `render --frames` so the same text selects the same frames everywhere.
struct SampleFrameRange: Equatable {
  /// First frame sampled.
  var first: Int
  /// Last frame sampled (included).
  var last: Int

  /// Reads `A..B` or a single frame `N`. Syntax errors are usage errors (exit 64).
  static func parse(_ text: String) throws -> SampleFrameRange {
    let parts = text.components(separatedBy: "..")
    let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
    switch (numbers.count, numbers.first ?? nil, numbers.last ?? nil) {
    case (1, let frame?, _):
      guard frame >= 0 else { throw ValidationError("--frames must be ≥ 0, got \(text)") }
      return SampleFrameRange(first: frame, last: frame)
    case (2, let first?, let last?):
      guard first >= 0 else { throw ValidationError("--frames must start at a frame ≥ 0, got \(text)") }
      guard first <= last else { throw ValidationError("--frames \(text) is empty: \(first) comes after \(last)") }
      return SampleFrameRange(first: first, last: last)
    default:
      throw ValidationError("--frames expects A..B (both frames included) or one frame N, got \"\(text)\"")
    }
  }

  /// The frames, after checking they exist in a scene of `frameCount` frames.
  func frames(in frameCount: Int) throws -> ClosedRange<Int> {
    guard last < frameCount else {
      let available = frameCount > 0 ? "0..\(frameCount - 1)" : "none"
      throw ValidationError("--frames \(first)..\(last) is past the end: the scene has \(frameCount) frames (\(available))")
    }
    return first...last
  }
}

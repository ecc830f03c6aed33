/// Which frames a check looks at.
public enum FrameSelection: Sendable, Equatable {
  /// The frames the golden folder holds; when it holds none and recording is allowed, the
  /// frames at 0, 25, 50, 75 and 100 % of the duration (`defaultFrames`).
  case goldens
  /// These 60 fps frame indices.
  case frames([Int])
  /// Every frame of the scene (for short scenes).
  case all

  /// The fractions of the duration recorded when nothing else is asked for.
  public static let defaultFractions = [0, 0.25, 0.5, 0.75, 1.0]

  /// Frames at 0, 25, 50, 75 and 100 % of a scene with `frameCount` frames. 100 % is the
  /// last frame: the instant at the full duration is the next loop's first frame.
  public static func defaultFrames(frameCount: Int) -> [Int] {
    guard frameCount > 0 else { return [] }
    let indices = defaultFractions.map { fraction in
      min(frameCount - 1, Int((fraction * Double(frameCount)).rounded(.down)))
    }
    return Array(Set(indices)).sorted()
  }
}

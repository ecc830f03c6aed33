import SceneModel
import Timing

extension LayerState {
  /// The size this layer is drawn at: its own, or for a text layer without a `size`, its
  /// text's as laid out with `fonts` (the size `FrameRenderer` places it by). The model alone
  /// cannot know it: a label sized to its text changes size with its text and font size.
  public func drawnSize(fonts: FontCache) -> Vec2 {
    guard !hasExplicitSize, let key = FrameRenderer.textLayoutKey(of: self) else { return properties.size }
    let bounds = FrameRenderer.layout(key, fonts: fonts).bounds
    return Vec2(bounds.width, bounds.height)
  }
}

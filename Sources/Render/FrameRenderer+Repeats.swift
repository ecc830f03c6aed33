import SceneModel

extension FrameRenderer {
  /// Whether frame `frameIndex` draws exactly what frame `frameIndex − 1` draws (same canvas, same
  /// layer states). A pure check — it evaluates the model twice and draws nothing — so parallel
  /// renderers can reuse the previous frame's pixels without carrying state between frames.
  public func frameRepeatsPrevious(_ frameIndex: Int) -> Bool {
    guard frameIndex > 0 else { return false }
    let previous = scene.state(atFrame: frameIndex - 1), current = scene.state(atFrame: frameIndex)
    return previous.layers == current.layers && previous.canvas == current.canvas
  }
}

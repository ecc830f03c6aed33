import SceneModel

extension FrameRenderer {
  /// Rectangles outside which frame `new` draws exactly the pixels frame `old` draws, from the
  /// model alone (no pixel is compared): none when both draw the same, nil when the change
  /// cannot be bounded (a different canvas, a canvas that is not opaque, or a change whose extent
  /// is unknown). They may overlap.
  ///
  /// The GIF encoder's in-order stage uses them to compare consecutive frames only where they
  /// can differ: on a 1920×1080 canvas with a small moving layer that is a few thousand pixels
  /// instead of two million, per frame, on the one thread every frame passes through.
  public func changedRects(from old: FrameState, to new: FrameState) -> [RedrawnRect]? {
    // Partial redraws rely on the same bound only over an opaque background; the encoder
    // trusts it no further than the drawer does.
    guard old.canvas == new.canvas, new.canvas.background.alpha >= 1 else { return nil }
    if old.layers == new.layers { return [] }
    guard let rects = DamageRegion(renderer: self).between(old, new, merging: false) else { return nil }
    return rects.map { RedrawnRect(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) }
  }
}

/// Blurred shadows of filled shapes over a whole canvas, kept for the frames that redraw only
/// part of it.
///
/// A canvas reused frame after frame (`IncrementalFrameDrawer`) redraws only where the scene
/// changed, and a still card's shadow there was blurred again every frame: a spinner turning on
/// a card with `shadowRadius` 16 at @2x took 12.6 s for 5 s of GIF, 74× the same scene without
/// the shadow, and the bundled progress-ring scene 6–9 s (QA). The second time a shape asks
/// for the same shadow (same outline, transform, blur and offset), it is blurred over the whole
/// canvas once and kept; later frames crop what they redraw from it.
///
/// The blurred value of a pixel depends only on the shape's coverage within the blur's reach
/// of it (`GaussianBlur.reachPixels`), which both computations rasterize alike, and the box
/// blurs' running sums are exact, so cropping gives what blurring the redrawn part alone gives
/// (`BlurExtentTests`); a frame drawn whole computes over the whole canvas anyway.
final class ShadowMaskCache {
  /// What decides a shape's blurred shadow mask (its colour only tints it).
  struct Key: Hashable {
    var path: Path
    var transform: AffineTransform
    var sigmaPixels: Double
    var offsetXPixels: Double
    var offsetYPixels: Double
  }

  /// Cells kept at most, over all entries (32 MB of floats): several full-canvas shadows even
  /// at 1920×1080, and a bound whatever the scene.
  static let budgetCells = 8 << 20
  /// Keys asked for once, most recent last: a shadow asked for again is worth keeping whole.
  static let rememberedRequests = 32

  /// Kept masks (nil: the shadow does not reach the canvas), least recently used first.
  private var entries = KeptEntries<Key, CoverageMask?>(budget: budgetCells) { $1.map { $0.width * $0.height } ?? 0 }
  private var requested = RememberedRequests<Key>(limit: rememberedRequests)

  /// The whole-canvas mask for `key` if kept (the inner nil: none reaches the canvas).
  func mask(for key: Key) -> CoverageMask?? { entries.value(for: key) }

  /// Whether `key` was asked for before (and not kept): then it is worth blurring whole.
  func wasRequested(_ key: Key) -> Bool { requested.contains(key) }

  /// Notes a request for `key` whose shadow was blurred only in part.
  func noteRequest(_ key: Key) { requested.note(key) }

  /// Keeps `mask`, the shadow of `key` over the whole canvas, dropping the least recently used
  /// entries past the budget.
  func store(_ mask: CoverageMask?, for key: Key) {
    requested.forget(key)
    entries.store(mask, for: key)
  }

  /// Forgets everything kept (a canvas handed on to draw something else).
  func removeAll() {
    entries.removeAll()
    requested.removeAll()
  }
}

/// Blurred shadows of flattened drawings (a group, a text, a layer with several parts), by the
/// alpha they were cast from, kept for the next frames that draw the same drawing again.
///
/// Such a shadow follows the composited content, so it is blurred from the drawing's alpha
/// every time the layer is drawn, and a partial redraw that touches the layer draws it whole. A
/// card with a shadow and a progress bar filling inside it blurred the same card outline for
/// every frame. Equal alpha, blur and offset give an equal blurred mask, so a match is reused
/// as it is: exact for every blur, the box-blur approximation included.
final class FlattenedShadowCache {
  /// The drawing's alpha over its painted bounding box, with the blur and offset.
  struct Key: Equatable {
    var originX: Int, originY: Int, width: Int, height: Int
    var alpha: [UInt8]
    var sigmaPixels: Double
    var offsetXPixels: Double
    var offsetYPixels: Double
  }

  /// Alpha bytes and blurred cells kept at most, over all entries (about 32 MB).
  static let budgetCells = 8 << 20

  /// Least recently used first.
  private var entries = KeptEntries<Key, CoverageMask>(budget: budgetCells) { $0.alpha.count + $1.width * $1.height }

  /// The blurred mask kept for `key`, if any.
  func blurred(for key: Key) -> CoverageMask? { entries.value(for: key) }

  /// Keeps `blurred` for `key`, dropping the least recently used entries past the budget (a
  /// moving layer's shadow differs every frame, and only the latest few are worth keeping).
  func store(_ blurred: CoverageMask, for key: Key) { entries.store(blurred, for: key) }

  /// Forgets everything kept (a canvas handed on to draw something else).
  func removeAll() {
    entries.removeAll()
  }
}

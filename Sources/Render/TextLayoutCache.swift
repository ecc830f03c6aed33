import Foundation
import Raster
import SceneModel

/// Text layouts (with their glyph outlines) kept while a scene renders, keyed by everything
/// that decides them, so a label drawn in every frame is laid out and outlined once.
///
/// Laying out text (font fallback, kerning, alignment) and appending its glyph outlines into one
/// path took ~6 % of a text-heavy render, every frame again for the same strings. A layout is a
/// pure function of its key, so a cached one draws exactly the same pixels. Shared by the
/// threads rendering frames; bounded, for text that changes every frame (a counter).
final class TextLayoutCache: @unchecked Sendable {
  /// What a layout depends on (the fonts follow from the style's font files).
  struct Key: Hashable {
    let text: String
    let style: TextStyle
    let fontSizePoints: Double
    let boxWidthPoints: Double?

    func hash(into hasher: inout Hasher) {
      // The style is compared, not hashed (it is only Equatable); the text tells most keys apart.
      hasher.combine(text)
      hasher.combine(fontSizePoints)
      hasher.combine(boxWidthPoints)
    }
  }

  /// Most layouts kept; past this the cache starts over (answers are recomputed identically).
  static let capacity = 512

  private let lock = NSLock()
  private var layouts: [Key: TextLayout] = [:]

  /// The layout for `key`, made by `make` (and given its outline) the first time.
  func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
    lock.lock()
    if let layout = layouts[key] {
      lock.unlock()
      return layout
    }
    lock.unlock()
    let layout = make().withOutline()
    lock.lock()
    if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
    layouts[key] = layout
    lock.unlock()
    return layout
  }

  /// Layouts kept now (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return layouts.count
  }
}

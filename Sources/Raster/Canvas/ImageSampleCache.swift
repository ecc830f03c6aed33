/// Sampled colours of images drawn again where they were drawn before, kept so that a photo
/// fading in (only its opacity changing) is not sampled again on every frame.
///
/// Sampling (bilinear in two mip levels) was two thirds of the fading-cells seed scene's
/// instructions. The second time an image is drawn with the same transform and geometric clip,
/// its coverage and samples are computed over the whole canvas once and kept; that draw and
/// later ones blend from them, with their own opacity and soft clip. A pixel's coverage does
/// not depend on the rectangle it is computed over (`CoverageDeposits`) and its sample depends
/// on its position alone, so the bytes are those of sampling afresh.
final class ImageSampleCache {
  /// What decides an image's coverage and samples on the canvas.
  struct Key: Equatable {
    let image: RasterImage
    let transform: AffineTransform
    let box: ClipBox?

    static func == (a: Key, b: Key) -> Bool { a.image === b.image && a.transform == b.transform && a.box == b.box }
  }

  /// An image's coverage and samples over the pixels it touches on the canvas, row by row.
  struct Samples {
    let originX: Int, originY: Int, width: Int, height: Int
    /// The quad's coverage of each pixel, 0 where it is too faint to draw.
    let coverage: [Float]
    /// The premultiplied sample at each covered pixel's centre (0 where not covered).
    let colors: [SIMD4<Float>]

    /// Bytes held.
    var bytes: Int { coverage.count * (MemoryLayout<Float>.stride + MemoryLayout<SIMD4<Float>>.stride) }
  }

  /// Bytes kept at most, over all entries: a dozen photo cells at @2x, a bound whatever the
  /// scene, per canvas (one per render thread).
  static let budgetBytes = 24 << 20
  /// Draws covering fewer pixels than this are sampled afresh: keeping them would cost more.
  static let minimumPixels = 4096
  /// Keys drawn once, most recent last: an image drawn again is worth keeping.
  static let rememberedRequests = 32

  /// Kept samples, least recently used first.
  private var entries = KeptEntries<Key, Samples>(budget: budgetBytes) { $1.bytes }
  private var requested = RememberedRequests<Key>(limit: rememberedRequests)

  /// The samples kept for `key`, if any.
  func samples(for key: Key) -> Samples? { entries.value(for: key) }

  /// Whether `key` was drawn before (and not kept): then it is worth sampling whole.
  func wasRequested(_ key: Key) -> Bool { requested.contains(key) }

  /// Notes a draw of `key` sampled only where it was drawn.
  func noteRequest(_ key: Key) { requested.note(key) }

  /// Keeps `samples` for `key`, dropping the least recently used entries past the budget (the
  /// caller samples whole only what fits it).
  func store(_ samples: Samples, for key: Key) {
    requested.forget(key)
    entries.store(samples, for: key)
  }

  /// Forgets everything kept (a canvas handed on to draw something else).
  func removeAll() {
    entries.removeAll()
    requested.removeAll()
  }
}

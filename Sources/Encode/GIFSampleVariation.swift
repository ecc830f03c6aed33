/// Where an animation's palette samples can differ from its first one, known from the model
/// before any is drawn. Pass 1 then counts the rest of the canvas once, for every sample at
/// once, instead of looking up the same pixels in every sample.
///
/// A photo behind a small spinner made that lookup most of the run: 32 samples of a
/// 1920×1080 photo are 66 million hash-table lookups of colours that never change, and every
/// sample's histogram held two million entries while it waited to be merged.
public struct GIFSampleVariation: Sendable {
  let region: ChangeRegion
  /// Samples the counts stand for.
  let sampleCount: Int

  /// The samples of a `width`×`height` canvas, `sampleCount` of them, can differ from the
  /// first one only inside `rects` (which may overlap).
  public init(width: Int, height: Int, rects: [PixelRect], sampleCount: Int) {
    region = ChangeRegion(rects: rects, width: width, height: height)
    self.sampleCount = sampleCount
  }

  /// Pixels counted in every sample; the rest are counted once.
  public var varyingPixelCount: Int { region.pixelCount }
}

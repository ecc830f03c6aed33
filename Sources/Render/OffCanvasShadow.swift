import Raster

/// Where a layer casting the shadow of its drawing (a group, text, an image: anything but a
/// plain fill) is drawn when part of what casts its shadow onto the canvas lies off it.
///
/// Such a layer is flattened on a canvas of the frame's size, so what lies off the frame was
/// never drawn and cast nothing: a header sliding up out of view lost its shadow at once (QA).
/// The shadow on a canvas pixel comes from the drawing within the blur's reach of that pixel
/// moved back by the offset, so only that much off the canvas is drawn.
enum OffCanvasShadow {
  /// One canvas reaching past the edges holds what is shown and what casts the shadow: the
  /// layer is drawn once, there, and composited from it.
  case shared(Canvas, x0: Int, y0: Int)
  /// What casts the shadow lies far from what is shown (a large offset): the layer is drawn
  /// as usual, and again on this canvas, which covers only what casts the shadow.
  case separate(Canvas, x0: Int, y0: Int)

  /// A shared canvas is used while it is at most this many times the frame's area; past that
  /// (an offset of many canvas sizes) drawing twice costs less memory.
  static let sharedAreaLimit = 4

  /// The plan for a layer whose drawing lies within `extent()` (device pixels, its own shadow
  /// left out) on `canvas`, or nil when a canvas of the frame's size holds everything the
  /// shadow needs (or the drawing cannot be bounded, or a canvas for it cannot be made).
  /// `x0`, `y0`: the pixel of `canvas` under the new canvas's top-left pixel.
  static func plan(extent: () -> PixelRect?, shadow: ShadowGeometry?, canvas: Canvas) -> OffCanvasShadow? {
    guard let shadow, shadow.reachPixels.isFinite, shadow.reachPixels < 1e8 else { return nil }
    let width = canvas.widthPixels, height = canvas.heightPixels
    let blur = Canvas.shadowBlurReachPixels(sigmaPixels: shadow.blurSigmaPixels) + 2
    let dx = shadow.offsetXPixels, dy = shadow.offsetYPixels
    // The canvas moved back by the offset, widened by the blur's reach: what can cast onto it.
    let source = PixelRect(x0: Int((-dx).rounded(.down)) - blur, y0: Int((-dy).rounded(.down)) - blur,
                           x1: Int((Double(width) - dx).rounded(.up)) + blur, y1: Int((Double(height) - dy).rounded(.up)) + blur)
    guard let drawing = extent(), let needed = drawing.intersection(source),
          needed.x0 < 0 || needed.y0 < 0 || needed.x1 > width || needed.y1 > height else { return nil }
    let shown = drawing.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    let both = shown.map { needed.union($0) } ?? needed
    if both.area <= sharedAreaLimit * width * height, let shared = try? Canvas(widthPixels: both.x1 - both.x0, heightPixels: both.y1 - both.y0) {
      return .shared(shared, x0: both.x0, y0: both.y0)
    }
    guard let separate = try? Canvas(widthPixels: needed.x1 - needed.x0, heightPixels: needed.y1 - needed.y0) else { return nil }
    return .separate(separate, x0: needed.x0, y0: needed.y0)
  }
}

extension Canvas {
  /// Spare canvases kept per canvas: a layer flattened offscreen needs one, and a faded layer
  /// with a shadow a second.
  static let keptSpares = 2

  /// A transparent canvas of this one's size, for flattening a layer before compositing it
  /// here: one handed back earlier (`recycle(_:painted:)`) when there is one, else a new one.
  public func takeSpare() throws(RasterError) -> Canvas {
    if let spare = spares.popLast() { return spare }
    return try Canvas(widthPixels: widthPixels, heightPixels: heightPixels)
  }

  /// Takes back a canvas from `takeSpare()` once its drawing has been composited, for the next
  /// layer. `painted` holds everything drawn on it (nil: it may be anywhere); that part is made
  /// transparent again, so the spare is as a new canvas would be: no clips, nothing kept in its
  /// shadow caches. Its image samples stay: they depend on nothing drawn, only on where an
  /// image lies, and a faded card's photo is drawn on a spare on every frame.
  public func recycle(_ spare: Canvas, painted: PaintedRegion?) {
    guard spare !== self, spare.widthPixels == widthPixels, spare.heightPixels == heightPixels,
          spares.count < Self.keptSpares else { return }
    spare.makeTransparent(within: painted ?? (0, 0, widthPixels, heightPixels))
    spare.clipStack = []
    spare.shadowMasks.removeAll()
    spare.flattenedShadows.removeAll()
    assert(!spare.hasPaint(outside: (0, 0, 0, 0)), "a spare canvas painted outside the region it was promised to keep to")
    spares.append(spare)
  }

  /// Zeroes every pixel inside `region` (clamped to the canvas).
  func makeTransparent(within region: PaintedRegion) {
    let x0 = max(0, region.x0), x1 = min(widthPixels, region.x1)
    let y0 = max(0, region.y0), y1 = min(heightPixels, region.y1)
    guard x1 > x0, y1 > y0 else { return }
    let width = widthPixels
    pixels.withUnsafeMutableBufferPointer { p in
      for y in y0..<y1 {
        UnsafeMutableBufferPointer(rebasing: p[((y * width + x0) * 4)..<((y * width + x1) * 4)]).update(repeating: 0)
      }
    }
  }
}

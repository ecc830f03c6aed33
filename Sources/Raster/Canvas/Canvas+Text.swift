extension TextLayout {
  /// All glyph outlines as one path in points (layout coordinates), missing glyphs as hollow boxes.
  ///
  /// One path for the whole text means one coverage pass: glyphs that touch (or overlap, as
  /// in script fonts) blend once instead of darkening where they meet.
  public var outlinePath: Path {
    if let precomputedOutline { return precomputedOutline }
    var path = Path()
    for glyph in glyphs where !glyph.joinsPrevious {
      if let fontIndex = glyph.fontIndex {
        let font = fonts[fontIndex]
        let scale = sizePoints / font.unitsPerEm
        let outline = font.glyph(glyph.glyphIndex).outline
        guard !outline.isEmpty else { continue }
        path.append(outline, transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: glyph.xPoints, ty: glyph.baselinePoints))
      } else {
        path.append(Self.missingGlyphBox(x: glyph.xPoints, baseline: glyph.baselinePoints, sizePoints: sizePoints))
      }
    }
    return path
  }

  /// This layout with its `outlinePath` built now and kept: a layout that is drawn in many
  /// frames (a renderer's cache) then appends its glyph outlines once, not once per frame.
  public func withOutline() -> TextLayout {
    var layout = self
    layout.precomputedOutline = outlinePath
    layout.precomputedInkBounds = .some(layout.inkBounds)
    return layout
  }

  /// A hollow rectangle (outer clockwise, inner anticlockwise, so non-zero leaves a hole):
  /// the visible stand-in for a character no font has.
  static func missingGlyphBox(x: Double, baseline: Double, sizePoints: Double) -> Path {
    let left = x + 0.08 * sizePoints, width = 0.44 * sizePoints
    let top = baseline - 0.7 * sizePoints, height = 0.7 * sizePoints
    let stroke = max(0.06 * sizePoints, 0.5)
    var box = Path.rect(x: left, y: top, width: width, height: height)
    box.move(to: left + stroke, top + stroke)
    box.line(to: left + stroke, top + height - stroke)
    box.line(to: left + width - stroke, top + height - stroke)
    box.line(to: left + width - stroke, top + stroke)
    box.close()
    return box
  }
}

extension TextLayout {
  /// The colour glyphs (emoji) and, for each, the transform from its image's pixels to layout
  /// points: the image scaled from its strike to the text size, its top-left at the glyph's
  /// bearing from the pen position and baseline.
  public var colorGlyphs: [(image: RasterImage, transform: AffineTransform)] {
    glyphs.compactMap { glyph in
      guard let fontIndex = glyph.fontIndex, fonts[fontIndex].isColorBitmap, !glyph.joinsPrevious else { return nil }
      let font = fonts[fontIndex]
      guard let bitmap = font.glyph(glyph.glyphIndex).bitmap else { return nil }
      let scale = sizePoints / font.unitsPerEm
      return (bitmap.image, AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                            tx: glyph.xPoints + bitmap.left * scale, ty: glyph.baselinePoints - bitmap.top * scale))
    }
  }
}

extension Canvas {
  /// Draws laid-out text: glyph outlines through the same antialiasing rasterizer as shapes,
  /// then colour glyphs (emoji) as images, at the colour's alpha but in their own colours.
  /// `transform` maps layout points (top-left of the text box) to device pixels.
  public func draw(_ text: TextLayout, transform: AffineTransform, color: RasterColor) {
    fill(text.outlinePath, transform: transform, color: color)
    for glyph in text.colorGlyphs {
      draw(glyph.image, transform: glyph.transform.concatenating(transform), opacity: color.alpha)
    }
  }
}

extension TextLayout {
  /// Where the text's ink can be, in points relative to the layout: its outlines' control
  /// points and its colour glyphs' bitmaps, or nil when it draws nothing. Unlike `bounds` (the
  /// line box), this follows glyphs wherever they are placed: overlapping under a negative
  /// letter spacing, or stacked accents far above the line.
  public var inkBounds: (x0: Double, y0: Double, x1: Double, y1: Double)? {
    if let precomputedInkBounds { return precomputedInkBounds }
    var box = outlinePath.controlBounds
    for (image, transform) in colorGlyphs {
      for (x, y) in [(0.0, 0.0), (Double(image.widthPixels), 0), (0, Double(image.heightPixels)),
                     (Double(image.widthPixels), Double(image.heightPixels))] {
        let p = transform.apply(x: x, y: y)
        box = box.map { (min($0.x0, p.x), min($0.y0, p.y), max($0.x1, p.x), max($0.y1, p.y)) } ?? (p.x, p.y, p.x, p.y)
      }
    }
    return box
  }
}

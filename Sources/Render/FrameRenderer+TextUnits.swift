import Raster
import SceneModel
import Timing

extension FrameRenderer {
  /// Draws a layer's children. Consecutive units of a split text that draw nothing but glyphs
  /// in the same colour are filled as one path: glyphs that touch then blend once, as in the
  /// unsplit text, so a split text at rest renders exactly the same pixels.
  /// `opacity` is the part of the parent's opacity not applied by an offscreen copy.
  func drawChildren(of layer: LayerState, transform: AffineTransform, opacity: Double, into target: Canvas) throws(RenderError) {
    var batch = Path()
    var batchImages: [(image: RasterImage, transform: AffineTransform)] = []
    var batchColor: RasterColor?
    func flush() {
      if let color = batchColor {
        if !batch.isEmpty { target.fill(batch, transform: transform, color: color) }
        // Colour glyphs (emoji) after all outlines, as `Canvas.draw(_:TextLayout…)` draws them.
        for glyph in batchImages { target.draw(glyph.image, transform: glyph.transform.concatenating(transform), opacity: color.alpha) }
      }
      batch = Path()
      batchImages = []
      batchColor = nil
    }
    for child in layer.children {
      guard let (outline, images, color) = glyphOutline(ofUnit: child, parentOpacity: opacity) else {
        flush()
        try draw(child, parentTransform: transform, into: target)
        continue
      }
      guard color.alpha > 0, !outline.isEmpty || !images.isEmpty else { continue }
      if color != batchColor { flush() }
      batchColor = color
      batch.append(outline)
      batchImages += images
    }
    flush()
  }

  /// The glyphs of a text unit in its parent's coordinates — outlines, and colour glyphs as
  /// images with their transforms — and their colour, when the unit draws nothing else (no
  /// fill, border, shadow…: every other property at its default).
  private func glyphOutline(ofUnit unit: LayerState, parentOpacity: Double) -> (Path, [(image: RasterImage, transform: AffineTransform)], RasterColor)? {
    guard unit.isTextUnit, unit.children.isEmpty else { return nil }
    let properties = unit.properties.clampedForDrawing
    var plain = LayerProperties()
    plain.text = properties.text
    plain.fontSizePoints = properties.fontSizePoints
    plain.textColor = properties.textColor
    plain.position = properties.position
    plain.anchorPoint = properties.anchorPoint
    plain.size = properties.size
    plain.scale = properties.scale
    plain.rotationDegrees = properties.rotationDegrees
    plain.opacity = properties.opacity
    guard plain == properties else { return nil }
    let color = RasterColor(properties.textColor, opacity: properties.opacity * parentOpacity)
    guard properties.opacity > 0, properties.scale.x != 0, properties.scale.y != 0,
          let layout = layoutText(of: unit) else { return (Path(), [], color) }
    let unitTransform = LayerGeometry.transform(position: properties.position, anchorPoint: properties.anchorPoint, size: properties.size,
                                                scale: properties.scale, rotationDegrees: properties.rotationDegrees)
    var outline = Path()
    outline.append(layout.outlinePath, transform: unitTransform)
    let images = layout.colorGlyphs.map { (image: $0.image, transform: $0.transform.concatenating(unitTransform)) }
    return (outline, images, color)
  }
}

import Raster
import SceneModel
import Timing

extension FrameRenderer {
  /// The fill of a shape layer (its outline), or the (rounded) background of any other layer;
  /// a fill that is the bounds stops `boundsInset` points inside them (`BorderBleedInset`).
  func drawFill(of layer: LayerState, size: Vec2, transform: AffineTransform, opacity: Double, boundsInset: Double = 0,
                into target: Canvas) {
    let properties = layer.properties
    let color = RasterColor(properties.backgroundColor, opacity: opacity)
    guard color.alpha > 0 else { return }
    if case .path = layer.content, let outline = LayerShapes.outline(of: layer.content, size: size, properties: properties) {
      target.fill(outline, transform: transform, color: color)  // a path's fill needs no bounds
      return
    }
    guard size.x > 0, size.y > 0 else { return }
    // An ellipse's border is its bounds' (as a CALayer's), not its outline's, so the inset does
    // not shrink the ellipse: it clips it to the inset bounds, which only matters where the
    // outline runs along the border's outer edge (the bounds rounded into the same circle), and
    // there it keeps the fill from fringing the border (QA: a grey ring outside a white border).
    if case .ellipse = layer.content, let outline = LayerShapes.outline(of: layer.content, size: size, properties: properties) {
      if boundsInset > 0 {
        target.withClip(LayerShapes.bounds(size: size, properties: properties, insetBy: boundsInset), transform: transform) {
          target.fill(outline, transform: transform, color: color)
        }
      } else {
        target.fill(outline, transform: transform, color: color)
      }
      return
    }
    target.fill(LayerShapes.bounds(size: size, properties: properties, insetBy: boundsInset), transform: transform, color: color)
  }

  /// What the layer type draws above its fill: gradient, image, outline stroke, text. A
  /// gradient, which fills the bounds, stops `boundsInset` points inside them.
  func drawContent(of layer: LayerState, size: Vec2, textLayout: TextLayout?, transform: AffineTransform,
                   opacity: Double, boundsInset: Double = 0, into target: Canvas) {
    let properties = layer.properties
    switch layer.content {
    case .gradient(let style):
      guard size.x > 0, size.y > 0,
            let paint = GradientPaint.paint(style: style, gradient: properties.gradient, size: size, opacity: opacity) else { break }
      target.fill(LayerShapes.bounds(size: size, properties: properties, insetBy: boundsInset), transform: transform, paint: paint)
    case .image(let source):
      guard size.x > 0, size.y > 0, let image = images.image(for: source, frameIndex: properties.imageFrameIndex) else { break }
      let rect = ImagePlacement.rect(gravity: source.gravity, imageWidthPixels: image.widthPixels, imageHeightPixels: image.heightPixels,
                                     contentsScale: source.contentsScale, bounds: size)
      let imageTransform = ImagePlacement.transform(imageWidthPixels: image.widthPixels, imageHeightPixels: image.heightPixels,
                                                    rect: rect, layerTransform: transform)
      target.draw(image, transform: imageTransform, opacity: opacity)
    case .rect, .ellipse, .path:
      let stroke = properties.stroke
      let color = RasterColor(stroke.color, opacity: opacity)
      // A rect or ellipse animated to a negative size (an overshooting collapse) has no outline,
      // as it has no fill or border (QA: its stroke was drawn mirrored, a hollow ghost); a path's
      // outline is its own, whatever the bounds.
      let hasOutline = if case .path = layer.content { true } else { size.x >= 0 && size.y >= 0 }
      guard hasOutline, color.alpha > 0, stroke.lineWidthPoints > 0, stroke.end > stroke.start,
            let outline = LayerShapes.outline(of: layer.content, size: size, properties: properties) else { break }
      target.stroke(outline, style: StrokeStyle(stroke), transform: transform, color: color)
    case .text, .group:
      break
    }
    if let textLayout {
      target.draw(textLayout, transform: transform, color: RasterColor(properties.textColor, opacity: opacity))
    }
  }

  /// CALayer's border: inside the bounds, above the content and children.
  func drawBorder(of layer: LayerState, size: Vec2, transform: AffineTransform, opacity: Double, into target: Canvas) {
    let properties = layer.properties
    let color = RasterColor(properties.borderColor, opacity: opacity)
    guard properties.borderWidthPoints > 0, color.alpha > 0, size.x > 0, size.y > 0 else { return }
    let width = min(properties.borderWidthPoints, min(size.x, size.y) / 2)
    target.fill(LayerShapes.border(size: size, properties: properties, width: width), transform: transform, color: color)
  }
}

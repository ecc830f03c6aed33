import Raster
import SceneModel
import Timing

extension FrameRenderer {
  /// Draws a layer's own content (not its children) in layer coordinates mapped by `transform`.
  func drawContent(of layer: LayerState, size: Vec2, textLayout: TextLayout?, transform: AffineTransform,
                   opacity: Double, into target: Canvas) {
    let properties = layer.properties
    let background = RasterColor(properties.backgroundColor, opacity: opacity)
    if background.alpha > 0 && size.x > 0 && size.y > 0 {
      let shape: Path
      switch layer.content {
      case .ellipse: shape = Path.ellipse(x: 0, y: 0, width: size.x, height: size.y)
      case .rect, .group, .text: shape = Path.roundedRect(x: 0, y: 0, width: size.x, height: size.y, cornerRadius: properties.cornerRadius)
      }
      target.fill(shape, transform: transform, color: background)
    }
    if let textLayout {
      target.draw(textLayout, transform: transform, color: RasterColor(properties.textColor, opacity: opacity))
    }
  }
}

import Raster
import SceneModel

extension FrameRenderer {
  /// The laid-out text of a text layer (nil for other layers and empty strings). Without an
  /// authored size the text is laid out unconstrained and the layer takes its size.
  func layoutText(of layer: LayerState) -> TextLayout? {
    guard case .text(let style) = layer.content, !layer.properties.text.isEmpty else { return nil }
    let properties = layer.properties
    return TextLayout(text: properties.text, fonts: fonts.fonts(for: style), sizePoints: properties.fontSizePoints,
                      alignment: TextAlignment(style.alignment),
                      boxWidthPoints: layer.hasExplicitSize ? properties.size.x : nil)
  }
}

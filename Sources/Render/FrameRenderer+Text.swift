import Raster
import SceneModel

extension FrameRenderer {
  /// The laid-out text of a text layer (nil for other layers, empty strings, and split layers,
  /// whose units draw the glyphs). Without an authored size the text is laid out unconstrained
  /// and the layer takes its size.
  func layoutText(of layer: LayerState) -> TextLayout? {
    guard let key = Self.textLayoutKey(of: layer) else { return nil }
    return textLayouts.layout(for: key) { Self.layout(key, fonts: fonts) }
  }

  /// What a layer's text is laid out from, or nil when it draws no text of its own (not a
  /// text layer, an empty text, a split text drawn by its units).
  static func textLayoutKey(of layer: LayerState) -> TextLayoutCache.Key? {
    guard case .text(let style) = layer.content, !layer.properties.text.isEmpty else { return nil }
    if style.split != nil && layer.children.contains(where: \.isTextUnit) { return nil }
    let properties = layer.properties
    return TextLayoutCache.Key(text: properties.text, style: style, fontSizePoints: properties.fontSizePoints,
                               boxWidthPoints: layer.hasExplicitSize ? properties.size.x : nil)
  }

  static func layout(_ key: TextLayoutCache.Key, fonts: FontCache) -> TextLayout {
    layout(key.text, style: key.style, fonts: fonts.fonts(for: key.style), fontSizePoints: key.fontSizePoints,
           boxWidthPoints: key.boxWidthPoints)
  }

  /// The one place a text style becomes a `TextLayout`, shared by drawing and measuring so the
  /// model's measurements are exactly what is drawn.
  static func layout(_ text: String, style: TextStyle, fonts: [Font], fontSizePoints: Double, boxWidthPoints: Double?) -> TextLayout {
    TextLayout(text: text, fonts: fonts, sizePoints: fontSizePoints, alignment: TextAlignment(style.alignment),
               boxWidthPoints: boxWidthPoints, lineHeightPoints: style.lineHeightPoints,
               letterSpacingPoints: style.letterSpacingPoints, lineBreakMode: LineBreakMode(style.lineBreakMode),
               maximumLines: style.maximumLines,
               // A split text is placed from the layout of its whole text, and each unit draws
               // its own characters: a ligature across units could be drawn by neither.
               ligatures: style.ligatures && style.split == nil && style.unit == nil, kerning: style.kerning)
  }
}

extension LayerState {
  /// Whether this layer is one unit of a split text.
  var isTextUnit: Bool {
    if case .text(let style) = content { return style.unit != nil }
    return false
  }
}

extension LineBreakMode {
  init(_ mode: TextLineBreakMode) {
    switch mode {
    case .clip: self = .clip
    case .wordWrap: self = .wordWrap
    case .truncatingTail: self = .truncatingTail
    }
  }
}

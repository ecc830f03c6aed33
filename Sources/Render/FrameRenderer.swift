import Raster
import SceneModel
import Timing

/// Draws scene frames. Holds only immutable data (the scene and its fonts), so one renderer
/// can render frames on many threads at once; each call is a pure function of the frame.
public struct FrameRenderer: Sendable {
  /// The scene being rendered.
  public let scene: Scene
  private let fonts: FontCache

  /// Prepares to render `scene`, loading its fonts.
  public init(scene: Scene) throws(RenderError) {
    self.scene = scene
    self.fonts = try FontCache(scene: scene)
  }

  /// The 60 fps frame `frameIndex` as straight-alpha pixels.
  public func render(frameIndex: Int) throws(RenderError) -> PixelBuffer {
    try render(scene.state(atFrame: frameIndex))
  }

  /// The scene at an exact time as straight-alpha pixels.
  public func render(at time: TickTime) throws(RenderError) -> PixelBuffer {
    try render(scene.state(at: time))
  }

  /// Draws a resolved frame.
  public func render(_ state: FrameState) throws(RenderError) -> PixelBuffer {
    let canvas = try makeCanvas(state.canvas)
    canvas.clear(to: RasterColor(state.canvas.background))
    let root = AffineTransform.scale(x: state.canvas.scale, y: state.canvas.scale)
    for layer in state.layers {
      try draw(layer, parentTransform: root, into: canvas)
    }
    return canvas.makePixelBuffer()
  }

  private func makeCanvas(_ spec: CanvasSpec) throws(RenderError) -> Canvas {
    do {
      return try Canvas(widthPixels: spec.widthPixels, heightPixels: spec.heightPixels)
    } catch {
      throw .raster(error)
    }
  }

  private func draw(_ layer: LayerState, parentTransform: AffineTransform, into canvas: Canvas) throws(RenderError) {
    let properties = layer.properties
    // Invisible layers cost nothing: no layout, no offscreen canvas.
    guard properties.opacity > 0, properties.scale.x != 0, properties.scale.y != 0 else { return }

    var textLayout: TextLayout?
    var size = properties.size
    if case .text(let style) = layer.content, !properties.text.isEmpty {
      let layout = TextLayout(text: properties.text, fonts: fonts.fonts(for: style), sizePoints: properties.fontSizePoints,
                              alignment: TextAlignment(style.alignment),
                              boxWidthPoints: layer.hasExplicitSize ? size.x : nil)
      if !layer.hasExplicitSize {
        size = Vec2(layout.bounds.width, layout.bounds.height)
      }
      textLayout = layout
    }

    let transform = LayerGeometry.transform(position: properties.position, anchorPoint: properties.anchorPoint, size: size,
                                            scale: properties.scale, rotationDegrees: properties.rotationDegrees)
      .concatenating(parentTransform)

    // Group opacity applies to the flattened layer and its children, so overlapping children
    // do not show through each other; a leaf layer can simply scale its colours' alpha.
    let isolated = properties.opacity < 1 && !layer.children.isEmpty
    let target = isolated ? try makeCanvas(scene.canvas) : canvas
    let alpha = isolated ? 1 : properties.opacity

    let background = RasterColor(properties.backgroundColor, opacity: alpha)
    switch layer.content {
    case .rect, .group, .text:
      if background.alpha > 0 && size.x > 0 && size.y > 0 {
        let path = Path.roundedRect(x: 0, y: 0, width: size.x, height: size.y, cornerRadius: properties.cornerRadius)
        target.fill(path, transform: transform, color: background)
      }
    case .ellipse:
      if background.alpha > 0 && size.x > 0 && size.y > 0 {
        target.fill(Path.ellipse(x: 0, y: 0, width: size.x, height: size.y), transform: transform, color: background)
      }
    }
    if let textLayout {
      target.draw(textLayout, transform: transform, color: RasterColor(properties.textColor, opacity: alpha))
    }
    for child in layer.children {
      try draw(child, parentTransform: transform, into: target)
    }
    if isolated {
      canvas.draw(target, opacity: properties.opacity)
    }
  }
}

extension RasterColor {
  /// The raster form of a model colour, its alpha scaled by `opacity`.
  init(_ color: RGBAColor, opacity: Double = 1) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: min(max(color.alpha * opacity, 0), 1))
  }
}

extension TextAlignment {
  init(_ mode: TextAlignmentMode) {
    switch mode {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .natural: self = .natural
    case .justified: self = .justified
    }
  }
}

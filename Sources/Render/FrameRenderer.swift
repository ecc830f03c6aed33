import Raster
import SceneModel
import Timing

/// Draws scene frames. Holds only immutable data (the scene and its fonts), so one renderer
/// can render frames on many threads at once; each call is a pure function of the frame.
public struct FrameRenderer: Sendable {
  /// The scene being rendered.
  public let scene: Scene
  let fonts: FontCache
  /// Characters no font has (drawn as boxes), found when the scene's text was prepared.
  public let textWarnings: [SceneDiagnostic]

  /// Prepares to render `scene`, loading its fonts.
  public init(scene: Scene) throws(RenderError) {
    let fonts = try FontCache(scene: scene)
    // Split units and measured values need the fonts, so the scene is finished here (idempotent).
    (self.scene, self.textWarnings) = TextResolver(measurer: FontTextMeasurer(fonts: fonts)).resolve(scene)
    self.fonts = fonts
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

  func draw(_ layer: LayerState, parentTransform: AffineTransform, into canvas: Canvas) throws(RenderError) {
    let properties = layer.properties
    // Invisible layers cost nothing: no layout, no offscreen canvas.
    guard properties.opacity > 0, properties.scale.x != 0, properties.scale.y != 0 else { return }

    var size = properties.size
    let textLayout = layoutText(of: layer)
    if let textLayout, !layer.hasExplicitSize {
      size = Vec2(textLayout.bounds.width, textLayout.bounds.height)
    }

    let transform = LayerGeometry.transform(position: properties.position, anchorPoint: properties.anchorPoint, size: size,
                                            scale: properties.scale, rotationDegrees: properties.rotationDegrees)
      .concatenating(parentTransform)

    // Group opacity applies to the flattened layer and its children, so overlapping children
    // do not show through each other; a leaf layer can simply scale its colours' alpha.
    let isolated = properties.opacity < 1 && !layer.children.isEmpty
    let target = isolated ? try makeCanvas(scene.canvas) : canvas
    let alpha = isolated ? 1 : properties.opacity

    drawContent(of: layer, size: size, textLayout: textLayout, transform: transform, opacity: alpha, into: target)
    try drawChildren(of: layer, transform: transform, opacity: alpha, into: target)
    if isolated {
      canvas.draw(target, opacity: properties.opacity)
    }
  }
}


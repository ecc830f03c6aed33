import Raster
import SceneModel
import Timing

/// Draws scene frames. Holds immutable data (the scene, its fonts and images) and a locked cache
/// of text layouts that only saves work, so one renderer can render frames on many threads at
/// once; each call is a pure function of the frame.
public struct FrameRenderer: Sendable {
  /// The scene being rendered.
  public let scene: Scene
  /// The fonts the scene's text uses; hand them to another renderer of the same scene (at
  /// another scale, say) so it does not load them again.
  public let fonts: FontCache
  /// Characters no font has (drawn as boxes), found when the scene's text was prepared.
  public let textWarnings: [SceneDiagnostic]
  /// The decoded images; hand them to another renderer of the same scene so it does not decode them again.
  public let images: ImageCache
  /// Layouts of the scene's text, shared by every thread rendering with this renderer.
  let textLayouts = TextLayoutCache()

  /// Prepares to render `scene`, loading its fonts and decoding its images.
  ///
  /// - Parameters:
  ///   - fonts: fonts already loaded for this scene (by `SceneAssets`, or by another renderer);
  ///     files it lacks are loaded, so any cache gives the same frames.
  ///   - images: images already decoded for this scene, likewise.
  public init(scene: Scene, fonts loaded: FontCache? = nil, images decoded: ImageCache? = nil) throws(RenderError) {
    let fonts = try FontCache(scene: scene, reusing: loaded)
    // Split units and measured values need the fonts, so the scene is finished here (idempotent).
    (self.scene, self.textWarnings) = TextResolver(measurer: FontTextMeasurer(fonts: fonts)).resolve(scene)
    self.fonts = fonts
    self.images = try ImageCache(scene: scene, reusing: decoded)
  }

  /// The 60 fps frame `frameIndex` as straight-alpha pixels.
  public func render(frameIndex: Int) throws(RenderError) -> PixelBuffer {
    try render(scene.state(atFrame: frameIndex))
  }

  /// The scene at an exact time as straight-alpha pixels.
  public func render(at time: TickTime) throws(RenderError) -> PixelBuffer {
    try render(scene.state(at: time))
  }

  /// Frame `frameIndex` drawn on `canvas` when it has the scene's size (its contents are
  /// replaced), else on a new canvas left in `canvas`: a worker rendering many frames keeps one
  /// canvas instead of allocating and zeroing a new one for each. Same pixels as
  /// `render(frameIndex:)`.
  public func render(frameIndex: Int, on canvas: inout Canvas?) throws(RenderError) -> PixelBuffer {
    try draw(frameIndex: frameIndex, on: &canvas).makePixelBuffer()
  }

  /// Frame `frameIndex` drawn as `render(frameIndex:on:)` does, returned as the canvas itself
  /// (also left in `canvas`) for a caller that reads its premultiplied pixels directly.
  public func draw(frameIndex: Int, on canvas: inout Canvas?) throws(RenderError) -> Canvas {
    let state = scene.state(atFrame: frameIndex)
    let target: Canvas
    if let canvas, canvas.widthPixels == state.canvas.widthPixels, canvas.heightPixels == state.canvas.heightPixels {
      target = canvas
    } else {
      target = try makeCanvas(state.canvas)
    }
    canvas = nil  // a drawing cut short by an error may leave clips pushed: not reused
    try draw(state, into: target)
    canvas = target
    return target
  }

  /// Draws a resolved frame.
  public func render(_ state: FrameState) throws(RenderError) -> PixelBuffer {
    let canvas = try makeCanvas(state.canvas)
    try draw(state, into: canvas)
    return canvas.makePixelBuffer()
  }

  /// Draws a resolved frame onto `canvas` (background first). With `insideClip`, the caller has
  /// clipped the canvas to a damaged region of an opaque background.
  func draw(_ state: FrameState, into canvas: Canvas, insideClip: Bool = false) throws(RenderError) {
    let background = RasterColor(state.canvas.background)
    if insideClip {
      // Partial redraw: an opaque background painted through the clip replaces exactly what it covers.
      canvas.fill(.rect(x: 0, y: 0, width: Double(canvas.widthPixels), height: Double(canvas.heightPixels)),
                  transform: .identity, color: background)
    } else {
      canvas.clear(to: background)
    }
    let root = AffineTransform.scale(x: state.canvas.scale, y: state.canvas.scale)
    // A partial redraw skips the layers that cannot touch what it redraws (their extents are
    // the ones that bounded it): a still card with a shadow beside a moving progress bar was
    // flattened and its shadow blurred again for every frame, 130 times the same GIF without
    // the shadow.
    let culling = insideClip ? DamageRegion(renderer: self) : nil
    for layer in state.layers {
      if let culling {
        guard let bounds = canvas.clipBounds else { return }
        if let extent = culling.extent(of: layer, parentTransform: root),
           !extent.intersects(PixelRect(x0: bounds.x0, y0: bounds.y0, x1: bounds.x1, y1: bounds.y1)) { continue }
      }
      try draw(layer, parentTransform: root, into: canvas)
    }
  }

  func makeCanvas(_ spec: CanvasSpec) throws(RenderError) -> Canvas {
    do {
      return try Canvas(widthPixels: spec.widthPixels, heightPixels: spec.heightPixels)
    } catch {
      throw .raster(error)
    }
  }

  /// The layer-to-device transform of `layer` and its bounds size (text layers without a size
  /// take their text's), given its parent's transform.
  func placement(of layer: LayerState, parentTransform: AffineTransform) -> (transform: AffineTransform, size: Vec2, text: TextLayout?) {
    let properties = layer.properties
    var size = properties.size
    let textLayout = layoutText(of: layer)
    if let textLayout, !layer.hasExplicitSize {
      size = Vec2(textLayout.bounds.width, textLayout.bounds.height)  // as `LayerState.drawnSize(fonts:)`
    }
    let transform = LayerGeometry.transform(position: properties.position, anchorPoint: properties.anchorPoint, size: size,
                                            scale: properties.scale, rotationDegrees: properties.rotationDegrees)
      .concatenating(parentTransform)
    return (transform, size, textLayout)
  }

  func draw(_ layer: LayerState, parentTransform: AffineTransform, into canvas: Canvas) throws(RenderError) {
    let properties = layer.properties.clampedForDrawing
    // Invisible layers cost nothing: no layout, no offscreen canvas.
    guard properties.opacity > 0, properties.scale.x != 0, properties.scale.y != 0 else { return }
    let (transform, size, textLayout) = placement(of: layer, parentTransform: parentTransform)
    let parts = LayerParts(layer, size: size, hasText: textLayout != nil)
    let shadow = properties.shadow.isVisible && !parts.isEmpty ? properties.shadow : nil

    // A plain filled shape casts its shadow straight from its outline; anything else casts the
    // shadow of its flattened drawing.
    let shapeShadow = shadow != nil && parts.isPlainFill
    // A faded layer's shadow is part of what fades: the layer with its shadow is flattened,
    // then faded, so the shadow never shows through the layer's own fill (as CSS's opacity
    // fades an element with its box-shadow).
    let fadedWithShadow = shadow != nil && properties.opacity < 1
    // Opacity applies to the flattened layer: overlapping parts (fill and stroke, children)
    // must not show through each other, so they are drawn offscreen first.
    // Children are always flattened first (a child can itself have overlapping parts), except a
    // split text's units, which fold the opacity into their glyph colour exactly as the unsplit
    // text would.
    let isolated = (properties.opacity < 1 && (parts.count > 1 || (!layer.children.isEmpty && !layer.isSplitText)))
      || (shadow != nil && !shapeShadow) || fadedWithShadow
    let shadowGeometry = shadow.map { ShadowGeometry($0, parentTransform: parentTransform) }

    // A layer casting the shadow of its drawing from past the canvas's edges is drawn where
    // that part of it can be kept too (`OffCanvasShadow`).
    let offCanvas = shadow != nil && !shapeShadow
      ? OffCanvasShadow.plan(extent: { DamageRegion(renderer: self).extent(of: layer, parentTransform: parentTransform, includingOwnShadow: false) },
                             shadow: shadowGeometry, canvas: canvas) : nil
    var wide: (canvas: Canvas, x0: Int, y0: Int)?
    if case let .shared(canvas, x0, y0) = offCanvas { wide = (canvas, x0, y0) }
    let target: Canvas
    if let wide { target = wide.canvas } else { target = isolated ? try spare(from: canvas) : canvas }
    let (originX, originY) = (wide?.x0 ?? 0, wide?.y0 ?? 0)
    let drawTransform = wide.map { transform.concatenating(.translation(x: Double(-$0.x0), y: Double(-$0.y0))) } ?? transform
    // What an offscreen canvas receives lies inside the layer's extent (DamageRegion's
    // conservative bounds, which partial redraws rely on too), so compositing it and finding
    // its painted pixels look there alone: a card is a small part of a frame-sized canvas.
    let painted = isolated && wide == nil
      ? Self.paintedRegion(DamageRegion(renderer: self).extent(of: layer, parentTransform: parentTransform), on: target) : nil
    if let shadow, let shadowGeometry, shapeShadow,
       let outline = LayerShapes.outline(of: layer.content, size: size, properties: properties) {
      // The shadow of a fill is as opaque as the fill: a 20 % fill casts a 20 % shadow, as its
      // flattened drawing would (it was cast at full strength whatever the fill's alpha).
      // Faded, it goes under the fill offscreen and fades with it.
      let color = RasterColor(shadow.color, opacity: shadow.opacity * (isolated ? 1 : properties.opacity) * properties.backgroundColor.alpha)
      target.fillShadow(outline, transform: transform, color: color, offsetXPixels: shadowGeometry.offsetXPixels,
                        offsetYPixels: shadowGeometry.offsetYPixels, blurSigmaPixels: shadowGeometry.blurSigmaPixels)
    }
    // The group is clipped as it is drawn when its clip is a rectangle, so its edges on the
    // clip's edge are antialiased once. Not with a shadow: that is cast by the whole drawing,
    // then clipped.
    let clippedAlready = isolated && shadow == nil && target.takeRectangularClip(of: canvas)
    try drawBody(of: layer, size: size, textLayout: textLayout, transform: drawTransform,
                 opacity: isolated ? 1 : properties.opacity, into: target)
    guard isolated else { return }
    if let shadow, let shadowGeometry, !shapeShadow {
      // Faded: the shadow and the drawing are flattened on one more canvas before fading.
      let flat = fadedWithShadow ? try spare(from: canvas) : canvas
      let color = RasterColor(shadow.color, opacity: shadow.opacity * (fadedWithShadow ? 1 : properties.opacity))
      var caster = (canvas: target, x0: originX, y0: originY, painted: painted)
      if case let .separate(source, x0, y0) = offCanvas {
        // What casts the shadow lies far from what is shown: drawn again where it lies.
        try drawBody(of: layer, size: size, textLayout: textLayout, transform: transform.concatenating(.translation(x: Double(-x0), y: Double(-y0))),
                     opacity: 1, into: source)
        caster = (source, x0, y0, nil)
      }
      flat.drawShadow(of: caster.canvas, layerOriginX: caster.x0, layerOriginY: caster.y0, color: color,
                      offsetXPixels: shadowGeometry.offsetXPixels, offsetYPixels: shadowGeometry.offsetYPixels,
                      blurSigmaPixels: shadowGeometry.blurSigmaPixels, paintedWithin: caster.painted)
      if fadedWithShadow {
        flat.draw(target, layerOriginX: originX, layerOriginY: originY, opacity: 1, paintedWithin: painted)
        let flatPainted = wide == nil ? painted
          : Self.paintedRegion(DamageRegion(renderer: self).extent(of: layer, parentTransform: parentTransform), on: flat)
        canvas.draw(flat, opacity: properties.opacity, paintedWithin: flatPainted)
        canvas.recycle(flat, painted: flatPainted)
        if wide == nil { canvas.recycle(target, painted: painted) }
        return
      }
    }
    canvas.draw(target, layerOriginX: originX, layerOriginY: originY, opacity: properties.opacity,
                clippedAlready: clippedAlready, paintedWithin: painted)
    if wide == nil { canvas.recycle(target, painted: painted) }
  }

  /// A transparent canvas for flattening a layer that will be composited onto `canvas`.
  private func spare(from canvas: Canvas) throws(RenderError) -> Canvas {
    do {
      return try canvas.takeSpare()
    } catch {
      throw .raster(error)
    }
  }

  /// `extent` on `canvas`, or nil (look everywhere) when it could not be bounded.
  static func paintedRegion(_ extent: PixelRect?, on canvas: Canvas) -> Canvas.PaintedRegion? {
    guard let rect = extent?.clamped(width: canvas.widthPixels, height: canvas.heightPixels) else { return nil }
    return (rect.x0, rect.y0, max(rect.x0, rect.x1), max(rect.y0, rect.y1))
  }

  /// Background or fill, then (clipped by `masksToBounds`) the content and children, then the border.
  private func drawBody(of layer: LayerState, size: Vec2, textLayout: TextLayout?, transform: AffineTransform,
                        opacity: Double, into target: Canvas) throws(RenderError) {
    let properties = layer.properties
    // Under an opaque border, what fills the bounds stops short of their edge (BorderBleedInset).
    let inset = BorderBleedInset.points(properties: properties, size: size, transform: transform, opacity: opacity)
    let clip = properties.masksToBounds ? LayerShapes.bounds(size: size, properties: properties, insetBy: inset) : nil
    if let clip {
      target.pushClip(clip, transform: transform)
      let flattened = target.clipHasPartialPixels && Self.overlapsUnderItsClip(layer, textLayout: textLayout)
      target.popClip()
      if flattened {
        try drawClippedGroup(of: layer, clip: clip, size: size, textLayout: textLayout, transform: transform, opacity: opacity,
                             boundsInset: inset, into: target)
        drawBorder(of: layer, size: size, transform: transform, opacity: opacity, into: target)
        return
      }
    }
    drawFill(of: layer, size: size, transform: transform, opacity: opacity, boundsInset: inset, into: target)
    if let clip { target.pushClip(clip, transform: transform) }
    drawContent(of: layer, size: size, textLayout: textLayout, transform: transform, opacity: opacity, boundsInset: inset, into: target)
    try drawChildren(of: layer, transform: transform, opacity: opacity, into: target)
    if clip != nil { target.popClip() }
    drawBorder(of: layer, size: size, transform: transform, opacity: opacity, into: target)
  }

  /// Whether more than one thing is drawn inside a `masksToBounds` layer's bounds: its fill,
  /// what its type draws, its children, and what they draw (QA: one child group of two rects,
  /// or one child with a border over its fill, still left the ring).
  private static func overlapsUnderItsClip(_ layer: LayerState, textLayout: TextLayout?) -> Bool {
    let own = (layer.properties.backgroundColor.alpha > 0 ? 1 : 0) + contentParts(of: layer) + (textLayout == nil ? 0 : 1)
    return own + layer.children.reduce(0) { $0 + parts(of: $1) } > 1
  }

  /// 1 for what a layer's type draws over its fill (a gradient, an image, a stroke), else 0.
  private static func contentParts(of layer: LayerState) -> Int {
    switch layer.content {
    case .gradient, .image: 1
    case .rect, .ellipse, .path: layer.properties.stroke.color.alpha > 0 && layer.properties.stroke.lineWidthPoints > 0 ? 1 : 0
    case .text: layer.properties.text.isEmpty ? 0 : 1
    case .group: 0
    }
  }

  /// How many things a child and its descendants draw, counted up to 2 (more is as much as 2
  /// here). One thing alone is left to the clip as it is drawn: a child exactly as large as a
  /// rectangular clip at a half pixel is then antialiased once, where flattened it would take
  /// the clip's coverage on top of its own.
  private static func parts(of layer: LayerState) -> Int {
    let p = layer.properties
    guard p.opacity > 0 else { return 0 }
    var count = (p.backgroundColor.alpha > 0 ? 1 : 0) + contentParts(of: layer)
      + (p.borderWidthPoints > 0 && p.borderColor.alpha > 0 ? 1 : 0) + (p.shadow.isVisible ? 1 : 0)
    for child in layer.children where count < 2 { count += parts(of: child) }
    return min(count, 2)
  }

  /// A `masksToBounds` layer whose clip has partial pixels, drawn as Core Animation draws a
  /// masked layer: its fill, content and children flattened on a canvas of their own, then
  /// composited under the clip once. Clipped one by one, each took the clip's edge coverage, so
  /// at a rounded corner a child showed the one under it (QA: a white child over a black one
  /// left a grey ring, down to 192, and a placeholder's colour ringed the image above it).
  private func drawClippedGroup(of layer: LayerState, clip: Path, size: Vec2, textLayout: TextLayout?,
                                transform: AffineTransform, opacity: Double, boundsInset: Double, into target: Canvas) throws(RenderError) {
    target.pushClip(clip, transform: transform)
    defer { target.popClip() }
    guard let box = target.clipBounds else { return }
    let group = try spare(from: target)
    // Whole pixels: what the group paints stays inside the box the composite visits.
    group.pushClip(Path.rect(x: Double(box.x0), y: Double(box.y0), width: Double(box.x1 - box.x0), height: Double(box.y1 - box.y0)),
                   transform: .identity)
    let fillsItsBounds: Bool = switch layer.content { case .ellipse, .path: false; default: true }
    if fillsItsBounds {
      // The clip is the filled bounds' own outline: the fill covers the box, and the clip gives
      // it its edge, antialiased once.
      let color = RasterColor(layer.properties.backgroundColor, opacity: opacity)
      if color.alpha > 0 {
        group.fill(Path.rect(x: Double(box.x0), y: Double(box.y0), width: Double(box.x1 - box.x0), height: Double(box.y1 - box.y0)),
                   transform: .identity, color: color)
      }
    } else {
      drawFill(of: layer, size: size, transform: transform, opacity: opacity, boundsInset: boundsInset, into: group)
    }
    drawContent(of: layer, size: size, textLayout: textLayout, transform: transform, opacity: opacity, boundsInset: boundsInset, into: group)
    try drawChildren(of: layer, transform: transform, opacity: opacity, into: group)
    target.draw(group, opacity: 1, paintedWithin: box)
    target.recycle(group, painted: box)
  }
}

extension LayerState {
  /// A text layer split into per-unit sub-layers.
  var isSplitText: Bool {
    if case .text(let style) = content { return style.split != nil }
    return false
  }
}

import Raster
import SceneModel

/// A device-pixel rectangle that a redraw may have changed: columns `x0..<x1`, rows `y0..<y1`.
public struct RedrawnRect: Equatable, Sendable {
  public let x0: Int, y0: Int, x1: Int, y1: Int

  /// Pixels inside.
  public var area: Int { (x1 - x0) * (y1 - y0) }
}

/// Draws frames one after another on one canvas, in any order, redrawing only what can differ
/// from the frame already on it: when a small layer moves over a static background, only the
/// rectangles it left and entered are drawn again. The canvas then holds the same pixels as
/// `FrameRenderer.render(frameIndex:)` gives for the frame alone.
///
/// One instance per thread. A GIF render thread keeps one, so a UI frame costs the region that
/// changed rather than the whole canvas: the clear, the large fills and (for the quantizer,
/// told which rectangles changed) the mapping to the palette.
public final class IncrementalFrameDrawer {
  /// The underlying pure renderer.
  public let renderer: FrameRenderer
  /// The canvas, showing the last frame drawn; nil before the first and after a failed draw.
  public private(set) var canvas: Canvas?
  /// The frame on `canvas`.
  private var shown: FrameState?

  /// Above this share of the canvas a partial redraw saves too little to be worth the clip.
  static let partialRedrawLimit = 0.5

  /// A drawer with no canvas yet.
  public init(renderer: FrameRenderer) {
    self.renderer = renderer
  }

  /// Draws frame `frameIndex`; see `draw(_:)`.
  public func draw(frameIndex: Int) throws(RenderError) -> [RedrawnRect]? {
    try draw(renderer.scene.state(atFrame: frameIndex))
  }

  /// Pixels that drawing frame `frameIndex` now would draw again: 0 when the frame shown draws
  /// the same, nil when the whole canvas would be drawn. Lets a caller that has the frame some
  /// other way (a kept copy) choose the cheaper of the two.
  public func redrawnPixelCount(forFrameIndex frameIndex: Int) -> Int? {
    partialRedraw(of: renderer.scene.state(atFrame: frameIndex))?.reduce(0) { $0 + $1.area }
  }

  /// The rectangles a partial redraw of `state` over the frame shown draws again (empty when it
  /// draws the same), or nil when the canvas must be drawn whole: nothing shown yet, a
  /// different or see-through canvas, a change without known bounds, or one over
  /// `partialRedrawLimit`.
  private func partialRedraw(of state: FrameState) -> [PixelRect]? {
    guard canvas != nil, let shown, shown.canvas == state.canvas else { return nil }
    // The time always differs; what is drawn depends only on the canvas and the layers.
    if shown.layers == state.layers { return [] }
    let area = Double(state.canvas.widthPixels * state.canvas.heightPixels)
    guard state.canvas.background.alpha >= 1, let damage = DamageRegion(renderer: renderer).between(shown, state),
          Double(damage.reduce(0) { $0 + $1.area }) <= Self.partialRedrawLimit * area else { return nil }
    return damage
  }

  /// Draws `state` on `canvas`. Returns the rectangles redrawn (empty when the frame already
  /// shown draws the same), or nil when the whole canvas was drawn.
  public func draw(_ state: FrameState) throws(RenderError) -> [RedrawnRect]? {
    if let canvas, let damage = partialRedraw(of: state) {
      if damage.isEmpty {
        self.shown = state
        return []
      }
      self.canvas = nil  // half-redrawn if a draw fails: the next frame starts from scratch
      for rect in damage {
        let region = Path.rect(x: Double(rect.x0), y: Double(rect.y0), width: Double(rect.x1 - rect.x0), height: Double(rect.y1 - rect.y0))
        canvas.pushClip(region, transform: .identity)
        defer { canvas.popClip() }
        try renderer.draw(state, into: canvas, insideClip: true)
      }
      self.canvas = canvas
      self.shown = state
      return damage.map { RedrawnRect(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) }
    }
    let target: Canvas
    if let canvas, canvas.widthPixels == state.canvas.widthPixels, canvas.heightPixels == state.canvas.heightPixels {
      target = canvas
    } else {
      target = try renderer.makeCanvas(state.canvas)
    }
    canvas = nil  // a drawing cut short by an error may leave clips pushed: not reused
    shown = nil
    try renderer.draw(state, into: target)
    canvas = target
    shown = state
    return nil
  }
}

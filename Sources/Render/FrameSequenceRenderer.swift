import Raster
import SceneModel

/// Renders frames in order, reusing the previous frame: a frame whose state equals the previous
/// one is not drawn again, and when only a small part changed (a small layer moving over a
/// static background) only that region is redrawn. The pixels are the same as
/// `FrameRenderer.render(frameIndex:)` gives for the frame alone. One instance per thread.
public final class FrameSequenceRenderer {
  /// What the renderer did, frame by frame.
  public struct Statistics: Sendable, Equatable {
    /// Frames drawn from scratch.
    public var framesFullyRendered = 0
    /// Frames where only the damaged region was redrawn.
    public var framesPartiallyRendered = 0
    /// Frames whose state equalled the previous frame's, returned without drawing.
    public var framesSkipped = 0
    /// Pixels covered by redrawn regions (full frames count every pixel).
    public var pixelsRedrawn = 0
  }

  /// The underlying pure renderer.
  public let renderer: FrameRenderer
  /// Counts so far.
  public private(set) var statistics = Statistics()
  /// Above this share of the canvas a partial redraw saves too little to be worth the clip.
  private let partialRedrawLimit = 0.5

  private var previous: (frameIndex: Int, state: FrameState, pixels: PixelBuffer)?
  private var canvas: Canvas?

  /// Wraps a renderer.
  public init(renderer: FrameRenderer) {
    self.renderer = renderer
  }

  /// Frame `frameIndex`; cheapest when called with consecutive indices.
  public func render(frameIndex: Int) throws(RenderError) -> PixelBuffer {
    let state = renderer.scene.state(atFrame: frameIndex)
    // The time always differs; what is drawn depends only on the canvas and the layers.
    if let previous, previous.state.layers == state.layers, previous.state.canvas == state.canvas {
      statistics.framesSkipped += 1
      self.previous = (frameIndex, state, previous.pixels)
      return previous.pixels
    }
    let pixels = try draw(state)
    previous = (frameIndex, state, pixels)
    return pixels
  }

  private func draw(_ state: FrameState) throws(RenderError) -> PixelBuffer {
    let width = state.canvas.widthPixels, height = state.canvas.heightPixels
    if let canvas, let previous, state.canvas.background.alpha >= 1,
       let damage = DamageRegion(renderer: renderer).between(previous.state, state),
       Double(damage.reduce(0) { $0 + $1.area }) <= partialRedrawLimit * Double(width * height) {
      var pixels = previous.pixels  // only the damaged rectangles change
      for rect in damage {
        let region = Path.rect(x: Double(rect.x0), y: Double(rect.y0), width: Double(rect.x1 - rect.x0), height: Double(rect.y1 - rect.y0))
        canvas.pushClip(region, transform: .identity)
        defer { canvas.popClip() }
        do {
          try renderer.draw(state, into: canvas, insideClip: true)
        } catch {
          self.canvas = nil  // half-redrawn: the next frame must start from scratch
          throw error
        }
        canvas.updatePixelBuffer(&pixels, x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1)
        statistics.pixelsRedrawn += rect.area
      }
      statistics.framesPartiallyRendered += 1
      return pixels
    }
    let fresh: Canvas
    if let canvas { fresh = canvas } else { fresh = try renderer.makeCanvas(state.canvas) }
    try renderer.draw(state, into: fresh)
    canvas = fresh
    statistics.framesFullyRendered += 1
    statistics.pixelsRedrawn += width * height
    return fresh.makePixelBuffer()
  }
}

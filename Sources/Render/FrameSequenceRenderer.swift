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
       let damage = DamageRegion(renderer: renderer).between(previous.state, state)?.clamped(width: width, height: height),
       Double(damage.area) <= partialRedrawLimit * Double(width * height) {
      if !damage.isEmpty {
        let region = Path.rect(x: Double(damage.x0), y: Double(damage.y0),
                               width: Double(damage.x1 - damage.x0), height: Double(damage.y1 - damage.y0))
        canvas.pushClip(region, transform: .identity)
        defer { canvas.popClip() }
        try renderer.draw(state, into: canvas, insideClip: true)
      }
      statistics.framesPartiallyRendered += 1
      statistics.pixelsRedrawn += damage.area
      var pixels = previous.pixels  // only the damaged rectangle changed since
      canvas.updatePixelBuffer(&pixels, x0: damage.x0, y0: damage.y0, x1: damage.x1, y1: damage.y1)
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

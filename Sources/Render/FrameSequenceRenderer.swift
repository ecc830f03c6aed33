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
  public var renderer: FrameRenderer { drawer.renderer }
  /// Counts so far.
  public private(set) var statistics = Statistics()

  private var previous: (frameIndex: Int, state: FrameState, pixels: PixelBuffer)?
  private let drawer: IncrementalFrameDrawer

  /// Wraps a renderer.
  public init(renderer: FrameRenderer) {
    drawer = IncrementalFrameDrawer(renderer: renderer)
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
    let redrawn = try drawer.draw(state)
    guard let canvas = drawer.canvas else { preconditionFailure("a successful draw leaves a canvas") }
    if let redrawn, let previous {
      var pixels = previous.pixels  // only the redrawn rectangles change
      for rect in redrawn {
        canvas.updatePixelBuffer(&pixels, x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1)
        statistics.pixelsRedrawn += rect.area
      }
      statistics.framesPartiallyRendered += 1
      return pixels
    }
    statistics.framesFullyRendered += 1
    statistics.pixelsRedrawn += state.canvas.widthPixels * state.canvas.heightPixels
    return canvas.makePixelBuffer()
  }
}

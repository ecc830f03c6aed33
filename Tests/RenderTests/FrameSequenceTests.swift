import Foundation
import Raster
import Testing
@testable import Render
@testable import SceneModel

/// Frames are pure: a frame rendered on its own has the same pixels as the same frame rendered
/// in the middle of a full run, whether the run re-renders everything, skips unchanged frames or
/// redraws only damaged regions.
@Suite struct FrameSequenceTests {
  /// A small card moving over a static background, a GIF starting late, a ring filling, and a
  /// static shadowed card: every kind of damage the sequence renderer tracks.
  static let scene = ##"""
    {"canvas": {"width": 160, "height": 90, "scale": 2, "background": "#F2F2F7"}, "duration": 1.5, "layers": [
      {"type": "rect", "position": [40, 45], "size": [50, 40], "cornerRadius": 8, "fillColor": "white", "shadowOpacity": 0.3, "shadowRadius": 4},
      {"type": "image", "contents": "assets/spinner.gif", "beginTime": 0.6, "position": [120, 30], "size": [32, 32]},
      {"type": "ellipse", "position": [120, 70], "size": [24, 24], "strokeColor": "#34C759", "lineWidth": 4, "strokeEnd": 0,
       "animations": [{"property": "strokeEnd", "to": 1, "duration": 0.5, "beginTime": 0.2, "fillMode": "forwards"}]},
      {"type": "group", "position": [20, 20], "size": [16, 16], "children": [
        {"type": "rect", "position": [8, 8], "size": [10, 10], "fillColor": "#FF3B30", "transform": {"rotation": 10}}],
       "animations": [{"property": "position.x", "by": 110, "duration": 1, "beginTime": 0.3, "timingFunction": "easeInEaseOut", "fillMode": "forwards"}]}
    ]}
    """##

  @Test func aFrameAloneEqualsTheSameFrameInAFullRun() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let sequence = FrameSequenceRenderer(renderer: renderer)
    let middle = renderer.scene.frameCount / 2
    var inRun: PixelBuffer?
    for index in 0..<renderer.scene.frameCount {
      let pixels = try sequence.render(frameIndex: index)
      if index == middle { inRun = pixels }
    }
    let alone = try FrameRenderer(scene: GoldenSupport.scene(Self.scene)).render(frameIndex: middle)
    #expect(inRun == alone)
  }

  @Test func aReusedCanvasGivesThePixelsOfAFreshOne() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    // Starts from a canvas of another size (replaced) and then draws every frame on the same
    // one, backwards so each frame lands on a canvas holding a different picture.
    var canvas: Canvas? = try Canvas(widthPixels: 7, heightPixels: 5)
    for index in (0..<renderer.scene.frameCount).reversed() {
      let reused = try renderer.render(frameIndex: index, on: &canvas)
      #expect(canvas?.widthPixels == renderer.scene.canvas.widthPixels)
      #expect(reused == (try renderer.render(frameIndex: index)), "frame \(index)")
    }
  }

  @Test func everyFrameOfTheSequenceMatchesThePureRenderer() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let sequence = FrameSequenceRenderer(renderer: renderer)
    for index in 0..<renderer.scene.frameCount {
      let fromSequence = try sequence.render(frameIndex: index)
      #expect(fromSequence == (try renderer.render(frameIndex: index)), "frame \(index)")
    }
    let stats = sequence.statistics
    // Frames 0–11 (before anything moves) and the held end state are skipped; the moving
    // square and the GIF are redrawn in part.
    #expect(stats.framesSkipped >= 12)
    #expect(stats.framesPartiallyRendered > 30)
    #expect(stats.framesFullyRendered + stats.framesPartiallyRendered + stats.framesSkipped == renderer.scene.frameCount)
  }

  @Test func outOfOrderFramesAreStillRight() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let sequence = FrameSequenceRenderer(renderer: renderer)
    for index in [80, 3, 45, 46, 20, 89] {
      #expect(try sequence.render(frameIndex: index) == renderer.render(frameIndex: index), "frame \(index)")
    }
  }

  @Test func repeatsPreviousMatchesWhatTheSequenceRendererSkips() throws {
    let renderer = try FrameRenderer(scene: GoldenSupport.scene(Self.scene))
    let sequence = FrameSequenceRenderer(renderer: renderer)
    var repeats = 0
    for index in 0..<renderer.scene.frameCount {
      let skippedBefore = sequence.statistics.framesSkipped
      _ = try sequence.render(frameIndex: index)
      let skipped = sequence.statistics.framesSkipped > skippedBefore
      #expect(renderer.frameRepeatsPrevious(index) == skipped, "frame \(index)")
      if skipped { repeats += 1 }
    }
    #expect(repeats > 0)
  }

  @Test func damageRectanglesMergeOnlyWhenThatCostsLittle() {
    let a = PixelRect(x0: 0, y0: 0, x1: 10, y1: 10), b = PixelRect(x0: 100, y0: 100, x1: 110, y1: 110)
    let nearA = PixelRect(x0: 5, y0: 0, x1: 15, y1: 10)
    #expect(DamageRegion.merged([a, b]) == [a, b])                                  // far apart: two small redraws
    #expect(DamageRegion.merged([a, nearA]) == [PixelRect(x0: 0, y0: 0, x1: 15, y1: 10)])  // overlapping: one
    let many = (0..<6).map { PixelRect(x0: $0 * 50, y0: 0, x1: $0 * 50 + 5, y1: 5) }
    #expect(DamageRegion.merged(many) == [PixelRect(x0: 0, y0: 0, x1: 255, y1: 5)])   // past four: one box
  }
}

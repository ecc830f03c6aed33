import Raster
import SceneModel
import Testing

/// The scene limits promise what the renderer can allocate: a canvas that validates can be drawn.
@Suite struct SceneLimitsMatchCanvasTests {
  @Test func largestSceneCanvasIsDrawable() {
    #expect(SceneLimits.ceilings.maximumCanvasPixels == Canvas.maximumSidePixels)
    #expect(SceneLimits().maximumCanvasPixels <= Canvas.maximumSidePixels)
    #expect(SceneLimits.maximumCanvasAreaPixels == Canvas.maximumAreaPixels)
  }
}

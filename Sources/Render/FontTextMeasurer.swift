import Raster
import SceneModel

/// Measures text with the scene's fonts, exactly as `FrameRenderer` lays it out: the
/// `TextMeasurer` the model uses for split units, `{"measure": …}` values and warnings.
public struct FontTextMeasurer: TextMeasurer, Sendable {
  let fonts: FontCache

  init(fonts: FontCache) {
    self.fonts = fonts
  }

  public func measure(_ text: String, style: TextStyle, fontSizePoints: Double, boxWidthPoints: Double?) -> TextMeasurement {
    let layout = FrameRenderer.layout(text, style: style, fonts: fonts.fonts(for: style), fontSizePoints: fontSizePoints,
                                      boxWidthPoints: boxWidthPoints)
    let bounds = layout.bounds
    let glyphs = layout.glyphs.map { glyph in
      TextMeasurement.Glyph(scalar: glyph.scalar, scalarIndex: glyph.scalarIndex, lineIndex: glyph.lineIndex,
                            xPoints: glyph.xPoints, advancePoints: glyph.advancePoints)
    }
    var measurement = TextMeasurement(bounds: TextRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height),
                                      lineHeightPoints: layout.lineHeightPoints, glyphs: glyphs, missingScalars: layout.missingScalars)
    measurement.ellipsisIsMissing = layout.ellipsisIsMissing
    return measurement
  }
}

/// Prepares a decoded scene's text for rendering: split units, measured values, and warnings
/// for characters no font has. `FrameRenderer` does this itself; the CLI calls it to print the
/// warnings (and count them for `--warnings-as-errors`) before rendering.
public enum TextPreparation {
  /// The prepared scene and its text warnings (`layers[0].text: no font has U+1F600 "😀"; …`).
  public static func prepare(_ scene: Scene) throws(RenderError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    prepare(scene, fonts: try FontCache(scene: scene))
  }

  /// The prepared scene and its text warnings, measured with `fonts` (a cache loaded for
  /// `scene`); keep the cache to hand on to `FrameRenderer(scene:fonts:)`.
  public static func prepare(_ scene: Scene, fonts: FontCache) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    TextResolver(measurer: FontTextMeasurer(fonts: fonts)).resolve(scene)
  }
}

import Testing
import Timing
@testable import Raster
@testable import Render
@testable import SceneModel

/// A renderer handed the fonts that measured its scene's text draws with those very fonts, and
/// any cache handed on gives the same frames as none.
@Suite struct FontCacheReuseTests {
  static func scene(_ layers: String) throws -> Scene {
    let json = #"{"canvas": {"width": 160, "height": 50, "background": "white"}, "duration": 1, "layers": [\#(layers)]}"#
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  static let twoFonts = #"""
    {"id": "a", "type": "text", "text": "Office", "fontSize": 16, "position": [50, 25]},
    {"id": "b", "type": "text", "text": "Bold", "font": "DejaVu Sans Bold", "fontSize": 16, "position": [120, 25],
     "animations": [{"property": "opacity", "from": 0, "to": 1, "duration": 1}]}
    """#

  static func textStyles(_ scene: Scene) -> [TextStyle] {
    scene.layers.compactMap { layer in
      if case .text(let style) = layer.content { return style }
      return nil
    }
  }

  @Test func theRendererDrawsWithTheFontsThatMeasuredTheText() throws {
    let decoded = try Self.scene(Self.twoFonts)
    let fonts = try FontCache(scene: decoded)
    let prepared = TextPreparation.prepare(decoded, fonts: fonts).scene
    let renderer = try FrameRenderer(scene: prepared, fonts: fonts)
    let styles = Self.textStyles(renderer.scene)
    #expect(styles.count == 2)
    for style in styles {
      let mine = renderer.fonts.fonts(for: style)
      let handed = fonts.fonts(for: style)
      #expect(!mine.isEmpty && mine.count == handed.count)
      #expect(zip(mine, handed).allSatisfy { $0 === $1 })
    }
  }

  @Test func filesTheCacheLacksAreLoadedAndFramesAreTheSame() throws {
    let scene = try Self.scene(Self.twoFonts)
    // A cache of a scene with only the regular face: the bold one must still be loaded.
    let partial = try FontCache(scene: try Self.scene(#"{"type": "text", "text": "x", "position": [10, 10]}"#))
    let reused = try FrameRenderer(scene: scene, fonts: partial)
    let fresh = try FrameRenderer(scene: scene)
    for style in Self.textStyles(reused.scene) {
      #expect(!reused.fonts.fonts(for: style).isEmpty)
      #expect(reused.fonts.fonts(for: style).count == fresh.fonts.fonts(for: style).count)
    }
    let regular = Self.textStyles(reused.scene)[0]
    #expect(reused.fonts.fonts(for: regular)[0] === partial.fonts(for: regular)[0])
    for seconds in [0.0, 0.5, 1.0] {
      let time = TickTime(seconds: seconds)!
      #expect(try reused.render(at: time) == fresh.render(at: time))
    }
  }

  @Test func aMissingFontIsStillReportedWithItsLayer() throws {
    let scene = try Self.scene(#"{"type": "text", "text": "x", "position": [10, 10]}"#)
    var broken = scene
    guard case .text(var style) = broken.layers[0].content else { Issue.record("not a text layer"); return }
    style.fontFiles = ["/nonexistent/font.ttf"]
    broken.layers[0].content = .text(style)
    #expect(throws: RenderError.self) { try FrameRenderer(scene: broken, fonts: try FontCache(scene: scene)) }
  }
}

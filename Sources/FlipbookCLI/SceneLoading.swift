import ArgumentParser
import Render
import SceneModel

/// Loads a scene for a command: problems go to stderr and end the command with exit 65
/// (an unreadable file is exit 1: the scene was never seen, so it is not "invalid data").
enum SceneLoading {
  /// A scene ready to render: decoded, its text prepared, and the fonts that measured that text,
  /// for `FrameRenderer(scene:fonts:)` so they are not loaded twice.
  struct Loaded {
    let scene: Scene
    let fonts: FontCache
  }

  static func load(_ path: String, limits: SceneLimits = SceneLimits(), root: String? = nil, warningsAsErrors: Bool = false) throws -> Scene {
    try loadForRendering(path, limits: limits, root: root, warningsAsErrors: warningsAsErrors).scene
  }

  /// `load`, keeping the fonts for the renderer.
  static func loadForRendering(_ path: String, limits: SceneLimits = SceneLimits(), root: String? = nil,
                               warningsAsErrors: Bool = false) throws -> Loaded {
    do {
      let (decoded, decodeWarnings) = try SceneLoader(limits: limits, resourceRoot: root).load(contentsOf: path)
      // Text needs the fonts for split units, measured values and missing-glyph warnings.
      let fonts: FontCache
      let (scene, textWarnings): (Scene, [SceneDiagnostic])
      do {
        fonts = try FontCache(scene: decoded)
        (scene, textWarnings) = TextPreparation.prepare(decoded, fonts: fonts)
      } catch {
        Console.message("\(path): \(error)")
        throw ExitStatus.failure
      }
      let warnings = decodeWarnings + textWarnings
      for warning in warnings { Console.message(warning.formatted(file: path)) }
      if warningsAsErrors && !warnings.isEmpty {
        Console.message("\(path): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") treated as errors (--warnings-as-errors)")
        throw ExitStatus.invalidScene
      }
      return Loaded(scene: scene, fonts: fonts)
    } catch let error as SceneError {
      Console.message(error.description)
      if case .unreadable = error { throw ExitStatus.failure }
      throw ExitStatus.invalidScene
    }
  }
}

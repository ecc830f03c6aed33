import ArgumentParser
import Render
import SceneModel

/// Loads a scene for a command: problems go to stderr and end the command with exit 65
/// (an unreadable file is exit 1: the scene was never seen, so it is not "invalid data").
enum SceneLoading {
  /// A scene ready to render: decoded, its text prepared, and the fonts and images loaded while
  /// it was checked, for `FrameRenderer(scene:fonts:images:)` so they are not loaded twice.
  struct Loaded {
    let scene: Scene
    let fonts: FontCache
    let images: ImageCache
    /// The font and image files the scene reads, which an output must not replace.
    let inputFiles: [String]
  }

  static func load(_ path: String, limits: SceneLimits = SceneLimits(), root: String? = nil, warningsAsErrors: Bool = false) throws -> Scene {
    try loadForRendering(path, limits: limits, root: root, warningsAsErrors: warningsAsErrors).scene
  }

  /// `load`, keeping the fonts and images for the renderer. `quiet` (`--quiet`) leaves the
  /// scene's warnings unsaid; errors are always printed.
  static func loadForRendering(_ path: String, limits: SceneLimits = SceneLimits(), root: String? = nil,
                               warningsAsErrors: Bool = false, quiet: Bool = false) throws -> Loaded {
    do {
      // The assets open every font and image the scene names while it is decoded, so a
      // damaged file is reported (exit 65) with the scene's other problems.
      let assets = SceneAssets()
      let (decoded, decodeWarnings) = try SceneLoader(limits: limits, resourceRoot: root, resourceInspector: assets).load(contentsOf: path)
      // Text needs the fonts for split units, measured values and missing-glyph warnings.
      let fonts: FontCache
      let (scene, textWarnings): (Scene, [SceneDiagnostic])
      do {
        fonts = try FontCache(scene: decoded, reusing: assets.fonts)
        (scene, textWarnings) = TextPreparation.prepare(decoded, fonts: fonts)
      } catch {
        // Only the bundled fonts a scene gets without naming them are loaded here (the scene's
        // own were checked while decoding): a damaged installation, not a damaged scene.
        Console.message("\(path): error: \(error)")
        throw ExitStatus.failure
      }
      let warnings = decodeWarnings + textWarnings
      if !quiet || warningsAsErrors {
        for warning in warnings { Console.message(warning.formatted(file: path)) }
      }
      if warningsAsErrors && !warnings.isEmpty {
        Console.message("\(path): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") treated as errors (--warnings-as-errors)")
        throw ExitStatus.invalidScene
      }
      return Loaded(scene: scene, fonts: fonts, images: assets.images, inputFiles: assets.files)
    } catch let error as SceneError {
      Console.message(error.description)
      if case .unreadable = error { throw ExitStatus.failure }
      throw ExitStatus.invalidScene
    }
  }
}

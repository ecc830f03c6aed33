import ArgumentParser
import Render
import SceneModel

/// Loads a scene for a command: problems go to stderr and end the command with exit 65
/// (an unreadable file is exit 1: the scene was never seen, so it is not "invalid data").
enum SceneLoading {
  static func load(_ path: String, limits: SceneLimits = SceneLimits(), root: String? = nil, warningsAsErrors: Bool = false) throws -> Scene {
    do {
      let (decoded, decodeWarnings) = try SceneLoader(limits: limits, resourceRoot: root).load(contentsOf: path)
      // Text needs the fonts for split units, measured values and missing-glyph warnings.
      let (scene, textWarnings): (Scene, [SceneDiagnostic])
      do {
        (scene, textWarnings) = try TextPreparation.prepare(decoded)
      } catch {
        Console.message("\(path): \(error)")
        throw ExitStatus.failure
      }
      let warnings = decodeWarnings + textWarnings
      for warning in warnings { Console.message("\(path): \(warning)") }
      if warningsAsErrors && !warnings.isEmpty {
        Console.message("\(path): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") treated as errors (--warnings-as-errors)")
        throw ExitStatus.invalidScene
      }
      return scene
    } catch let error as SceneError {
      Console.message(error.description)
      if case .unreadable = error { throw ExitStatus.failure }
      throw ExitStatus.invalidScene
    }
  }
}

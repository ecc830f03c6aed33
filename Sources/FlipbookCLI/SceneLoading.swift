import ArgumentParser
import SceneModel

/// Loads a scene for a command: problems go to stderr and end the command with exit 65
/// (an unreadable file is exit 1: the scene was never seen, so it is not "invalid data").
enum SceneLoading {
  static func load(_ path: String) throws -> Scene {
    do {
      let (scene, warnings) = try SceneLoader().load(contentsOf: path)
      for warning in warnings { Console.message("\(path): \(warning)") }
      return scene
    } catch {
      Console.message(error.description)
      if case .unreadable = error { throw ExitStatus.failure }
      throw ExitStatus.invalidScene
    }
  }
}

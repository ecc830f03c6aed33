@testable import SceneModel

/// The messages `body` fails with: each diagnostic of a `SceneError`, any other error as its
/// description, none when it succeeds. The `errors(_:)` helper of every suite here.
func sceneErrorMessages(_ body: () throws -> Void) -> [String] {
  do {
    try body()
    return []
  } catch let error as SceneError {
    return error.diagnostics.map(\.description)
  } catch {
    return ["\(error)"]
  }
}

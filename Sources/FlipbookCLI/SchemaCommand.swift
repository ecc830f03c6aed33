import ArgumentParser
import SceneModel

/// `flipbook schema`: the scene format's JSON Schema, for editors (`"$schema"` in a scene).
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of the scene format (docs/scene.schema.json is a copy).",
    discussion: "flipbook schema > scene.schema.json, then put \"$schema\": \"./scene.schema.json\" at the top of a scene for completion and checking in editors."
  )

  func run() throws {
    Console.data(SceneSchema.json)
  }
}

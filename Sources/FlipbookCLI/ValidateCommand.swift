import ArgumentParser
import SceneModel

/// `flipbook validate SCENE`: check a scene without rendering it.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a scene file and report every problem (exit 65 when invalid)."
  )

  @Argument(help: "Scene file (JSON).", completion: .file(extensions: ["json"]))
  var scene: String

  @Flag(help: "Treat warnings as errors (exit 65), for CI.")
  var warningsAsErrors = false

  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  func run() throws {
    let loaded = try SceneLoading.load(scene, limits: limitOptions.limits, root: limitOptions.root, warningsAsErrors: warningsAsErrors)
    let canvas = loaded.canvas
    let scale = canvas.scale == 1 ? "" : " @\(NumberFormatting.roundTrip(canvas.scale))x"
    Console.output("\(scene): valid — \(NumberFormatting.roundTrip(canvas.widthPoints))×\(NumberFormatting.roundTrip(canvas.heightPoints)) pt\(scale) (\(canvas.widthPixels)×\(canvas.heightPixels) px), \(NumberFormatting.roundTrip(loaded.duration.seconds)) s, \(loaded.frameCount) frame\(loaded.frameCount == 1 ? "" : "s") at 60 fps")
  }
}

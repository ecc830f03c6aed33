import Foundation
import Raster

/// A scene and a golden folder in a fresh temporary folder, and `flipbook check` runs on them
/// with a controlled environment (never the test runner's own CI/FLIPBOOK_RECORD).
struct CheckFixture {
  let folder: URL
  var scene: String { folder.appendingPathComponent("slide.json").path }
  var goldens: String { folder.appendingPathComponent("goldens").path }
  var artifacts: String { folder.appendingPathComponent("artifacts").path }

  /// A 40×30 px, 0.1 s (6 frame) scene: a red square sliding right on white, 5 px per frame.
  static let sceneJSON = """
    {
      "canvas": { "width": 40, "height": 30, "background": "white" },
      "duration": 0.1,
      "layers": [
        { "type": "rect", "position": [5, 15], "size": [10, 10], "fillColor": "#FF0000",
          "animations": [ { "property": "position.x", "from": 5, "to": 35, "duration": 0.1, "timingFunction": "linear" } ] }
      ]
    }
    """

  init() throws {
    folder = try CLI.temporaryDirectory()
    try CLI.write(Self.sceneJSON, to: folder.appendingPathComponent("slide.json"))
  }

  /// Runs `flipbook check SCENE --golden GOLDENS --artifacts ARTIFACTS` plus `arguments`.
  func check(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CLI.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["FLIPBOOK_RECORD"] = nil
    environment.merge(extra) { $1 }
    return try CLI.run(["check", scene, "--golden", goldens, "--artifacts", artifacts] + arguments, in: folder, environment: environment)
  }

  /// Sorted names in the golden folder (empty when it does not exist).
  func goldenNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []).sorted()
  }

  func goldenPath(_ frame: Int) -> String {
    (goldens as NSString).appendingPathComponent(String(format: "%04d.png", frame))
  }

  func bytes(_ path: String) -> Data? { try? Data(contentsOf: URL(fileURLWithPath: path)) }

  func image(_ path: String) throws -> PixelBuffer {
    try PixelBuffer(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// Changes one pixel of a golden.
  func tamper(frame: Int, x: Int, y: Int, to pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) throws {
    var golden = try image(goldenPath(frame))
    golden[x, y] = pixel
    try Data(golden.pngData()).write(to: URL(fileURLWithPath: goldenPath(frame)))
  }
}

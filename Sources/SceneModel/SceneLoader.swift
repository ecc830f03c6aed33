import Foundation

/// Reads, parses, decodes and validates a scene file.
public struct SceneLoader {
  /// Bounds checked before anything is allocated.
  public var limits: SceneLimits
  /// When set, fonts and images must come from inside this folder (see `SceneDecoder.resourceRoot`).
  public var resourceRoot: String?
  /// When set, opens each font and image the scene names while decoding (see `ResourceInspector`).
  public var resourceInspector: (any ResourceInspector)?

  /// Creates a loader.
  public init(limits: SceneLimits = SceneLimits(), resourceRoot: String? = nil, resourceInspector: (any ResourceInspector)? = nil) {
    self.limits = limits
    self.resourceRoot = resourceRoot
    self.resourceInspector = resourceInspector
  }

  /// The scene in the file at `path`, or every problem with it. Warnings come back with the scene.
  public func load(contentsOf path: String) throws(SceneError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
        throw SceneError.unreadable(file: path, reason: "is a directory, not a scene file")
      }
      if let size = attributes[.size] as? Int, size > limits.maximumFileBytes {
        throw SceneError.invalid(file: path, [SceneDiagnostic(path: "", message:
          "the file is \(size) bytes; scene files are limited to \(limits.maximumFileBytes) bytes (raise it with --max-file-bytes)")])
      }
      data = try Data(contentsOf: url)
    } catch let error as SceneError {
      throw error
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .unreadable(file: path, reason: exists ? "\(error.localizedDescription)" : "no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(file: path, reason: "is not UTF-8 text")
    }
    return try load(text: text, file: path, baseDirectory: url.deletingLastPathComponent().path)
  }

  /// The scene in `text`; `file` names it in messages and `baseDirectory` resolves relative resources.
  public func load(text: String, file: String = "<scene>", baseDirectory: String) throws(SceneError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let root: JSONNode
    do {
      // Each nested layer takes about three JSON levels (object, "children" array, next object).
      root = try JSONParser.parse(text, maximumDepth: max(JSONParser.defaultMaximumDepth, 3 * limits.maximumNestingDepth + 16))
    } catch {
      throw .syntax(file: file, error)
    }
    var decoder = SceneDecoder(baseDirectory: baseDirectory, limits: limits, resourceRoot: resourceRoot)
    decoder.resourceInspector = resourceInspector
    let (scene, diagnostics) = decoder.decode(root)
    guard let scene else {
      throw .invalid(file: file, diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning })
    }
    return (scene, diagnostics.filter { $0.severity == .warning })
  }
}

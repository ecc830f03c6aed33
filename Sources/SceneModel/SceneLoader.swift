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
  ///
  /// `path` may also be a pipe or a device such as `/dev/stdin`; relative fonts and images in
  /// such a scene resolve against the current folder, since it has no folder of its own.
  public func load(contentsOf path: String) throws(SceneError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let url = URL(fileURLWithPath: path)
    var baseDirectory = url.deletingLastPathComponent().path
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      let type = attributes[.type] as? FileAttributeType
      if type == .typeDirectory {
        throw SceneError.unreadable(file: path, reason: "is a directory, not a scene file")
      }
      if type == .typeRegular || type == nil {
        if let size = attributes[.size] as? Int, size > limits.maximumFileBytes {
          throw tooLarge(path, size: "\(size) bytes")
        }
        data = try Data(contentsOf: url)
      } else {
        // A pipe or device has no size up front (Data(contentsOf:) refuses it), so it is read
        // through a file handle, one byte past the limit to tell a file that fits.
        guard let handle = FileHandle(forReadingAtPath: path) else {
          throw SceneError.unreadable(file: path, reason: "cannot be opened for reading")
        }
        defer { try? handle.close() }
        data = try handle.read(upToCount: limits.maximumFileBytes + 1) ?? Data()
        if data.count > limits.maximumFileBytes { throw tooLarge(path, size: "more than \(limits.maximumFileBytes) bytes") }
        baseDirectory = FileManager.default.currentDirectoryPath
      }
    } catch let error as SceneError {
      throw error
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .unreadable(file: path, reason: exists ? "\(error.localizedDescription)" : "no such file")
    }
    if let encoding = UTF8Check.wideEncoding(of: data) {
      throw .syntax(file: path, JSONSyntaxError(message: "the file is \(encoding) text, not UTF-8: save it as UTF-8",
                                                location: SourceLocation(line: 1, column: 1)))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let failure = UTF8Check.firstInvalidByte(in: data)
        ?? UTF8Check.Failure(byteOffset: 0, location: SourceLocation(line: 1, column: 1), byte: data.first ?? 0)
      throw .syntax(file: path, JSONSyntaxError(message: UTF8Check.message(for: failure, prefix: data), location: failure.location))
    }
    return try load(text: text, file: path, baseDirectory: baseDirectory)
  }

  private func tooLarge(_ path: String, size: String) -> SceneError {
    .invalid(file: path, [SceneDiagnostic(path: "", message:
      "the file is \(size); scene files are limited to \(limits.maximumFileBytes) bytes (raise it with --max-file-bytes)")])
  }

  /// The scene in `text`; `file` names it in messages and `baseDirectory` resolves relative resources.
  public func load(text: String, file: String = "<scene>", baseDirectory: String) throws(SceneError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let root: JSONNode
    // Each nested layer takes about three JSON levels (object, "children" array, next object).
    var parser = JSONParser(text: text, maximumDepth: max(JSONParser.defaultMaximumDepth, 3 * limits.maximumNestingDepth + 16))
    do {
      root = try parser.parseDocument()
    } catch {
      var error = error
      if let components = parser.nestingPath {
        error.message += Self.nestingPlace(components, maximumLayerDepth: limits.maximumNestingDepth)
      }
      throw .syntax(file: file, error)
    }
    var decoder = SceneDecoder(baseDirectory: baseDirectory, limits: limits, resourceRoot: resourceRoot)
    decoder.resourceInspector = resourceInspector
    let (scene, diagnostics) = decoder.decode(root)
    guard let scene else {
      throw .invalid(file: file, diagnostics.filter { $0.severity == .error }.inFileOrder()
                       + diagnostics.filter { $0.severity == .warning }.inFileOrder())
    }
    return (scene, diagnostics.filter { $0.severity == .warning }.inFileOrder())
  }
}

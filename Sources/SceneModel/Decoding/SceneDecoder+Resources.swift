import Foundation

extension SceneDecoder {
  /// Where a file a scene names (font, image) was found, or why not.
  enum FileResolution {
    case found(String)
    case notFound(tried: [String])
    /// It exists but lies outside `resourceRoot` (after following `..` and symlinks).
    case outsideRoot(String)
  }

  /// Looks for `name`: absolute as given, else relative to the scene's folder, then in the
  /// `extraFolders`. Files in the bundled fonts folder are always allowed; anything else must
  /// be inside `resourceRoot` when one is set (`--root`), so a scene from an untrusted pull
  /// request cannot read files elsewhere on the machine.
  func resolveFile(_ name: String, extraFolders: [String] = []) -> FileResolution {
    let candidates = name.hasPrefix("/") ? [name]
      : [(baseDirectory as NSString).appendingPathComponent(name)] + extraFolders.map { ($0 as NSString).appendingPathComponent(name) }
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().standardizedFileURL.path
      guard isAllowed(resolved) else { return .outsideRoot(resolved) }
      return .found((candidate as NSString).standardizingPath)
    }
    return .notFound(tried: candidates)
  }

  /// Whether a (symlink-resolved) path may be read.
  func isAllowed(_ resolvedPath: String) -> Bool {
    guard let resourceRoot else { return true }
    let trusted = [resourceRoot] + (fontsDirectory.map { [$0] } ?? [])
    return trusted.contains { root in
      let rootPath = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
      return resolvedPath == rootPath || resolvedPath.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
    }
  }
}

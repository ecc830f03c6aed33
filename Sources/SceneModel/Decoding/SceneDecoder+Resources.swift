import Foundation

extension SceneDecoder {
  /// Where a file a scene names (font, image) was found, or why not.
  enum FileResolution {
    case found(String)
    case notFound(tried: [String])
    /// It exists but lies outside `resourceRoot` (after following `..` and symlinks).
    case outsideRoot(String)
    /// It exists but is no regular file: `kind` says what it is ("a folder", "a named pipe").
    /// A pipe or a device would be read forever (QA: a font that was a FIFO hung `validate`).
    case notAFile(String, kind: String)
    /// No file can have this name: it holds a NUL, at which the system would cut it short
    /// (QA: "photo.jpg\u{0}.txt" opened photo.jpg).
    case impossibleName
  }

  /// Looks for `name`: absolute as given, else relative to the scene's folder, then in the
  /// `extraFolders`. Files in the bundled fonts folder are always allowed; anything else must
  /// be inside `resourceRoot` when one is set (`--root`), so a scene from an untrusted pull
  /// request cannot read files elsewhere on the machine.
  func resolveFile(_ name: String, extraFolders: [String] = []) -> FileResolution {
    guard !name.unicodeScalars.contains("\u{0}") else { return .impossibleName }
    let candidates = name.hasPrefix("/") ? [name]
      : [(baseDirectory as NSString).appendingPathComponent(name)] + extraFolders.map { ($0 as NSString).appendingPathComponent(name) }
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().standardizedFileURL.path
      guard isAllowed(resolved) else { return .outsideRoot(resolved) }
      if let kind = Self.nonFileKind(resolved) { return .notAFile((candidate as NSString).standardizingPath, kind: kind) }
      return .found((candidate as NSString).standardizingPath)
    }
    return .notFound(tried: candidates)
  }

  /// What the file at `path` is when it is no regular file ("a folder", "a named pipe", "a
  /// device", "a socket"), or nil for a regular file (or one that cannot be looked at, which
  /// reading then reports).
  static func nonFileKind(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a named pipe"
    case S_IFSOCK: return "a socket"
    default: return "a device"
    }
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

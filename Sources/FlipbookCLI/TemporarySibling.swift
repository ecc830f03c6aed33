import Foundation

/// The hidden names outputs are written under before they are renamed into place:
/// `.<name>.<pid>.tmp` beside the destination (and `.<name>.<pid>.old` for a frame folder being
/// replaced). A run killed with SIGKILL, or by a power cut, cannot remove its own, so each run
/// first removes the ones beside its destination whose process no longer exists.
enum TemporarySibling {
  /// `.<name>.<this process id>.<kind>` beside `destination`.
  static func url(for destination: URL, kind: String = "tmp") -> URL {
    destination.deletingLastPathComponent()
      .appendingPathComponent(".\(stem(of: destination)).\(ProcessInfo.processInfo.processIdentifier).\(kind)")
  }

  /// The destination's name as its temporaries carry it: cut (at a character) so that the
  /// temporary's name stays within the 255 bytes a file name may have. A legal output name of
  /// 245–255 bytes could not be written (QA: "file name too long" where `touch` worked).
  static func stem(of destination: URL) -> String {
    let name = destination.lastPathComponent
    // "." + stem + "." + a process id of up to 10 digits + ".tmp" or ".old".
    let limit = 255 - 16
    guard name.utf8.count > limit else { return name }
    var stem = ""
    for character in name {
      if stem.utf8.count + String(character).utf8.count > limit { break }
      stem.append(character)
    }
    return stem
  }

  /// Removes temporaries of `destination` left by processes that have ended. Those of a live
  /// process (another render of the same output still running) are left alone; so is anything
  /// not named exactly like a temporary of this destination.
  static func removeStale(beside destination: URL) {
    let folder = destination.deletingLastPathComponent()
    let prefix = ".\(stem(of: destination))."
    for name in names(in: folder.path, startingWith: prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dot = rest.lastIndex(of: "."), ["tmp", "old"].contains(rest[rest.index(after: dot)...]),
            let pid = Int32(rest[..<dot]), pid > 0, pid != ProcessInfo.processInfo.processIdentifier,
            !isRunning(pid) else { continue }
      _ = removeTree(folder.appendingPathComponent(name))
    }
  }

  /// The names in `folder` that start with `prefix` (none when it cannot be read). Each name's
  /// bytes are compared before any becomes a String: every render scans its output's folder,
  /// and a busy one (/tmp with 5 000 entries) cost milliseconds through contentsOfDirectory.
  static func names(in folder: String, startingWith prefix: String) -> [String] {
    let wanted = Array(prefix.utf8)
    guard !wanted.isEmpty, wanted.count < 256, let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      // d_name holds 256 bytes ending in NUL, which no byte of the prefix equals, so a shorter
      // name fails the comparison before it ends.
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
        for (i, byte) in wanted.enumerated() where raw[i] != byte { return nil }
        return String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if let name { found.append(name) }
    }
    return found
  }

  /// Removes `url` and everything in it; true when it is gone. A frame folder replaced with
  /// its permissions kept may be read-only (`chmod 555`), and then its files cannot be unlinked
  /// until the folder is writable again, so folders the user owns are made writable and the
  /// removal tried once more (QA: every run left a `.frames.<pid>.old` copy behind).
  @discardableResult
  static func removeTree(_ url: URL) -> Bool {
    let fileManager = FileManager.default
    if (try? fileManager.removeItem(at: url)) != nil { return true }
    var folders = [url.path]
    if let walker = fileManager.enumerator(atPath: url.path) {
      for case let name as String in walker {
        let path = url.appendingPathComponent(name).path
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { folders.append(path) }
      }
    }
    for folder in folders { _ = chmod(folder, 0o700) }
    return (try? fileManager.removeItem(at: url)) != nil || !fileManager.fileExists(atPath: url.path)
  }

  /// Whether a process with this id exists (kill(2) with signal 0 only checks; EPERM means it
  /// exists but belongs to someone else).
  static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

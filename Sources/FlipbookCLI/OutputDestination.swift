import ArgumentParser
import Foundation

/// Where an output path really leads, and what replacing it must keep.
enum OutputDestination {
  /// `path` made absolute with symbolic links followed: writing through a link replaces what
  /// it points to, as `cp` and the shell's `>` do, and leaves the link a link.
  static func resolve(_ path: String) -> URL {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
  }

  /// Throws unless `path` is an existing folder, saying which of the two it is not.
  static func ensureFolder(_ path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw AtomicOutput.Failure(description: "output folder \(path) does not exist")
    }
    guard isFolder.boolValue else {
      throw AtomicOutput.Failure(description: "\(path) is a file, not a folder, so nothing can be written inside it")
    }
  }

  /// Gives `replacement` the permission bits of the file or folder it is about to replace, so
  /// rendering again does not reset a `chmod 700` folder or a `640` file to the umask's
  /// defaults. Nothing to keep when `existing` does not exist.
  static func keepPermissions(of existing: String, on replacement: String) {
    let fileManager = FileManager.default
    guard let permissions = (try? fileManager.attributesOfItem(atPath: existing))?[.posixPermissions] else { return }
    try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: replacement)
  }

  /// Refuses, before any work, an output file path that cannot be written in the end: an empty
  /// one, or one where a folder of that name already stands (renaming over it fails only after
  /// the whole render).
  static func checkFile(_ path: String, option: String = "-o") throws {
    if path.isEmpty { throw ValidationError("\(option) is empty: name the file to write") }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      let example = URL(fileURLWithPath: path).appendingPathComponent("out").appendingPathExtension((path as NSString).pathExtension)
      throw ValidationError("\(option) \(path) is a folder, not a file: name the file to write (such as \(example.path))")
    }
  }

  /// Refuses a frame folder that holds the current folder (`-o .`, `-o ..`): the folder is
  /// replaced as a whole, which would leave the shell in a deleted folder.
  static func checkFrameFolder(_ path: String, option: String = "-o") throws {
    let destination = resolve(path).path
    let current = resolve(FileManager.default.currentDirectoryPath).path
    if current == destination || current.hasPrefix(destination == "/" ? "/" : destination + "/") {
      throw ValidationError("\(option) \(path) holds the current folder; a frame folder is replaced as a whole, so name a folder of its own (such as \(path == "." ? "" : path + "/")frames/)")
    }
  }
}

import ArgumentParser
import Foundation

/// Where an output path really leads, and what replacing it must keep.
enum OutputDestination {
  /// `path` made absolute with symbolic links followed: writing through a link replaces what
  /// it points to, as `cp` and the shell's `>` do, and leaves the link a link.
  static func resolve(_ path: String) -> URL {
    var url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    // resolvingSymlinksInPath leaves a link whose target does not exist yet as it is; the
    // output then replaced the link. Follow it by hand, as `>` and `cp` do (40 hops, as the
    // kernel's limit, so a loop ends).
    var hops = 0
    while hops < 40, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
      url = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
      url = url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent)
      hops += 1
    }
    return url
  }

  /// Whether `path` is a stream rather than a file: a device (`/dev/null`, `/dev/stdout`, a
  /// terminal), a named pipe or a socket, or anything under `/dev/` or `/proc/` (where
  /// `/dev/stdout` leads through `/proc/self/fd/1` to whatever standard output is). Such an
  /// output is written in place as it is: renaming a finished file over it, as files are
  /// written, replaced the device with a plain file (as root, `--report /dev/null` left an HTML
  /// file where `/dev/null` was). `/dev/shm`, a tmpfs for files, is the exception: there
  /// files and folders are written as anywhere else (QA: `-o /dev/shm/x.png` failed with "no
  /// such file or directory", and an existing file there was overwritten in place).
  static func isStream(_ path: String) -> Bool {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if (absolute.hasPrefix("/dev/") && !absolute.hasPrefix(Self.sharedMemoryFolder)) || absolute.hasPrefix("/proc/") { return true }
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// The folder of files under `/dev` (Linux's POSIX shared memory, a tmpfs).
  static let sharedMemoryFolder = "/dev/shm/"

  /// Whether `path` leads to this process's standard output (`/dev/stdout`, `/dev/fd/1`, or
  /// the file or pipe stdout is redirected to): the same device and inode as descriptor 1.
  static func isStandardOutput(_ path: String) -> Bool {
    var output = stat(), standardOutput = stat()
    guard stat(path, &output) == 0, fstat(STDOUT_FILENO, &standardOutput) == 0 else { return false }
    return output.st_dev == standardOutput.st_dev && output.st_ino == standardOutput.st_ino
  }

  /// " (its folder F is not writable)" when that is why writing `path` was refused: outputs are
  /// written beside the destination and renamed over it, so the folder's rights decide, and
  /// "cannot write out.gif: permission denied" sent people to a file that was writable (QA).
  static func unwritableFolderNote(for path: String) -> String {
    let folder = resolve(path).deletingLastPathComponent().path
    guard access(folder, F_OK) == 0, access(folder, W_OK) != 0 else { return "" }
    return " (its folder \(folder) is not writable)"
  }

  /// Throws unless `path` is an existing folder, saying which of the two it is not.
  static func ensureFolder(_ path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw AtomicOutput.Failure(description: "output folder \(path) does not exist; create it first (mkdir -p)")
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
    // attributesOfItem does not follow links: a link's own mode is 0777, never the file's.
    guard let attributes = try? fileManager.attributesOfItem(atPath: existing),
          attributes[.type] as? FileAttributeType != .typeSymbolicLink,
          let permissions = attributes[.posixPermissions] else { return }
    try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: replacement)
  }

  /// Refuses, before any work, an output file path that cannot be written in the end: an empty
  /// one, or one where a folder of that name already stands (renaming over it fails only after
  /// the whole render).
  static func checkFile(_ path: String, option: String = "-o", inputs: [String] = []) throws {
    if path.isEmpty { throw ValidationError("\(option) is empty: name the file to write") }
    // A trailing slash names a folder: `--report new/` wrote a file called "new" (QA).
    if path.hasSuffix("/") {
      throw ValidationError("\(option) \(path) ends in /, so it names a folder, not a file: name the file to write, in it or in its place")
    }
    // Links that lead round in a circle have no file at the end: writing replaced one of them
    // with a plain file.
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: resolve(path).path)) != nil {
      throw ValidationError("\(option) \(path) is a symbolic link that leads round in a loop (or through more than 40 links): name a file")
    }
    // An input given as the output too (a scene or PNG named .gif) was silently replaced by
    // the result. Compared as files (device and inode), so links and hard links count; an
    // output that does not exist yet cannot be an input.
    var outputInfo = stat()
    if stat(path, &outputInfo) == 0, let input = inputs.first(where: { input in
      var inputInfo = stat()
      return stat(input, &inputInfo) == 0 && inputInfo.st_dev == outputInfo.st_dev && inputInfo.st_ino == outputInfo.st_ino
    }) {
      throw ValidationError("\(option) \(path) is also an input (\(input)), which writing would destroy: name another file")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      let example = URL(fileURLWithPath: path).appendingPathComponent("out").appendingPathExtension((path as NSString).pathExtension)
      throw ValidationError("\(option) \(path) is a folder, not a file: name the file to write (such as \(example.path))")
    }
  }

  /// Refuses an output that would replace a file the scene reads (an image or a font), found
  /// only once the scene is loaded: a file output that is one of them, or a frame folder that
  /// holds one (QA: `-o a.png` over the scene's own `a.png` replaced it, exit 0).
  static func checkNotOverwriting(_ inputs: [String], output: String, isFolder: Bool, option: String = "-o") throws {
    if !isFolder {
      try checkFile(output, option: option, inputs: inputs)
      return
    }
    let folder = resolve(output).path
    if let input = inputs.first(where: { resolve($0).path.hasPrefix(folder == "/" ? "/" : folder + "/") }) {
      throw ValidationError("\(option) \(output) holds \(input), which the scene reads; a frame folder is replaced as a whole, so name another folder")
    }
  }

  /// Refuses a frame folder that holds the current folder (`-o .`, `-o ..`): the folder is
  /// replaced as a whole, which would leave the shell in a deleted folder.
  static func checkFrameFolder(_ path: String, option: String = "-o") throws {
    let destination = resolve(path).path
    let current = resolve(FileManager.default.currentDirectoryPath).path
    if current == destination || current.hasPrefix(destination == "/" ? "/" : destination + "/") {
      throw ValidationError("\(option) \(path) holds the current folder; a frame folder is replaced as a whole, so name a folder of its own (such as \(path == "." ? "" : path.hasSuffix("/") ? path : path + "/")frames/)")
    }
    // An existing file without an extension: refused here, as a folder named out.gif is by
    // checkFile, not later with another exit code (QA).
    var isFolder: ObjCBool = false
    if !isStream(path), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
      throw ValidationError("\(option) \(path) is a file, and a name without an extension is a folder of PNG frames: name a .gif or .png file, or a folder")
    }
  }
}

import ArgumentParser
import Foundation

/// Writes outputs so that a failure never leaves a broken file where a good one was:
/// everything goes to a temporary name in the destination's folder and is renamed into place.
enum AtomicOutput {
  /// Why an output could not be written.
  struct Failure: Swift.Error, CustomStringConvertible {
    var description: String
  }

  /// Refuses, before any work, an output file path that cannot be written in the end: an empty
  /// one, or one where a folder of that name already stands (renaming over it fails only after
  /// the whole render).
  static func checkFileDestination(_ path: String, option: String = "-o") throws {
    if path.isEmpty { throw ValidationError("\(option) is empty: name the file to write") }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      let example = URL(fileURLWithPath: path).appendingPathComponent("out").appendingPathExtension((path as NSString).pathExtension)
      throw ValidationError("\(option) \(path) is a folder, not a file: name the file to write (such as \(example.path))")
    }
  }

  /// Writes `bytes` to `path` atomically.
  static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    try ensureFolder(folder.path)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    TemporaryFiles.register(temporary.path)
    defer { TemporaryFiles.unregister(temporary.path) }
    do {
      try Data(bytes).write(to: temporary)
      // rename(2) replaces the destination in one step; FileManager.moveItem refuses to overwrite.
      guard rename(temporary.path, url.path) == 0 else {
        throw Failure(description: "cannot move the output into place at \(path): \(String(cString: strerror(errno)))")
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let failure = error as? Failure { throw failure }
      throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// Writes a PNG sequence into `directory`: files go to a temporary folder first, which then
  /// replaces the directory, so old and new frames never mix. Refuses to replace a folder that
  /// holds anything other than a previous frame sequence.
  /// `fill` writes the frames into the temporary folder it is given, so a long sequence streams
  /// to disk as frames are rendered instead of waiting in memory.
  static func writeFrameDirectory(to directory: String, _ fill: (URL) throws -> Void) throws {
    let fileManager = FileManager.default
    let url = URL(fileURLWithPath: directory).standardizedFileURL
    let parent = url.deletingLastPathComponent()
    try ensureFolder(parent.path)
    var isDirectory: ObjCBool = false
    let exists = fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists {
      guard isDirectory.boolValue else { throw Failure(description: "\(directory) exists and is not a directory") }
      let contents = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
      if let stranger = contents.first(where: { !isFrameFileName($0) }) {
        throw Failure(description: "refusing to replace \(directory): it holds \"\(stranger)\", which is not a Flipbook frame (NNNN.png)")
      }
    }
    let temporary = parent.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    try? fileManager.removeItem(at: temporary)
    TemporaryFiles.register(temporary.path)
    defer { TemporaryFiles.unregister(temporary.path) }
    do {
      try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
      try fill(temporary)
      if exists {
        let old = parent.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).old")
        try? fileManager.removeItem(at: old)
        guard rename(url.path, old.path) == 0 else { throw Failure(description: "cannot replace \(directory)") }
        guard rename(temporary.path, url.path) == 0 else {
          _ = rename(old.path, url.path)  // put the previous frames back
          throw Failure(description: "cannot move the frames into \(directory)")
        }
        try? fileManager.removeItem(at: old)
      } else {
        guard rename(temporary.path, url.path) == 0 else { throw Failure(description: "cannot move the frames into \(directory)") }
      }
    } catch {
      try? fileManager.removeItem(at: temporary)
      if let failure = error as? Failure { throw failure }
      throw Failure(description: "cannot write frames to \(directory): \(error.localizedDescription)")
    }
  }

  /// `0000.png`, `0001.png`, …
  static func isFrameFileName(_ name: String) -> Bool {
    guard name.hasSuffix(".png") else { return false }
    let stem = name.dropLast(4)
    return !stem.isEmpty && stem.allSatisfy(\.isNumber)
  }

  private static func ensureFolder(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Failure(description: "output folder \(path) does not exist")
    }
  }
}

import ArgumentParser
import Foundation
import Raster

/// Writes outputs so that a failure never leaves a broken file where a good one was:
/// everything goes to a temporary name in the destination's folder and is renamed into place.
enum AtomicOutput {
  /// Why an output could not be written.
  struct Failure: Swift.Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `bytes` to `path` atomically; a device or pipe (`OutputDestination.isStream`) is
  /// written in place.
  static func write(_ bytes: [UInt8], to path: String) throws {
    if OutputDestination.isStream(path) {
      do {
        try PlainFileWrite.write(bytes, to: path, creating: false)
      } catch {
        throw Failure(description: "cannot write \(path): \(FileErrorText.describe(error))")
      }
      return
    }
    let url = OutputDestination.resolve(path)
    let folder = url.deletingLastPathComponent()
    try OutputDestination.ensureFolder(folder.path)
    TemporarySibling.removeStale(beside: url)
    let temporary = TemporarySibling.url(for: url)
    TemporaryFiles.register(temporary.path)
    defer { TemporaryFiles.unregister(temporary.path) }
    do {
      try PlainFileWrite.write(bytes, to: temporary.path)
      OutputDestination.keepPermissions(of: url.path, on: temporary.path)
      // rename(2) replaces the destination in one step; FileManager.moveItem refuses to overwrite.
      try TemporaryFiles.committing {
        guard rename(temporary.path, url.path) == 0 else {
          throw Failure(description: "cannot move the output into place at \(path): \(FileErrorText.describe(posixCode: errno))")
        }
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let failure = error as? Failure { throw failure }
      throw Failure(description: "cannot write \(path): \(FileErrorText.describe(error))\(OutputDestination.unwritableFolderNote(for: path))")
    }
  }

  /// Writes a PNG sequence into `directory`: files go to a temporary folder first, which then
  /// replaces the directory, so old and new frames never mix. Refuses to replace a folder that
  /// holds anything other than a previous frame sequence.
  /// `fill` writes the frames into the temporary folder it is given, so a long sequence streams
  /// to disk as frames are rendered instead of waiting in memory.
  static func writeFrameDirectory(to directory: String, _ fill: (URL) throws -> Void) throws {
    if OutputDestination.isStream(directory) {
      // "-o /dev/nul" (a typo) would make a folder of frames among the devices.
      throw Failure(description: "\(directory) is a device or pipe, and a name without an extension is a folder of PNG frames")
    }
    let fileManager = FileManager.default
    let url = OutputDestination.resolve(directory)
    let parent = url.deletingLastPathComponent()
    try OutputDestination.ensureFolder(parent.path)
    var isDirectory: ObjCBool = false
    let exists = fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists {
      guard isDirectory.boolValue else { throw Failure(description: "\(directory) exists and is not a directory") }
      let contents = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
      if let stranger = contents.first(where: { !isFrameFileName($0) && !isDisposableMetadata($0) }) {
        throw Failure(description: "refusing to replace \(directory): it holds \"\(stranger)\", which is not a Flipbook frame (NNNN.png)")
      }
      // By name alone, a folder called 0001.png (or .DS_Store) passed, and replacing the frames
      // deleted it with everything inside (QA).
      if let folder = contents.first(where: { isFolder(url.appendingPathComponent($0).path) }) {
        throw Failure(description: "refusing to replace \(directory): \"\(folder)\" in it is a folder, not a Flipbook frame (NNNN.png)")
      }
    }
    TemporarySibling.removeStale(beside: url)
    let temporary = TemporarySibling.url(for: url)
    try? fileManager.removeItem(at: temporary)
    TemporaryFiles.register(temporary.path)
    defer { TemporaryFiles.unregister(temporary.path) }
    do {
      try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
      try fill(temporary)
      // The old folder moves aside, the new one in, and the old one goes, with no interruption
      // cleanup in between (TemporaryFiles.committing): one of the two complete folders stays.
      try TemporaryFiles.committing {
        if exists {
          OutputDestination.keepPermissions(of: url.path, on: temporary.path)
          let old = TemporarySibling.url(for: url, kind: "old")
          TemporarySibling.removeTree(old)
          guard rename(url.path, old.path) == 0 else { throw Failure(description: "cannot replace \(directory): \(Self.renameProblem())") }
          Self.pauseBetweenRenamesForTests()
          guard rename(temporary.path, url.path) == 0 else {
            let problem = Self.renameProblem()
            _ = rename(old.path, url.path)  // put the previous frames back
            throw Failure(description: "cannot move the frames into \(directory): \(problem)")
          }
          if !TemporarySibling.removeTree(old) {
            Console.error("warning: the previous frames of \(directory) could not be removed; they are in \(old.path)")
          }
        } else {
          guard rename(temporary.path, url.path) == 0 else { throw Failure(description: "cannot move the frames into \(directory): \(Self.renameProblem())") }
        }
      }
    } catch {
      try? fileManager.removeItem(at: temporary)
      if let failure = error as? Failure { throw failure }
      throw Failure(description: "cannot write frames to \(directory): \(FileErrorText.describe(error))")
    }
  }

  /// Sleeps `FLIPBOOK_TEST_COMMIT_PAUSE_MS` milliseconds (at most 10 s) between moving the old
  /// frame folder aside and the new one in, where no folder has the output's name: the moment
  /// a signal must not be let in, which a test can then hit every time (InterruptTests). Unset,
  /// as anywhere but in that test, it does nothing.
  private static func pauseBetweenRenamesForTests() {
    guard let text = ProcessInfo.processInfo.environment["FLIPBOOK_TEST_COMMIT_PAUSE_MS"], let milliseconds = UInt32(text) else { return }
    usleep(min(milliseconds, 10_000) * 1000)
  }

  /// Why the last `rename` failed, in words: the loser of two renders into one folder said
  /// only "cannot move the frames" (QA). Another process filling the folder first is the usual
  /// cause of a folder that appeared in the meantime.
  static func renameProblem() -> String {
    let code = errno
    let reason = FileErrorText.describe(posixCode: code)
    return code == ENOTEMPTY || code == EEXIST ? "\(reason) (another render wrote it at the same time?)" : reason
  }

  /// `0000.png`, `0001.png`, … — at least four digits, as `render` names frames (`12.png` is
  /// someone else's file, and a folder holding it is not replaced).
  static func isFrameFileName(_ name: String) -> Bool {
    guard name.hasSuffix(".png") else { return false }
    let stem = name.dropLast(4)
    return stem.count >= 4 && stem.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether `path` is a folder itself (a symbolic link to one is not: replacing the frames
  /// removes the link, not what it points to).
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Files the system makes on its own in any folder it shows (Finder's `.DS_Store`): they do
  /// not stop a frame folder from being replaced.
  static func isDisposableMetadata(_ name: String) -> Bool {
    name == ".DS_Store"
  }

}

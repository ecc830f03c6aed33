import Encode
import Foundation

/// A GIF written as it is encoded, to a temporary file beside the destination that is renamed
/// into place only when complete, so a failed or interrupted render never leaves half a GIF
/// where a good one was (the same promise as `AtomicOutput`, without holding the bytes).
final class GIFOutputFile {
  let destination: String
  let temporaryPath: String
  let handle: FileHandle
  private var committed = false

  /// Whether the GIF goes straight to a device or pipe (`OutputDestination.isStream`), with
  /// no temporary file: what was written stays written if the encoding fails.
  let isStream: Bool

  /// Creates the temporary file; throws if the destination's folder is missing.
  init(destination: String) throws {
    isStream = OutputDestination.isStream(destination)
    if isStream {
      self.destination = destination
      temporaryPath = destination
      let descriptor = open(destination, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw AtomicOutput.Failure(description: "cannot write \(destination): \(String(cString: strerror(errno)).lowercased())")
      }
      handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      return
    }
    let url = OutputDestination.resolve(destination)
    let folder = url.deletingLastPathComponent()
    try OutputDestination.ensureFolder(folder.path)
    self.destination = url.path
    TemporarySibling.removeStale(beside: url)
    temporaryPath = TemporarySibling.url(for: url).path
    TemporaryFiles.register(temporaryPath)
    // open(2) directly: FileManager.createFile writes an empty file atomically, through a
    // second temporary file and a rename, which is a millisecond of a 0.1 s render.
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)  // less the umask, as any new file
    guard descriptor >= 0 else {
      // Named as the user wrote it: the temporary's name is ours, the folder's rights are theirs.
      let reason = String(cString: strerror(errno)).lowercased()
      TemporaryFiles.unregister(temporaryPath)
      throw AtomicOutput.Failure(description: "cannot write \(destination): \(reason)")
    }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// The message for `error`, thrown while writing to `output`: a failed write names the output
  /// ("cannot write out.gif: no space left on device"; the temporary beside it is removed, what
  /// stood there is kept), anything else describes itself.
  static func failureMessage(_ error: any Error, output: String) -> String {
    if case EncodeError.writeFailed(let reason) = error { return "cannot write \(output): \(reason)" }
    return String(describing: error)
  }

  /// A sink that appends to the temporary file.
  var sink: GIFFileHandleSink { GIFFileHandleSink(handle: handle) }

  /// Closes the file and renames it over the destination.
  func commit() throws {
    try handle.close()
    if isStream {
      committed = true
      return
    }
    OutputDestination.keepPermissions(of: destination, on: temporaryPath)
    guard rename(temporaryPath, destination) == 0 else {
      throw AtomicOutput.Failure(description: "cannot move the output into place at \(destination): \(String(cString: strerror(errno)))")
    }
    committed = true
    TemporaryFiles.unregister(temporaryPath)
  }

  deinit {
    if !committed, isStream {
      try? handle.close()
    } else if !committed {
      try? handle.close()
      try? FileManager.default.removeItem(atPath: temporaryPath)
      TemporaryFiles.unregister(temporaryPath)
    }
  }
}

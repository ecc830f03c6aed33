import ArgumentParser
import Encode
import Foundation
import Raster

/// A GIF written as it is encoded, to a temporary file beside the destination that is renamed
/// into place only when complete, so a failed or interrupted render never leaves half a GIF
/// where a good one was (the same promise as `AtomicOutput`, without holding the bytes).
final class GIFOutputFile {
  let destination: String
  /// The file written to: the temporary, or for a stream the destination itself.
  let writtenPath: String
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
      writtenPath = destination
    } else {
      let url = OutputDestination.resolve(destination)
      let folder = url.deletingLastPathComponent()
      try OutputDestination.ensureFolder(folder.path)
      self.destination = url.path
      TemporarySibling.removeStale(beside: url)
      writtenPath = TemporarySibling.url(for: url).path
      TemporaryFiles.register(writtenPath)
    }
    // open(2) directly: FileManager.createFile writes an empty file atomically, through a
    // second temporary file and a rename, which is a millisecond of a 0.1 s render. A stream
    // is never created (a typo under /dev/ would leave a plain file there) nor truncated.
    let flags = isStream ? O_WRONLY | O_CLOEXEC : O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
    let descriptor = open(writtenPath, flags, 0o666)  // less the umask, as any new file
    guard descriptor >= 0 else {
      // Named as the user wrote it: the temporary's name is ours, the folder's rights are theirs.
      let reason = FileErrorText.describe(posixCode: errno)
      if !isStream { TemporaryFiles.unregister(writtenPath) }
      let note = isStream ? "" : OutputDestination.unwritableFolderNote(for: destination)
      throw AtomicOutput.Failure(description: "cannot write \(destination): \(reason)\(note)")
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

  /// Reports a command's failure to write `output` and returns the exit status: waits for an
  /// interruption that caused it (the signal ends the process), ends quietly by SIGPIPE when
  /// `output` is standard output and its reader has left (`render -o /dev/stdout | head`, as
  /// a Unix filter and `sample` end; it printed "broken pipe" and exited 1, QA), else says why.
  static func reportFailure(_ error: any Error, output: String) -> ExitCode {
    TemporaryFiles.waitIfInterrupted()
    if OutputDestination.isStandardOutput(output), StandardStream.readerHasLeft(STDOUT_FILENO) {
      TemporaryFiles.removeAll()
      TemporaryFiles.endBy(SIGPIPE)
    }
    Console.error(failureMessage(error, output: output))
    return ExitStatus.failure
  }

  /// A sink that appends to the temporary file.
  var sink: GIFFileHandleSink { GIFFileHandleSink(handle: handle) }

  /// Closes the file and renames it over the destination (a stream is only closed).
  func commit() throws {
    try handle.close()
    if !isStream {
      OutputDestination.keepPermissions(of: destination, on: writtenPath)
      try TemporaryFiles.committing {
        guard rename(writtenPath, destination) == 0 else {
          throw AtomicOutput.Failure(description: "cannot move the output into place at \(destination): \(FileErrorText.describe(posixCode: errno))")
        }
        TemporaryFiles.unregister(writtenPath)
      }
    }
    committed = true
  }

  deinit {
    guard !committed else { return }
    try? handle.close()
    guard !isStream else { return }
    try? FileManager.default.removeItem(atPath: writtenPath)
    TemporaryFiles.unregister(writtenPath)
  }
}

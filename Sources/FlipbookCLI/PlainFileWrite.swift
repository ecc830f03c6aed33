import Foundation

/// Writes a new file with open(2)/write(2), so a failure carries its errno: Foundation's
/// `Data.write(to:)` reports a file-size limit (EFBIG, `ulimit -f`) as "The operation could not
/// be completed. (NSCocoaErrorDomain error 512.)", where this gives "file too large" through
/// `FileErrorText`.
enum PlainFileWrite {
  /// Creates or truncates `path` (mode 0666 less the umask, as any new file) and writes `bytes`.
  ///
  /// - Throws: `POSIXError` with the failing call's errno.
  /// With `creating` false the file must exist and is not truncated: a device or a pipe
  /// (`OutputDestination.isStream`), where creating would leave a plain file in `/dev`.
  static func write(_ bytes: [UInt8], to path: String, creating: Bool = true) throws {
    let descriptor = open(path, creating ? O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC : O_WRONLY | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw Self.lastError() }
    if let failure = StandardStream.write(bytes, to: descriptor) {
      close(descriptor)
      throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
    }
    // close(2) can report a delayed write error (NFS, a full disk on some file systems).
    guard close(descriptor) == 0 else { throw Self.lastError() }
  }

  private static func lastError() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}

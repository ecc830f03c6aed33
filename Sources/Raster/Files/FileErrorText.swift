import Foundation

/// Plain words for a file-system error. Foundation on Linux describes many of them only as
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)"; the POSIX error
/// underneath says what happened ("permission denied", "not a directory").
///
/// It lives in Raster because that is the lowest module both the golden checker and the
/// command-line tool build on.
public enum FileErrorText {
  /// `error` as a short lowercase phrase, such as "no such file or directory".
  public static func describe(_ error: any Error) -> String {
    // Errors of Swift types (Flipbook's own) describe themselves; only Foundation's need help.
    let isFoundationError = error is CocoaError || error is POSIXError || type(of: error) is NSError.Type
    if !isFoundationError, let described = error as? CustomStringConvertible { return described.description }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return describe(posixCode: Int32(nsError.code)) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return describe(posixCode: Int32(underlying.code))
    }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
      case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "no space left on device"
      case .fileWriteVolumeReadOnly: return "read-only file system"
      case .fileWriteFileExists: return "something of that name is in the way"
      default: break
      }
    }
    return nsError.localizedDescription
  }

  /// A POSIX error number (`errno`) as a short lowercase phrase, such as "directory not empty".
  public static func describe(posixCode code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}

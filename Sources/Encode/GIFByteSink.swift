import Foundation
import Raster

/// Where a `GIFStreamWriter` puts its bytes, in order, as they are produced.
public protocol GIFByteSink {
  /// Appends `bytes` to the output.
  mutating func write(_ bytes: [UInt8]) throws(EncodeError)
}

/// Collects the GIF in memory.
public struct GIFByteArraySink: GIFByteSink, Sendable {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  public mutating func write(_ bytes: [UInt8]) throws(EncodeError) { self.bytes.append(contentsOf: bytes) }
}

/// Writes the GIF to an open file handle (the caller opens, and closes or renames, the file).
public struct GIFFileHandleSink: GIFByteSink {
  /// The handle written to.
  public let handle: FileHandle
  /// Bytes written so far (a pipe has no offset to ask).
  public private(set) var bytesWritten = 0

  /// Writes to `handle` from its current position.
  public init(handle: FileHandle) { self.handle = handle }

  public mutating func write(_ bytes: [UInt8]) throws(EncodeError) {
    do {
      try handle.write(contentsOf: bytes)
      bytesWritten += bytes.count
    } catch {
      // Foundation's text for a full disk is "Error Domain=NSCocoaErrorDomain Code=640 …".
      throw .writeFailed(FileErrorText.describe(error))
    }
  }
}

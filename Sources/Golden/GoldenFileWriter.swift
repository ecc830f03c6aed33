import Foundation
import Raster

/// Writes goldens, artifacts and reports. The command-line tool passes its own atomic writer
/// (so interrupted runs clean up after themselves); the default writes to a temporary file
/// beside the destination and renames it into place, so a reader never sees half a PNG.
public struct GoldenFileWriter: Sendable {
  /// Writes `bytes` to `path`, whose folder exists.
  public var write: @Sendable (_ bytes: [UInt8], _ path: String) throws -> Void

  /// A writer that calls `write`.
  public init(write: @escaping @Sendable (_ bytes: [UInt8], _ path: String) throws -> Void) {
    self.write = write
  }

  /// Foundation's atomic write (temporary file in the same folder, then rename).
  public static let atomic = GoldenFileWriter { bytes, path in
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// Creates the folders leading to `path`, then writes it; failures name the file.
  public func writeCreatingFolders(_ bytes: [UInt8], to path: String) throws(GoldenError) {
    let folder = PathText.parent(of: path)
    if let file = Self.fileInTheWay(of: folder) {
      // Foundation reports this only as "NSCocoaErrorDomain error 512".
      throw .cannotWrite(file: path, reason: "\(file) is a file, not a folder")
    }
    do {
      if !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try write(bytes, path)
    } catch {
      // A writer's own message may name the file already ("cannot write g/0045.png: …").
      let described = FileErrorText.describe(error)
      let prefix = "cannot write \(path): "
      throw .cannotWrite(file: path, reason: described.hasPrefix(prefix) ? String(described.dropFirst(prefix.count)) : described)
    }
  }

  /// The nearest existing part of `folder`'s path, when that is a file rather than a folder.
  static func fileInTheWay(of folder: String) -> String? {
    var candidate = folder
    while !candidate.isEmpty && candidate != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : candidate
      }
      let parent = PathText.parent(of: candidate)
      if parent == candidate { return nil }
      candidate = parent
    }
    return nil
  }
}

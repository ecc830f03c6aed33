import Foundation
import Raster

/// A folder of goldens for one scene: `NNNN.png` per 60 fps frame (the frame index, at least
/// four digits — the names `flipbook render -o DIR/` gives), an optional `golden.json` with the
/// scene's tolerance, and an optional `gif-timing.json` with the GIF's frame delays.
public struct GoldenDirectory: Sendable {
  /// The folder's path as given.
  public let path: String

  /// A golden folder at `path` (which need not exist yet).
  public init(path: String) {
    self.path = path
  }

  /// `0045.png` for frame 45: at least four digits, more when the scene has more than 10000
  /// frames (`00045.png` in a scene of 12000), exactly as `flipbook render -o DIR/` names them.
  /// `frameCount` 0 means "not known": four digits.
  public static func fileName(frameIndex: Int, frameCount: Int = 0) -> String {
    let digits = max(4, String(max(0, frameCount - 1)).count)
    let number = String(frameIndex)
    return String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
  }

  /// The frame index a golden file name stands for, or nil when it is not one.
  public static func frameIndex(fileName: String) -> Int? {
    guard fileName.hasSuffix(".png") else { return nil }
    let stem = fileName.dropLast(4)
    guard stem.count >= 4, stem.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(stem)
  }

  /// Path of the golden for frame `frameIndex` of a scene of `frameCount` frames.
  public func goldenPath(frameIndex: Int, frameCount: Int = 0) -> String {
    file(Self.fileName(frameIndex: frameIndex, frameCount: frameCount))
  }

  /// Path of a file inside the folder.
  public func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Whether the folder exists.
  public var exists: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The frame indices of the goldens in the folder, ascending; empty when the folder does not
  /// exist. Any other file (except hidden ones and the two JSON files) is an error, and so is a
  /// golden for a frame the scene does not have — a golden nobody checks is a false promise.
  public func frameIndices(frameCount: Int) throws(GoldenError) -> [Int] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { throw .unreadableDirectory(file: path, reason: "is not a folder of goldens") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw .unreadableDirectory(file: path, reason: "cannot list the folder: \(FileErrorText.describe(error))")
    }
    var indices: [Int] = []
    var problems: [GoldenError] = []
    for name in names where !name.hasPrefix(".") && name != GoldenConfiguration.fileName && name != GIFTiming.fileName {
      guard let index = Self.frameIndex(fileName: name) else { problems.append(.unexpectedFile(file: file(name))); continue }
      guard index < frameCount else { problems.append(.frameOutOfRange(file: file(name), frameIndex: index, frameCount: frameCount)); continue }
      // One name per frame: `00007.png` beside `0007.png` would be a second golden for frame 7,
      // and only one of them could ever be checked.
      let expected = Self.fileName(frameIndex: index, frameCount: frameCount)
      guard name == expected else { problems.append(.misnamedGolden(file: file(name), expected: expected)); continue }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file(name), isDirectory: &isFolder), isFolder.boolValue {
        problems.append(.unreadableGolden(file: file(name), reason: "is a folder, not a PNG file"))
        continue
      }
      indices.append(index)
    }
    if problems.count == 1 { throw problems[0] }
    if !problems.isEmpty { throw .several(problems) }
    return indices.sorted()
  }

  /// The golden PNG at `goldenPath`, or nil when there is none.
  func golden(at goldenPath: String) throws(GoldenError) -> PixelBuffer? {
    guard let bytes = try Self.readIfPresent(goldenPath) else { return nil }
    // Said plainly: libpng's own words for a text file are "read beyond end of data".
    guard bytes.starts(with: PNGChunkCheck.signature) else {
      throw .unreadableGolden(file: goldenPath, reason: "not a PNG file (it does not start with the PNG signature)")
    }
    do {
      return try PixelBuffer(pngData: bytes)
    } catch {
      throw .unreadableGolden(file: goldenPath, reason: error.description)
    }
  }

  /// The folder's `golden.json`, or an empty configuration when there is none.
  public func configuration() throws(GoldenError) -> GoldenConfiguration {
    let configurationPath = file(GoldenConfiguration.fileName)
    guard let bytes = try Self.readIfPresent(configurationPath) else { return GoldenConfiguration() }
    return try GoldenConfiguration(json: bytes, file: configurationPath)
  }

  /// The folder's `gif-timing.json`, or nil when there is none.
  public func gifTiming() throws(GoldenError) -> GIFTiming? {
    let timingPath = file(GIFTiming.fileName)
    guard let bytes = try Self.readIfPresent(timingPath) else { return nil }
    return try GIFTiming(json: bytes, file: timingPath)
  }

  static func readIfPresent(_ path: String) throws(GoldenError) -> [UInt8]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    // Foundation's message for reading a folder is "NSCocoaErrorDomain error 256".
    if isFolder.boolValue { throw .unreadableGolden(file: path, reason: "is a folder, not a file") }
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .unreadableGolden(file: path, reason: FileErrorText.describe(error))
    }
  }
}

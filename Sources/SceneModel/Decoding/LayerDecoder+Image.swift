import Foundation
import Timing

/// Image layers: a PNG, JPEG or GIF file next to the scene, placed by `contentsGravity`.
extension LayerDecoder {
  static let imageKeys = ["contents", "contentsGravity", "contentsScale"]
  /// CALayer gravity names, plus UIView.contentMode's names for the three scaling modes.
  static let gravityNames: [(String, ContentsGravity)] = ContentsGravity.allCases.map { ($0.rawValue, $0) }
    + [("scaleToFill", .resize), ("scaleAspectFit", .resizeAspect), ("scaleAspectFill", .resizeAspectFill)]

  /// Resolves and checks the file now, so a missing or hostile image is a scene error with its
  /// JSON path, not a failure halfway through a render.
  func decodeImage(_ reader: inout ObjectReader, path: String) -> ImageSource? {
    let gravity = reader.node("contentsGravity").flatMap {
      context.keyword($0, path: reader.memberPath("contentsGravity"), table: Self.gravityNames)
    } ?? .resize
    let scale = reader.node("contentsScale").flatMap {
      context.number($0, path: reader.memberPath("contentsScale"), in: 0.01...100, rangeText: "between 0.01 and 100")
    } ?? 1
    guard let node = reader.node("contents") else {
      context.error(JSONPath.member(path, "contents"), "is required: an image file (.png, .jpg, .gif) relative to the scene", at: reader.node)
      return nil
    }
    let contentsPath = reader.memberPath("contents")
    guard let name = ValueReader.string(node, path: contentsPath, context: context) else { return nil }
    let resolved: String
    switch scene.resolveFile(name) {
    case .found(let file):
      resolved = file
    case .notFound(let tried):
      context.error(contentsPath, "image file \"\(name)\" not found; tried \(tried.joined(separator: ", "))", at: node)
      return nil
    case .outsideRoot(let outside):
      context.error(contentsPath, "image file \"\(name)\" is outside the allowed root (--root \(scene.resourceRoot ?? "")): it is \(outside)", at: node)
      return nil
    case .notAFile(let file, let kind):
      context.error(contentsPath, "cannot read image file \(file): it is \(kind), not an image file", at: node)
      return nil
    case .impossibleName:
      context.error(contentsPath, "image file name holds a NUL character (\\u0000), which no file name can", at: node)
      return nil
    }
    // A compressed image over 256 MiB could not be within the pixel limits anyway; refuse it unread.
    let maximumFileBytes = 256 * 1024 * 1024
    if let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? Int, size > maximumFileBytes {
      context.error(contentsPath, "image file \(resolved) is \(size) bytes; image files are limited to \(maximumFileBytes) bytes", at: node)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: resolved) else {
      // Say why: a folder (QA: "contents": "." said only "cannot read"), or no permission.
      var isFolder: ObjCBool = false
      let why = FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) && isFolder.boolValue
        ? ": it is a folder, not an image file"
        : (FileManager.default.isReadableFile(atPath: resolved) ? "" : ": permission denied")
      context.error(contentsPath, "cannot read image file \(resolved)\(why)", at: node)
      return nil
    }
    switch ImageFileInfo.read([UInt8](data)) {
    case .failure(let error):
      context.error(contentsPath, "\(resolved): \(error.description)", at: node)
      return nil
    case .success(let info):
      guard imageIsUsable(resolved, named: name, format: info.format, path: contentsPath, node: node) else { return nil }
      let timeline = info.gifDelaysCentiseconds.count > 1
        ? GIFTimeline(delaysCentiseconds: info.gifDelaysCentiseconds, loopCount: info.gifLoopCount) : nil
      return ImageSource(file: resolved, format: info.format, widthPixels: info.widthPixels, heightPixels: info.heightPixels,
                         gravity: gravity, contentsScale: scale, animation: timeline)
    }
  }
}

import Foundation
import Raster
import SceneModel

/// The fonts and images of a scene, opened while the scene is decoded: the `ResourceInspector`
/// a `SceneLoader` is given, so a damaged file is a scene error with its JSON path and line,
/// reported with every other problem (and `validate` finds what `render` would trip on).
///
/// What it loads is kept: hand `fonts` and `images` to `FrameRenderer(scene:fonts:images:)` so
/// nothing is opened or decoded a second time. Decoding a scene's images here costs what
/// rendering would have cost anyway; only `validate` pays for pixels it does not draw.
public final class SceneAssets: ResourceInspector, @unchecked Sendable {
  // Decoding calls the inspector from one thread; the lock keeps it safe if that ever changes.
  private let lock = NSLock()
  private var fontsByFile: [String: Font] = [:]
  private var fontFailures: [String: String] = [:]
  private var framesByFile: [String: [RasterImage]] = [:]
  private var imageFailures: [String: String] = [:]

  /// Creates an empty set of assets.
  public init() {}

  /// The fonts loaded so far, for `TextPreparation` and `FrameRenderer`.
  public var fonts: FontCache {
    lock.lock()
    defer { lock.unlock() }
    return FontCache(fontsByFile: fontsByFile)
  }

  /// The images decoded so far, for `FrameRenderer`.
  public var images: ImageCache {
    lock.lock()
    defer { lock.unlock() }
    return ImageCache(framesByFile: framesByFile)
  }

  /// Every font and image file the scene named, opened or not: what writing an output must
  /// not replace.
  public var files: [String] {
    lock.lock()
    defer { lock.unlock() }
    return Set(fontsByFile.keys).union(fontFailures.keys).union(framesByFile.keys).union(imageFailures.keys).sorted()
  }

  public func problem(withFont file: String) -> String? {
    remembered(file, in: &fontsByFile, failures: &fontFailures) { FontCache.load($0) }
  }

  public func problem(withImage file: String, format: ImageFormat) -> String? {
    remembered(file, in: &framesByFile, failures: &imageFailures) { ImageCache.decode($0, format: format) }
  }

  /// Loads `file` once, keeping what it gave or why it failed, and answers with the failure.
  private func remembered<Loaded, Failure: Error & CustomStringConvertible>(
    _ file: String, in loaded: inout [String: Loaded], failures: inout [String: String],
    load: (String) -> Result<Loaded, Failure>
  ) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if loaded[file] != nil { return nil }
    if let failure = failures[file] { return failure }
    switch load(file) {
    case .success(let value):
      loaded[file] = value
      return nil
    case .failure(let failure):
      failures[file] = failure.description
      return failure.description
    }
  }
}

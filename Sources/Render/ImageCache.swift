import Foundation
import Raster
import SceneModel

/// Decodes each image file a scene uses once, up front (every frame of an animated GIF), so
/// frames never touch the file system and a broken file is reported before rendering starts.
struct ImageCache: @unchecked Sendable {
  // Written only in init; afterwards read-only, so sharing across threads is safe.
  private let framesByFile: [String: [RasterImage]]

  init(scene: Scene) throws(RenderError) {
    var images: [String: [RasterImage]] = [:]
    func visit(_ layer: Layer) throws(RenderError) {
      if case .image(let source) = layer.content, images[source.file] == nil {
        do {
          images[source.file] = try Self.decode(source).map(RasterImage.init)
        } catch {
          throw .imageUnavailable(layerPath: layer.path, file: source.file, reason: error.description)
        }
      }
      for child in layer.children { try visit(child) }
    }
    for layer in scene.layers { try visit(layer) }
    framesByFile = images
  }

  /// The bitmap an image layer shows at `frameIndex` (0 for still images).
  func image(for source: ImageSource, frameIndex: Int) -> RasterImage? {
    guard let frames = framesByFile[source.file], !frames.isEmpty else { return nil }
    return frames[min(max(frameIndex, 0), frames.count - 1)]
  }

  private struct DecodeFailure: Swift.Error, CustomStringConvertible { var description: String }

  /// The file's frames as straight-alpha buffers. The scene decoder has already checked the
  /// header's dimensions, so nothing here can be asked to allocate a decompression bomb.
  private static func decode(_ source: ImageSource) throws(DecodeFailure) -> [PixelBuffer] {
    guard let data = FileManager.default.contents(atPath: source.file) else { throw DecodeFailure(description: "cannot read the file") }
    let bytes = [UInt8](data)
    do {
      switch source.format {
      case .png: return [try PixelBuffer(pngData: bytes)]
      case .jpeg: return [try PixelBuffer(jpegData: bytes)]
      case .gif: return try GIFDecoder.decode(bytes).frames.map(\.image)
      }
    } catch let error as RasterError {
      throw DecodeFailure(description: error.description)
    } catch let error as GIFDecodeError {
      throw DecodeFailure(description: error.description)
    } catch {
      throw DecodeFailure(description: "\(error)")
    }
  }
}

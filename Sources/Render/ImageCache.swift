import Foundation
import Raster
import SceneModel

/// Decodes each image file a scene uses once, up front (every frame of an animated GIF), so
/// frames never touch the file system and a broken file is reported before rendering starts.
public struct ImageCache: @unchecked Sendable {
  // Written only in init; afterwards read-only, so sharing across threads is safe.
  private let framesByFile: [String: [RasterImage]]

  /// Decodes every image file `scene`'s image layers name; files that `decoded` already holds
  /// (decoded while the scene was validated, by `SceneAssets`) are taken from it.
  public init(scene: Scene, reusing decoded: ImageCache? = nil) throws(RenderError) {
    var images: [String: [RasterImage]] = [:]
    func visit(_ layer: Layer) throws(RenderError) {
      if case .image(let source) = layer.content, images[source.file] == nil {
        if let frames = decoded?.framesByFile[source.file] {
          images[source.file] = frames
        } else {
          switch Self.decode(source.file, format: source.format) {
          case .success(let frames): images[source.file] = frames
          case .failure(let failure): throw .imageUnavailable(layerPath: layer.path, file: source.file, reason: failure.description)
          }
        }
      }
      for child in layer.children { try visit(child) }
    }
    for layer in scene.layers { try visit(layer) }
    framesByFile = images
  }

  init(framesByFile: [String: [RasterImage]]) {
    self.framesByFile = framesByFile
  }

  /// The bitmap an image layer shows at `frameIndex` (0 for still images).
  func image(for source: ImageSource, frameIndex: Int) -> RasterImage? {
    guard let frames = framesByFile[source.file], !frames.isEmpty else { return nil }
    return frames[min(max(frameIndex, 0), frames.count - 1)]
  }

  /// Why a file could not be decoded, in words for people (without the file's name).
  struct DecodeFailure: Swift.Error, CustomStringConvertible { var description: String }

  /// The file's frames prepared for drawing. The scene decoder has already checked the
  /// header's dimensions, so nothing here can be asked to allocate a decompression bomb.
  static func decode(_ file: String, format: ImageFormat) -> Result<[RasterImage], DecodeFailure> {
    guard let data = FileManager.default.contents(atPath: file) else { return .failure(DecodeFailure(description: "cannot read the file")) }
    let bytes = [UInt8](data)
    do {
      let buffers: [PixelBuffer]
      switch format {
      case .png:
        // libpng decodes a file that ends after its image data without complaint; `encode`
        // refuses such a frame as cut short, and so does a scene (QA: one was "valid" here).
        if let problem = PNGChunkCheck.problem(in: bytes) { return .failure(DecodeFailure(description: "damaged PNG: \(problem)")) }
        buffers = [try PixelBuffer(pngData: bytes)]
      // Upright, at the size the scene was given (`JPEGHeaderScanner`), as UIImage shows a photo.
      case .jpeg: buffers = [try PixelBuffer(jpegData: bytes).oriented(exifOrientation: EXIFOrientation.ofJPEG(bytes))]
      case .gif: buffers = try GIFDecoder.decode(bytes).frames.map(\.image)
      }
      return .success(buffers.map(RasterImage.init))
    } catch let error as RasterError {
      // The message follows the file's name: "damaged PNG: …", not "cannot decode PNG: …" again.
      switch error {
      case .pngDecodeFailed(let reason): return .failure(DecodeFailure(description: "damaged PNG: \(reason)"))
      case .jpegDecodeFailed(let reason): return .failure(DecodeFailure(description: "damaged JPEG: \(reason)"))
      default: return .failure(DecodeFailure(description: error.description))
      }
    } catch let error as GIFDecodeError {
      return .failure(DecodeFailure(description: error.description))
    } catch {
      return .failure(DecodeFailure(description: "\(error)"))
    }
  }
}

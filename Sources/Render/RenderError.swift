import Raster

/// Why a frame could not be rendered.
public enum RenderError: Swift.Error, CustomStringConvertible {
  /// A font file named by a text layer failed to load.
  case fontUnavailable(layerPath: String, file: String, reason: String)
  /// An image file named by an image layer could not be decoded.
  case imageUnavailable(layerPath: String, file: String, reason: String)
  /// The raster layer refused (for example, a canvas too large to allocate).
  case raster(RasterError)

  public var description: String {
    switch self {
    case let .fontUnavailable(layerPath, file, reason):
      return "\(layerPath.isEmpty ? "" : "\(layerPath).font: ")cannot load font \"\(file)\": \(reason)"
    case let .imageUnavailable(layerPath, file, reason):
      return "\(layerPath.isEmpty ? "" : "\(layerPath).contents: ")cannot decode \"\(file)\": \(reason)"
    case let .raster(error):
      return error.description
    }
  }
}

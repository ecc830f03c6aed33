/// Everything that can go wrong in the pixel layer, including every C library failure
/// (FreeType's `FT_Error`, libpng's messages), turned into a typed value.
public enum RasterError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
  /// A canvas or image of this size could not be created (non-positive, absurdly large, or out of memory).
  case allocationFailed(width: Int, height: Int)
  /// A font file could not be opened or parsed; `path` is the file that was tried.
  case fontLoadFailed(path: String, reason: String)
  /// FreeType failed on an operation other than opening a face (the operation and its `FT_Error` code).
  case freeTypeFailed(operation: String, code: Int)
  /// libpng could not encode a pixel buffer.
  case pngEncodeFailed(reason: String)
  /// libpng could not decode the given bytes.
  case pngDecodeFailed(reason: String)
  /// libgd could not decode the given JPEG bytes.
  case jpegDecodeFailed(reason: String)
  /// libgd could not decode the given GIF bytes.
  case gifDecodeFailed(reason: String)

  /// A one-line message for people, naming what was tried.
  public var description: String {
    switch self {
    case let .allocationFailed(width, height):
      "cannot allocate a \(width)×\(height) pixel image (each side must be 1…\(Canvas.maximumSidePixels) and the area at most \(Canvas.maximumAreaPixels) pixels)"
    case let .fontLoadFailed(path, reason):
      "cannot load font '\(path)': \(reason)"
    case let .freeTypeFailed(operation, code):
      "FreeType error \(code) (\(FreeTypeErrorText.message(for: code))) in \(operation)"
    case let .pngEncodeFailed(reason):
      "cannot encode PNG: \(reason)"
    case let .pngDecodeFailed(reason):
      "cannot decode PNG: \(reason)"
    case let .jpegDecodeFailed(reason):
      "cannot decode JPEG: \(reason)"
    case let .gifDecodeFailed(reason):
      "cannot decode GIF: \(reason)"
    }
  }
}

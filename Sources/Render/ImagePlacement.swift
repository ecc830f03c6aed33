import Raster
import SceneModel
import Timing

/// Where `contentsGravity` puts an image in a layer's bounds.
enum ImagePlacement {
  /// The rectangle (points, layer bounds coordinates) the image's pixels are stretched over.
  static func rect(gravity: ContentsGravity, imageWidthPixels: Int, imageHeightPixels: Int, contentsScale: Double,
                   bounds size: Vec2) -> (x: Double, y: Double, width: Double, height: Double) {
    let natural = Vec2(Double(imageWidthPixels) / contentsScale, Double(imageHeightPixels) / contentsScale)
    switch gravity {
    case .resize:
      return (0, 0, size.x, size.y)
    case .resizeAspect, .resizeAspectFill:
      let sx = size.x / natural.x, sy = size.y / natural.y
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let width = natural.x * s, height = natural.y * s
      return ((size.x - width) / 2, (size.y - height) / 2, width, height)
    default:
      let (fx, fy) = anchor(of: gravity)
      return ((size.x - natural.x) * fx, (size.y - natural.y) * fy, natural.x, natural.y)
    }
  }

  /// Fractions of the spare space left of and above a natural-size image, by gravity.
  private static func anchor(of gravity: ContentsGravity) -> (Double, Double) {
    switch gravity {
    case .top: (0.5, 0)
    case .bottom: (0.5, 1)
    case .left: (0, 0.5)
    case .right: (1, 0.5)
    case .topLeft: (0, 0)
    case .topRight: (1, 0)
    case .bottomLeft: (0, 1)
    case .bottomRight: (1, 1)
    default: (0.5, 0.5)
    }
  }

  /// Image pixels → device pixels for an image drawn over `rect` by a layer mapped with `layerTransform`.
  static func transform(imageWidthPixels: Int, imageHeightPixels: Int,
                        rect: (x: Double, y: Double, width: Double, height: Double),
                        layerTransform: AffineTransform) -> AffineTransform {
    AffineTransform.scale(x: rect.width / Double(imageWidthPixels), y: rect.height / Double(imageHeightPixels))
      .concatenating(.translation(x: rect.x, y: rect.y))
      .concatenating(layerTransform)
  }
}

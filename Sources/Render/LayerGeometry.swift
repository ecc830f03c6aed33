import Raster
import Timing

/// Core Animation's layer geometry: where a layer's bounds land in its parent.
enum LayerGeometry {
  /// Maps layer-local points (bounds origin top-left) to parent points: the anchor point
  /// (a fraction of the bounds) sits at `position`, and scale and rotation turn about it.
  static func transform(position: Vec2, anchorPoint: Vec2, size: Vec2, scale: Vec2, rotationDegrees: Double) -> AffineTransform {
    AffineTransform.translation(x: -anchorPoint.x * size.x, y: -anchorPoint.y * size.y)
      .concatenating(.scale(x: scale.x, y: scale.y))
      .concatenating(.rotation(radians: rotationDegrees * .pi / 180))
      .concatenating(.translation(x: position.x, y: position.y))
  }
}

import Raster
import SceneModel
import Timing

extension RasterColor {
  /// The raster form of a model colour, its alpha scaled by `opacity`.
  init(_ color: RGBAColor, opacity: Double = 1) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: min(max(color.alpha * opacity, 0), 1))
  }
}

extension TextAlignment {
  init(_ mode: TextAlignmentMode) {
    switch mode {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .natural: self = .natural
    case .justified: self = .justified
    }
  }
}

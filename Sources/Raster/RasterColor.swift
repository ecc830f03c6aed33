/// A straight-alpha sRGB colour with components 0…1.
///
/// Components are gamma-encoded sRGB, as in CSS and UIKit; compositing happens in that
/// space (what browsers do). Values outside 0…1 or NaN are clamped when drawn.
public struct RasterColor: Sendable, Equatable, Hashable {
  /// Red, 0…1 (gamma-encoded sRGB).
  public var red: Double
  /// Green, 0…1 (gamma-encoded sRGB).
  public var green: Double
  /// Blue, 0…1 (gamma-encoded sRGB).
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque); colour components are *not* multiplied by it.
  public var alpha: Double

  /// A colour from straight (non-premultiplied) components, each 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 8-bit straight components (0…255), as in `#RRGGBBAA`.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
  }

  /// Fully transparent black.
  public static let clear = RasterColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RasterColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = RasterColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0…1).
  public func withOpacity(_ opacity: Double) -> RasterColor {
    var copy = self
    copy.alpha = alpha * Self.unit(opacity)
    return copy
  }

  /// Clamps to 0…1; NaN becomes 0 so a bad value can never trap a pixel conversion.
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }

  /// Premultiplied components scaled to 0…255 (not rounded), for the blending loops.
  var premultiplied255: (r: Float, g: Float, b: Float, a: Float) {
    let a = Self.unit(alpha)
    return (
      Float(Self.unit(red) * a * 255), Float(Self.unit(green) * a * 255),
      Float(Self.unit(blue) * a * 255), Float(a * 255)
    )
  }
}

/// A colour as straight-alpha, gamma-encoded sRGB channels in 0…1 (what CSS hex and rgb() mean).
///
/// Interpolation is premultiplied in gamma-encoded sRGB by default — the CSS Color 4 rule for
/// legacy colours, and what browsers do — so transparent → red stays red while fading in
/// instead of passing through grey. Results are clamped to 0…1 after interpolating.
public struct RGBAColor: PacedInterpolatable, Hashable, CustomStringConvertible {
  /// Red, gamma-encoded, 0…1.
  public var red: Double
  /// Green, gamma-encoded, 0…1.
  public var green: Double
  /// Blue, gamma-encoded, 0…1.
  public var blue: Double
  /// Opacity (straight, not premultiplied), 0…1.
  public var alpha: Double

  /// A colour from straight-alpha sRGB channels in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black, the CSS `transparent` keyword.
  public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Premultiplied interpolation in gamma-encoded sRGB (the default `ColorSpace.srgb`).
  public static func interpolate(_ from: RGBAColor, _ to: RGBAColor, fraction: Double) -> RGBAColor {
    interpolate(from, to, fraction: fraction, space: .srgb)
  }

  /// Premultiplied interpolation in `space` (CSS Color 4 §Interpolation): convert both colours
  /// to the space, premultiply by alpha, interpolate, divide by the interpolated alpha (unless
  /// it is 0), convert back and clamp to 0…1.
  public static func interpolate(_ from: RGBAColor, _ to: RGBAColor, fraction: Double, space: ColorSpace) -> RGBAColor {
    if fraction == 0 { return from.clamped() }
    if fraction == 1 { return to.clamped() }
    let a = space.components(of: from)
    let b = space.components(of: to)
    let alpha = Double.interpolate(from.alpha, to.alpha, fraction: fraction)
    var mixed = (0.0, 0.0, 0.0)
    mixed.0 = Double.interpolate(a.0 * from.alpha, b.0 * to.alpha, fraction: fraction)
    mixed.1 = Double.interpolate(a.1 * from.alpha, b.1 * to.alpha, fraction: fraction)
    mixed.2 = Double.interpolate(a.2 * from.alpha, b.2 * to.alpha, fraction: fraction)
    if alpha != 0 {
      mixed = (mixed.0 / alpha, mixed.1 / alpha, mixed.2 / alpha)
    }
    var result = space.color(from: mixed)
    result.alpha = alpha
    return result.clamped()
  }

  /// Channel-wise sum of straight channels, clamped (CA additive colour animations).
  public static func add(_ a: RGBAColor, _ b: RGBAColor) -> RGBAColor {
    RGBAColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha).clamped()
  }

  /// Euclidean distance between premultiplied sRGB channels plus alpha (for paced colour keyframes).
  public static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
    let dr = b.red * b.alpha - a.red * a.alpha
    let dg = b.green * b.alpha - a.green * a.alpha
    let db = b.blue * b.alpha - a.blue * a.alpha
    let da = b.alpha - a.alpha
    return (dr * dr + dg * dg + db * db + da * da).squareRoot()
  }

  /// Every channel clamped to 0…1 (NaN becomes 0).
  public func clamped() -> RGBAColor {
    func clamp(_ value: Double) -> Double { value >= 0 ? min(value, 1) : 0 }
    return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
  }

  /// `rgba(r, g, b, a)` with channels in 0…1.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

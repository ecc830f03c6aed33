import Foundation

/// Perceptual colour difference between two straight-alpha sRGB pixels: CIE76 ΔE*ab in CIELAB (D65).
///
/// Alpha matters only as far as it can be seen, so each pixel is composited over white and
/// over black (in gamma-encoded sRGB, as browsers composite CSS colours) and the larger of the
/// two ΔE values is the difference. Two fully transparent pixels with different colour bytes
/// are therefore equal (ΔE 0); a half-transparent red and an opaque red are not.
///
/// CIE76 rather than CIEDE2000: it is a plain Euclidean distance, so thresholds are easy to
/// reason about (ΔE ≈ 2.3 is one "just noticeable difference"), and its overestimate of
/// differences in saturated colours errs on the strict side for a regression check.
public enum ColorDifference {
  /// ΔE*ab between two straight-alpha RGBA pixels; 0 when they look the same over any background.
  public static func deltaE(_ lhs: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rhs: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
    if lhs == rhs { return 0 }
    if lhs.a == 0 && rhs.a == 0 { return 0 }
    if lhs.a == 255 && rhs.a == 255 {
      // Opaque: the same over white and black, and every channel is one of 256 values, whose
      // linear light is looked up instead of computed (the same numbers: `opaqueLinear`).
      return distance(opaqueLab(lhs), opaqueLab(rhs))
    }
    let overWhite = distance(lab(lhs, over: 1), lab(rhs, over: 1))
    let overBlack = distance(lab(lhs, over: 0), lab(rhs, over: 0))
    return max(overWhite, overBlack)
  }

  /// CIELAB (D65) of an opaque sRGB colour with channels in 0...1.
  public static func lab(red: Double, green: Double, blue: Double) -> (l: Double, a: Double, b: Double) {
    labOfLinear(linear(red), linear(green), linear(blue))
  }

  /// CIELAB (D65) of linear-light sRGB channels.
  private static func labOfLinear(_ r: Double, _ g: Double, _ b: Double) -> (l: Double, a: Double, b: Double) {
    // sRGB (linear) → XYZ, D65 white, IEC 61966-2-1 matrix.
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    // D65 reference white, so sRGB white maps to L* 100, a* = b* = 0.
    let fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// `linear(Double(value) / 255)` for every byte: what compositing an opaque pixel over
  /// anything gives, so looking it up changes no result.
  private static let opaqueLinear: [Double] = (0...255).map { linear(Double($0) / 255) }

  /// `lab(pixel, over: any)` for an opaque pixel.
  private static func opaqueLab(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (l: Double, a: Double, b: Double) {
    labOfLinear(opaqueLinear[Int(pixel.r)], opaqueLinear[Int(pixel.g)], opaqueLinear[Int(pixel.b)])
  }

  private static func lab(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), over background: Double) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(pixel.a) / 255
    func composite(_ channel: UInt8) -> Double { Double(channel) / 255 * alpha + background * (1 - alpha) }
    return lab(red: composite(pixel.r), green: composite(pixel.g), blue: composite(pixel.b))
  }

  private static func distance(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
    let dl = p.l - q.l, da = p.a - q.a, db = p.b - q.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The sRGB transfer function, inverted.
  private static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// CIELAB's cube root with its linear segment near black (CIE 15: ε = (6/29)³).
  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0
    return t > epsilon ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
  }
}

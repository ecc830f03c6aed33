import Foundation

/// The space colours are interpolated in (a scene-wide option).
public enum ColorSpace: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Gamma-encoded sRGB: the CSS rule for legacy colours and the browser default. The default.
  case srgb
  /// Oklab (perceptually uniform; CSS Color 4's default for modern colour syntax).
  case oklab
  /// Linear-light sRGB (physically correct light mixing; midpoints look brighter).
  case srgbLinear = "srgb-linear"

  /// The colour's three channels in this space (alpha excluded, not premultiplied).
  func components(of color: RGBAColor) -> (Double, Double, Double) {
    switch self {
    case .srgb:
      return (color.red, color.green, color.blue)
    case .srgbLinear:
      return (srgbToLinear(color.red), srgbToLinear(color.green), srgbToLinear(color.blue))
    case .oklab:
      return linearSRGBToOklab(srgbToLinear(color.red), srgbToLinear(color.green), srgbToLinear(color.blue))
    }
  }

  /// The straight sRGB colour (alpha 1, unclamped) for channels in this space.
  func color(from components: (Double, Double, Double)) -> RGBAColor {
    switch self {
    case .srgb:
      return RGBAColor(red: components.0, green: components.1, blue: components.2)
    case .srgbLinear:
      return RGBAColor(red: linearToSRGB(components.0), green: linearToSRGB(components.1),
                       blue: linearToSRGB(components.2))
    case .oklab:
      let (r, g, b) = oklabToLinearSRGB(components.0, components.1, components.2)
      return RGBAColor(red: linearToSRGB(r), green: linearToSRGB(g), blue: linearToSRGB(b))
    }
  }
}

/// The sRGB transfer function (IEC 61966-2-1), extended to negatives by symmetry.
func srgbToLinear(_ value: Double) -> Double {
  let magnitude = abs(value)
  let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
  return value < 0 ? -linear : linear
}

/// The inverse sRGB transfer function, extended to negatives by symmetry.
func linearToSRGB(_ value: Double) -> Double {
  let magnitude = abs(value)
  let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
  return value < 0 ? -encoded : encoded
}

// Oklab matrices from Björn Ottosson, "A perceptual color space for image processing" (2020).
func linearSRGBToOklab(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
  let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
  let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
  let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
  return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
          1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
          0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
}

func oklabToLinearSRGB(_ lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
  let l = pow3(lightness + 0.3963377774 * a + 0.2158037573 * b)
  let m = pow3(lightness - 0.1055613458 * a - 0.0638541728 * b)
  let s = pow3(lightness - 0.0894841775 * a - 1.2914855480 * b)
  return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
          -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
          -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
}

@inline(__always) private func pow3(_ value: Double) -> Double { value * value * value }

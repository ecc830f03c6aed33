import Foundation

/// Separable Gaussian blur of a coverage field, with a sub-pixel offset folded into the
/// kernel (each tap is weighted by the Gaussian at its true distance), so an animated shadow
/// offset moves smoothly instead of jumping whole pixels.
enum GaussianBlur {
  /// The kernel reaches 3σ: beyond that the Gaussian holds under 0.3 % of its weight.
  static let radiusInSigmas = 3.0
  /// Blurs wider than this are clamped: the kernel work grows with σ, and a shadow this soft
  /// is indistinguishable from a slightly narrower one.
  static let maximumSigmaPixels = 200.0
  /// Wider blurs use `BoxBlurGaussian`, whose cost does not grow with σ. Up to here the exact
  /// kernel is kept: its cost is small, and the shadows of every scene and golden made so far
  /// (at most shadowRadius 10 at @2x, σ = 20 px) stay byte-identical.
  static let maximumExactSigmaPixels = 32.0

  /// How far the blur with standard deviation `sigma` spreads a pixel, in whole pixels, before
  /// the offset moves it: the exact kernel's ⌈3σ⌉ taps each side, or the box passes' summed
  /// radii (about 3.9σ: a box is wider than the Gaussian it stands for), and one more for
  /// the sub-pixel shift. What is cropped or redrawn around a shadow must reach this far.
  static func reachPixels(sigma: Double) -> Int {
    let s = sigma.isFinite ? sigma.clamped(to: 0...maximumSigmaPixels) : 0
    if s > maximumExactSigmaPixels { return BoxBlurGaussian.boxRadii(sigma: s).reduce(0, +) + 1 }
    return Int((s * radiusInSigmas).rounded(.up)) + 1
  }

  /// `mask` blurred with standard deviation `sigma` and moved by (`dx`, `dy`), all in device pixels.
  /// Returns a mask covering everything the result touches (it may extend past the canvas).
  static func blur(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) -> CoverageMask {
    let s = sigma.isFinite ? sigma.clamped(to: 0...maximumSigmaPixels) : 0
    let ox = dx.isFinite ? dx.clamped(to: -1e6...1e6) : 0, oy = dy.isFinite ? dy.clamped(to: -1e6...1e6) : 0
    if s > maximumExactSigmaPixels { return BoxBlurGaussian.blur(mask, sigma: s, dx: ox, dy: oy) }
    return exactBlur(mask, sigma: s, dx: ox, dy: oy)
  }

  /// Taps covering the blurred, shifted footprint of one source pixel, normalized to sum 1,
  /// and the integer shift of tap 0 relative to the source pixel.
  static func kernel(sigma: Double, offset: Double) -> (weights: [Float], shift: Int) {
    let whole = offset.rounded(.down), fraction = offset - whole
    if sigma < 0.3 {
      // Too narrow for a Gaussian on a pixel grid: a pure (linear) sub-pixel shift.
      return fraction == 0 ? ([1], Int(whole)) : ([Float(1 - fraction), Float(fraction)], Int(whole))
    }
    let radius = Int((sigma * radiusInSigmas).rounded(.up))
    let taps = (-radius...(radius + 1)).map { j -> Double in
      let d = Double(j) - fraction
      return exp(-d * d / (2 * sigma * sigma))
    }
    let sum = taps.reduce(0, +)
    return (taps.map { Float($0 / sum) }, Int(whole) - radius)
  }
}

import Foundation
import Testing
@testable import Raster

/// Blurs wider than σ = 32 px run five box blurs per axis: close to the exact Gaussian, with a
/// cost that does not grow with σ (a 4096-pixel frame with σ = 200 px shadows took a minute).
@Suite struct WideBlurTests {
  static func square(side: Int, at origin: Int) -> CoverageMask {
    let path = Path.rect(x: Double(origin), y: Double(origin), width: Double(side), height: Double(side))
    return CoverageMask.fill(FlattenedPath(path, transform: .identity), clipX0: -10_000, clipY0: -10_000, clipX1: 10_000, clipY1: 10_000)!
  }

  static func coverage(_ mask: CoverageMask, _ x: Int, _ y: Int) -> Double { Double(mask.coverage(x: x, y: y)) }

  @Test(arguments: [(33.0, 0.0, 0.0), (60.0, 3.25, -7.5), (150.0, 0.5, 0.75), (200.0, 12.0, 4.0)])
  func boxesFollowTheExactGaussian(sigma: Double, dx: Double, dy: Double) {
    let mask = Self.square(side: 80, at: 0)
    let boxes = BoxBlurGaussian.blur(mask, sigma: sigma, dx: dx, dy: dy)
    let exact = GaussianBlur.exactBlur(mask, sigma: sigma, dx: dx, dy: dy)
    var worst = 0.0, boxMass = 0.0, exactMass = 0.0
    for y in (exact.originY - 5)..<(exact.originY + exact.height + 5) {
      for x in (exact.originX - 5)..<(exact.originX + exact.width + 5) {
        let a = Self.coverage(boxes, x, y), b = Self.coverage(exact, x, y)
        worst = max(worst, abs(a - b))
        boxMass += a
        exactMass += b
      }
    }
    let peak = Self.coverage(exact, 40 + Int(dx), 40 + Int(dy))
    // A square this small is nearly a point for these σ: the boxes' peak is up to 3 % low per axis.
    #expect(worst < max(0.065 * peak, 0.006), "σ \(sigma): worst difference \(worst), peak \(peak)")
    #expect(abs(boxMass - 6400) < 6400 * 1e-3 && abs(exactMass - 6400) < 6400 * 1e-2)
  }

  @Test(arguments: [33.0, 47.3, 100.0, 200.0])
  func boxWidthsAddUpToTheVariance(sigma: Double) {
    let radii = BoxBlurGaussian.boxRadii(sigma: sigma)
    let variance = radii.map { r -> Double in let w = Double(2 * r + 1); return (w * w - 1) / 12 }.reduce(0, +)
    #expect(radii.count == 5 && abs(variance.squareRoot() - sigma) < 0.5, "\(radii)")
  }

  @Test func aBlurredEdgeIsWithinTwoAlphaLevels() {
    let mask = Self.square(side: 600, at: 0)
    let boxes = BoxBlurGaussian.blur(mask, sigma: 60, dx: 0.25, dy: 0)
    let exact = GaussianBlur.exactBlur(mask, sigma: 60, dx: 0.25, dy: 0)
    let worst = (-200..<200).map { x in abs(Self.coverage(boxes, x, 300) - Self.coverage(exact, x, 300)) }.max() ?? 1
    #expect(worst < 2.0 / 255, "\(worst * 255) levels")
  }

  @Test func wideBlursUseTheBoxesAndNarrowOnesTheExactKernel() {
    let mask = Self.square(side: 20, at: 5)
    #expect(GaussianBlur.blur(mask, sigma: 32, dx: 0.5, dy: 0).cells == GaussianBlur.exactBlur(mask, sigma: 32, dx: 0.5, dy: 0).cells)
    #expect(GaussianBlur.blur(mask, sigma: 40, dx: 0.5, dy: 0).cells == BoxBlurGaussian.blur(mask, sigma: 40, dx: 0.5, dy: 0).cells)
  }

  @Test func aWideBlurCostsLikeANarrowOne() {
    // The exact kernel at σ = 200 px is 1202 taps: ~1.3 G multiply-adds here, minutes in a debug build.
    let mask = Self.square(side: 400, at: 0)
    let clock = ContinuousClock()
    let narrow = clock.measure { _ = GaussianBlur.blur(mask, sigma: 40, dx: 0, dy: 0) }
    let wide = clock.measure { _ = GaussianBlur.blur(mask, sigma: 200, dx: 0, dy: 0) }
    // The wide field is (400 + 1200)² cells against (400 + 240)²: about 6× the cells, same work per cell.
    #expect(wide < narrow * 20 + .seconds(2), "σ 40: \(narrow), σ 200: \(wide)")
  }
}

import Testing
@testable import Timing

@Suite("Interpolating numbers, vectors and colours")
struct InterpolationTests {
  @Test func numbersExtrapolateAndHitEndsExactly() {
    #expect(Double.interpolate(10, 20, fraction: 0.25) == 12.5)
    #expect(Double.interpolate(10, 20, fraction: -0.5) == 5)
    #expect(Double.interpolate(10, 20, fraction: 1.5) == 25)
    #expect(Double.interpolate(0.1, 0.7, fraction: 1) == 0.7)
    #expect(Double.add(-100, 40) == -60)
    #expect(Double.distance(3, -1) == 4)
  }

  @Test func vectors() {
    #expect(Vec2.interpolate(Vec2(0, 10), Vec2(10, 30), fraction: 0.5) == Vec2(5, 20))
    #expect(Vec2.add(Vec2(1, 2), Vec2(3, 4)) == Vec2(4, 6))
    #expect(Vec2.distance(Vec2(0, 0), Vec2(3, 4)) == 5)
  }

  @Test func cssColor4SpecExample() {
    // rgb(24% 12% 98% / .4) and rgb(62% 26% 64% / .6) at 0.5 → rgb(46.8% 20.4% 77.6% / .5).
    let a = RGBAColor(red: 0.24, green: 0.12, blue: 0.98, alpha: 0.4)
    let b = RGBAColor(red: 0.62, green: 0.26, blue: 0.64, alpha: 0.6)
    let mid = RGBAColor.interpolate(a, b, fraction: 0.5)
    #expect(isClose(mid.red, 0.468, 1e-12))
    #expect(isClose(mid.green, 0.204, 1e-12))
    #expect(isClose(mid.blue, 0.776, 1e-12))
    #expect(isClose(mid.alpha, 0.5, 1e-12))
  }

  @Test(arguments: [0.1, 0.25, 0.5, 0.9])
  func transparentToRedNeverGoesGrey(fraction: Double) {
    let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
    let mixed = RGBAColor.interpolate(.transparent, red, fraction: fraction)
    #expect(isClose(mixed.red, 1) && mixed.green == 0 && mixed.blue == 0)
    #expect(isClose(mixed.alpha, fraction))
  }

  @Test func coloursClampWhenExtrapolating() {
    let a = RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    let b = RGBAColor(red: 0.8, green: 0.5, blue: 0.1, alpha: 1)
    let over = RGBAColor.interpolate(a, b, fraction: 1.5)
    #expect(over.red == 1 && over.blue == 0 && isClose(over.green, 0.5))
    let under = RGBAColor.interpolate(a, b, fraction: -2)
    #expect(under.red == 0 && under.blue == 1)
  }

  @Test func otherColourSpaces() {
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    // Linear light: the midpoint is 0.5 linear = 0.735357 encoded (sRGB transfer function).
    let linear = RGBAColor.interpolate(black, white, fraction: 0.5, space: .srgbLinear)
    #expect(isClose(linear.red, 0.7353569830524495, 1e-9))
    // Oklab: L is interpolated; white has L = 1, black 0; midpoint L = 0.5 → linear 0.125 → 0.388572.
    let oklab = RGBAColor.interpolate(black, white, fraction: 0.5, space: .oklab)
    #expect(isClose(oklab.red, 0.3885728, 1e-5) && isClose(oklab.green, oklab.red, 1e-6))
    // End points round-trip through the conversions.
    let teal = RGBAColor(red: 0.1, green: 0.6, blue: 0.55, alpha: 0.8)
    let end = RGBAColor.interpolate(white, teal, fraction: 0.999999999, space: .oklab)
    #expect(isClose(end.red, teal.red, 1e-6) && isClose(end.green, teal.green, 1e-6) && isClose(end.blue, teal.blue, 1e-6))
    // Oklab of sRGB white is L = 1, a = b = 0 (Ottosson's matrices).
    let lab = ColorSpace.oklab.components(of: white)
    #expect(isClose(lab.0, 1, 1e-6) && isClose(lab.1, 0, 1e-6) && isClose(lab.2, 0, 1e-6))
  }

  @Test func colourAdditionClamps() {
    let sum = RGBAColor.add(RGBAColor(red: 0.7, green: 0.2, blue: 0, alpha: 1), RGBAColor(red: 0.5, green: 0.1, blue: 0, alpha: 0.5))
    #expect(sum.red == 1 && isClose(sum.green, 0.3) && sum.alpha == 1)
  }
}

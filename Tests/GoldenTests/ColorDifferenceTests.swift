import Golden
import Testing

@Suite struct ColorDifferenceTests {
  @Test func identicalColoursDifferByZero() {
    #expect(ColorDifference.deltaE((12, 200, 99, 255), (12, 200, 99, 255)) == 0)
  }

  @Test func whiteAndBlackAreOneHundredApart() {
    // L* runs from 0 (black) to 100 (white) with a* = b* = 0 for both.
    #expect(abs(ColorDifference.deltaE((0, 0, 0, 255), (255, 255, 255, 255)) - 100) < 1e-3)
  }

  @Test func srgbRedHasItsTextbookLab() {
    let lab = ColorDifference.lab(red: 1, green: 0, blue: 0)
    #expect(abs(lab.l - 53.24) < 0.01)
    #expect(abs(lab.a - 80.09) < 0.01)
    #expect(abs(lab.b - 67.20) < 0.01)
  }

  @Test func invisibleDifferencesAreNoDifference() {
    // Colour bytes under alpha 0 cannot be seen on any background.
    #expect(ColorDifference.deltaE((255, 0, 0, 0), (0, 0, 255, 0)) == 0)
  }

  @Test func alphaDifferencesAreSeenOverSomeBackground() {
    // Opaque white vs 50 % white looks the same over white but not over black.
    #expect(ColorDifference.deltaE((255, 255, 255, 255), (255, 255, 255, 128)) > 40)
  }

  @Test func oneLevelOfGreenIsSmallButNotZero() {
    let delta = ColorDifference.deltaE((100, 100, 100, 255), (100, 101, 100, 255))
    #expect(delta > 0.1 && delta < 1)
  }

  /// Opaque pixels take a shortcut (one Lab conversion each, linear light from a table): it
  /// must give the very numbers the definition gives, or a tolerance could judge differently.
  @Test func opaquePixelsGiveExactlyTheDefinitionsNumbers() {
    var state: UInt64 = 42
    func byte() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    func definition(_ p: (UInt8, UInt8, UInt8), _ q: (UInt8, UInt8, UInt8)) -> Double {
      let x = ColorDifference.lab(red: Double(p.0) / 255, green: Double(p.1) / 255, blue: Double(p.2) / 255)
      let y = ColorDifference.lab(red: Double(q.0) / 255, green: Double(q.1) / 255, blue: Double(q.2) / 255)
      let dl = x.l - y.l, da = x.a - y.a, db = x.b - y.b
      return (dl * dl + da * da + db * db).squareRoot()
    }
    for _ in 0..<5_000 {
      let p = (byte(), byte(), byte()), q = (byte(), byte(), byte())
      #expect(ColorDifference.deltaE((p.0, p.1, p.2, 255), (q.0, q.1, q.2, 255)) == definition(p, q), "\(p) \(q)")
    }
    for level in 0...255 {
      let p = (UInt8(level), UInt8(level), UInt8(255 - level)), q = (UInt8(level), UInt8(min(255, level + 1)), UInt8(255 - level))
      #expect(ColorDifference.deltaE((p.0, p.1, p.2, 255), (q.0, q.1, q.2, 255)) == definition(p, q))
    }
  }
}

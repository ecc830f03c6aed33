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
}

import Golden
import Raster
import Testing

@Suite struct DiffImageTests {
  @Test func highlightsChangedPixelsOverADimmedCopy() {
    var actual = sampleImage()
    actual[0, 0] = (0, 0, 0, 255)        // far off: over tolerance
    actual[9, 9] = (254, 254, 254, 255)  // ΔE ≈ 0.3: within a ΔE 1 tolerance
    let expected = sampleImage()
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: GoldenTolerance(maximumDeltaE: 1, maximumFractionOverTolerance: 0.5))
    let diff = DiffImage.make(expected: expected, actual: actual, comparison: comparison)
    #expect(diff.width == 10 && diff.height == 10)
    #expect(diff[0, 0] == DiffImage.overToleranceColor)
    #expect(diff[9, 9] == DiffImage.withinToleranceColor)
    // White stays white; the blue square (luma 0.7152·122 + 0.0722·255 = 105.66) fades to 255 − 149.34·0.25.
    #expect(diff[5, 5] == (255, 255, 255, 255))
    #expect(diff[3, 3] == (218, 218, 218, 255))
  }

  @Test func sizeMismatchMarksTheUncoveredArea() {
    let expected = sampleImage()
    let actual = sampleImage(width: 12, height: 10)
    let comparison = ImageComparison(expected: expected, actual: actual)
    let diff = DiffImage.make(expected: expected, actual: actual, comparison: comparison)
    #expect(diff.width == 12)
    #expect(diff[11, 0] == DiffImage.overToleranceColor)
    #expect(diff[0, 0] == (255, 255, 255, 255))
  }
}

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

  /// Before, one changed pixel in a large frame was a single magenta dot to hunt for.
  @Test func aFrameSurroundsTheChangedPixels() {
    let expected = sampleImage(width: 100, height: 80)
    var actual = expected
    actual[50, 40] = (0, 0, 0, 255)
    let diff = DiffImage.make(expected: expected, actual: actual, comparison: ImageComparison(expected: expected, actual: actual))
    let magenta = DiffImage.overToleranceColor
    let white: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 255, 255, 255)
    #expect(diff[50, 40] == magenta)
    // Margin 6, line 2: the frame's ring is 7–8 pixels from the changed pixel on every side.
    for offset in [-8, -7, 7, 8] {
      #expect(diff[50 + offset, 40] == magenta && diff[50, 40 + offset] == magenta)
      #expect(diff[50 + offset, 40 + offset] == magenta)  // corners
    }
    for offset in [-6, -1, 1, 6, 9, -9] {
      #expect(diff[50 + offset, 40] == white && diff[50, 40 + offset] == white)
    }
    #expect(diff[10, 10] == white)
    // Only within-tolerance changes: the frame takes their colour. No change: no frame.
    var slight = expected
    slight[50, 40] = (254, 254, 254, 255)
    let within = DiffImage.make(expected: expected, actual: slight, comparison: ImageComparison(expected: expected, actual: slight, tolerance: GoldenTolerance(maximumDeltaE: 1, maximumFractionOverTolerance: 0)))
    #expect(within[58, 40] == DiffImage.withinToleranceColor)
    let same = DiffImage.make(expected: expected, actual: expected, comparison: ImageComparison(expected: expected, actual: expected))
    #expect(same[58, 40] == white && same[50, 40] == white)
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

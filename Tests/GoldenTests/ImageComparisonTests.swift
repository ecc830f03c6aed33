import Golden
import Raster
import Testing

@Suite struct ImageComparisonTests {
  @Test func exactMatchPasses() {
    let comparison = ImageComparison(expected: sampleImage(), actual: sampleImage())
    #expect(comparison.matches)
    #expect(comparison.differingPixelCount == 0)
    #expect(comparison.psnrDecibels == .infinity)
    #expect(comparison.summary == "identical")
    // Identical images keep no per-pixel states (a byte per pixel of every matching frame of a
    // long check, QA), and every pixel still reads as the same.
    #expect(comparison.pixelStates.isEmpty)
    #expect((0..<100).allSatisfy { comparison.state(atPixel: $0) == .same })
  }

  @Test func onePixelChangeFailsWithTheRightCount() {
    var actual = sampleImage()
    actual[7, 8] = (254, 255, 255, 255)
    let comparison = ImageComparison(expected: sampleImage(), actual: actual)
    #expect(!comparison.matches)
    #expect(comparison.differingPixelCount == 1)
    #expect(comparison.pixelsOverToleranceCount == 1)
    #expect(comparison.maximumChannelDelta == 1)
    #expect(comparison.pixelStates[8 * 10 + 7] == .overTolerance)
    #expect(comparison.pixelStates.filter { $0 != .same }.count == 1)
    #expect(comparison.summary.hasPrefix("1 pixel differs (1 %), max ΔE"))
  }

  /// The ΔE a summary shows, given back as the tolerance, passes: it is rounded up, not to
  /// the nearest tenth (0.526 was "0.5", and 0.5, 0.51 and 0.52 all failed).
  @Test func theMaximumDeltaEShownPassesAsTheTolerance() throws {
    var actual = sampleImage()
    actual[7, 8] = (254, 255, 255, 255)
    actual[2, 3] = (250, 251, 255, 255)
    let strict = ImageComparison(expected: sampleImage(), actual: actual)
    let shown = try #require(strict.summary.firstMatch(of: /max ΔE ([0-9.]+),/).map { String($0.1) })
    let tolerance = try #require(Double(shown))
    #expect(tolerance >= strict.maximumDeltaE && tolerance < strict.maximumDeltaE + 0.01, "\(shown) for \(strict.maximumDeltaE)")
    let loose = ImageComparison(expected: sampleImage(), actual: actual,
                                tolerance: GoldenTolerance(maximumDeltaE: tolerance, maximumFractionOverTolerance: 0))
    #expect(loose.matches, "\(loose.summary)")
  }

  @Test func manyChangesAreCountedAndPSNRIsFinite() {
    var actual = sampleImage()
    for x in 0..<10 { actual[x, 9] = (0, 0, 0, 255) }
    let comparison = ImageComparison(expected: sampleImage(), actual: actual)
    #expect(comparison.differingPixelCount == 10)
    // MSE = 10 pixels × 3 channels × 255² / 400 bytes → PSNR = 10·log10(400/30).
    #expect(abs(comparison.psnrDecibels - 11.249) < 0.01)
  }

  /// Two pixels changed by the same ΔE; the threshold just above passes, just below fails.
  @Test func deltaEThresholdBoundary() {
    var actual = sampleImage()
    actual[0, 0] = (250, 250, 250, 255)
    actual[9, 9] = (250, 250, 250, 255)
    let measured = ColorDifference.deltaE((255, 255, 255, 255), (250, 250, 250, 255))
    let justOver = ImageComparison(expected: sampleImage(), actual: actual, tolerance: GoldenTolerance(maximumDeltaE: measured + 1e-6))
    let justUnder = ImageComparison(expected: sampleImage(), actual: actual, tolerance: GoldenTolerance(maximumDeltaE: measured - 1e-6))
    #expect(justOver.matches)
    #expect(justOver.pixelsOverToleranceCount == 0)
    #expect(justOver.differingPixelCount == 2)
    #expect(!justUnder.matches)
    #expect(justUnder.pixelsOverToleranceCount == 2)
  }

  /// 100 pixels, 2 over: 2 % allowed passes, 1.99 % (1 pixel) fails.
  @Test(arguments: [(0.02, true), (0.0199, false), (0.01, false), (0.03, true)])
  func fractionBoundary(fraction: Double, passes: Bool) {
    var actual = sampleImage()
    actual[0, 0] = (0, 0, 0, 255)
    actual[1, 0] = (0, 0, 0, 255)
    let comparison = ImageComparison(expected: sampleImage(), actual: actual,
                                     tolerance: GoldenTolerance(maximumDeltaE: 0, maximumFractionOverTolerance: fraction))
    #expect(comparison.matches == passes)
  }

  @Test func fractionsThatAreNotExactInBinaryStillAllowTheirPixels() {
    // 0.29 × 100 is 28.999999999999996 in floating point.
    #expect(GoldenTolerance(maximumDeltaE: 0, maximumFractionOverTolerance: 0.29).allowedPixelsOverTolerance(of: 100) == 29)
    #expect(GoldenTolerance(maximumDeltaE: 0, maximumFractionOverTolerance: 0.07).allowedPixelsOverTolerance(of: 100) == 7)
  }

  @Test func sizeMismatchNeverMatches() {
    let comparison = ImageComparison(expected: sampleImage(), actual: sampleImage(width: 11), tolerance: .text)
    #expect(!comparison.matches)
    #expect(comparison.summary == "size differs: golden is 10×10 px, rendered frame is 11×10 px")
  }

  @Test func presetsAreNamedAndOrdered() {
    #expect(GoldenTolerance.presets.map(\.name) == ["exact", "antialiasing", "text"])
    #expect(GoldenTolerance.preset(named: "text") == .text)
    #expect(GoldenTolerance.exact.description == "exact")
    #expect(GoldenTolerance.antialiasing.description == "ΔE ≤ 2.3 except 0.5 % of pixels")
  }
}

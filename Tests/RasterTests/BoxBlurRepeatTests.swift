import Testing
@testable import Raster

/// The box blur runs its horizontal passes on distinct rows and its vertical ones on distinct
/// columns: bit for bit what running every pass over every row and column gives.
@Suite struct BoxBlurRepeatTests {
  /// The box blur as it was first written: every pass over the whole field.
  static func plainBlur(_ mask: CoverageMask, sigma: Double, dx: Double, dy: Double) -> CoverageMask {
    let radii = BoxBlurGaussian.boxRadii(sigma: sigma)
    let reach = radii.reduce(0, +)
    let wholeX = dx.rounded(.down), wholeY = dy.rounded(.down)
    var field = BoxBlurGaussian.Field(width: mask.width, height: mask.height, values: [])
    mask.withRows { _, row in field.values.append(contentsOf: row) }
    field = field.shiftedRight(by: Float(dx - wholeX))
    for radius in radii { field = field.boxBlurredHorizontally(radius: radius) }
    field = field.shiftedDown(by: Float(dy - wholeY))
    for radius in radii { field = field.boxBlurredVertically(radius: radius) }
    var result = CoverageMask(originX: mask.originX + Int(wholeX) - reach, originY: mask.originY + Int(wholeY) - reach,
                              width: field.width, height: field.height)
    result.withMutableCells { cells, stride in
      for y in 0..<field.height {
        for x in 0..<field.width { cells[y * stride + x] = max(0, field.values[y * field.width + x]) }
      }
    }
    return result
  }

  @Test(arguments: [(33.0, 0.0, 0.0), (40.0, 0.25, -1.5), (64.0, -3.5, 0.75)])
  func sameBitsAsBlurringEveryRowAndColumn(sigma: Double, dx: Double, dy: Double) {
    for mask in [ExactBlurRepeatTests.shapes(), ExactBlurRepeatTests.wideShapes()] {
      let fast = BoxBlurGaussian.blur(mask, sigma: sigma, dx: dx, dy: dy)
      let plain = Self.plainBlur(mask, sigma: sigma, dx: dx, dy: dy)
      #expect((fast.originX, fast.originY, fast.width, fast.height) == (plain.originX, plain.originY, plain.width, plain.height))
      var differing = 0
      for y in plain.originY..<(plain.originY + plain.height) {
        for x in plain.originX..<(plain.originX + plain.width)
        where fast.coverage(x: x, y: y).bitPattern != plain.coverage(x: x, y: y).bitPattern { differing += 1 }
      }
      #expect(differing == 0, "σ \(sigma), dx \(dx), dy \(dy)")
    }
  }
}

import Testing
@testable import Raster

/// A cropped mask holds the source's coverage over the overlap and nothing else.
@Suite struct CoverageMaskCropTests {
  @Test(arguments: [(-5, -5, 200, 200), (10, 3, 40, 30), (0, 0, 7, 90), (55, 60, 70, 71), (-20, 40, 5, 41)])
  func croppedKeepsTheOverlapsCoverage(x0: Int, y0: Int, x1: Int, y1: Int) throws {
    let mask = ExactBlurRepeatTests.shapes()
    let crop = try #require(mask.cropped(x0: x0, y0: y0, x1: x1, y1: y1))
    #expect(crop.originX == max(x0, mask.originX) && crop.originY == max(y0, mask.originY))
    #expect(crop.originX + crop.width == min(x1, mask.originX + mask.width))
    #expect(crop.originY + crop.height == min(y1, mask.originY + mask.height))
    var differing = 0
    for y in (y0 - 2)..<(y1 + 2) {
      for x in (x0 - 2)..<(x1 + 2) {
        let inside = x >= crop.originX && x < crop.originX + crop.width && y >= crop.originY && y < crop.originY + crop.height
        if crop.coverage(x: x, y: y) != (inside ? mask.coverage(x: x, y: y) : 0) { differing += 1 }
      }
    }
    #expect(differing == 0)
    #expect(crop.cells.count == crop.stride * crop.height && crop.stride == crop.width + 2)
  }

  @Test func aCropMissingTheMaskIsNil() {
    #expect(ExactBlurRepeatTests.shapes().cropped(x0: 500, y0: 0, x1: 600, y1: 10) == nil)
  }
}

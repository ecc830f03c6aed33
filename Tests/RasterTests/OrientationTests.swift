import Testing
@testable import Raster

/// EXIF orientations turn the stored pixels upright as the EXIF 2.3 table describes each one:
/// where the stored 0th row and 0th column end up on screen.
@Suite struct OrientationTests {
  /// A 3×2 image whose pixel (x, y) has red x and green y.
  static let stored: PixelBuffer = {
    var buffer = PixelBuffer(width: 3, height: 2)
    for y in 0..<2 { for x in 0..<3 { buffer[x, y] = (UInt8(x), UInt8(y), 0, 255) } }
    return buffer
  }()

  /// Where the stored image's first row and first column are seen, per the EXIF table:
  /// (row's side, column's side).
  @Test(arguments: [
    (1, "top", "left"), (2, "top", "right"), (3, "bottom", "right"), (4, "bottom", "left"),
    (5, "left", "top"), (6, "right", "top"), (7, "right", "bottom"), (8, "left", "bottom"),
  ])
  func storedRowAndColumnLandWhereTheTableSays(orientation: Int, rowSide: String, columnSide: String) {
    let upright = Self.stored.oriented(exifOrientation: orientation)
    let turned = orientation >= 5
    #expect((upright.width, upright.height) == (turned ? 2 : 3, turned ? 3 : 2))
    // Every pixel of the stored row 0 (green 0) lies along one side of the upright image, and
    // every pixel of the stored column 0 (red 0) along another.
    #expect(Self.side(rowSide, of: upright).allSatisfy { upright[$0.0, $0.1].g == 0 }, "row 0 is not on the \(rowSide)")
    #expect(Self.side(columnSide, of: upright).allSatisfy { upright[$0.0, $0.1].r == 0 }, "column 0 is not on the \(columnSide)")
    // Nothing is lost: every stored pixel appears once.
    var seen = Set<Int>()
    for y in 0..<upright.height { for x in 0..<upright.width { seen.insert(Int(upright[x, y].r) * 10 + Int(upright[x, y].g)) } }
    #expect(seen.count == 6)
  }

  /// The pixels along one side ("top", "bottom", "left", "right") of `image`.
  static func side(_ name: String, of image: PixelBuffer) -> [(Int, Int)] {
    switch name {
    case "top": (0..<image.width).map { ($0, 0) }
    case "bottom": (0..<image.width).map { ($0, image.height - 1) }
    case "left": (0..<image.height).map { (0, $0) }
    default: (0..<image.height).map { (image.width - 1, $0) }
    }
  }

  @Test func valuesOutsideTheTableLeaveTheImageAsStored() {
    for orientation in [0, 1, 9, -1] {
      #expect(Self.stored.oriented(exifOrientation: orientation).bytes == Self.stored.bytes)
    }
  }
}

import Foundation
@testable import Raster

/// Test helpers: bundled fonts and pixel inspection.
enum TestFonts {
  /// The repository's `fonts/` directory, found from this file's location.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fonts")

  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  static let dejaVu = try! Font(contentsOf: path("DejaVuSans.ttf"))
  static let dejaVuBold = try! Font(contentsOf: path("DejaVuSans-Bold.ttf"))
  static let mplus = try! Font(contentsOf: path("Mplus1-Regular.otf"))
  static let mplusBold = try! Font(contentsOf: path("Mplus1-Bold.otf"))
  static let emoji = try! Font(contentsOf: path("NotoColorEmoji.ttf"))
}

extension Canvas {
  /// Straight-alpha pixel at (x, y) as a plain tuple array for `#expect` comparisons.
  func straight(_ x: Int, _ y: Int) -> [Int] {
    let p = makePixelBuffer()[x, y]
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
  }

  /// Number of pixels whose alpha is not zero.
  var paintedPixelCount: Int {
    var count = 0
    for y in 0..<heightPixels { for x in 0..<widthPixels where premultipliedPixel(x: x, y: y).a != 0 { count += 1 } }
    return count
  }

  /// Sum of alpha / 255 over all pixels: the painted area in pixels.
  var coveredArea: Double {
    var sum = 0.0
    for y in 0..<heightPixels { for x in 0..<widthPixels { sum += Double(premultipliedPixel(x: x, y: y).a) / 255 } }
    return sum
  }
}

let red = RasterColor(red: 1, green: 0, blue: 0)
let blue = RasterColor(red: 0, green: 0, blue: 1)

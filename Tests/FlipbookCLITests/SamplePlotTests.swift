import Foundation
import Raster
import Testing
@testable import FlipbookCLI

/// `flipbook sample --easing … --plot curve.png`: a PNG of the expected size with the curve,
/// control points and grid where the layout puts them.
@Suite struct SamplePlotTests {
  private func plot(_ easing: String) throws -> (pixels: PixelBuffer, stdout: String, folder: URL) {
    let folder = try CLI.temporaryDirectory()
    let file = folder.appendingPathComponent("curve.png")
    let result = try CLI.run(["sample", "--easing", easing, "--steps", "4", "--plot", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "stderr is for what went wrong: \(result.stderr)")
    let pixels = try PixelBuffer(pngData: [UInt8](try Data(contentsOf: file)))
    return (pixels, result.stdout, folder)
  }

  /// Blue dominates in the curve colour (#007AFF), red in the handles' (#FF9500).
  private func isCurveColoured(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.b) - Int(p.r) > 120 }
  private func isHandleColoured(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.r) - Int(p.b) > 120 }

  @Test func easePlotHasTheCurveAndControlPoints() throws {
    let (pixels, stdout, folder) = try plot("ease")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Samples still go to stdout: the plot is an extra.
    #expect(stdout.hasPrefix("x,progress\n0,0\n"))
    // 600 px per unit plus margins; progress 0…1 needs no room for overshoot.
    #expect(pixels.width == 712 && pixels.height == 728)
    let layout = EasingPlotLayout(coveringProgress: 0, 1)
    #expect(layout.widthPixels == pixels.width && layout.heightPixels == pixels.height)

    let curve = BisectionBezier((0.25, 0.1, 0.25, 1))
    for x in stride(from: 0.05, through: 0.95, by: 0.05) {
      let point = layout.pixel(x: x, progress: curve.progress(x))
      let pixel = pixels[Int(point.x), Int(point.y)]
      #expect(isCurveColoured(pixel), "no curve at x = \(x) (pixel \(Int(point.x)), \(Int(point.y)): \(pixel))")
    }
    for (x, y) in [(0.25, 0.1), (0.25, 1.0)] {
      let point = layout.pixel(x: x, progress: y)
      #expect(isHandleColoured(pixels[Int(point.x), Int(point.y)]), "no control point at (\(x), \(y))")
    }
    // Far from the curve: the unit square's pale fill, neither curve nor handle.
    let empty = layout.pixel(x: 0.85, progress: 0.35)
    let background = pixels[Int(empty.x) + 3, Int(empty.y) + 3]
    #expect(!isCurveColoured(background) && !isHandleColoured(background) && background.r > 200)
    // A grid line is darker than the fill beside it; the axis darker still.
    let gridLine = layout.pixel(x: 0.5, progress: 0.35)
    #expect(pixels[Int(gridLine.x), Int(gridLine.y)].r < background.r)
    let axis = layout.pixel(x: 0.7, progress: 0)
    #expect(pixels[Int(axis.x), Int(axis.y)].r < 150)
  }

  @Test func overshootMakesRoomBelowAndAbove() throws {
    let (pixels, _, folder) = try plot("cubic-bezier(0.68, -0.55, 0.265, 1.55)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = EasingPlotLayout(coveringProgress: -0.55, 1.55)
    #expect(layout.progressMin == -0.6 && layout.progressMax == 1.6)
    #expect(pixels.width == layout.widthPixels && pixels.height == layout.heightPixels)
    #expect(pixels.height > 728)
    let lowControlPoint = layout.pixel(x: 0.68, progress: -0.55)
    #expect(isHandleColoured(pixels[Int(lowControlPoint.x), Int(lowControlPoint.y)]))
    let dip = layout.pixel(x: 0.25, progress: BisectionBezier((0.68, -0.55, 0.265, 1.55)).progress(0.25))
    #expect(isCurveColoured(pixels[Int(dip.x), Int(dip.y)]))
  }

  @Test func springPlotStaysInsideTheImage() throws {
    let (pixels, _, folder) = try plot("bouncy")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(pixels.width == 712)
    #expect(pixels.height > 728)  // bouncy overshoots 1
    var curvePixels = 0
    for y in 0..<pixels.height { for x in 0..<pixels.width where isCurveColoured(pixels[x, y]) { curvePixels += 1 } }
    #expect(curvePixels > 1500)  // a 3 px line at least 600 px long
  }

  @Test func layoutGridStepsGrowWithTheRange() {
    #expect(EasingPlotLayout(coveringProgress: 0, 1).progressGridStep == 0.1)
    #expect(EasingPlotLayout(coveringProgress: -1, 4).progressGridStep == 0.25)
    let extreme = EasingPlotLayout(coveringProgress: -3, 12)
    #expect(extreme.progressGridValues.count <= EasingPlotLayout.maximumProgressGridLines + 1)
    #expect(Double(extreme.heightPixels) <= EasingPlotLayout.maximumPlotHeightPixels + 200)
  }
}

import Foundation
import Raster
import SceneModel

/// Text on an easing plot: title, grid values along both axes and the axis captions.
struct EasingPlotLabels {
  let font: Font
  let canvas: Canvas
  let layout: EasingPlotLayout
  let color: RasterColor

  static let labelSizePoints = 13.0
  static let titleSizePoints = 17.0
  /// Gap between a label and the edge of the plot area.
  static let gapPixels = 8.0

  func draw(title: String, subtitle: String) {
    let left = EasingPlotLayout.marginLeftPixels
    place(title, sizePoints: Self.titleSizePoints) { _ in (left, 14) }
    if !subtitle.isEmpty { place(subtitle, sizePoints: Self.labelSizePoints) { _ in (left, 40) } }

    let bottom = layout.pixel(x: 0, progress: layout.progressMin).y
    for (index, x) in layout.xGridValues.enumerated() where index % 2 == 0 {
      let centre = layout.pixel(x: x, progress: 0).x
      place(NumberFormatting.roundTrip(x), sizePoints: Self.labelSizePoints) { size in (centre - size.width / 2, bottom + Self.gapPixels) }
    }
    let middle = layout.pixel(x: 0.5, progress: 0).x
    place("input progress x", sizePoints: Self.labelSizePoints) { size in (middle - size.width / 2, bottom + 30) }

    // Label every grid line while they are few, every other one when they would crowd.
    let values = layout.progressGridValues
    let every = values.count > 12 ? 2 : 1
    for (index, progress) in values.enumerated() where (index - values.firstIndex(of: 0)!) % every == 0 {
      let row = layout.pixel(x: 0, progress: progress).y
      place(NumberFormatting.roundTrip(progress), sizePoints: Self.labelSizePoints) { size in
        (left - Self.gapPixels - size.width, row - size.height / 2)
      }
    }
    drawVerticalCaption("output progress")
  }

  /// Lays out `text` and draws it with its top-left corner where `origin` says, given its size.
  private func place(_ text: String, sizePoints: Double, origin: ((width: Double, height: Double)) -> (Double, Double)) {
    let layout = TextLayout(text: text, fonts: [font], sizePoints: sizePoints, alignment: .left, boxWidthPoints: nil)
    let bounds = layout.bounds
    let (x, y) = origin((bounds.width, bounds.height))
    canvas.draw(layout, transform: .translation(x: x - bounds.x, y: y), color: color)
  }

  /// The y-axis caption, reading bottom to top beside the labels.
  private func drawVerticalCaption(_ text: String) {
    let text = TextLayout(text: text, fonts: [font], sizePoints: Self.labelSizePoints, alignment: .left, boxWidthPoints: nil)
    let top = layout.pixel(x: 0, progress: layout.progressMax).y, bottom = layout.pixel(x: 0, progress: layout.progressMin).y
    // A quarter turn anticlockwise on screen: the text's +x runs up the page.
    let turn = AffineTransform.rotation(radians: -Double.pi / 2)
    let transform = turn.concatenating(.translation(x: 6, y: (top + bottom) / 2 + text.bounds.width / 2))
    canvas.draw(text, transform: transform, color: color)
  }
}

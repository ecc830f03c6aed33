import Foundation
import Raster
import SceneModel
import Timing

/// A picture of a timing function — what people look at when choosing an ease: the curve over
/// x ∈ [0, 1] on a grid, the unit square it travels, and a Bézier's control points with handles.
struct EasingPlot {
  /// The function and the duration it is evaluated with (the same as the printed samples).
  let evaluation: EasingEvaluation
  /// The function as the user wrote it (`ease`, `bouncy`), for the title.
  let name: String

  /// Two samples per horizontal pixel: smooth curves, and steps() jumps that look vertical.
  static let curveSampleCount = Int(EasingPlotLayout.unitPixels) * 2

  static let backgroundColor = RasterColor.white
  static let unitSquareColor = RasterColor(red8: 0xF2, green8: 0xF4, blue8: 0xF8)
  static let gridColor = RasterColor(red8: 0xDC, green8: 0xDE, blue8: 0xE3)
  static let axisColor = RasterColor(red8: 0x6E, green8: 0x6E, blue8: 0x73)
  static let curveColor = RasterColor(red8: 0x00, green8: 0x7A, blue8: 0xFF)
  static let handleColor = RasterColor(red8: 0xFF, green8: 0x95, blue8: 0x00)
  static let textColor = RasterColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E)

  /// Draws the plot. Labels need the bundled font; without it the plot is drawn unlabelled
  /// (with a warning), since the curve is the point of the picture.
  func render() throws -> PixelBuffer {
    let curve = (0...Self.curveSampleCount).map { index -> (x: Double, progress: Double) in
      let x = Double(index) / Double(Self.curveSampleCount)
      return (x, evaluation.progress(x))
    }.filter { $0.progress.isFinite }
    var extremes = curve.map(\.progress)
    if case let .cubicBezier(bezier) = evaluation.function { extremes += [bezier.y1, bezier.y2] }
    let layout = EasingPlotLayout(coveringProgress: extremes.min() ?? 0, extremes.max() ?? 1)

    let canvas = try Canvas(widthPixels: layout.widthPixels, heightPixels: layout.heightPixels)
    canvas.clear(to: Self.backgroundColor)
    drawGrid(on: canvas, layout: layout)
    if case let .cubicBezier(bezier) = evaluation.function { drawHandles(of: bezier, on: canvas, layout: layout) }
    drawCurve(curve, on: canvas, layout: layout)
    drawMarkers(on: canvas, layout: layout)
    if let font = Self.labelFont() {
      EasingPlotLabels(font: font, canvas: canvas, layout: layout, color: Self.textColor)
        .draw(title: title, subtitle: subtitle)
    }
    return canvas.makePixelBuffer()
  }

  private func drawGrid(on canvas: Canvas, layout: EasingPlotLayout) {
    let corner = layout.pixel(x: 0, progress: 1), opposite = layout.pixel(x: 1, progress: 0)
    canvas.fill(.rect(x: corner.x, y: corner.y, width: opposite.x - corner.x, height: opposite.y - corner.y),
                transform: .identity, color: Self.unitSquareColor)
    let top = layout.pixel(x: 0, progress: layout.progressMax).y, bottom = layout.pixel(x: 0, progress: layout.progressMin).y
    let left = layout.pixel(x: 0, progress: 0).x, right = layout.pixel(x: 1, progress: 0).x
    for x in layout.xGridValues {
      let column = layout.pixel(x: x, progress: 0).x
      let isAxis = x == 0
      fillLine(on: canvas, x: column, y: top, width: isAxis ? 2 : 1, height: bottom - top, color: isAxis ? Self.axisColor : Self.gridColor)
    }
    for progress in layout.progressGridValues {
      let row = layout.pixel(x: 0, progress: progress).y
      let isAxis = progress == 0
      fillLine(on: canvas, x: left, y: row, width: right - left, height: isAxis ? 2 : 1, color: isAxis ? Self.axisColor : Self.gridColor)
    }
  }

  /// A pixel-aligned bar: grid lines stay one crisp pixel wide instead of two half-covered ones.
  private func fillLine(on canvas: Canvas, x: Double, y: Double, width: Double, height: Double, color: RasterColor) {
    let left = x.rounded(.down), top = y.rounded(.down)
    let bar = Path.rect(x: left, y: top, width: max(1, (x + width).rounded(.down) - left), height: max(1, (y + height).rounded(.down) - top))
    canvas.fill(bar, transform: .identity, color: color)
  }

  private func drawHandles(of bezier: CubicBezier, on canvas: Canvas, layout: EasingPlotLayout) {
    let style = StrokeStyle(width: 2, cap: .round)
    for (anchor, control) in [((0.0, 0.0), (bezier.x1, bezier.y1)), ((1.0, 1.0), (bezier.x2, bezier.y2))] {
      let from = layout.pixel(x: anchor.0, progress: anchor.1), to = layout.pixel(x: control.0, progress: control.1)
      var handle = Path()
      handle.move(to: from.x, from.y)
      handle.line(to: to.x, to.y)
      canvas.stroke(handle, style: style, transform: .identity, color: Self.handleColor)
    }
  }

  private func drawCurve(_ curve: [(x: Double, progress: Double)], on canvas: Canvas, layout: EasingPlotLayout) {
    var path = Path()
    for (index, point) in curve.enumerated() {
      let pixel = layout.pixel(x: point.x, progress: point.progress)
      if index == 0 { path.move(to: pixel.x, pixel.y) } else { path.line(to: pixel.x, pixel.y) }
    }
    canvas.stroke(path, style: StrokeStyle(width: 3, cap: .round, join: .round), transform: .identity, color: Self.curveColor)
  }

  /// End points, Bézier control points (on top of the curve, so they can always be seen) and linear() stops.
  private func drawMarkers(on canvas: Canvas, layout: EasingPlotLayout) {
    func dot(_ x: Double, _ progress: Double, radius: Double, color: RasterColor) {
      let centre = layout.pixel(x: x, progress: progress)
      canvas.fill(.ellipse(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius),
                  transform: .identity, color: color)
    }
    dot(0, 0, radius: 4, color: Self.axisColor)
    dot(1, 1, radius: 4, color: Self.axisColor)
    switch evaluation.function {
    case let .cubicBezier(bezier):
      dot(bezier.x1, bezier.y1, radius: 6, color: Self.handleColor)
      dot(bezier.x2, bezier.y2, radius: 6, color: Self.handleColor)
    case let .linearStops(stops):
      for stop in stops { dot(stop.input, stop.output, radius: 3.5, color: Self.handleColor) }
    default:
      break
    }
  }

  /// The name as written, with the CSS form when that says more (`ease — cubic-bezier(…)`).
  /// Springs keep their name only: their physical parameters go in the subtitle, rounded to fit.
  private var title: String {
    let canonical = evaluation.function.description
    if case .spring = evaluation.function { return name }
    return name == canonical ? name : "\(name) — \(canonical)"
  }

  /// The numbers a designer copies: control points, or the spring's parameters and time base.
  private var subtitle: String {
    switch evaluation.function {
    case let .cubicBezier(b):
      let n = NumberFormatting.roundTrip
      return "P1 (\(n(b.x1)), \(n(b.y1)))   P2 (\(n(b.x2)), \(n(b.y2)))"
    case let .spring(spring):
      let n = { (value: Double) in String(format: "%.6g", value) }
      return "spring: mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), "
        + "initial velocity \(n(spring.initialVelocity)); x = 1 at \(String(format: "%.3f", evaluation.durationSeconds)) s"
    default:
      return ""
    }
  }

  /// DejaVu Sans from the bundled fonts (never the system's: the same plot on every machine).
  private static func labelFont() -> Font? {
    guard let directory = BundledFonts.directory else {
      Console.error("warning: the bundled fonts folder was not found (set FLIPBOOK_FONTS); the plot has no labels")
      return nil
    }
    let path = (directory as NSString).appendingPathComponent("DejaVuSans.ttf")
    do {
      return try Font(contentsOf: path)
    } catch {
      Console.error("warning: \(error); the plot has no labels")
      return nil
    }
  }
}

import Foundation

/// Where an easing plot puts things, in pixels (y down). Input x ∈ [0, 1] spans a fixed width;
/// progress runs up the page over whole grid steps covering the curve's overshoot and the
/// control points, at the same scale as x unless that would make the image too tall.
struct EasingPlotLayout: Equatable {
  /// Pixels for one unit of x (and of progress, when the range fits).
  static let unitPixels = 600.0
  /// Tallest plot area: an extreme overshoot (cubic-bezier y = 10) is squeezed, not 6000 px tall.
  static let maximumPlotHeightPixels = 1500.0
  /// Room for the y labels on the left, the title on top and the x labels below.
  static let marginLeftPixels = 72.0, marginRightPixels = 40.0, marginTopPixels = 72.0, marginBottomPixels = 56.0
  /// Grid spacing in x.
  static let xGridStep = 0.1
  /// Most progress grid lines before the step grows, so labels never crowd.
  static let maximumProgressGridLines = 24
  /// Progress beyond this is clamped (the validator accepts any finite y1, y2).
  static let progressLimit = 1e9

  /// Progress grid spacing: 0.1, 0.2, 0.25, 0.5, 1, 2, … whichever first fits the range.
  let progressGridStep: Double
  /// Lowest and highest progress grid lines, as multiples of the step.
  let lowestGridIndex: Int, highestGridIndex: Int
  /// Vertical pixels per unit of progress.
  let pixelsPerProgress: Double
  /// Image size.
  let widthPixels: Int, heightPixels: Int

  /// A layout whose plot area covers progress `low…high` (0…1 is always included).
  init(coveringProgress low: Double, _ high: Double) {
    let low = max(min(low, 0), -Self.progressLimit)
    let high = min(max(high, 1), Self.progressLimit)
    let step = Self.gridStep(for: high - low)
    // The small tolerance keeps 1.0000000000000002 from adding an empty grid row.
    lowestGridIndex = Int((low / step + 1e-9).rounded(.down))
    highestGridIndex = Int((high / step - 1e-9).rounded(.up))
    progressGridStep = step
    let span = Double(highestGridIndex - lowestGridIndex) * step
    pixelsPerProgress = min(Self.unitPixels, Self.maximumPlotHeightPixels / span)
    widthPixels = Int((Self.marginLeftPixels + Self.unitPixels + Self.marginRightPixels).rounded(.up))
    heightPixels = Int((Self.marginTopPixels + span * pixelsPerProgress + Self.marginBottomPixels).rounded(.up))
  }

  /// Progress at the top and bottom edges of the plot area.
  var progressMax: Double { Self.tidy(Double(highestGridIndex) * progressGridStep) }
  var progressMin: Double { Self.tidy(Double(lowestGridIndex) * progressGridStep) }

  /// The pixel position of the point (x, progress).
  func pixel(x: Double, progress: Double) -> (x: Double, y: Double) {
    (Self.marginLeftPixels + x * Self.unitPixels, Self.marginTopPixels + (progressMax - progress) * pixelsPerProgress)
  }

  /// Progress grid values, bottom to top, rounded so labels read `0.3`, not `0.30000000000000004`.
  var progressGridValues: [Double] {
    (lowestGridIndex...highestGridIndex).map { Self.tidy(Double($0) * progressGridStep) }
  }

  /// x grid values 0, 0.1, …, 1.
  var xGridValues: [Double] {
    (0...10).map { Self.tidy(Double($0) * Self.xGridStep) }
  }

  private static func gridStep(for span: Double) -> Double {
    var decade = 0.1
    while true {
      for mantissa in [1.0, 2, 2.5, 5] where span / (mantissa * decade) <= Double(maximumProgressGridLines) {
        return mantissa * decade
      }
      decade *= 10
    }
  }

  /// Rounds to 9 significant decimals of the unit: grid values are short decimals by construction.
  private static func tidy(_ value: Double) -> Double {
    abs(value) < 1e6 ? (value * 1e9).rounded() / 1e9 : value.rounded()
  }
}

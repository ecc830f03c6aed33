import Raster

/// The picture of a comparison people look at: a dimmed grey copy of the golden with every
/// changed pixel highlighted, so a one-pixel change is visible at a glance.
public enum DiffImage {
  /// Colour of pixels over tolerance: magenta, which UI scenes rarely use.
  public static let overToleranceColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 0, 255, 255)
  /// Colour of pixels that differ but within tolerance: amber.
  public static let withinToleranceColor: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 176, 0, 255)
  /// How much of the golden's contrast the dimmed background keeps (0 = blank, 1 = full).
  public static let backgroundContrast = 0.25
  /// Gap in pixels between the changed pixels' bounding box and the frame drawn around it.
  public static let markerMarginPixels = 6
  /// Width in pixels of that frame.
  public static let markerLineWidthPixels = 2

  /// An opaque image the size of the larger of the two: the golden's luma, faded towards white
  /// to `backgroundContrast`, with `withinToleranceColor` and `overToleranceColor` pixels on top,
  /// and a frame around all of them (`markerMarginPixels` out, in the colour of the worst) so a
  /// single changed pixel in a 750×1334 frame can be found. The frame only covers unchanged
  /// pixels. When the sizes differ, pixels covered by only one image are over tolerance.
  public static func make(expected: PixelBuffer, actual: PixelBuffer, comparison: ImageComparison) -> PixelBuffer {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    var output = PixelBuffer(width: width, height: height, fill: (255, 255, 255, 255))
    var changed = ChangedBounds()
    for y in 0..<height {
      for x in 0..<width {
        let inExpected = x < expected.width && y < expected.height
        let inActual = x < actual.width && y < actual.height
        var state = ImageComparison.PixelState.overTolerance
        if inExpected && inActual {
          if comparison.sizesMatch {
            state = comparison.state(atPixel: y * width + x)
          } else {
            let delta = ColorDifference.deltaE(expected[x, y], actual[x, y])
            state = delta == 0 ? .same : delta > comparison.tolerance.maximumDeltaE ? .overTolerance : .withinTolerance
          }
        }
        switch state {
        case .overTolerance: output[x, y] = overToleranceColor; changed.add(x, y, over: true)
        case .withinTolerance: output[x, y] = withinToleranceColor; changed.add(x, y, over: false)
        case .same: output[x, y] = dimmed(inExpected ? expected[x, y] : actual[x, y])
        }
      }
    }
    if let box = changed.box {
      drawMarker(around: box, color: changed.anyOver ? overToleranceColor : withinToleranceColor, on: &output)
    }
    return output
  }

  /// The bounding box of the changed pixels, grown as they are found.
  struct ChangedBounds {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    var anyOver = false

    mutating func add(_ x: Int, _ y: Int, over: Bool) {
      anyOver = anyOver || over
      guard let current = box else { box = (x, y, x, y); return }
      box = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
    }
  }

  /// A `markerLineWidthPixels` frame `markerMarginPixels` outside `box`, clipped to the image,
  /// leaving changed pixels as they are (the dimmed background is grey, so never one of the
  /// two highlight colours).
  static func drawMarker(around box: (minX: Int, minY: Int, maxX: Int, maxY: Int), color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
                         on output: inout PixelBuffer) {
    let outer = markerMarginPixels + markerLineWidthPixels
    let left = box.minX - outer, top = box.minY - outer, right = box.maxX + outer, bottom = box.maxY + outer
    for y in max(top, 0)...min(bottom, output.height - 1) {
      for x in max(left, 0)...min(right, output.width - 1) {
        let inRing = x < left + markerLineWidthPixels || x > right - markerLineWidthPixels
          || y < top + markerLineWidthPixels || y > bottom - markerLineWidthPixels
        let pixel = output[x, y]
        if inRing, pixel != overToleranceColor, pixel != withinToleranceColor { output[x, y] = color }
      }
    }
  }

  /// The pixel's luma over white, faded towards white.
  static func dimmed(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let alpha = Double(pixel.a) / 255
    // Rec. 709 luma weights on gamma-encoded values: a cheap, familiar grey.
    let luma = (0.2126 * Double(pixel.r) + 0.7152 * Double(pixel.g) + 0.0722 * Double(pixel.b)) * alpha + 255 * (1 - alpha)
    let faded = UInt8((255 - (255 - luma) * backgroundContrast).rounded())
    return (faded, faded, faded, 255)
  }
}

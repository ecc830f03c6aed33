import Foundation
import Raster

/// Lays out a contact sheet: frames in a grid, left to right and top to bottom, each scaled to
/// one cell width, with its time printed centred under it.
struct StripContactSheet {
  /// Gap around and between cells, pixels.
  static let paddingPixels = 12
  /// Height of the label row under each frame, pixels (fits a 12 px line of DejaVu Sans).
  static let labelHeightPixels = 20
  /// Label text size, pixels.
  static let labelSizePixels = 12.0
  /// Sheet background and label colours: neutral, so the frames' own colours stand out.
  static let backgroundColor = RasterColor(red8: 0xF2, green8: 0xF2, blue8: 0xF2)
  static let labelColor = RasterColor(red8: 0x3C, green8: 0x3C, blue8: 0x43)
  static let frameBorderColor = RasterColor(red8: 0xC7, green8: 0xC7, blue8: 0xCC)
  /// Under frames that are not opaque: a checkerboard of white and this grey in squares of
  /// `checkerSquarePixels`, as image editors show transparency (QA: on the sheet's flat grey a
  /// transparent frame lost its border and looked like a grey background).
  static let checkerColor: (r: UInt8, g: UInt8, b: UInt8) = (0xE5, 0xE5, 0xEA)
  static let checkerSquarePixels = 8

  /// One cell: its frame as `drawnCell` draws it, and its label.
  struct Cell {
    /// The cell's frame with its border (`drawnCell`).
    var drawn: PixelBuffer
    var label: String
  }

  let cells: [Cell]
  let columns: Int
  /// Width each frame is scaled to, pixels.
  let cellWidthPixels: Int
  /// Height each frame is scaled to (`cellHeightPixels(frameWidthPixels:frameHeightPixels:cellWidthPixels:)`).
  let cellHeightPixels: Int
  let font: Font

  /// The height a frame of this size is scaled to in a cell `cellWidthPixels` wide (its aspect ratio kept).
  static func cellHeightPixels(frameWidthPixels: Int, frameHeightPixels: Int, cellWidthPixels: Int) -> Int {
    guard frameWidthPixels > 0 else { return 0 }
    return max(1, Int((Double(frameHeightPixels) * Double(cellWidthPixels) / Double(frameWidthPixels)).rounded()))
  }

  var rows: Int { (cells.count + columns - 1) / columns }

  /// The sheet's size in pixels.
  var sizePixels: (width: Int, height: Int) {
    Self.sizePixels(cellCount: cells.count, columns: columns, cellWidthPixels: cellWidthPixels, cellHeightPixels: cellHeightPixels)
  }

  /// The size of a sheet of `cellCount` cells, known before any frame is drawn.
  static func sizePixels(cellCount: Int, columns: Int, cellWidthPixels: Int, cellHeightPixels: Int) -> (width: Int, height: Int) {
    let usedColumns = min(columns, cellCount)
    let rows = (cellCount + columns - 1) / columns
    let width = paddingPixels + usedColumns * (cellWidthPixels + paddingPixels)
    let height = paddingPixels + rows * (cellHeightPixels + labelHeightPixels + paddingPixels)
    return (width, height)
  }

  /// Why a sheet of that size cannot be drawn (over the canvas's side or area limit), with what
  /// to change, or nil when it can.
  static func sizeProblem(cellCount: Int, columns: Int, cellWidthPixels: Int, cellHeightPixels: Int) -> String? {
    let size = sizePixels(cellCount: cellCount, columns: columns, cellWidthPixels: cellWidthPixels, cellHeightPixels: cellHeightPixels)
    guard size.width > Canvas.maximumSidePixels || size.height > Canvas.maximumSidePixels
            || size.width * size.height > Canvas.maximumAreaPixels else { return nil }
    // One row already too tall: only a narrower (so shorter) cell helps (QA: --every and
    // --columns were suggested and changed nothing).
    let oneRowTooTall = paddingPixels * 2 + cellHeightPixels + labelHeightPixels > Canvas.maximumSidePixels
    let advice = oneRowTooTall
      ? "give a smaller --cell-width: the frames are \(cellHeightPixels) px tall at \(cellWidthPixels) px wide"
      : "give a larger --every, more --columns or a smaller --cell-width"
    return "a sheet of \(cellCount) frames in \(columns) columns of \(cellWidthPixels)×\(cellHeightPixels) px would be "
      + "\(size.width)×\(size.height) px, over the \(Canvas.maximumSidePixels) px side (and \(Canvas.maximumAreaPixels / (1024 * 1024)) Mpx) "
      + "a sheet can have; \(advice)"
  }

  /// Top-left corner of cell `index`'s frame, pixels.
  func origin(ofCell index: Int) -> (x: Int, y: Int) {
    let column = index % columns, row = index / columns
    return (Self.paddingPixels + column * (cellWidthPixels + Self.paddingPixels),
            Self.paddingPixels + row * (cellHeightPixels + Self.labelHeightPixels + Self.paddingPixels))
  }

  /// `frame` as its cell shows it: a 1-pixel border, a checkerboard behind a frame that is not
  /// opaque, and the frame scaled to `width` × `height`, in a block 2 pixels wider and taller.
  /// Drawn as each frame is rendered, so the sheet keeps these small blocks instead of the
  /// frames (QA: a full-size frame per cell, 882 MB for 200 cells of 1280×800). The pixels are
  /// the ones drawing on the sheet gave: every position is a whole number of pixels away.
  static func drawnCell(_ frame: PixelBuffer, width: Int, height: Int) throws -> PixelBuffer {
    let canvas = try Canvas(widthPixels: width + 2, heightPixels: height + 2)
    canvas.fill(Path.rect(x: 0, y: 0, width: Double(width) + 2, height: Double(height) + 2), transform: .identity, color: frameBorderColor)
    if !isOpaque(frame) {
      canvas.draw(RasterImage(checkerboard(width: width, height: height)), transform: .translation(x: 1, y: 1), opacity: 1)
    }
    let scale = AffineTransform.scale(x: Double(width) / Double(frame.width), y: Double(height) / Double(frame.height))
    canvas.draw(RasterImage(frame), transform: scale.concatenating(.translation(x: 1, y: 1)), opacity: 1)
    return canvas.makePixelBuffer()
  }

  /// Draws the sheet.
  func render() throws -> PixelBuffer {
    let size = sizePixels
    let canvas = try Canvas(widthPixels: size.width, heightPixels: size.height)
    canvas.clear(to: Self.backgroundColor)
    let height = cellHeightPixels
    for (index, cell) in cells.enumerated() {
      let (x, y) = origin(ofCell: index)
      // Opaque, drawn 1:1 at whole pixels: copied exactly.
      canvas.draw(RasterImage(cell.drawn), transform: .translation(x: Double(x) - 1, y: Double(y) - 1), opacity: 1)
      let label = labelLayout(cell.label)
      // Centre the line vertically in the label row.
      let labelTop = Double(y + height) + (Double(Self.labelHeightPixels) - label.bounds.height) / 2 + 1
      canvas.draw(label, transform: .translation(x: Double(x), y: labelTop), color: Self.labelColor)
    }
    return canvas.makePixelBuffer()
  }

  /// Whether every pixel of `image` is opaque.
  static func isOpaque(_ image: PixelBuffer) -> Bool {
    stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }
  }

  /// A cell-sized checkerboard (`checkerColor`, `checkerSquarePixels`), white at the top left.
  static func checkerboard(width: Int, height: Int) -> PixelBuffer {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width where (x / checkerSquarePixels + y / checkerSquarePixels) % 2 == 1 {
        let offset = (y * width + x) * 4
        (bytes[offset], bytes[offset + 1], bytes[offset + 2]) = checkerColor
      }
    }
    return PixelBuffer(width: width, height: height, bytes: bytes)
  }

  /// `text` centred under a cell, at 12 px or smaller so it spans at most the cell and half the
  /// gap on each side: in narrow cells the labels ran into each other (QA).
  private func labelLayout(_ text: String) -> TextLayout {
    func layout(_ size: Double) -> TextLayout {
      TextLayout(text: text, fonts: [font], sizePoints: size, alignment: .center, boxWidthPoints: Double(cellWidthPixels))
    }
    let natural = layout(Self.labelSizePixels)
    let room = Double(cellWidthPixels + Self.paddingPixels / 2 - 2)
    guard natural.bounds.width > room else { return natural }
    return layout(max(1, (Self.labelSizePixels * room / natural.bounds.width * 4).rounded(.down) / 4))
  }
}

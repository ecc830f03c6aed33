/// The colour tolerance's part of frame sequencing (`GIFOptions.colorTolerance`): which pixels
/// moved beyond the tolerance from what the decoder shows, and the LZW of a frame's rectangle
/// with near colours (`LossyLZWEncoder`).
///
/// Every decision compares the colour a frame asks for (its palette entry, or its motion
/// approximation) with what is shown, never with an earlier near colour, so the error is
/// bounded per pixel and does not accumulate. For opaque animations only: a pixel that keeps
/// what is shown is written as the transparent index, and no frame ever needs clearing.
struct ToleranceCoding: Sendable {
  private let encoder: LossyLZWEncoder
  /// `isClose` for every pair of indices, at `a << 8 | b` (64 kB): the per-pixel tests of a
  /// large rectangle were a sixth of a tolerance render as distance computations.
  private let closeTable: [Bool]

  /// Near colours tried per pixel; more finds a few more matches and costs time.
  static let neighbourLimit = 12

  init(palette: GIFPalette, tolerance: Int) {
    precondition(palette.transparentIndex != nil, "keeping what is shown needs the transparent index")
    let colors = palette.colors, toleranceSquared = tolerance * tolerance
    encoder = LossyLZWEncoder(colors: palette.colors, tolerance: tolerance, limit: Self.neighbourLimit,
                              minimumCodeSize: GIFBlocks.globalCodeSize(palette))
    var table = [Bool](repeating: false, count: 256 * 256)
    for a in 0..<256 {
      for b in 0..<256 {
        // Indices past the palette (the transparent one) are close only to themselves.
        table[a << 8 | b] = a == b
          || (a < colors.count && b < colors.count
              && LossyLZWEncoder.distanceSquared(colors[a], colors[b]) <= toleranceSquared)
      }
    }
    closeTable = table
  }

  /// Whether palette entries `a` and `b` are within the tolerance (the transparent index is
  /// close only to itself).
  @inline(__always) func isClose(_ a: UInt8, _ b: UInt8) -> Bool {
    closeTable.withUnsafeBufferPointer { $0[Int(a) << 8 | Int(b)] }
  }

  /// Smallest rectangle inside `area` holding every pixel of `frame` beyond the tolerance from
  /// `shown` (both `width` pixels wide).
  func beyondToleranceRect(_ frame: [UInt8], shown: [UInt8], width: Int, within area: PixelRect) -> PixelRect {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    frame.withUnsafeBufferPointer { frame in
      shown.withUnsafeBufferPointer { shown in
        for y in area.y..<(area.y + area.height) {
          let row = y * width
          let columns = area.x..<(area.x + area.width)
          guard let first = columns.first(where: { !isClose(frame[row + $0], shown[row + $0]) }) else { continue }
          let last = columns.last { !isClose(frame[row + $0], shown[row + $0]) }!
          minX = min(minX, first); maxX = max(maxX, last)
          minY = min(minY, y); maxY = y
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The frame block (graphic control extension with a zero delay, descriptor, LZW data) for
  /// `rect` of `frame`, whichever of three encodings is smallest, and `shown` becomes what the
  /// decoder shows afterwards:
  /// - near colours: a pixel within the tolerance of `shown` may keep it, and any pixel may be a
  ///   near colour where that extends a longer LZW string (`LossyLZWEncoder`);
  /// - exact, keeping: pixels within the tolerance of `shown` keep it, the rest are written as
  ///   they are (the usual unchanged-pixel strategies and local table trial);
  /// - exact: every pixel as the frame has it. Where content moves, pixels kept at an older
  ///   colour break the runs of the new one.
  /// Each wins on some frames: the near colours' greedy choices know no local tables and can
  /// break runs too. Trying all three makes a tolerance smaller than none on every example
  /// and benchmark scene (a tolerance that only ever took the near colours was up to 2.7×
  /// larger, since it replaced the motion frames and frame skipping instead of adding to them).
  /// In the first frame, which covers the canvas, no pixel keeps what is shown.
  ///
  /// With `parallel`, the exact forms of a rectangle large enough to be worth handing over are
  /// encoded on other threads meanwhile (same result).
  func encodeSmallest(_ frame: [UInt8], onto shown: inout [UInt8], width: Int, rect: PixelRect, palette: GIFPalette,
                      isFirst: Bool, parallel: Bool = false) -> [UInt8] {
    let transparent = palette.transparentIndex!
    let count = rect.width * rect.height
    var wanted = [UInt8](repeating: 0, count: count)
    var mayKeep = [Bool](repeating: false, count: count)
    // The exact form's frame: kept pixels take what is shown.
    var kept = [UInt8](repeating: 0, count: count)
    var under = [UInt8](repeating: transparent, count: count)
    var keepsAny = false
    // Raw buffers: this runs over every pixel of the rectangle, on the sequencer's thread.
    closeTable.withUnsafeBufferPointer { close in
      frame.withUnsafeBufferPointer { frame in
        shown.withUnsafeBufferPointer { shown in
          wanted.withUnsafeMutableBufferPointer { wanted in
            mayKeep.withUnsafeMutableBufferPointer { mayKeep in
              kept.withUnsafeMutableBufferPointer { kept in
                under.withUnsafeMutableBufferPointer { under in
                  for row in 0..<rect.height {
                    let source = (rect.y + row) * width + rect.x
                    let target = row * rect.width
                    for column in 0..<rect.width {
                      let value = frame[source + column], old = shown[source + column]
                      let keep = !isFirst && close[Int(value) << 8 | Int(old)]
                      wanted[target + column] = value
                      mayKeep[target + column] = keep
                      kept[target + column] = keep ? old : value
                      keepsAny = keepsAny || (keep && old != value)
                      if !isFirst { under[target + column] = old }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    // Exact forms, in a fixed order: kept pixels as shown, then every pixel as the frame has it.
    // A small rectangle takes less time to encode than to hand to another thread (the block
    // encoder's rule).
    let inBackground = parallel && count >= GIFBlockEncoder.inlinePixelLimit
    let exactForms = (keepsAny ? [kept, wanted] : [wanted]).map { [self, under] pixels in
      BackgroundValue(inBackground: inBackground) { (pixels: pixels, block: exactBlock(pixels, under: under, rect: rect, palette: palette)) }
    }
    var near: [UInt8] = []
    GIFBlocks.appendControlAndDescriptor(rect: rect, delayCentiseconds: 0, disposal: .doNotDispose, palette: palette, into: &near)
    let written = encoder.encode(wanted: wanted, mayKeep: mayKeep, transparent: transparent, into: &near)

    var best = (block: near, shownAfter: written)
    for form in exactForms {
      let (pixels, block) = form.value
      // Strictly smaller, so ties keep the earlier form and output stays deterministic.
      if block.count < best.block.count { best = (block, pixels) }
    }
    best.shownAfter.withUnsafeBufferPointer { after in
      shown.withUnsafeMutableBufferPointer { shown in
        for row in 0..<rect.height {
          let target = (rect.y + row) * width + rect.x
          for column in 0..<rect.width where after[row * rect.width + column] != transparent {
            shown[target + column] = after[row * rect.width + column]
          }
        }
      }
    }
    return best.block
  }

  /// The block that shows `pixels` over `under` (both `rect`'s size), written the way that
  /// compresses smallest (`GIFFrameSequencer.smallestRectData`, then `GIFBlocks.appendFrame`'s
  /// local table trial).
  private func exactBlock(_ pixels: [UInt8], under: [UInt8], rect: PixelRect, palette: GIFPalette) -> [UInt8] {
    let local = PixelRect(x: 0, y: 0, width: rect.width, height: rect.height)
    let (data, encoding) = GIFFrameSequencer.smallestRectData(frame: pixels, base: under, rect: local, canvasWidth: rect.width,
                                                            transparent: palette.transparentIndex!,
                                                            minimumCodeSize: GIFBlocks.globalCodeSize(palette))
    var block: [UInt8] = []
    GIFBlocks.appendFrame(rect: rect, indices: data, delayCentiseconds: 0, disposal: .doNotDispose, palette: palette,
                          globalEncoding: encoding, into: &block)
    return block
  }
}

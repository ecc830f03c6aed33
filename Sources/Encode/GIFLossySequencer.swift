/// Frame sequencing for opaque animations with a colour tolerance: pixels whose new colour is
/// within `tolerance` of what is already shown count as unchanged, and the changed rectangle is
/// compressed with `LossyLZWEncoder`, which may write near colours.
///
/// The error is bounded per pixel and does not accumulate: every decision compares the colour
/// shown with the frame's own quantized colour, never with an earlier approximation. Frames
/// with nothing beyond the tolerance merge into the previous one (delay added). Used only when
/// no frame has transparent pixels, so no disposal is ever needed.
struct GIFLossySequencer: Sendable {
  let width: Int
  let height: Int
  let palette: GIFPalette
  let toleranceSquared: Int
  private let encoder: LossyLZWEncoder
  /// The palette indices the decoder shows now (after the pending frame).
  private var shown: [UInt8]
  /// The pending frame's encoded block with a zero delay, patched when its duration is known.
  private var pendingBlock: [UInt8]?
  private var pendingDelayCentiseconds = 0
  /// Image blocks written so far (every one once `finish` has run).
  private(set) var framesWritten = 0
  /// Near colours tried per pixel; more finds a few more matches and costs time.
  static let neighbourLimit = 12

  init(width: Int, height: Int, palette: GIFPalette, tolerance: Int) {
    precondition(palette.transparentIndex != nil, "differencing needs the transparent index")
    self.width = width
    self.height = height
    self.palette = palette
    toleranceSquared = tolerance * tolerance
    encoder = LossyLZWEncoder(colors: palette.colors, tolerance: tolerance, limit: Self.neighbourLimit,
                              minimumCodeSize: max(2, palette.tableSizeLog2))
    shown = []
  }

  /// Encodes a frame against what is shown; merges it into the pending one if nothing moved
  /// beyond the tolerance.
  mutating func append(_ indices: [UInt8], delayCentiseconds: Int, into output: inout [UInt8]) {
    precondition(indices.count == width * height)
    let rect: PixelRect
    if shown.isEmpty {
      // The first frame covers the canvas (some decoders fill outside it with a colour).
      shown = [UInt8](repeating: 0, count: indices.count)
      rect = PixelRect(x: 0, y: 0, width: width, height: height)
    } else {
      rect = changedRect(indices)
      if rect.isEmpty {
        pendingDelayCentiseconds += delayCentiseconds
        return
      }
    }
    flushPending(into: &output)
    let isFirst = pendingBlock == nil && framesWritten == 0
    var wanted = [UInt8](repeating: 0, count: rect.width * rect.height)
    var mayKeep = [Bool](repeating: false, count: wanted.count)
    for row in 0..<rect.height {
      let source = (rect.y + row) * width + rect.x
      for column in 0..<rect.width {
        let value = indices[source + column]
        wanted[row * rect.width + column] = value
        mayKeep[row * rect.width + column] = !isFirst && isClose(value, shown[source + column])
      }
    }
    var block: [UInt8] = []
    GIFBlocks.appendControlAndDescriptor(rect: rect, delayCentiseconds: 0, disposal: .doNotDispose, palette: palette, into: &block)
    let written = encoder.encode(wanted: wanted, mayKeep: mayKeep, transparent: palette.transparentIndex!, into: &block)
    let transparent = palette.transparentIndex!
    for row in 0..<rect.height {
      let target = (rect.y + row) * width + rect.x
      for column in 0..<rect.width where written[row * rect.width + column] != transparent {
        shown[target + column] = written[row * rect.width + column]
      }
    }
    pendingBlock = block
    pendingDelayCentiseconds = delayCentiseconds
  }

  /// Writes the pending frame. Call once, after the last `append`.
  mutating func finish(into output: inout [UInt8]) { flushPending(into: &output) }

  private mutating func flushPending(into output: inout [UInt8]) {
    guard var block = pendingBlock else { return }
    pendingBlock = nil
    // Delays over 655.35 s: the frame, then 1×1 "keep" frames that only add time.
    let pieces = GIFFrameBlockJob.delayPieces(pendingDelayCentiseconds)
    GIFBlocks.patchDelay(pieces[0], inFrameBlock: &block)
    output.append(contentsOf: block)
    for piece in pieces.dropFirst() {
      GIFBlocks.appendFrame(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), indices: [palette.transparentIndex!],
                            delayCentiseconds: piece, disposal: .doNotDispose, palette: palette, into: &output)
    }
    framesWritten += pieces.count
  }

  @inline(__always) private func isClose(_ a: UInt8, _ b: UInt8) -> Bool {
    if a == b { return true }
    let count = palette.colors.count
    guard Int(a) < count, Int(b) < count else { return false }
    return LossyLZWEncoder.distanceSquared(palette.colors[Int(a)], palette.colors[Int(b)]) <= toleranceSquared
  }

  /// Bounding box of the pixels whose wanted colour is beyond the tolerance from the shown one.
  private func changedRect(_ indices: [UInt8]) -> PixelRect {
    var minX = width, minY = height, maxX = -1, maxY = -1
    indices.withUnsafeBufferPointer { wanted in
      shown.withUnsafeBufferPointer { shown in
        for y in 0..<height {
          let rowStart = y * width
          var first = -1
          for x in 0..<width where wanted[rowStart + x] != shown[rowStart + x] && !isClose(wanted[rowStart + x], shown[rowStart + x]) {
            first = x; break
          }
          if first < 0 { continue }
          var last = first
          var x = width - 1
          while x > first {
            if wanted[rowStart + x] != shown[rowStart + x] && !isClose(wanted[rowStart + x], shown[rowStart + x]) { last = x; break }
            x -= 1
          }
          minX = min(minX, first); maxX = max(maxX, last)
          minY = min(minY, y); maxY = y
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

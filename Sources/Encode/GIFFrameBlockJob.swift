/// The expensive, pure half of writing one GIF frame: choosing how to write the unchanged
/// pixels, the local-table trial and LZW. `GIFFrameSequencer` decides everything that depends
/// on earlier frames (what changed, disposal, what the decoder will show) and hands the rest
/// over as a job, so jobs can be encoded on several threads and their bytes appended in order
/// (`GIFBlockEncoder`): the bytes are the same however they were scheduled.
struct GIFFrameBlockJob: Sendable {
  /// What the rectangle's pixels are.
  enum Content: Sendable {
    /// The whole frame and the canvas under it, `canvasWidth` pixels wide; the job reads the
    /// rectangle from them (no copies made on the sequencer's thread): unchanged pixels may be
    /// written either way (`GIFFrameSequencer.smallestRectData`).
    case difference(frame: [UInt8], base: [UInt8], canvasWidth: Int, transparent: UInt8)
    /// Pixels to write as they are.
    case pixels([UInt8])
  }

  let rect: PixelRect
  let content: Content
  let palette: GIFPalette
  /// The frame's delay, then hold-only pieces when it is over 655.35 s (see `delayPieces`).
  let delayPieces: [Int]
  let disposal: GIFBlocks.Disposal

  /// Number of GIF frames the job writes.
  var frameCount: Int { delayPieces.count }

  /// The frame's blocks: the graphic control extension, image descriptor, optional local table
  /// and LZW data, then any hold pieces.
  func encode() -> [UInt8] {
    let data: [UInt8]
    var encoding: LZWEncoder.Encoded?
    switch content {
    case .pixels(let pixels):
      data = pixels
    case .difference(let frame, let base, let canvasWidth, let transparent):
      (data, encoding) = GIFFrameSequencer.smallestRectData(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth,
                                                            transparent: transparent, minimumCodeSize: GIFBlocks.globalCodeSize(palette))
    }
    var output: [UInt8] = []
    for (index, piece) in delayPieces.enumerated() {
      let isLast = index == delayPieces.count - 1
      let pieceDisposal: GIFBlocks.Disposal = isLast ? disposal : .doNotDispose
      if index == 0 {
        GIFBlocks.appendFrame(rect: rect, indices: data, delayCentiseconds: piece, disposal: pieceDisposal, palette: palette,
                              globalEncoding: encoding, into: &output)
      } else {
        // An all-transparent frame changes nothing; over `rect` when it must clear it.
        let holdRect = pieceDisposal == .restoreToBackground ? rect : PixelRect(x: 0, y: 0, width: 1, height: 1)
        let empty = [UInt8](repeating: palette.transparentIndex ?? 0, count: holdRect.width * holdRect.height)
        GIFBlocks.appendFrame(rect: holdRect, indices: empty, delayCentiseconds: piece, disposal: pieceDisposal, palette: palette, into: &output)
      }
    }
    return output
  }

  /// Delays over 655.35 s (16 bits of centiseconds) are split: the frame, then empty frames
  /// that only add time, the last one ≥ 2 cs (browsers play 0–1 cs as 10 cs).
  static func delayPieces(_ delay: Int) -> [Int] {
    var pieces: [Int] = []
    var remaining = delay
    while remaining > GIFBlocks.maximumDelayCentiseconds {
      let maximum = GIFBlocks.maximumDelayCentiseconds
      let piece = remaining - maximum >= 2 ? maximum : maximum - 2
      pieces.append(piece)
      remaining -= piece
    }
    pieces.append(remaining)
    return pieces
  }
}

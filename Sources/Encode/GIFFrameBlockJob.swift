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
    /// The frame's block already encoded, its delay zero (patched when written) and its disposal
    /// "do not dispose": with a colour tolerance, how it is encoded decides what the decoder
    /// shows, which the sequencer must know before the next frame.
    case encoded([UInt8])
  }

  let rect: PixelRect
  let content: Content
  let palette: GIFPalette
  /// The frame's delay, then hold-only pieces when it is over 655.35 s (see `delayPieces`).
  let delayPieces: [Int]
  let disposal: GIFBlocks.Disposal
  /// Set when the frame clears only part of itself: the last hold piece covers this rectangle
  /// and disposes of it alone (`GIFFrameSequencer` explains when); nil disposes of `rect`.
  let clearRect: PixelRect?

  init(rect: PixelRect, content: Content, palette: GIFPalette, delayPieces: [Int], disposal: GIFBlocks.Disposal,
       clearRect: PixelRect? = nil) {
    precondition(clearRect == nil || (disposal == .restoreToBackground && delayPieces.count > 1), "a clearing piece disposes")
    self.rect = rect
    self.content = content
    self.palette = palette
    self.delayPieces = delayPieces
    self.disposal = disposal
    self.clearRect = clearRect
  }

  /// Number of GIF frames the job writes.
  var frameCount: Int { delayPieces.count }

  /// The frame's blocks: the graphic control extension, image descriptor, optional local table
  /// and LZW data, then any hold pieces.
  func encode() -> [UInt8] {
    let data: [UInt8]
    var encoding: LZWEncoder.Encoded?
    switch content {
    case .encoded(let block):
      return encodeWritten(block)
    case .pixels(let pixels):
      data = pixels
    case .difference(let frame, let base, let canvasWidth, let transparent):
      (data, encoding) = GIFFrameSequencer.smallestRectData(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth,
                                                            transparent: transparent, minimumCodeSize: GIFBlocks.globalCodeSize(palette))
    }
    var output: [UInt8] = []
    GIFBlocks.appendFrame(rect: rect, indices: data, delayCentiseconds: delayPieces[0], disposal: firstPieceDisposal,
                          palette: palette, globalEncoding: encoding, into: &output)
    appendHoldPieces(into: &output)
    return output
  }

  /// The disposal of the frame's own block: its job's, unless hold pieces follow (the last
  /// piece then disposes).
  private var firstPieceDisposal: GIFBlocks.Disposal { delayPieces.count == 1 ? disposal : .doNotDispose }

  /// The pieces after the first of a delay too long for one block.
  private func appendHoldPieces(into output: inout [UInt8]) {
    for (index, piece) in delayPieces.enumerated().dropFirst() {
      let pieceDisposal: GIFBlocks.Disposal = index == delayPieces.count - 1 ? disposal : .doNotDispose
      // An all-transparent frame changes nothing; over what it must clear when it disposes.
      let holdRect = pieceDisposal == .restoreToBackground ? clearRect ?? rect : PixelRect(x: 0, y: 0, width: 1, height: 1)
      let empty = [UInt8](repeating: palette.transparentIndex ?? 0, count: holdRect.width * holdRect.height)
      GIFBlocks.appendFrame(rect: holdRect, indices: empty, delayCentiseconds: piece, disposal: pieceDisposal, palette: palette, into: &output)
    }
  }

  /// The same frame shown `extraCentiseconds` longer.
  func adding(_ extraCentiseconds: Int) -> GIFFrameBlockJob {
    GIFFrameBlockJob(rect: rect, content: content, palette: palette,
                     delayPieces: Self.delayPieces(delayPieces.reduce(0, +) + extraCentiseconds, clearingApart: clearRect != nil),
                     disposal: disposal, clearRect: clearRect)
  }

  /// `block` with the frame's delay, then any hold pieces.
  private func encodeWritten(_ block: [UInt8]) -> [UInt8] {
    precondition(disposal == .doNotDispose, "an encoded block does not dispose")
    var output = block
    GIFBlocks.patchDelay(delayPieces[0], inFrameBlock: &output)
    appendHoldPieces(into: &output)
    return output
  }

  /// Delays over 655.35 s (16 bits of centiseconds) are split: the frame, then empty frames
  /// that only add time, the last one ≥ 2 cs (browsers play 0–1 cs as 10 cs). `clearingApart`
  /// ends them with a piece of the shortest delay that clears part of the frame (`clearRect`).
  static func delayPieces(_ delay: Int, clearingApart: Bool = false) -> [Int] {
    if clearingApart {
      precondition(delay >= 2 * GIFSchedule.minimumDelayCentiseconds, "too short to clear apart")
      return delayPieces(delay - GIFSchedule.minimumDelayCentiseconds) + [GIFSchedule.minimumDelayCentiseconds]
    }
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

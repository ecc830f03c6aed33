/// Turns palette-index frames, in display order, into GIF frame blocks.
///
/// - Identical consecutive frames merge into one frame with the summed delay (never left to a
///   decoder or to libgd, which drops the frame *and* its time).
/// - Each frame after the first stores only the rectangle that changed; unchanged pixels in it
///   become the transparent index, which means "leave what is there".
/// - A pixel going from opaque to transparent cannot be drawn with "leave what is there", so the
///   frame before it gets disposal "restore to background" over a rectangle covering those pixels;
///   that is why one frame is held back until the next one is known.
/// - With a `GIFMotionQuality`, a frame shown briefly with a different one after it is first
///   approximated (`MotionApproximation`); what the decoder will show is tracked either way.
/// - With a `GIFFrameSkipping`, a brief frame close enough to the one before it is left out, the
///   one before it staying on screen for both; it is held back until the frame after it shows
///   that the motion goes on (a frame where it comes to rest is always shown).
/// - With a colour tolerance (opaque animations), pixels within it of what is shown keep it,
///   the rest are written with near colours where that compresses better (`ToleranceCoding`),
///   and a frame with nothing beyond it adds its time to the frame before. This comes on top
///   of the two above.
///
/// Everything that depends on earlier frames happens here, in order; the LZW work is handed out
/// as pure `GIFFrameBlockJob`s, which `GIFBlockEncoder` may run on several threads.
struct GIFFrameSequencer: Sendable {
  let width: Int
  let height: Int
  let palette: GIFPalette
  /// The canvas, as palette indices, that the next written frame is drawn onto.
  private var base: [UInt8]
  private var pending: [UInt8]?
  private var pendingDelayCentiseconds = 0
  /// Image blocks emitted so far (every one once `finish` has run).
  private(set) var framesWritten = 0
  /// Frames left out by frame skipping (`GIFFrameSkipping`), the frame before staying on
  /// screen for them; a frame skipped and then shown after all (motion came to rest) is not one.
  private(set) var framesSkipped = 0
  /// A frame close enough to `pending` to be left out, kept until the next frame shows whether
  /// the motion comes to rest on it (then it is shown after all).
  private var skipped: (indices: [UInt8], delayCentiseconds: Int)?
  /// Where `pending` can differ from `base`; where `skipped` can differ from `pending`. Known
  /// from the callers' change bounds (`append`), these confine every comparison to the part of
  /// the canvas that moved; the whole canvas when a caller gave none.
  private var pendingChangeFromBase: ChangeRegion
  private var skippedChangeFromPending: ChangeRegion
  /// The frame appended last (debug builds only), to check the change bounds callers give.
  private var lastAppendedForChecks: [UInt8]?
  private let skipBudget: FrameSkipBudget?
  /// Row bands the motion approximation works on at once (1 on a single thread).
  private let approximationBands: Int
  /// Whether other threads may help with serial work (same results either way).
  private let multithreaded: Bool
  /// Set for a colour tolerance. Its frames are encoded here, in order, since the near colours
  /// chosen are what the next frame is compared with.
  private let toleranceCoding: ToleranceCoding?
  /// The last frame's job, held until the next frame shows whether it draws anything (if not,
  /// that frame only adds time to it): with a tolerance, nothing beyond it; otherwise, nothing
  /// left after the motion approximation.
  private var heldJob: GIFFrameBlockJob?

  /// Frames shown at most this long, with a different frame after them, count as motion
  /// (`GIFMotionQuality`): 4 cs covers 25–50 fps.
  static let briefDelayCentiseconds = 4
  /// Built on another thread when `multithreaded`: the first frame is always exact, so
  /// the colour subsets are needed only from the second frame written on.
  private let approximation: BackgroundValue<MotionApproximation>?

  /// - Parameters:
  ///   - motionQuality: bounds for approximating frames seen only briefly; nil keeps every frame exact.
  ///   - weights: pixels of the animation per palette index, which the approximation's colour
  ///     subsets favour (equal weights when empty).
  ///   - multithreaded: other threads may help: the approximation's colour subsets are built in
  ///     the background and each approximation runs on two row bands at once (same results).
  ///   - frameSkipping: bounds for leaving out brief frames; nil shows every frame.
  ///   - colorTolerance: RGB distance every pixel may be shown off by (`GIFOptions.colorTolerance`);
  ///     above 0 only for opaque frames and a palette with a transparent index.
  ///   - matte: the page colour transparent pixels show (`GIFOptions.matte`); frame skipping
  ///     then compares them as that colour.
  init(width: Int, height: Int, palette: GIFPalette, motionQuality: GIFMotionQuality? = nil, weights: [Int64] = [],
       multithreaded: Bool = false, frameSkipping: GIFFrameSkipping? = nil, colorTolerance: Int = 0, matte: GIFMatte? = nil) {
    self.width = width
    self.height = height
    self.palette = palette
    let pixelCount = width * height
    approximation = motionQuality.map { quality in
      BackgroundValue(inBackground: multithreaded) {
        MotionApproximation(palette: palette, weights: weights.isEmpty ? [Int64](repeating: 1, count: 256) : weights,
                            pixelCount: pixelCount, quality: quality)
      }
    }
    base = [UInt8](repeating: palette.transparentIndex ?? 0, count: width * height)
    pendingChangeFromBase = .full(width: width, height: height)
    skippedChangeFromPending = .empty(width: width, height: height)
    skipBudget = frameSkipping.map {
      FrameSkipBudget(skipping: $0, colors: palette.colors, width: width, height: height, transparentShowsAs: matte?.rgb)
    }
    approximationBands = multithreaded ? 2 : 1
    self.multithreaded = multithreaded
    toleranceCoding = colorTolerance > 0 ? ToleranceCoding(palette: palette, tolerance: colorTolerance) : nil
  }

  /// Queues a frame; emits the previous one's job once it is known to differ.
  ///
  /// - Parameter changedSincePrevious: rectangles outside which `indices` equal the frame
  ///   appended before (a renderer knows them from the model); nil when unknown. Only speed
  ///   depends on them: comparisons skip the rest of the canvas.
  mutating func append(_ indices: [UInt8], delayCentiseconds: Int, changedSincePrevious: [PixelRect]? = nil,
                       into jobs: inout [GIFFrameBlockJob]) {
    precondition(indices.count == width * height)
    let changed = changedSincePrevious.map { ChangeRegion(rects: $0, width: width, height: height) }
      ?? .full(width: width, height: height)
    #if DEBUG
    if let previous = lastAppendedForChecks {
      assert(changed.holdsEveryDifference(between: previous, and: indices), "a change bound that misses a change")
    }
    lastAppendedForChecks = indices
    #endif
    var changedSincePending = changed
    if let skipped {
      if sameIndices(skipped.indices, indices, within: changed) {
        // The motion comes to rest on the frame left out: show it after all, exact and held.
        showSkipped(into: &jobs)
        pendingDelayCentiseconds += delayCentiseconds
        return
      }
      self.skipped = nil
      framesSkipped += 1
      pendingDelayCentiseconds += skipped.delayCentiseconds
      changedSincePending = skippedChangeFromPending.union(changed)
    }
    // Taken out, so that `write` may approximate it in place when no other thread holds it.
    guard var pending = self.pending.take() else {
      pending = indices
      pendingDelayCentiseconds = delayCentiseconds
      pendingChangeFromBase = .full(width: width, height: height)
      return
    }
    if sameIndices(pending, indices, within: changedSincePending) {
      self.pending = pending
      pendingDelayCentiseconds += delayCentiseconds
      return
    }
    // Right after a skip the held frame already lasts the longest hold, so skips never chain.
    if let skipBudget, pendingDelayCentiseconds + delayCentiseconds <= GIFFrameSkipping.longestHoldCentiseconds,
       skipBudget.allows(showing: pending, insteadOf: indices, within: changedSincePending) {
      self.pending = pending
      skipped = (indices, delayCentiseconds)
      skippedChangeFromPending = changedSincePending
      return
    }
    let written = write(&pending, delayCentiseconds: pendingDelayCentiseconds, next: indices,
                        nextChange: changedSincePending, into: &jobs)
    self.pending = indices
    pendingDelayCentiseconds = delayCentiseconds
    pendingChangeFromBase = changedSincePending.union(written)
  }

  /// Whether two frames hold the same indices inside `region`, 8 bytes per step (`==` on arrays
  /// compares element by element, which was 5 % of a flat-UI render).
  func sameIndices(_ a: [UInt8], _ b: [UInt8], within region: ChangeRegion) -> Bool {
    a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        for y in 0..<height {
          let span = region.span(y)
          if span.isEmpty { continue }
          let start = y * width + span.lowerBound, end = y * width + span.upperBound
          if Self.firstDifference(a, b, from: start, to: end) != end { return false }
        }
        return true
      }
    }
  }

  /// Emits the held-back frame's job. Call once, after the last `append`.
  mutating func finish(into jobs: inout [GIFFrameBlockJob]) {
    showSkipped(into: &jobs)  // the last frame is always shown
    if var pending = self.pending.take() {
      write(&pending, delayCentiseconds: pendingDelayCentiseconds, next: nil, nextChange: .empty(width: width, height: height), into: &jobs)
    }
    if let held = heldJob.take() { emit(held, into: &jobs) }
  }

  /// Writes the held frame and makes the skipped frame, if any, the one held after all.
  private mutating func showSkipped(into jobs: inout [GIFFrameBlockJob]) {
    guard let skipped else { return }
    var changeFromBase = ChangeRegion.full(width: width, height: height)
    if var pending = self.pending.take() {
      let written = write(&pending, delayCentiseconds: pendingDelayCentiseconds, next: skipped.indices,
                          nextChange: skippedChangeFromPending, into: &jobs)
      changeFromBase = skippedChangeFromPending.union(written)
    }
    pending = skipped.indices
    pendingDelayCentiseconds = skipped.delayCentiseconds
    pendingChangeFromBase = changeFromBase
    self.skipped = nil
  }

  /// Emits `frame`'s job and makes what the decoder then shows the new `base`. `nextChange`
  /// bounds where `next` differs from `frame`. `frame` may be approximated in place (it is the
  /// frame shown from then on). Returns a rectangle outside which the new `base` equals `frame`
  /// as it was given.
  @discardableResult
  private mutating func write(_ frame: inout [UInt8], delayCentiseconds: Int, next: [UInt8]?, nextChange: ChangeRegion,
                              into jobs: inout [GIFFrameBlockJob]) -> PixelRect {
    if let toleranceCoding {
      return writeWithinTolerance(&frame, delayCentiseconds: delayCentiseconds, next: next, coding: toleranceCoding, into: &jobs)
    }
    let full = PixelRect(x: 0, y: 0, width: width, height: height)
    // The first frame covers the canvas: some decoders fill the area outside it with a colour.
    var rect = isFirst ? full : changedRect(frame, base, within: pendingChangeFromBase)
    // The approximation changes pixels inside this rectangle only.
    let exactChange = rect
    if let approximation, !isFirst, let next, delayCentiseconds <= Self.briefDelayCentiseconds, !rect.isEmpty {
      // Only the changed rectangle can hold pixels to approximate, and what still differs after
      // approximating (some pixels keep what is shown) lies inside it.
      approximation.value.approximate(inPlace: &frame, shown: base, next: next, width: width,
                                      rows: rect.y..<(rect.y + rect.height), columns: rect.x..<(rect.x + rect.width),
                                      bands: approximationBands)
      rect = changedRect(frame, base, within: rect)
    }
    guard let transparent = palette.transparentIndex else {
      // No spare index (a single opaque frame): nothing to difference against.
      hold(GIFFrameBlockJob(rect: full, content: .pixels(frame), palette: palette,
                            delayPieces: GIFFrameBlockJob.delayPieces(delayCentiseconds), disposal: .doNotDispose), into: &jobs)
      base = frame
      return full
    }
    var disposal = GIFBlocks.Disposal.doNotDispose
    var clearingApart: PixelRect?
    if let next {
      // Only a pixel that differs between the two can need clearing.
      let clearRect = Self.clearedRect(frame, next, transparent: transparent, width: width,
                                       within: nextChange.union(exactChange))
      if !clearRect.isEmpty {
        disposal = .restoreToBackground
        if Self.clearsApart(frame: rect, clear: clearRect, delayCentiseconds: delayCentiseconds) {
          clearingApart = clearRect
        } else {
          rect = rect.union(clearRect)
        }
      }
    }
    if rect.isEmpty, disposal == .doNotDispose, let held = heldJob, held.disposal == .doNotDispose {
      // Nothing to draw (the approximation kept what is shown): the frame on screen shows this
      // one's time too, rather than an empty 1×1 block. Not after a frame that disposes: this
      // frame shows what is left once it has.
      heldJob = held.adding(delayCentiseconds)
      base = frame
      return exactChange
    }
    if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }  // nothing changed but time passes

    // The job keeps the whole arrays (shared, not copied): `base` is replaced below, not changed
    // in place, except when clearing, where copy-on-write gives the job its own.
    let content = GIFFrameBlockJob.Content.difference(frame: frame, base: base, canvasWidth: width, transparent: transparent)
    hold(GIFFrameBlockJob(rect: rect, content: content, palette: palette,
                          delayPieces: GIFFrameBlockJob.delayPieces(delayCentiseconds, clearingApart: clearingApart != nil),
                          disposal: disposal, clearRect: clearingApart), into: &jobs)

    base = frame
    if disposal == .restoreToBackground {
      let cleared = clearingApart ?? rect
      for row in cleared.y..<(cleared.y + cleared.height) {
        for column in cleared.x..<(cleared.x + cleared.width) { base[row * width + column] = transparent }
      }
    }
    return rect.union(exactChange).union(clearingApart ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
  }

  /// Whether a frame that must clear `clear` for the next one does it with a block of its own
  /// (`GIFFrameBlockJob.clearRect`): the frame drawn over `frame` and shown for all but the last
  /// 2 cs, then an empty block over `clear` alone that disposes of it. Otherwise the frame's own
  /// block grows to cover `clear` and disposes of all of itself, and the next frame must draw
  /// again everything in it that stays: once a large frame (the first, which covers the
  /// canvas) has been cleared, every frame after it must redraw all that is visible and clear
  /// it again, and a transparent scene with a moving layer was stored whole in every frame
  /// (a 400×240 popup over a transparent page: 755 kB, the same scene on white 37 kB).
  /// A block of its own needs the frame to last 4 cs (no GIF frame may be shorter than 2), and
  /// pays when it spares the next frame redrawing much more than it covers itself: an empty
  /// rectangle still costs about √(2N) LZW codes for N pixels.
  static func clearsApart(frame: PixelRect, clear: PixelRect, delayCentiseconds: Int) -> Bool {
    guard delayCentiseconds >= 2 * GIFSchedule.minimumDelayCentiseconds else { return false }
    let whole = frame.union(clear)
    return whole.width * whole.height >= 2 * clear.width * clear.height + clearApartMinimumSparedPixels
  }

  /// Pixels a separate clearing block must spare the next frame before it is used (see
  /// `clearsApart`): about a 64×64 area.
  static let clearApartMinimumSparedPixels = 4096

  /// `write` with a colour tolerance: only pixels beyond it from what is shown count as
  /// changed, brief frames are approximated as without one, and the rectangle is encoded here,
  /// exactly or with near colours (`ToleranceCoding`); `base` becomes what the decoder shows. The job is held until the next
  /// frame is known. Returns a rectangle outside which the new `base` equals `frame` as given.
  private mutating func writeWithinTolerance(_ frame: inout [UInt8], delayCentiseconds: Int, next: [UInt8]?,
                                             coding: ToleranceCoding, into jobs: inout [GIFFrameBlockJob]) -> PixelRect {
    // The first frame covers the canvas: some decoders fill the area outside it with a colour.
    let given = isFirst ? PixelRect(x: 0, y: 0, width: width, height: height) : changedRect(frame, base, within: pendingChangeFromBase)
    var rect = isFirst ? given : coding.beyondToleranceRect(frame, shown: base, width: width, within: given)
    if let approximation, !isFirst, let next, delayCentiseconds <= Self.briefDelayCentiseconds, !rect.isEmpty {
      approximation.value.approximate(inPlace: &frame, shown: base, next: next, width: width,
                                      rows: rect.y..<(rect.y + rect.height), columns: rect.x..<(rect.x + rect.width),
                                      bands: approximationBands)
      rect = coding.beyondToleranceRect(frame, shown: base, width: width, within: rect)
    }
    if rect.isEmpty, let held = heldJob {
      // Nothing beyond the tolerance: what is shown stays, for this frame's time too.
      heldJob = held.adding(delayCentiseconds)
      return given
    }
    let block = coding.encodeSmallest(frame, onto: &base, width: width, rect: rect, palette: palette, isFirst: isFirst,
                                      parallel: multithreaded)
    if let held = heldJob.take() { emit(held, into: &jobs) }
    heldJob = GIFFrameBlockJob(rect: rect, content: .encoded(block), palette: palette,
                               delayPieces: GIFFrameBlockJob.delayPieces(delayCentiseconds), disposal: .doNotDispose)
    return given
  }

  /// Whether the frame being written is the first: nothing emitted or held yet.
  private var isFirst: Bool { framesWritten == 0 && heldJob == nil }

  /// Emits the job held until now and holds `job` instead: until the next frame is known, a
  /// frame with nothing to draw may still add its time to it.
  private mutating func hold(_ job: GIFFrameBlockJob, into jobs: inout [GIFFrameBlockJob]) {
    if let held = heldJob.take() { emit(held, into: &jobs) }
    heldJob = job
  }

  private mutating func emit(_ job: GIFFrameBlockJob, into jobs: inout [GIFFrameBlockJob]) {
    jobs.append(job)
    framesWritten += job.frameCount
  }

  /// How unchanged pixels inside the rectangle are written (all three show the same image).
  enum UnchangedPixels: CaseIterable {
    /// Transparent or own colour, whichever continues the run on the left.
    case continueRuns
    /// Always transparent: best when the changes are scattered over a flat area.
    case transparent
    /// Always their own colour: best when the rectangle is mostly repainted anyway.
    case ownColor
  }

  /// The rectangle's pixels written the way that LZW-compresses smallest. Every strategy shows
  /// the same pixels; which one wins depends on the frame (gifsicle -O3 also tries several):
  /// on the benchmark scenes this saves 4–8 % over always continuing runs. Large rectangles are
  /// judged on a sample of row bands (`sampledRows`) so the choice costs a fraction of an LZW
  /// pass; only the winner is then written out in full.
  ///
  /// - Returns: the pixels, and when the whole rectangle was tried, the winner's encoding at
  ///   `minimumCodeSize` (`GIFBlocks.appendFrame` then need not encode it again).
  static func smallestRectData(frame: [UInt8], base: [UInt8], rect: PixelRect, canvasWidth: Int, transparent: UInt8,
                               minimumCodeSize: Int) -> (indices: [UInt8], encoding: LZWEncoder.Encoded?) {
    let rows = sampledRows(width: rect.width, height: rect.height)
    var best = UnchangedPixels.continueRuns
    var bestSample: [UInt8] = []
    var bestEncoding = LZWEncoder.Encoded(bytes: [], statistics: .init())
    var bestSize = Int.max
    var scratch: [UInt8] = []
    for strategy in UnchangedPixels.allCases {
      let sample = rectData(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth, transparent: transparent,
                            unchanged: strategy, rows: rows)
      scratch.removeAll(keepingCapacity: true)
      let statistics = sample.withUnsafeBufferPointer { LZWEncoder.encode($0, minimumCodeSize: minimumCodeSize, into: &scratch) }
      // Strictly smaller, in a fixed order: ties keep the earlier strategy, so output is deterministic.
      if scratch.count < bestSize {
        bestSize = scratch.count
        best = strategy
        bestSample = sample
        swap(&scratch, &bestEncoding.bytes)  // kept without a copy; the loser's buffer is reused
        bestEncoding.statistics = statistics
      }
    }
    if rows.count == rect.height { return (bestSample, bestEncoding) }
    return (rectData(frame: frame, base: base, rect: rect, canvasWidth: canvasWidth, transparent: transparent, unchanged: best), nil)
  }

  /// Rows sampled to compare strategies: all of a small rectangle, otherwise 4-row bands every
  /// 32 rows (contiguous bands keep LZW's dictionary behaviour close to the whole rectangle's).
  /// Against bands every 16 rows: 5.8 % fewer instructions on text-heavy for +0.03 % bytes
  /// (flat-ui +0.03 %, mostly-static +0.7 %, blobs the same); every 64 rows cost +0.8 % on flat-ui.
  static func sampledRows(width: Int, height: Int) -> [Int] {
    guard width * height > sampleThresholdPixels else { return Array(0..<height) }
    return (0..<height).filter { $0 % 32 < 4 }
  }

  /// Rectangles up to this many pixels are compared whole.
  static let sampleThresholdPixels = 32_768

  /// The pixels to store for `rows` of `rect` (all of them by default), row after row. A changed
  /// pixel must be stored; an unchanged one may be the transparent index ("leave as is") or its
  /// own colour, as `unchanged` says — with `.continueRuns`, whichever continues the run on its
  /// left (long runs are what LZW compresses best). Each row depends only on itself, so sampled
  /// rows are exactly those rows of the whole.
  static func rectData(frame: [UInt8], base: [UInt8], rect: PixelRect, canvasWidth: Int, transparent: UInt8,
                       unchanged: UnchangedPixels = .continueRuns, rows: [Int]? = nil) -> [UInt8] {
    let rows = rows ?? Array(0..<rect.height)
    let width = rect.width
    var data = [UInt8](repeating: transparent, count: width * rows.count)
    guard !data.isEmpty else { return data }
    // Raw buffers; unchanged stretches are skipped 8 pixels at a time where the rule leaves them
    // transparent (most of a frame's rectangle is unchanged background).
    frame.withUnsafeBytes { frame in
      base.withUnsafeBytes { base in
        data.withUnsafeMutableBytes { data in
          for (position, row) in rows.enumerated() {
            let source = (rect.y + row) * canvasWidth + rect.x
            let target = position * width
            // One loop per strategy: the choice is per frame, not per pixel.
            switch unchanged {
            case .ownColor:
              data.baseAddress!.advanced(by: target).copyMemory(from: frame.baseAddress!.advanced(by: source), byteCount: width)
            case .transparent:
              var column = 0
              while column < width {
                if column + 8 <= width
                  && frame.loadUnaligned(fromByteOffset: source + column, as: UInt64.self)
                    == base.loadUnaligned(fromByteOffset: source + column, as: UInt64.self) {
                  column += 8
                  continue
                }
                let value = frame[source + column]
                if value != base[source + column] { data[target + column] = value }
                column += 1
              }
            case .continueRuns:
              // Unchanged pixels keep `transparent` unless their colour extends the current run.
              var previous = transparent
              var column = 0
              while column < width {
                // Eight unchanged pixels after a break each stay transparent and leave the run
                // broken (one that is the transparent index itself is written as that index:
                // the same byte, the same state).
                if previous == transparent && column + 8 <= width
                  && frame.loadUnaligned(fromByteOffset: source + column, as: UInt64.self)
                    == base.loadUnaligned(fromByteOffset: source + column, as: UInt64.self) {
                  column += 8
                  continue
                }
                let value = frame[source + column]
                if value != base[source + column] || value == previous {
                  data[target + column] = value
                  previous = value
                } else {
                  previous = transparent
                }
                column += 1
              }
            }
          }
        }
      }
    }
    return data
  }

  /// Non-zero exactly when one of the 8 bytes of `word` is zero (`(w − 0x01…01) & ~w & 0x80…80`).
  @inline(__always) static func zeroByteFlags(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return (word &- ones) & ~word & (ones << 7)
  }

  /// Smallest rectangle containing every pixel of `area` where `a` and `b` differ (the hot path:
  /// rows are compared as buffers, which is much faster than a per-pixel closure).
  private func changedRect(_ a: [UInt8], _ b: [UInt8], within area: PixelRect) -> PixelRect {
    changedRect(a, b, rows: area.y..<(area.y + area.height)) { _ in area.x..<(area.x + area.width) }
  }

  /// Smallest rectangle containing every pixel of `region` where `a` and `b` differ.
  private func changedRect(_ a: [UInt8], _ b: [UInt8], within region: ChangeRegion) -> PixelRect {
    changedRect(a, b, rows: 0..<height) { region.span($0) }
  }

  @inline(__always)
  private func changedRect(_ a: [UInt8], _ b: [UInt8], rows: Range<Int>, columns: (Int) -> Range<Int>) -> PixelRect {
    var minX = width, minY = height, maxX = -1, maxY = -1
    a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        for y in rows {
          let span = columns(y)
          if span.isEmpty { continue }
          let row = y * width
          let end = row + span.upperBound
          let first = Self.firstDifference(a, b, from: row + span.lowerBound, to: end)
          if first == end { continue }
          let last = Self.lastDifference(a, b, from: first, to: end)
          minX = min(minX, first - row); maxX = max(maxX, last - row)
          minY = min(minY, y); maxY = y
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The first offset in `start..<end` where the buffers differ, or `end`: 8 bytes at a time
  /// (unchanged rows are most rows of most frames).
  static func firstDifference(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
    var offset = start
    // 32 bytes per test while nothing differs (most of two consecutive frames), then 8, then 1.
    while offset &+ 32 <= end && Self.differences(a, b, at: offset) == 0 { offset &+= 32 }
    while offset + 8 <= end
      && a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
      offset += 8
    }
    while offset < end && a[offset] == b[offset] { offset += 1 }
    return offset
  }

  /// The last offset in `start..<end` where the buffers differ; there must be one at `start` or later.
  static func lastDifference(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
    var limit = end
    while limit &- 32 >= start && Self.differences(a, b, at: limit &- 32) == 0 { limit &-= 32 }
    while limit - 8 >= start
      && a.loadUnaligned(fromByteOffset: limit - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: limit - 8, as: UInt64.self) {
      limit -= 8
    }
    var last = limit - 1
    while a[last] == b[last] { last -= 1 }
    return last
  }

  /// Zero when the 32 bytes at `offset` are the same in both buffers.
  @inline(__always)
  private static func differences(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
    func word(_ k: Int) -> UInt64 {
      a.loadUnaligned(fromByteOffset: offset &+ k, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset &+ k, as: UInt64.self)
    }
    return word(0) | word(8) | word(16) | word(24)
  }

  /// Smallest rectangle containing every pixel that is opaque in `frame` and transparent in
  /// `next` (what "restore to background" must clear), scanned on raw buffers.
  private static func clearedRect(_ frame: [UInt8], _ next: [UInt8], transparent: UInt8, width: Int,
                                  within region: ChangeRegion) -> PixelRect {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    frame.withUnsafeBufferPointer { frame in
      next.withUnsafeBufferPointer { next in
        for y in 0..<region.height {
          let span = region.span(y)
          if span.isEmpty { continue }
          let row = y * width
          // Opaque animations have no transparent pixel at all: skip such rows 8 bytes at a time.
          guard Self.contains(transparent, in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: next[(row + span.lowerBound)..<(row + span.upperBound)]))) else { continue }
          for x in span where next[row + x] == transparent && frame[row + x] != transparent {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
          }
        }
      }
    }
    if maxX < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// Whether `bytes` holds `value`, testing 8 bytes per step (a word has a zero byte where
  /// `(w − 0x01…01) & ~w & 0x80…80` is non-zero).
  static func contains(_ value: UInt8, in bytes: UnsafeRawBufferPointer) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = UInt64(value) &* ones
    var offset = 0
    // 32 bytes per step on rows without it (most rows of an opaque animation), then 8.
    while offset &+ 32 <= bytes.count {
      func zeroBytes(_ k: Int) -> UInt64 { zeroByteFlags(bytes.loadUnaligned(fromByteOffset: offset &+ k, as: UInt64.self) ^ pattern) }
      if zeroBytes(0) | zeroBytes(8) | zeroBytes(16) | zeroBytes(24) != 0 { break }
      offset &+= 32
    }
    while offset + 8 <= bytes.count {
      if zeroByteFlags(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern) != 0 { return true }
      offset += 8
    }
    while offset < bytes.count {
      if bytes[offset] == value { return true }
      offset += 1
    }
    return false
  }
}

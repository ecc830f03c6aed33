import Encode
import Foundation
import Raster
import Render
import SceneModel

/// Renders a scene's GIF frames and encodes them in order, streaming: frames are rasterized
/// and quantized on `threads` threads through `OrderedParallelPipeline`, so at most a window of
/// frames is alive at once whatever the animation's length, and the bytes do not depend on
/// the thread count.
///
/// Two passes: pass 1 renders palette samples (`paletteSamples`) and
/// counts their colours, keeping them packed by runs; pass 2 renders every other planned frame,
/// quantizes each to the global palette and hands it to `GIFStreamWriter`. Only the samples are
/// kept: keeping every frame would make memory grow with the animation's length.
public struct GIFSceneEncoder {
  /// Draws the frames.
  public let renderer: FrameRenderer
  /// Which frames, for how long.
  public let plan: GIFFramePlan
  /// Encoder options.
  public let options: GIFOptions
  /// Threads that render and quantize.
  public let threads: Int
  /// Most frames rendered for the palette; above this pass 1 samples evenly. Measured on the
  /// bench scenes against 96: same PSNR (±0.9 dB, blobs better), ≤ 1 % more bytes, and half the
  /// CPU time on flat-ui (pass 1 had rendered nearly every frame twice).
  public var paletteSampleLimit = 32

  /// Up to this many pixels in all (GIF frames × canvas), every frame is a palette sample: the
  /// palette then holds every colour the GIF shows, so it is pixel-exact whenever they fit. With
  /// 32 samples a colour seen only between them was merged into a neighbour although the
  /// animation had fewer than 256 (QA: 80×40 px, 245 colours, 8 of 41 frames a level off).
  /// Samples are kept for pass 2 (`keptSampleBudgetBytes`), so small animations are not drawn
  /// twice; 16 Mpx is, say, 64 frames at 640×400 or 200 at 320×240.
  public var everyFramePaletteLimitPixels = 16_000_000

  /// Most bytes of packed palette samples kept from pass 1 for pass 2 (`PackedPixelBuffer`):
  /// UI frames pack to a few percent, so all 32 samples of most scenes fit, even at 1920×1080;
  /// samples past the budget are drawn again in pass 2, so peak memory stays bounded.
  public var keptSampleBudgetBytes = 32 << 20

  /// Whether pass 1 counts the pixels that every palette sample shares once
  /// (`GIFSampleVariation`) rather than in every sample: the same palette either way; off
  /// only to compare.
  var countsSharedPixelsOnce = true

  /// Frames in flight per thread. 4 rather than 2: frames vary in cost, and with only 2 a slow
  /// frame at the head of the queue stalled both workers (flat-ui, 2 threads against 1: 1.63× →
  /// 1.71×, blobs 1.67× → 1.82×, medians of paired runs; 1920×1080 peak RSS 97 → 104 MB).
  static let windowPerThread = 4

  /// An encoder of `plan`'s frames drawn by `renderer`.
  public init(renderer: FrameRenderer, plan: GIFFramePlan, options: GIFOptions, threads: Int) {
    self.renderer = renderer
    self.plan = plan
    self.options = options
    self.threads = threads
  }

  /// Encodes to `sink` and returns it after the trailer, with the number of image blocks in the
  /// GIF (`GIFStreamWriter.imagesWritten`) and of frames left out by frame skipping
  /// (`GIFStreamWriter.framesSkipped`); `advance` is called once per palette sample and once per GIF frame
  /// (`progressPhases`), on the calling thread.
  public func encode<Sink: GIFByteSink>(to sink: Sink, advance: () -> Void = {}) throws
    -> (sink: Sink, imageCount: Int, skippedCount: Int) {
    let frames = plan.frames
    let renderer = self.renderer
    let window = max(2, threads * Self.windowPerThread)

    let samples = paletteSamples
    // Per worker, for both passes: a drawer whose canvas keeps the last frame drawn (the next
    // one redraws only what differs, see `IncrementalFrameDrawer`) with that frame's indices,
    // instead of new memory for every frame (a first write to fresh memory is page faults).
    // Palette samples go from the canvas to their packed form and back to indices without a
    // straight-alpha copy in between.
    // Over an opaque background every pixel is opaque already: the matte would change nothing.
    let matte = renderer.scene.canvas.background.alpha < 1 ? options.matte : nil
    let workers = ReusePool<RenderWorker> { RenderWorker(drawer: IncrementalFrameDrawer(renderer: renderer), matte: matte) }
    var statistics = GIFColorStatistics()
    let variation = countsSharedPixelsOnce ? paletteSampleVariation(samples) : nil
    // Palette samples are kept, packed, for pass 2 instead of being rendered again (on a small
    // canvas they are a fifth of the renders), in order while they fit in the budget.
    let keptSamples = KeptFrames(budgetBytes: keptSampleBudgetBytes)
    try OrderedParallelPipeline.run(count: samples.count, threads: threads, window: window) { position in
      let frame = frames[samples[position]]
      // Packed straight from the canvas, then counted from the packed runs: one read of the
      // canvas instead of a straight-alpha copy read twice more.
      let packed = try workers.withValue { worker in
        frame.sampleFrameIndices.count == 1
          ? PackedPixelBuffer(straightPixelsOf: try worker.draw(frame.sampleFrameIndices[0]).canvas)
          : PackedPixelBuffer(try Self.image(of: frame, on: &worker))
      }
      var frameStatistics = GIFColorStatistics()
      if let variation {
        frameStatistics.add(packed, sample: position, of: variation)
      } else {
        frameStatistics.add(packed)
      }
      return (frameStatistics, packed)
    } consume: { position, result in
      statistics.merge(result.0)
      keptSamples.offer(result.1, at: samples[position])
      advance()
    }

    let canvas = renderer.scene.canvas
    var writer = try GIFStreamWriter(width: canvas.widthPixels, height: canvas.heightPixels, options: options,
                                     statistics: statistics, sink: sink, encodeThreads: threads)
    let quantizers = ReusePool(quantizer: writer.quantizer)
    try OrderedParallelPipeline.run(count: frames.count, threads: threads, window: window) { position in
      let changed = Self.changedSincePrevious(position, of: frames, renderer: renderer)
      let kept = keptSamples.take(position)
      let frame = frames[position]
      let indexed: GIFIndexedFrame = try workers.withValue { worker in
        if let kept, !worker.redrawsForLess(frame, than: kept) { return quantizers.quantize(kept) }
        guard frame.sampleFrameIndices.count == 1 else { return quantizers.quantize(try Self.image(of: frame, on: &worker)) }
        // One sample: quantized straight from the canvas it was drawn on, in part when it was
        // redrawn in part.
        let drawn = try worker.draw(frame.sampleFrameIndices[0])
        let indexed = drawn.partial.map { quantizers.quantize(drawn.canvas, changedRects: $0.rects, since: $0.since) }
          ?? quantizers.quantize(drawn.canvas)
        worker.indexed = indexed
        return indexed
      }
      return (indexed, changed)
    } consume: { position, result in
      try writer.append(result.0, delayCentiseconds: frames[position].delayCentiseconds, changedSincePrevious: result.1)
      advance()
    }
    try writer.finish()
    return (writer.sink, writer.imagesWritten, writer.framesSkipped)
  }

  /// The positions in `plan.frames` that pass 1 renders for the palette: every frame of a
  /// small animation (`everyFramePaletteLimitPixels`), else `paletteSampleLimit`, part spread
  /// evenly and part over the frames whose colours change (`ColorChangeSamples`).
  public var paletteSamples: [Int] {
    let canvas = renderer.scene.canvas
    let pixels = plan.frames.count.multipliedReportingOverflow(by: canvas.widthPixels * canvas.heightPixels)
    let every = !pixels.overflow && pixels.partialValue <= everyFramePaletteLimitPixels
    if every { return plan.paletteSamplePositions(limit: max(plan.frames.count, paletteSampleLimit)) }
    return ColorChangeSamples.positions(plan.frames, scene: renderer.scene, limit: paletteSampleLimit)
  }

  /// Where the images of palette samples `samples` (positions in `plan.frames`) can differ from
  /// the first one's, from the model: the union of what changes between the first one's first
  /// 60 fps frame and every frame any of them is made of (a sample that averages several frames
  /// equals the first outside it too). Nil when a change cannot be bounded
  /// (`FrameRenderer.changedRects`: a canvas that is not opaque, for one), or for a single
  /// sample, which there is nothing to share with.
  func paletteSampleVariation(_ samples: [Int]) -> GIFSampleVariation? {
    guard samples.count > 1 else { return nil }
    let scene = renderer.scene
    let frames = plan.frames
    let first = scene.state(atFrame: frames[samples[0]].sampleFrameIndices[0])
    var rects: [Encode.PixelRect] = []
    for position in samples {
      for frameIndex in frames[position].sampleFrameIndices {
        guard let changed = renderer.changedRects(from: first, to: scene.state(atFrame: frameIndex)) else { return nil }
        rects += changed.map { Encode.PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
      }
    }
    return GIFSampleVariation(width: scene.canvas.widthPixels, height: scene.canvas.heightPixels, rects: rects,
                              sampleCount: samples.count)
  }

  /// Rectangles outside which GIF frame `position` shows the pixels of the frame before it,
  /// from the model (`FrameRenderer.changedRects`), found on the render threads so the in-order
  /// stage compares only that much of each frame. Nil for the first frame and next to frames
  /// that average several samples.
  fileprivate static func changedSincePrevious(_ position: Int, of frames: [GIFFramePlan.Frame],
                                               renderer: FrameRenderer) -> [Encode.PixelRect]? {
    guard position > 0, frames[position].sampleFrameIndices.count == 1,
          frames[position - 1].sampleFrameIndices.count == 1 else { return nil }
    let scene = renderer.scene
    let old = scene.state(atFrame: frames[position - 1].sampleFrameIndices[0])
    let new = scene.state(atFrame: frames[position].sampleFrameIndices[0])
    return renderer.changedRects(from: old, to: new)?.map {
      Encode.PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0)
    }
  }

  /// What a GIF frame that stands for several samples shows: its first sample when that is
  /// close enough to every other one (`FrameAverage.firstStandsForAll`), else their
  /// mean. Exact frames are worth keeping: the mean is a new image, costs bytes and is exact for
  /// no sample.
  fileprivate static func image(of frame: GIFFramePlan.Frame, on worker: inout RenderWorker) throws -> PixelBuffer {
    var images: [PixelBuffer] = []
    for index in frame.sampleFrameIndices {
      var image = PixelBuffer(width: 0, height: 0)
      try worker.draw(index).canvas.copyStraight(into: &image)
      images.append(image)
    }
    if FrameAverage.firstStandsForAll(images) { return images[0] }
    // Where a shape's edge moved, the mean of matted samples is partly transparent again.
    var mean = FrameAverage.mean(images)
    worker.matte?.apply(to: &mean)
    return mean
  }
}

/// One render thread's drawer and the palette indices of the frame on its canvas.
private struct RenderWorker {
  let drawer: IncrementalFrameDrawer
  /// The indices of the frame on `drawer.canvas`, when pass 2 quantized it.
  var indexed: GIFIndexedFrame?
  /// Put under the canvas's partly transparent pixels after each draw (`GIFOptions.matte`).
  /// The drawer redraws a canvas that is not opaque whole, and a matted pixel stays the same
  /// when matted again, so the canvas is always the drawn frame over the matte.
  let matte: GIFMatte?

  init(drawer: IncrementalFrameDrawer, matte: GIFMatte?) {
    self.drawer = drawer
    self.matte = matte
  }

  /// Whether drawing `frame` over the frame on the canvas and quantizing only what that redraws
  /// costs less than quantizing `kept`, a packed copy of `frame`, whole. A copy costs a lookup
  /// per packed word: next to nothing for a flat UI frame, which packs into a few runs, but a
  /// photo packs into literals, and behind a small spinner the redraw is a thousandth of them.
  func redrawsForLess(_ frame: GIFFramePlan.Frame, than kept: PackedPixelBuffer) -> Bool {
    guard indexed != nil, frame.sampleFrameIndices.count == 1,
          let pixels = drawer.redrawnPixelCount(forFrameIndex: frame.sampleFrameIndices[0]) else { return false }
    return pixels < kept.byteCount / 4
  }

  /// Draws frame `frameIndex`. `partial` is set when it was redrawn in part over a frame whose
  /// indices are known: those indices and the rectangles drawn again, to quantize only those.
  /// The indices kept are dropped: they no longer match the canvas, and the caller sets
  /// `indexed` again once it has quantized this frame.
  mutating func draw(_ frameIndex: Int) throws -> (canvas: Canvas, partial: (since: GIFIndexedFrame, rects: [PixelRect])?) {
    let known = indexed
    indexed = nil
    let redrawn = try drawer.draw(frameIndex: frameIndex)
    guard let canvas = drawer.canvas else { preconditionFailure("a successful draw leaves a canvas") }
    if let matte, redrawn != [] { matte.apply(to: canvas) }
    guard let redrawn, let known else { return (canvas, nil) }
    return (canvas, (known, redrawn.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }))
  }
}

import Raster

/// Pass 2 of streaming encoding: frames in display order in, GIF bytes out to a sink, with
/// memory bounded by a few frames whatever the animation's length.
///
/// ```swift
/// var statistics = GIFColorStatistics()
/// for image in frames { statistics.add(image) }                  // pass 1 (may be a sample)
/// var writer = try GIFStreamWriter(width: w, height: h, options: options,
///                                  statistics: statistics, sink: GIFFileHandleSink(handle: file))
/// for (image, delay) in timedFrames { try writer.append(image, delayCentiseconds: delay) }  // pass 2
/// try writer.finish()
/// ```
/// Frames may be quantized on worker threads with copies of `quantizer` and appended as
/// `GIFIndexedFrame`s (see `OrderedParallelPipeline`); the bytes are the same either way.
public struct GIFStreamWriter<Sink: GIFByteSink> {
  /// Canvas width in pixels.
  public let width: Int
  /// Canvas height in pixels.
  public let height: Int
  /// The palette mapping every frame uses; copy it to quantize on other threads.
  public let quantizer: GIFQuantizer
  /// The destination. Read it after `finish()` (e.g. the bytes of a `GIFByteArraySink`).
  public private(set) var sink: Sink

  /// Image blocks in the GIF so far, all of them after `finish()`. Fewer than the frames
  /// appended when identical frames merge or brief ones are left out (the frame before stays on
  /// screen for both); more when a delay too long for one block is split.
  public var imagesWritten: Int { sequencer.framesWritten }
  /// Frames appended that the GIF leaves out by frame skipping (`GIFOptions.frameSkipping`):
  /// brief frames close to the one before, which stays on screen for them. Distinct frames, so
  /// not among the identical ones that merge.
  public var framesSkipped: Int { sequencer.framesSkipped }
  /// The colour tolerance in use: `GIFOptions.colorTolerance`, or 0 when the frames have
  /// transparent pixels (a tolerance keeps pixels as shown, which a pixel that must be cleared
  /// cannot do).
  public let colorTolerance: Int

  private var localQuantizer: GIFQuantizer
  private var sequencer: GIFFrameSequencer
  private let blockEncoder: GIFBlockEncoder
  private var jobs: [GIFFrameBlockJob] = []
  private var buffer: [UInt8] = []
  private var appendedCount = 0
  private var finished = false

  /// Builds the palette from `statistics` and writes the GIF header to `sink`.
  ///
  /// - Parameter encodeThreads: threads that LZW-encode frames (their bytes are appended in
  ///   order, identical for any count); 1 encodes on the calling thread.
  public init(width: Int, height: Int, options: GIFOptions, statistics: GIFColorStatistics, sink: Sink,
              encodeThreads: Int = 1) throws(EncodeError) {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw .sizeOutOfRange(width: width, height: height)
    }
    let quantizer = try statistics.makeQuantizer(options: options)
    self.width = width
    self.height = height
    self.quantizer = quantizer
    self.localQuantizer = quantizer
    self.sink = sink
    blockEncoder = GIFBlockEncoder(threads: encodeThreads)
    let palette = quantizer.palette
    var weights: [Int64] = []
    if options.motionQuality != nil, !palette.colors.isEmpty {
      // Pixels per palette entry, from the statistics' (possibly sampled) histogram.
      weights = [Int64](repeating: 0, count: 256)
      let search = NearestColorSearch(colors: palette.colors)
      for entry in statistics.histogram.sortedEntries() { weights[search.nearest(entry.rgb)] += Int64(entry.count) }
    }
    // A tolerance keeps pixels as they are shown, which only opaque frames can rely on (a
    // transparent pixel may need clearing).
    colorTolerance = palette.transparentIndex != nil && !statistics.histogram.hasTransparency ? options.colorTolerance : 0
    sequencer = GIFFrameSequencer(width: width, height: height, palette: palette,
                                  motionQuality: options.motionQuality, weights: weights, multithreaded: encodeThreads > 1,
                                  frameSkipping: options.frameSkipping, colorTolerance: colorTolerance, matte: options.matte)
    GIFBlocks.appendHeader(width: width, height: height, palette: quantizer.palette, loopCount: options.loopCount, into: &buffer)
    try flush()
  }

  /// Quantizes and appends the next frame, shown for `delayCentiseconds` (≥ 2).
  public mutating func append(_ image: PixelBuffer, delayCentiseconds: Int) throws(EncodeError) {
    try check(width: image.width, height: image.height, delayCentiseconds: delayCentiseconds)
    let indexed = localQuantizer.quantize(image)
    try appendChecked(indexed, delayCentiseconds: delayCentiseconds)
  }

  /// Appends a frame quantized with a copy of `quantizer`, shown for `delayCentiseconds` (≥ 2).
  ///
  /// - Parameter changedSincePrevious: rectangles outside which this frame's pixels equal the
  ///   frame appended before, when the caller knows them (a renderer knows them from the
  ///   model); frames are then compared inside them only. The bytes written do not depend on
  ///   them, but they must hold: rectangles that miss a change give a wrong GIF.
  public mutating func append(_ frame: GIFIndexedFrame, delayCentiseconds: Int,
                              changedSincePrevious: [PixelRect]? = nil) throws(EncodeError) {
    try check(width: frame.width, height: frame.height, delayCentiseconds: delayCentiseconds)
    try appendChecked(frame, delayCentiseconds: delayCentiseconds, changedSincePrevious: changedSincePrevious)
  }

  /// Writes the last frame and the trailer. The writer accepts nothing afterwards.
  public mutating func finish() throws(EncodeError) {
    guard !finished else { throw .invalidState("finish() called twice") }
    guard appendedCount > 0 else { throw .noFrames }
    finished = true
    sequencer.finish(into: &jobs)
    submitJobs()
    blockEncoder.drain(into: &buffer)
    GIFBlocks.appendTrailer(into: &buffer)
    try flush()
  }

  private mutating func check(width: Int, height: Int, delayCentiseconds: Int) throws(EncodeError) {
    guard !finished else { throw .invalidState("frame appended after finish()") }
    guard width == self.width, height == self.height else {
      throw .frameSizeMismatch(frameIndex: appendedCount, width: width, height: height, expectedWidth: self.width, expectedHeight: self.height)
    }
    guard delayCentiseconds >= GIFSchedule.minimumDelayCentiseconds else {
      throw .delayTooShort(frameIndex: appendedCount, delayCentiseconds: delayCentiseconds)
    }
  }

  private mutating func appendChecked(_ frame: GIFIndexedFrame, delayCentiseconds: Int,
                                      changedSincePrevious: [PixelRect]? = nil) throws(EncodeError) {
    sequencer.append(frame.indices, delayCentiseconds: delayCentiseconds, changedSincePrevious: changedSincePrevious, into: &jobs)
    submitJobs()
    appendedCount += 1
    try flush()
  }

  private mutating func submitJobs() {
    for job in jobs { blockEncoder.submit(job, into: &buffer) }
    jobs.removeAll(keepingCapacity: true)
  }

  private mutating func flush() throws(EncodeError) {
    guard !buffer.isEmpty else { return }
    try sink.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

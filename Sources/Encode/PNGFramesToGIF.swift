import Foundation
import Raster

/// `flipbook encode FRAMES... -o out.gif --fps 60`: the GIF encoder for PNG frames made elsewhere.
///
/// Same timing rules as rendered scenes (`GIFSchedule(frameCount:framesPerSecond:gifFPS:)`) and
/// the same two passes as `GIFStreamWriter`: pass 1 decodes the frames the schedule uses and
/// counts their colours, pass 2 encodes them. Frames decoded in pass 1 are kept for pass 2,
/// packed by runs (a UI frame packs to a few percent), while they fit in `keptFrameBudgetBytes`;
/// the rest are decoded again. Memory stays at a few frames plus that budget however many files
/// there are; PNG decoding and quantizing run on `threads` threads, and the bytes are the same
/// for any thread count and budget.
public enum PNGFramesToGIF {
  /// Encodes the PNG files at `paths` (in display order, `framesPerSecond` apart) to `sink`.
  ///
  /// `progress` is called on the calling thread after each frame of each pass (twice per GIF
  /// frame in all: `2 × schedule.entries.count` calls).
  ///
  /// - Parameters:
  ///   - scaleFactor: the GIF's size against the frames' (≤ 1; `scaledSize`): each frame is
  ///     shrunk by area averaging after it is decoded (`--max-bytes`).
  ///   - keptFrameBudgetBytes: most bytes of packed frames kept from pass 1 for pass 2 (0
  ///     decodes every frame twice).
  ///   - decodedFrames: input frames kept across encodes of the same files (`--max-bytes`
  ///     trials); nil decodes every frame this encode shows.
  /// - Returns: the sink after the trailer was written, with what the GIF holds (`Encoded`).
  /// - Throws: `.frameUnreadable` naming the first file (in order) that cannot be read, is not
  ///   a PNG or cannot be decoded (frames the schedule does not show: is cut short or damaged),
  ///   `.frameFileSizeMismatch` for a file whose size differs from the first one's (every file
  ///   is checked, also those the schedule does not show), and the schedule's and options'
  ///   validation errors.
  public static func encode<Sink: GIFByteSink>(
    pngPaths paths: [String], framesPerSecond: FrameRate, gifFPS: Int = GIFSchedule.maximumGIFFPS,
    options: GIFOptions, threads: Int, sink: Sink, blendFrames: Bool = false, scaleFactor: Double = 1,
    keptFrameBudgetBytes: Int = 32 << 20, decodedFrames: DecodedFrameCache? = nil, progress: () -> Void = {}
  ) throws(EncodeError) -> Encoded<Sink> {
    let schedule = try GIFSchedule(frameCount: paths.count, frameRate: framesPerSecond, gifFPS: gifFPS)
    let used = schedule.entries.map(\.sampleFrameIndex)
    // Exact input frames unless asked to blend the frames a GIF frame stands for.
    let groups = blendFrames
      ? standsFor(schedule: schedule, frameCount: paths.count, framesPerSecond: framesPerSecond, gifFPS: gifFPS)
      : used.map { [$0] }
    // Frames no GIF frame shows are not decoded, only checked whole (`PNGChunkCheck`), each
    // by the pass-1 job of the GIF frame before it, so the first bad file in order is named.
    let unshown = unshownFrames(groups: groups, frameCount: paths.count)
    let input = try checkHeaders(paths)
    let output = scaledSize(width: input.width, height: input.height, factor: scaleFactor)
    let frames = FrameSource(paths: paths, width: input.width, height: input.height, outputWidth: output.width, outputHeight: output.height,
                             matte: options.matte, decodedFrames: decodedFrames)
    let window = max(2, threads * 2)

    // Pass 1: frames decoded and packed on the workers; statistics per worker would need a
    // merge tree, and counting the packed runs on the consumer is cheap.
    var statistics = GIFColorStatistics()
    var matteChangedPixels = false
    let keptFrames = KeptFrames(budgetBytes: keptFrameBudgetBytes)
    try run(count: used.count, threads: threads, window: window) { (position: Int) throws(EncodeError) in
      let first = groups[position][0]
      for index in unshown[position] where index < first { try checkWhole(paths[index]) }
      let shown = try frames.shownNotingMatte(groups[position])
      for index in unshown[position] where index > first { try checkWhole(paths[index]) }
      return (PackedPixelBuffer(shown.image), shown.matteChangedPixels)
    } consume: { (position: Int, shown: (frame: PackedPixelBuffer, matteChangedPixels: Bool)) throws(EncodeError) in
      let frame = shown.frame
      matteChangedPixels = matteChangedPixels || shown.matteChangedPixels
      statistics.add(frame)
      keptFrames.offer(frame, at: position)  // in order, as `render` keeps its palette samples
      progress()
    }

    // Pass 2: quantize in parallel (decoding again what was not kept), difference in order,
    // compress in parallel.
    var writer = try GIFStreamWriter(width: output.width, height: output.height, options: options, statistics: statistics, sink: sink,
                                     encodeThreads: threads)
    let quantizers = ReusePool(quantizer: writer.quantizer)
    try run(count: used.count, threads: threads, window: window) { (position: Int) throws(EncodeError) in
      if let frame = keptFrames.take(position) { return quantizers.quantize(frame) }
      return quantizers.quantize(try frames.shown(groups[position]))
    } consume: { (position: Int, frame: GIFIndexedFrame) throws(EncodeError) in
      try writer.append(frame, delayCentiseconds: schedule.entries[position].delayCentiseconds)
      progress()
    }
    try writer.finish()
    return Encoded(sink: writer.sink, schedule: schedule, imageCount: writer.imagesWritten, skippedCount: writer.framesSkipped,
                   width: output.width, height: output.height, hadPartlyTransparentPixels: statistics.hasPartlyTransparentPixels,
                   matteChangedPixels: matteChangedPixels, colorTolerance: writer.colorTolerance)
  }

  /// What `encode` wrote.
  public struct Encoded<Sink: GIFByteSink> {
    /// The sink after the GIF's trailer.
    public let sink: Sink
    /// The GIF frames planned from the input frames and their timing.
    public let schedule: GIFSchedule
    /// Image blocks in the GIF (`GIFStreamWriter.imagesWritten`): fewer than the schedule's
    /// entries when identical or briefly shown frames merged with the frame before.
    public let imageCount: Int
    /// Frames left out by frame skipping (`GIFStreamWriter.framesSkipped`).
    public let skippedCount: Int
    /// The GIF's size in pixels (the frames' size, or less under a scale factor).
    public let width: Int
    public let height: Int
    /// Whether the frames, as encoded (after any matte), had partly transparent pixels, which
    /// the GIF cut to transparent or opaque.
    public let hadPartlyTransparentPixels: Bool
    /// Whether `GIFOptions.matte` had partly transparent pixels to put over its colour (false
    /// without a matte): without any, the matte changed nothing.
    public let matteChangedPixels: Bool
    /// The colour tolerance applied (`GIFStreamWriter.colorTolerance`): 0 for frames with
    /// transparent pixels whatever was asked.
    public let colorTolerance: Int
  }

  /// The input frames each GIF frame stands for (those whose instants fall inside it), when the
  /// input is faster than the GIF; otherwise each GIF frame is exactly one input frame. The
  /// last GIF frame shows the last input frame alone (`GIFSchedule`): the end is not blended.
  static func standsFor(schedule: GIFSchedule, frameCount: Int, framesPerSecond: FrameRate, gifFPS: Int) -> [[Int]] {
    let n = framesPerSecond.numerator, d = framesPerSecond.denominator
    return schedule.entries.map { entry in
      // At or below the GIF rate every input frame has its own GIF frame.
      guard !framesPerSecond.isAtMost(gifFPS) else { return [entry.sampleFrameIndex] }
      // ceil(end·n/(100·d)) − 1: the last input frame starting before this GIF frame ends.
      let end = Int64(entry.startCentiseconds + entry.delayCentiseconds)
      let last = min(frameCount - 1, Int((end * n + 100 * d - 1) / (100 * d)) - 1)
      return Array(entry.sampleFrameIndex...max(entry.sampleFrameIndex, last))
    }
  }

  /// For each GIF frame (position in `groups`), the input frames no GIF frame shows between its
  /// first frame and the next GIF frame's (those before the first GIF frame's go to it).
  static func unshownFrames(groups: [[Int]], frameCount: Int) -> [[Int]] {
    let shown = Set(groups.joined())
    var unshown = [[Int]](repeating: [], count: groups.count)
    var position = 0
    for index in 0..<frameCount where !shown.contains(index) {
      while position + 1 < groups.count, groups[position + 1][0] < index { position += 1 }
      unshown[position].append(index)
    }
    return unshown
  }

  /// Throws `.frameUnreadable` naming `path` when the file cannot be read or is not a whole,
  /// intact PNG (`PNGChunkCheck`).
  static func checkWhole(_ path: String) throws(EncodeError) {
    try checkIsOneFrame(try read(path), path: path)
  }

  /// Throws `.frameUnreadable` naming `path` when `bytes` are not a whole, intact PNG, or are an
  /// animated PNG, whose other frames libpng cannot read (it would become one still frame).
  static func checkIsOneFrame(_ bytes: [UInt8], path: String) throws(EncodeError) {
    if let problem = PNGChunkCheck.problem(in: bytes) { throw .frameUnreadable(path: path, reason: problem) }
    if let frames = PNGColorChunks.animationFrameCount(in: bytes), frames > 1 {
      throw .frameUnreadable(path: path, reason: "is an animated PNG of \(frames) frames, and encode takes one image per file: "
        + "split it into PNG files first (ffmpeg -i \((path as NSString).lastPathComponent) frames/%04d.png), then encode the folder")
    }
  }

  /// The bytes of the file at `path`; `.frameUnreadable` naming it when it cannot be read.
  private static func read(_ path: String) throws(EncodeError) -> [UInt8] {
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .frameUnreadable(path: path, reason: "cannot read file: " + FileErrorText.describe(error))
    }
  }

  /// The size of frames `width` × `height` scaled by `factor` (≤ 1), rounded, at least 1×1.
  public static func scaledSize(width: Int, height: Int, factor: Double) -> (width: Int, height: Int) {
    guard factor != 1 else { return (width, height) }
    return (min(width, max(1, Int((Double(width) * factor).rounded()))), min(height, max(1, Int((Double(height) * factor).rounded()))))
  }

  /// The input files and the size every GIF frame made of them has.
  struct FrameSource: Sendable {
    let paths: [String]
    /// Size of every input file (its header's; `checkHeaders` saw to it).
    let width: Int
    let height: Int
    /// Size of the GIF's frames (smaller under `--max-bytes`).
    let outputWidth: Int
    let outputHeight: Int
    /// Put under every frame's partly transparent pixels, last (shrinking or averaging frames
    /// makes edge pixels partly transparent again).
    let matte: GIFMatte?
    /// Frames decoded by an earlier encode of the same files.
    let decodedFrames: DecodedFrameCache?

    /// What a GIF frame shows: its first input frame, or the mean of the frames it stands for
    /// when they differ by more than `FrameAverage.singleSampleMaximumDifference` (as `render`
    /// does), shrunk to the output size, over the matte.
    func shown(_ group: [Int]) throws(EncodeError) -> PixelBuffer { try shownNotingMatte(group).image }

    /// `shown(_:)`, and whether the matte had partly transparent pixels to cover.
    func shownNotingMatte(_ group: [Int]) throws(EncodeError) -> (image: PixelBuffer, matteChangedPixels: Bool) {
      var output: PixelBuffer
      if let kept = decodedFrames?.frame(for: .init(group: group, width: outputWidth, height: outputHeight)) {
        output = kept
      } else {
        let shown: PixelBuffer
        if let kept = decodedFrames?.frame(for: .init(group: group, width: width, height: height)) {
          shown = kept
        } else {
          shown = try decoded(group)
          decodedFrames?.offer(shown, for: group)
        }
        output = shown.downscaled(width: outputWidth, height: outputHeight)
        if output.width != width || output.height != height { decodedFrames?.offer(output, for: group) }
      }
      let changed = matte?.apply(to: &output) ?? false
      return (output, changed)
    }

    /// The frames of `group` decoded, and averaged when they differ (`shown(_:)`).
    private func decoded(_ group: [Int]) throws(EncodeError) -> PixelBuffer {
      var images: [PixelBuffer] = []
      for index in group {
        let image = try decode(paths[index])
        // The header said otherwise: a decoder that reads more than the header is not trusted
        // to agree silently.
        guard image.width == width, image.height == height else {
          throw .frameFileSizeMismatch(path: paths[index], width: image.width, height: image.height,
                                       firstPath: paths[0], firstWidth: width, firstHeight: height)
        }
        images.append(image)
      }
      return FrameAverage.firstStandsForAll(images) ? images[0] : FrameAverage.mean(images)
    }
  }

  /// Decodes a frame the GIF shows, after the same whole-file check as a frame it passes over
  /// (`checkWhole`): libpng forgives a missing IEND or a damaged ancillary chunk, so without it
  /// a file could pass at one `--fps` and fail at another.
  static func decode(_ path: String) throws(EncodeError) -> PixelBuffer {
    let bytes = try read(path)
    try checkIsOneFrame(bytes, path: path)
    do {
      return try PixelBuffer(pngData: bytes)
    } catch {
      throw .frameUnreadable(path: path, reason: error.description)
    }
  }

  /// Largest frame accepted: the PNG decoder's own limits (`Canvas.maximumSidePixels` a side,
  /// `Canvas.maximumAreaPixels` in all), checked from the headers so the message comes before
  /// any decoding and says the limit.
  public static let maximumFrameSidePixels = Canvas.maximumSidePixels
  public static let maximumFrameAreaPixels = Canvas.maximumAreaPixels

  /// Reads every file's header, in order, before any frame is decoded: the schedule decodes
  /// only the frames it shows, and a bad file among the others must not go unnoticed.
  /// Returns the size they all have.
  static func checkHeaders(_ paths: [String]) throws(EncodeError) -> PNGFileHeader {
    guard let firstPath = paths.first else { throw .noFrames }
    let first = try PNGFileHeader.load(firstPath) { first throws(EncodeError) in
      guard first.width <= maximumFrameSidePixels, first.height <= maximumFrameSidePixels,
            first.width * first.height <= maximumFrameAreaPixels else {
        throw .frameFileTooLarge(path: firstPath, width: first.width, height: first.height,
                                 maximumSide: maximumFrameSidePixels, maximumArea: maximumFrameAreaPixels)
      }
    }
    for path in paths.dropFirst() {
      _ = try PNGFileHeader.load(path) { header throws(EncodeError) in
        guard header == first else {
          throw .frameFileSizeMismatch(path: path, width: header.width, height: header.height,
                                       firstPath: firstPath, firstWidth: first.width, firstHeight: first.height)
        }
      }
    }
    return first
  }

  /// `OrderedParallelPipeline.run` with its untyped errors narrowed back to `EncodeError`.
  private static func run<Value: Sendable>(
    count: Int, threads: Int, window: Int,
    produce: @escaping @Sendable (Int) throws(EncodeError) -> Value,
    consume: (Int, Value) throws(EncodeError) -> Void
  ) throws(EncodeError) {
    do {
      try OrderedParallelPipeline.run(count: count, threads: threads, window: window, produce: { try produce($0) }, consume: { try consume($0, $1) })
    } catch let error as EncodeError {
      throw error
    } catch {
      throw .writeFailed(FileErrorText.describe(error))
    }
  }
}

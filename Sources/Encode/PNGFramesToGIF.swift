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
  /// - Parameter keptFrameBudgetBytes: most bytes of packed frames kept from pass 1 for pass 2
  ///   (0 decodes every frame twice).
  /// - Returns: the sink after the trailer was written, and the schedule used.
  /// - Throws: `.frameUnreadable` naming the first file (in order) that cannot be read, is not
  ///   a PNG or cannot be decoded, `.frameFileSizeMismatch` for a file whose size differs from
  ///   the first one's (every file is checked, also those the schedule does not show), and the
  ///   schedule's and options' validation errors.
  public static func encode<Sink: GIFByteSink>(
    pngPaths paths: [String], framesPerSecond: FrameRate, gifFPS: Int = GIFSchedule.maximumGIFFPS,
    options: GIFOptions, threads: Int, sink: Sink, blendFrames: Bool = false, keptFrameBudgetBytes: Int = 32 << 20,
    progress: () -> Void = {}
  ) throws(EncodeError) -> (sink: Sink, schedule: GIFSchedule) {
    let schedule = try GIFSchedule(frameCount: paths.count, frameRate: framesPerSecond, gifFPS: gifFPS)
    // Frames the schedule never shows are never decoded.
    let used = schedule.entries.map(\.sampleFrameIndex)
    // Exact input frames unless asked to blend the frames a GIF frame stands for.
    let groups = blendFrames
      ? standsFor(schedule: schedule, frameCount: paths.count, framesPerSecond: framesPerSecond, gifFPS: gifFPS)
      : used.map { [$0] }
    try checkHeaders(paths)
    let first = try decode(paths[used[0]])
    let window = max(2, threads * 2)

    // Pass 1: frames decoded and packed on the workers; statistics per worker would need a
    // merge tree, and counting the packed runs on the consumer is cheap.
    var statistics = GIFColorStatistics()
    var kept: [Int: PackedPixelBuffer] = [:]
    var keptBytes = 0
    try run(count: used.count, threads: threads, window: window) { (position: Int) throws(EncodeError) in
      PackedPixelBuffer(try shown(groups[position], paths: paths, size: (first.width, first.height)))
    } consume: { (position: Int, frame: PackedPixelBuffer) throws(EncodeError) in
      try checkSize(width: frame.width, height: frame.height, path: paths[used[position]], like: first, firstPath: paths[0])
      statistics.add(frame)
      // In order while they fit, as `render` keeps its palette samples.
      if keptBytes + frame.byteCount <= keptFrameBudgetBytes {
        kept[position] = frame
        keptBytes += frame.byteCount
      }
      progress()
    }
    let keptFrames = KeptFrames(kept)
    kept = [:]  // the store must own the only reference, or its first removal copies them all

    // Pass 2: quantize in parallel (decoding again what was not kept), difference in order,
    // compress in parallel.
    var writer = try GIFStreamWriter(width: first.width, height: first.height, options: options, statistics: statistics, sink: sink,
                                     encodeThreads: threads)
    let quantizers = ReusePool(quantizer: writer.quantizer)
    try run(count: used.count, threads: threads, window: window) { (position: Int) throws(EncodeError) in
      if let frame = keptFrames.take(position) { return quantizers.quantize(frame) }
      return quantizers.quantize(try shown(groups[position], paths: paths, size: (first.width, first.height)))
    } consume: { (position: Int, frame: GIFIndexedFrame) throws(EncodeError) in
      try writer.append(frame, delayCentiseconds: schedule.entries[position].delayCentiseconds)
      progress()
    }
    try writer.finish()
    return (writer.sink, schedule)
  }

  /// The input frames each GIF frame stands for (those whose instants fall inside it), when the
  /// input is faster than the GIF; otherwise each GIF frame is exactly one input frame.
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

  /// What a GIF frame shows: its first input frame, or the mean of the frames it stands for
  /// when they differ by more than `FrameAverage.singleSampleMinimumPSNR` (as `render` does).
  static func shown(_ group: [Int], paths: [String], size: (width: Int, height: Int)) throws(EncodeError) -> PixelBuffer {
    var images: [PixelBuffer] = []
    for index in group {
      let image = try decode(paths[index])
      // Size mismatches are reported in order by the consumer; a stray one here must not trap.
      guard image.width == size.width, image.height == size.height else { return image }
      images.append(image)
    }
    let first = images[0]
    if images.dropFirst().allSatisfy({ FrameAverage.psnr(first, $0) >= FrameAverage.singleSampleMinimumPSNR }) { return first }
    return FrameAverage.mean(images)
  }

  static func decode(_ path: String) throws(EncodeError) -> PixelBuffer {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .frameUnreadable(path: path, reason: "cannot read file")
    }
    do {
      return try PixelBuffer(pngData: [UInt8](data))
    } catch {
      throw .frameUnreadable(path: path, reason: error.description)
    }
  }

  /// Reads every file's header, in order, before any frame is decoded: the schedule decodes
  /// only the frames it shows, and a bad file among the others must not go unnoticed.
  static func checkHeaders(_ paths: [String]) throws(EncodeError) {
    guard let firstPath = paths.first else { return }
    let first = try PNGFileHeader.read(firstPath)
    for path in paths.dropFirst() {
      let header = try PNGFileHeader.read(path)
      guard header == first else {
        throw .frameFileSizeMismatch(path: path, width: header.width, height: header.height,
                                     firstPath: firstPath, firstWidth: first.width, firstHeight: first.height)
      }
    }
  }

  /// A decoded frame's size against the first one's (the headers said so already; a decoder
  /// reading more than the header must not be trusted to agree silently).
  private static func checkSize(width: Int, height: Int, path: String, like first: PixelBuffer, firstPath: String) throws(EncodeError) {
    guard width == first.width, height == first.height else {
      throw .frameFileSizeMismatch(path: path, width: width, height: height,
                                   firstPath: firstPath, firstWidth: first.width, firstHeight: first.height)
    }
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
      throw .writeFailed(String(describing: error))
    }
  }
}

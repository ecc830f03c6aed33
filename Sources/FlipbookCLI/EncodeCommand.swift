import ArgumentParser
import Encode
import Foundation
import Raster

/// `flipbook encode FRAMES... -o out.gif --fps 60`: PNG frames made elsewhere to a GIF, with
/// the same palette, differencing and browser-correct timing as `render`.
struct EncodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode",
    abstract: "Encode PNG frames (in order, --fps apart) to an animated GIF.",
    discussion: """
      Frames are taken in the order given; a folder stands for its .png files in numeric order \
      (frame2.png before frame10.png, which a shell glob such as frames/*.png gets wrong). \
      When --fps is above --gif-fps, GIF frame k starts at round(k × 100 / gif-fps) cs and shows the \
      first input frame at or after that instant, and the last GIF frame shows the last input frame; \
      at or below it, every input frame keeps its own start, rounded to whole centiseconds. Either \
      way every delay is at least 2 cs and the delays add up to the frames' duration.
      """
  )

  @Argument(help: "PNG frames in display order, or folders of them (their .png files in numeric order).",
            completion: .file(extensions: ["png"]))
  var frames: [String] = []

  @Option(name: .shortAndLong, help: "Output .gif file.")
  var output: String

  @Option(parsing: .unconditional, help: "Frame rate of the input frames: whole (60), decimal (29.97) or a fraction (30000/1001), at most 1000.")
  var fps: String = "60"

  /// `--fps` as an exact rate; nil when it is not one (`validate` reports it).
  private var frameRate: FrameRate? { FrameRate(text: fps.trimmingCharacters(in: .whitespaces)) }

  @OptionGroup(title: "GIF options")
  var gif: GIFCommandOptions

  @Option(name: .customLong("max-bytes"), parsing: .unconditional, help: "Largest GIF allowed (e.g. 2MB, 500kB): lowers the motion-frame bound (to 40 dB), then frame rate and colours in steps (33 fps; 25; 25 at 128 colours; 20 at 64; 10 at 64; 10 at 32; then the fastest rate between that fits), then scale (frames shrunk by area averaging) until it fits.",
          transform: GIFByteBudget.parse)
  var maxBytes: GIFByteBudget?

  @Option(parsing: .unconditional, help: "Frames decoded in parallel, at most this machine's cores (the default; more would only hold more frames in memory). The output does not depend on it.")
  var threads: Int = ParallelFrames.defaultThreads

  @Flag(name: .shortAndLong, help: "Print nothing but errors: no progress bar, summary line or warnings.")
  var quiet = false

  func validate() throws {
    if frames.isEmpty { throw ValidationError("give at least one PNG frame") }
    if frameRate == nil { throw ValidationError(Self.frameRateProblem(fps)) }
    if threads < 1 { throw ValidationError("--threads must be ≥ 1, got \(threads)") }
    // A device or pipe (`/dev/stdout`) takes the GIF whatever its name, as with `render`.
    if !output.lowercased().hasSuffix(".gif") && !OutputDestination.isStream(output) {
      throw ValidationError("-o must name a .gif file (or a device or pipe such as /dev/stdout), got \(output)")
    }
    try OutputDestination.checkFile(output, inputs: frames)
  }

  func run() throws {
    guard let frameRate else { throw ValidationError("--fps \(fps) is not a frame rate") }  // validate() checked it
    let paths: [String]
    do {
      paths = try FrameFileList.expand(frames)
    } catch {
      throw GIFOutputFile.reportFailure(error, output: output)
    }
    // A folder's frames are known only now: an output linked to one of them would replace it
    // (validate() compared the arguments themselves).
    try OutputDestination.checkFile(output, inputs: paths)
    if !quiet, let pair = FrameFileList.misorderedPair(paths) {
      Console.error("warning: \(pair.earlier) comes before \(pair.later); frames are taken in the order given "
        + "(a shell glob sorts frame10 before frame2): give their folder instead to take them in numeric order")
    }
    if !quiet, let first = paths.first, let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: first))),
       let profile = PNGColorChunks.nonSRGBProfileName(in: bytes) {
      // Profiles are not applied (no colour management library); an sRGB one changes nothing.
      Console.error("warning: \(first) has an embedded colour profile (\"\(profile)\"), which encode does not apply: its colours are read as sRGB")
    }
    if !quiet, gif.blendSamples, frameRate.isAtMost(gif.gifFPS) {
      // --matte and --tolerance say so too when they can change nothing (QA).
      Console.error("warning: --blend-samples changes nothing: at --fps \(fps.trimmingCharacters(in: .whitespaces)) every input "
        + "frame has a GIF frame of its own (at most --gif-fps \(gif.gifFPS)); it blends frames only when they come faster")
    }
    if let maxBytes {
      try encode(paths, frameRate: frameRate, fittingIn: maxBytes.bytes)
      return
    }
    do {
      let file = try GIFOutputFile(destination: output)
      let schedule = try GIFSchedule(frameCount: paths.count, frameRate: frameRate, gifFPS: gif.gifFPS)
      let progress = Progress(label: "encode", phases: Self.progressPhases(schedule), enabled: !quiet)
      defer { progress.finish() }
      let result = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: frameRate, gifFPS: gif.gifFPS,
                                             options: gif.gifOptions(), threads: ParallelFrames.workers(requested: threads), sink: file.sink,
                                             blendFrames: gif.blendSamples) { progress.advance() }
      progress.finish()
      let bytes = result.sink.bytesWritten
      try file.commit()
      if !quiet { Console.result(summary(result, frameCount: paths.count, bytes: bytes), about: output) }
      warnAboutTransparency(result)
      warnAboutUnusedTolerance(applied: result.colorTolerance, gifFrames: result.schedule.entries.count)
    } catch let error as ExitCode {
      throw error
    } catch {
      throw GIFOutputFile.reportFailure(error, output: output)
    }
  }

  /// Most bytes of packed input frames `--max-bytes` keeps for its later trials. A UI frame
  /// packs to a few percent: zoom-transition's 180 frames of 750×1334 px, at full size and at
  /// the scales tried, took 43–71 MB (3.3 s instead of 13.4 s for 300 kB). Frames that do not
  /// pack (photos) fill it sooner, and the rest are decoded again, so memory stays bounded.
  static let decodedFrameBudgetBytes = 128 << 20

  /// `--max-bytes`: tries the `GIFSizeSearch` ladder, as `render` does, until a GIF fits, and
  /// says what it chose.
  private func encode(_ paths: [String], frameRate: FrameRate, fittingIn limitBytes: Int) throws {
    let ladder = GIFSizeSearch.ladder(gifFPS: gif.gifFPS, colors: gif.colors, motionPSNR: gif.motionPSNR.value,
                                      sourceRate: frameRate)
    let search: GIFSizeSearch.Outcome<PNGFramesToGIF.Encoded<BudgetSink>>
    let decodedFrames = DecodedFrameCache(budgetBytes: Self.decodedFrameBudgetBytes)
    do {
      search = try GIFSizeSearch.firstFit(ladder: ladder, limitBytes: limitBytes, output: output, quiet: quiet) { setting, label, sink in
        let schedule = try GIFSchedule(frameCount: paths.count, frameRate: frameRate, gifFPS: setting.gifFPS)
        var options = gif.gifOptions(colors: setting.colors)
        options.motionQuality = setting.motionPSNR.map { GIFMotionQuality(canvasPSNR: $0) }
        let progress = Progress(label: label, phases: Self.progressPhases(schedule), enabled: !quiet)
        defer { progress.finish() }
        let result = try PNGFramesToGIF.encode(pngPaths: paths, framesPerSecond: frameRate, gifFPS: setting.gifFPS,
                                               options: options, threads: ParallelFrames.workers(requested: threads), sink: sink,
                                               blendFrames: gif.blendSamples, scaleFactor: setting.scaleFactor,
                                               decodedFrames: decodedFrames) { progress.advance() }
        return (result.sink, result)
      }
    } catch let error as ExitCode {
      throw error
    } catch {
      throw GIFOutputFile.reportFailure(error, output: output)
    }
    if let fitted = search.fitted {
      if !quiet { Console.result(summary(fitted.value, frameCount: paths.count, bytes: fitted.bytes), about: output) }
      warnAboutTransparency(fitted.value)
      warnAboutUnusedTolerance(applied: fitted.value.colorTolerance, gifFrames: fitted.value.schedule.entries.count)
      return
    }
    Console.error("cannot fit \(GIFSummary.count(paths.count, "frame")) into \(GIFByteBudget.describe(limitBytes))\(search.shortfall(limitBytes: limitBytes)); raise --max-bytes, set a lower --gif-fps or --colors than the search goes to, or give fewer or smaller frames")
    throw ExitStatus.failure
  }

  /// The frames had partly transparent pixels and no `--matte` blended them: say what the GIF
  /// did with them; or `--matte` was given and found nothing to blend (as `render` says for an
  /// opaque canvas). Both are known only once pass 1 has looked at every pixel.
  private func warnAboutTransparency<Sink>(_ encoded: PNGFramesToGIF.Encoded<Sink>) {
    guard !quiet else { return }
    if let matte = gif.matte {
      guard !encoded.matteChangedPixels else { return }
      Console.error("warning: --matte \(matte) changes nothing: the frames have no partly transparent pixels")
    } else if encoded.hadPartlyTransparentPixels {
      Console.error(GIFSummary.matteWarning("the frames have partly transparent pixels"))
    }
  }

  /// `--tolerance` was asked for where it cannot apply: a GIF of one frame, or frames with
  /// transparent pixels.
  private func warnAboutUnusedTolerance(applied: Int, gifFrames: Int) {
    guard gif.tolerance > 0, applied == 0, !quiet else { return }
    Console.error(gifFrames == 1 ? GIFSummary.singleFrameToleranceWarning(gif.tolerance)
      : GIFSummary.unusedToleranceWarning(gif.tolerance, "the frames have transparent pixels"))
  }

  /// Why `text` is not an `--fps`: not written as a rate at all (`2e2`, `sixty`), too many
  /// decimals, a fraction too fine, or a rate out of range, each said as such.
  static func frameRateProblem(_ text: String) -> String {
    let written = text.trimmingCharacters(in: .whitespaces)
    // A negative rate is written properly but out of range.
    let given = written.hasPrefix("-") ? String(written.dropFirst()) : written
    let forms = "a whole or decimal number (60, 29.97) or a fraction (30000/1001)"
    let parts = given.split(separator: "/", omittingEmptySubsequences: false)
    let isNumber: (Substring) -> Bool = { part in
      let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
      return (1...2).contains(pieces.count) && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
    guard (1...2).contains(parts.count), parts.allSatisfy(isNumber), parts.count == 1 || !parts.contains(where: { $0.contains(".") }) else {
      return "--fps \(written) is not a frame rate: write \(forms)"
    }
    if parts.count == 1, let fraction = given.split(separator: ".").dropFirst().first, fraction.count > 6 {
      return "--fps \(written) has more than 6 decimals: write it as a fraction, such as 30000/1001"
    }
    if parts.count == 2, Double(parts[1]) == 0 {
      return "--fps \(written) divides by 0: a fraction's denominator must be at least 1, as in 30000/1001"
    }
    if parts.count == 2, !written.hasPrefix("-"), let numerator = Double(parts[0]), let denominator = Double(parts[1]), numerator > 0, denominator > 0,
       numerator / denominator <= Double(FrameRate.maximumFramesPerSecond) {
      return "--fps \(written): the fraction's denominator, in lowest terms, must be at most \(FrameRate.maximumDenominator)"
    }
    return "--fps must be more than 0 and at most \(FrameRate.maximumFramesPerSecond) frames per second, such as 60, 29.97 or 30000/1001; got \(written)"
  }

  /// The two passes over the frames the schedule shows, as `PNGFramesToGIF.encode` reports
  /// them: each is read for the palette, then encoded as a GIF frame.
  static func progressPhases(_ schedule: GIFSchedule) -> [ProgressCount.Phase] {
    [.init(name: "palette", total: schedule.entries.count, noun: "frames"),
     .init(name: nil, total: schedule.entries.count, noun: "GIF frames")]
  }

  private func summary<Sink>(_ result: PNGFramesToGIF.Encoded<Sink>, frameCount: Int, bytes: Int) -> String {
    let seconds = String(format: "%.2f", Double(result.schedule.totalCentiseconds) / 100)
    let merged = GIFSummary.mergedNote(planned: result.schedule.entries.count, written: result.imageCount, skipped: result.skippedCount)
    return "\(output): \(GIFSummary.count(frameCount, "PNG frame")) at \(fps.trimmingCharacters(in: .whitespaces)) fps → \(GIFSummary.count(result.imageCount, "GIF frame"))\(merged.map { " (\($0))" } ?? ""), "
      + "\(result.width)×\(result.height) px, \(seconds) s, \(bytes) bytes"
  }
}

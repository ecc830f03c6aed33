import ArgumentParser
import Encode
import Foundation
import Raster
import Render
import SceneModel
import Timing

/// `flipbook render SCENE -o OUT`: an animated GIF, a PNG sequence or one PNG frame.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scene to an animated GIF, a PNG frame sequence, or one PNG frame.",
    discussion: """
      The output kind follows -o: a .gif file; a directory (ending in /, already a directory not named .gif or .png, or a name without an extension) \
      for PNG frames 0000.png, 0001.png, … at 60 fps; or a .png file for one frame with --frame or --time.
      GIF frames: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs, so a GIF \
      cannot run at 60 fps. GIF frame k starts at round(k × 100 / gif-fps) cs and shows the first 60 fps \
      sample at or after that instant, and the last GIF frame the last sample; identical consecutive \
      frames merge, and time where the scene does \
      not change is neither rendered nor encoded. The delays add up to the scene's duration, rounded to 1 cs. \
      Frames render on --threads cores and stream to the file, so memory does not grow with length.
      """
  )

  @Argument(help: "Scene file (JSON).", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(name: .shortAndLong, help: "Output: a .gif file, a directory for PNG frames, or a .png file with --frame/--time.")
  var output: String

  @Option(parsing: .unconditional, help: "Render only this 60 fps frame (0-based) to a .png file.")
  var frame: Int?

  @Option(parsing: .unconditional, help: "Render only the instant at this many seconds (0 ≤ t < the duration) to a .png file.",
          transform: { try DecimalArgument.number($0, option: "--time") })
  var time: Double?

  @OptionGroup(title: "GIF options")
  var gif: GIFCommandOptions

  @Option(name: .customLong("max-bytes"), parsing: .unconditional, help: "Largest GIF allowed (e.g. 2MB, 500kB): lowers the motion-frame bound (to 40 dB), then frame rate and colours in steps (33 fps; 25; 25 at 128 colours; 20 at 64; 10 at 64; 10 at 32; then the fastest rate between that fits), then scale until it fits.",
          transform: GIFByteBudget.parse)
  var maxBytes: GIFByteBudget?

  @Option(parsing: .unconditional, help: "Frames rendered in parallel, at most this machine's cores (the default; more would only hold more frames in memory). The output does not depend on it.")
  var threads: Int = ParallelFrames.defaultThreads

  @Flag(name: .shortAndLong, help: "Print nothing but errors: no progress bar, summary line or warnings.")
  var quiet = false

  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  enum OutputKind { case gif, frameDirectory, singlePNG }

  func validate() throws {
    if frame != nil && time != nil { throw ValidationError("give --frame or --time, not both") }
    if let frame, frame < 0 { throw ValidationError("--frame must be ≥ 0, got \(frame)") }
    if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time must be a number of seconds ≥ 0, got \(time)") }
    if threads < 1 { throw ValidationError("--threads must be ≥ 1, got \(threads)") }
    // An empty path would otherwise name the current folder, to be replaced by frames.
    if output.isEmpty { throw ValidationError("-o is empty: give a .gif file, a .png file, or a directory") }
    // Many tools read "-" as standard output; here it would be a frame folder named "-" (QA).
    if output == "-" {
      throw ValidationError("-o - would make a folder named \"-\": to write to standard output, give -o /dev/stdout "
        + "(the GIF; with --frame or --time, the PNG)")
    }
    let kind = try outputKind()
    if kind == .frameDirectory {
      try OutputDestination.checkFrameFolder(output)
    } else {
      try OutputDestination.checkFile(output, inputs: [scene])
    }
    if kind == .singlePNG && frame == nil && time == nil {
      throw ValidationError("a .png output holds one frame: add --frame N or --time SECONDS, or give a directory for the whole sequence")
    }
    if kind != .gif {
      // GIF settings for a PNG output were silently ignored: a user who asked for 64 colours
      // should hear that the PNGs have every colour.
      let gifOnly = (maxBytes != nil ? ["--max-bytes"] : []) + gif.changedFromDefaults
      if !gifOnly.isEmpty {
        let names = gifOnly.count == 1 ? gifOnly[0] : gifOnly.dropLast().joined(separator: ", ") + " and " + gifOnly[gifOnly.count - 1]
        throw ValidationError("\(names) appl\(gifOnly.count == 1 ? "ies" : "y") to GIF output only; \(output) is "
          + (kind == .singlePNG ? "a PNG file" : "a folder of PNG frames") + ": drop \(gifOnly.count == 1 ? "it" : "them") or write a .gif")
      }
    }
    if kind != .singlePNG && (frame != nil || time != nil) {
      throw ValidationError("--frame and --time render one frame to a .png file; \(output) is not a .png file")
    }
  }

  func outputKind() throws -> OutputKind {
    let lowered = output.lowercased()
    if lowered.hasSuffix(".gif") { return .gif }
    if lowered.hasSuffix(".png") { return .singlePNG }
    // A device or pipe without an extension (`/dev/null`, `/dev/stdout`) cannot hold a folder:
    // it takes the one image of --frame/--time, else the GIF.
    if OutputDestination.isStream(output) && URL(fileURLWithPath: output).pathExtension.isEmpty {
      return frame != nil || time != nil ? .singlePNG : .gif
    }
    var isDirectory: ObjCBool = false
    if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
      || URL(fileURLWithPath: output).pathExtension.isEmpty {
      return .frameDirectory
    }
    // With --frame/--time only a .png (or a stream) takes the one frame (QA: the message offered a GIF or a folder).
    if frame != nil || time != nil {
      throw ValidationError("--frame and --time render one frame to a .png file; \(output) is not a .png file")
    }
    throw ValidationError("cannot tell what to write from \(output): use a .gif file, a .png file, or a directory")
  }

  func run() throws {
    var limits = limitOptions.limits
    if try outputKind() == .singlePNG { limits.renderedFrameCount = 1 }
    let loaded = try SceneLoading.loadForRendering(scene, limits: limits, root: limitOptions.root, quiet: quiet)
    if !OutputDestination.isStream(output) {
      try OutputDestination.checkNotOverwriting(loaded.inputFiles, output: output, isFolder: try outputKind() == .frameDirectory)
    }
    do {
      let renderer = try FrameRenderer(scene: loaded.scene, fonts: loaded.fonts, images: loaded.images)
      switch try outputKind() {
      case .singlePNG: try renderOne(renderer)
      case .frameDirectory: try renderSequence(renderer)
      case .gif: try renderGIF(renderer)
      }
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      throw error
    } catch {
      throw GIFOutputFile.reportFailure(error, output: output)
    }
  }

  private func renderOne(_ renderer: FrameRenderer) throws {
    let instant: TickTime
    if let frame {
      guard frame < renderer.scene.frameCount else {
        throw ValidationError("--frame \(frame) is past the end: the scene has \(renderer.scene.frameCount) frames (0…\(renderer.scene.frameCount - 1))")
      }
      instant = TickTime(frameIndex: frame, fps: Scene.framesPerSecond)
    } else {
      // The instant at the full duration is the next loop's first frame, and later ones are
      // states the scene never shows: refused, as `--frame` past the end and `check --times` are.
      let duration = renderer.scene.duration
      guard let time, let ticks = TickTime(seconds: time), ticks < duration else {
        let last = TickTime(frameIndex: renderer.scene.frameCount - 1, fps: Scene.framesPerSecond)
        // A time just under the end that rounds onto it says so (QA: 2.9999999 on a 3 s scene
        // was told it was not inside the scene, with no word of the rounding).
        let rounded = time.flatMap { TickTime(seconds: $0) }.map { $0 == duration ? ", and \(NumberFormatting.roundTrip(time!)) rounds to it at the 1/60000 s tick" : "" } ?? ""
        throw ValidationError("--time \(time.map { NumberFormatting.roundTrip($0) } ?? "") is not inside the scene, which lasts \(NumberFormatting.roundTrip(duration.seconds)) s (times from 0 up to, not including, the duration\(rounded); the last frame, --frame \(renderer.scene.frameCount - 1), is at \(String(format: "%.3f", last.seconds)) s)")
      }
      instant = ticks
    }
    let pixels = try renderer.render(at: instant)
    try AtomicOutput.write(try pixels.pngData(), to: output)
    report("\(output): frame at \(String(format: "%.3f", instant.seconds)) s, \(pixels.width)×\(pixels.height) px")
  }

  private func renderSequence(_ renderer: FrameRenderer) throws {
    let count = renderer.scene.frameCount
    let digits = max(4, String(count - 1).count)
    let progress = Progress(total: count, label: "render", enabled: !quiet)
    // Each frame goes to disk as soon as it is encoded: memory does not grow with the frame count.
    let workers = ParallelFrames.workers(requested: threads)
    let encoded = EncodedFrameMemo(capacity: 2 * workers)
    let drawers = ReusedFrameDrawers(renderer: renderer)
    try AtomicOutput.writeFrameDirectory(to: output) { folder in
      defer { progress.finish() }
      _ = try ParallelFrames.map(count: count, threads: workers) { index in
        let number = String(index)
        let name = String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
        let state = renderer.scene.state(atFrame: index)
        let bytes = try encoded.bytes(drawing: state) ?? encoded.remember(try drawers.render(state).pngData(), drawing: state)
        try PlainFileWrite.write(bytes, to: folder.appendingPathComponent(name).path)
        progress.advance()
      }
    }
    report("\(output): \(GIFSummary.count(count, "PNG frame")) at 60 fps")
  }

  func report(_ line: String) {
    if !quiet { Console.result(line, about: output) }
  }
}

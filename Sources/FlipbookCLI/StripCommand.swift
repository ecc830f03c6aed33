import ArgumentParser
import Foundation
import Raster
import Render
import SceneModel
import Timing

/// `flipbook strip SCENE -o strip.png`: a contact sheet of the animation for pull requests.
struct StripCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strip",
    abstract: "Render a contact sheet: a grid of frames with their times printed under each.",
    discussion: "Each cell is the 60 fps frame showing 0, --every, 2 × --every, … seconds, up to (not including) the scene's duration, labelled with that frame's time; the last frame of the scene is added when the steps miss it. A sheet holds at most 200 frames (a warning says where it stops)."
  )

  /// Most cells on one sheet: beyond that a sheet stops being something people read.
  static let maximumCells = 200

  @Argument(help: "Scene file (JSON).", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(name: .shortAndLong, help: "Output .png file.")
  var output: String

  @Option(parsing: .unconditional, help: "Seconds between frames.",
          transform: { try DecimalArgument.number($0, option: "--every") })
  var every: Double = 0.25

  @Option(parsing: .unconditional, help: "Frames per row, 1–50.")
  var columns: Int = 4

  @Option(name: .customLong("cell-width"), parsing: .unconditional, help: "Width of each frame on the sheet, 8–2048 pixels (default: the frame's width, at most 240, and narrower for a frame over 480 px tall).")
  var cellWidth: Int?

  @Option(parsing: .unconditional, help: "Frames rendered in parallel, at most this machine's cores (the default; more would only hold more frames in memory).")
  var threads: Int = ParallelFrames.defaultThreads

  @Flag(name: .shortAndLong, help: "Print nothing but errors.")
  var quiet = false

  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  func validate() throws {
    // Rounded to the 1/60000 s tick as scene times are: 0.0166666 is 1/60 s (QA: it was refused).
    guard every.isFinite, (every * Double(TickTime.ticksPerSecond)).rounded() >= Double(TickTime.ticksPerSecond / 60) else {
      throw ValidationError("--every must be at least one frame (1/60 s), got \(NumberFormatting.roundTrip(every))")
    }
    guard (1...50).contains(columns) else { throw ValidationError("--columns must be between 1 and 50, got \(columns)") }
    if let cellWidth, !(8...2048).contains(cellWidth) { throw ValidationError("--cell-width must be between 8 and 2048 pixels, got \(cellWidth)") }
    guard output.lowercased().hasSuffix(".png") || OutputDestination.isStream(output) else {
      throw ValidationError("-o must name a .png file (or a device or pipe such as /dev/stdout), got \(output)")
    }
    try OutputDestination.checkFile(output, inputs: [scene])
    if threads < 1 { throw ValidationError("--threads must be ≥ 1, got \(threads)") }
  }

  /// The 60 fps frames on the sheet: the frame showing each multiple of `every` before the end
  /// (so every cell is a frame `render --frame` draws, labelled with its own time), then the
  /// last frame when the steps miss it; at most `maximumCells`. `capped` says the steps went on.
  /// The cell width when none is given: the frame's width, at most 240 px, at most what keeps
  /// the cell 480 px tall, and at least the 8 px `--cell-width` allows. Only the width was
  /// capped: a 20×16384 px frame made a cell too tall for any sheet, whatever --every or
  /// --columns said (QA); a 1 px wide frame made 1 px cells with unreadable labels.
  static func defaultCellWidth(frameWidthPixels: Int, frameHeightPixels: Int) -> Int {
    let byHeight = frameHeightPixels > 480 ? frameWidthPixels * 480 / frameHeightPixels : frameWidthPixels
    return max(8, min(frameWidthPixels, 240, byHeight))
  }

  static func frames(duration: TickTime, every: Double) -> (indices: [Int], capped: Bool) {
    let frameCount = TickTime.frameCount(duration: duration)
    guard frameCount > 0 else { return ([0], false) }
    // A step longer than any scene is one frame, then the last (TickTime refuses > 1e9 s).
    guard let step = TickTime(seconds: min(every, TickTime.maximumSeconds)), step.ticks > 0 else { return ([0], false) }
    var indices: [Int] = []
    var k: Int64 = 0
    // k·step in integer ticks, never accumulated, so 0.1 s steps do not drift.
    while k * step.ticks < duration.ticks {
      guard indices.count < maximumCells else { return (indices, true) }
      let index = min(TickTime(ticks: k * step.ticks).frameIndex(), frameCount - 1)
      if indices.last != index { indices.append(index) }
      k += 1
    }
    if let last = indices.last, last < frameCount - 1 {
      guard indices.count < maximumCells else { return (indices, true) }
      indices.append(frameCount - 1)
    }
    return (indices, false)
  }

  func run() throws {
    var limits = limitOptions.limits
    limits.renderedFrameCount = Self.maximumCells  // a sheet draws at most these, whatever the scene's length
    let prepared = try SceneLoading.loadForRendering(scene, limits: limits, root: limitOptions.root, quiet: quiet)
    if !OutputDestination.isStream(output) {
      try OutputDestination.checkNotOverwriting(prepared.inputFiles, output: output, isFolder: false)
    }
    let loaded = prepared.scene
    do {
      let renderer = try FrameRenderer(scene: loaded, fonts: prepared.fonts, images: prepared.images)
      let (indices, capped) = Self.frames(duration: loaded.duration, every: every)
      if capped, !quiet, let last = indices.last {
        Console.error("warning: a sheet holds at most \(Self.maximumCells) frames, so it stops at \(String(format: "%.3f s", TickTime(frameIndex: last).seconds)) "
          + "of the scene's \(NumberFormatting.roundTrip(loaded.duration.seconds)) s; give a larger --every to cover it all")
      }
      // The labels' font first, so a missing one is said before any frame is drawn.
      let font = try Self.labelFont()
      let width = cellWidth ?? Self.defaultCellWidth(frameWidthPixels: loaded.canvas.widthPixels, frameHeightPixels: loaded.canvas.heightPixels)
      let height = StripContactSheet.cellHeightPixels(frameWidthPixels: loaded.canvas.widthPixels, frameHeightPixels: loaded.canvas.heightPixels,
                                                      cellWidthPixels: width)
      // Said before any frame is drawn (QA: 200 frames were rendered, then the sheet could
      // not be allocated).
      if let problem = StripContactSheet.sizeProblem(cellCount: indices.count, columns: columns, cellWidthPixels: width, cellHeightPixels: height) {
        throw ValidationError(problem)
      }
      // Each frame is drawn into its small cell as soon as it is rendered: memory for the
      // cells, not for every frame at full size.
      let drawers = ReusedFrameDrawers(renderer: renderer)
      let drawn = try ParallelFrames.map(count: indices.count, threads: ParallelFrames.workers(requested: threads)) {
        try StripContactSheet.drawnCell(try drawers.render(frameIndex: indices[$0]), width: width, height: height)
      }
      let cells = zip(indices, drawn).map { index, block in
        StripContactSheet.Cell(drawn: block, label: String(format: "%.3f s", TickTime(frameIndex: index).seconds))
      }
      let sheet = StripContactSheet(cells: cells, columns: columns, cellWidthPixels: width, cellHeightPixels: height, font: font)
      let pixels = try sheet.render()
      try AtomicOutput.write(try pixels.pngData(), to: output)
      if !quiet { Console.result("\(output): \(cells.count) frame\(cells.count == 1 ? "" : "s") every \(String(format: "%g s", every)), \(pixels.width)×\(pixels.height) px", about: output) }
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      throw error
    } catch let error as AtomicOutput.Failure {
      TemporaryFiles.waitIfInterrupted()  // a failure the interruption caused: the signal ends the process
      Console.error(error.description)  // it names the output already (QA: "s.png: cannot write s.png: …")
      throw ExitStatus.failure
    } catch {
      Console.error("\(output): \(error)")
      throw ExitStatus.failure
    }
  }

  /// The labels' font from the bundled fonts folder, with what to do when it is not there (QA:
  /// a mistyped FLIPBOOK_FONTS gave "cannot load font '/nonexistent/DejaVuSans.ttf'" after every
  /// frame had been drawn, without naming the variable).
  static func labelFont() throws -> Font {
    let named = ProcessInfo.processInfo.environment["FLIPBOOK_FONTS"].flatMap { $0.isEmpty ? nil : $0 }
    guard let folder = BundledFonts.directory else {
      throw ValidationError("cannot find Flipbook's fonts folder for the labels; set FLIPBOOK_FONTS")
    }
    var isFolder: ObjCBool = false
    if let named, !(FileManager.default.fileExists(atPath: named, isDirectory: &isFolder) && isFolder.boolValue) {
      throw ValidationError("FLIPBOOK_FONTS names \(named), which is not a folder; the labels need Flipbook's fonts folder (its fonts/)")
    }
    return try Font(contentsOf: (folder as NSString).appendingPathComponent("DejaVuSans.ttf"))
  }
}

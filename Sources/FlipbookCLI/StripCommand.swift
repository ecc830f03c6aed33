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
    discussion: "Frames are taken at 0, --every, 2 × --every, … seconds, up to (not including) the scene's duration; the last frame of the scene is added when the steps miss it."
  )

  /// Most cells on one sheet: beyond that a sheet stops being something people read.
  static let maximumCells = 200

  @Argument(help: "Scene file (JSON).", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(name: .shortAndLong, help: "Output .png file.")
  var output: String

  @Option(parsing: .unconditional, help: "Seconds between frames.")
  var every: Double = 0.25

  @Option(parsing: .unconditional, help: "Frames per row.")
  var columns: Int = 4

  @Option(name: .customLong("cell-width"), parsing: .unconditional, help: "Width of each frame on the sheet, pixels (default: the frame's width, at most 240).")
  var cellWidth: Int?

  @Option(parsing: .unconditional, help: "Frames rendered in parallel; the default is this machine's cores.")
  var threads: Int = ParallelFrames.defaultThreads

  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  func validate() throws {
    guard every.isFinite, every >= 1.0 / 60 else { throw ValidationError("--every must be at least one frame (1/60 s), got \(every)") }
    guard (1...50).contains(columns) else { throw ValidationError("--columns must be between 1 and 50, got \(columns)") }
    if let cellWidth, !(8...2048).contains(cellWidth) { throw ValidationError("--cell-width must be between 8 and 2048 pixels, got \(cellWidth)") }
    guard output.lowercased().hasSuffix(".png") else { throw ValidationError("-o must name a .png file, got \(output)") }
    try OutputDestination.checkFile(output, inputs: [scene])
    if threads < 1 { throw ValidationError("--threads must be ≥ 1, got \(threads)") }
  }

  /// The instants on the sheet: multiples of `every` before the end, then the last frame.
  static func instants(duration: TickTime, every: Double) -> [TickTime] {
    guard duration.ticks > 0, let step = TickTime(seconds: every), step.ticks > 0 else { return [.zero] }
    var instants: [TickTime] = []
    var k: Int64 = 0
    // k·step in integer ticks, never accumulated, so 0.1 s steps do not drift.
    while k * step.ticks < duration.ticks && instants.count < maximumCells {
      instants.append(TickTime(ticks: k * step.ticks))
      k += 1
    }
    let lastFrame = TickTime(frameIndex: TickTime.frameCount(duration: duration) - 1)
    if let last = instants.last, last.frameIndex() < lastFrame.frameIndex(), instants.count < maximumCells {
      instants.append(lastFrame)
    }
    return instants
  }

  func run() throws {
    let prepared = try SceneLoading.loadForRendering(scene, limits: limitOptions.limits, root: limitOptions.root)
    let loaded = prepared.scene
    do {
      let renderer = try FrameRenderer(scene: loaded, fonts: prepared.fonts, images: prepared.images)
      let instants = Self.instants(duration: loaded.duration, every: every)
      let images = try ParallelFrames.map(count: instants.count, threads: threads) { try renderer.render(at: instants[$0]) }
      let cells = zip(instants, images).map { StripContactSheet.Cell(image: $1, label: String(format: "%.3f s", $0.seconds)) }
      guard let fontFolder = BundledFonts.directory else {
        throw ValidationError("cannot find Flipbook's fonts folder for the labels; set FLIPBOOK_FONTS")
      }
      let font = try Font(contentsOf: (fontFolder as NSString).appendingPathComponent("DejaVuSans.ttf"))
      let width = cellWidth ?? min(loaded.canvas.widthPixels, 240)
      let sheet = StripContactSheet(cells: cells, columns: columns, cellWidthPixels: width, font: font)
      let pixels = try sheet.render()
      try AtomicOutput.write(try pixels.pngData(), to: output)
      Console.result("\(output): \(cells.count) frames every \(String(format: "%g s", every)), \(pixels.width)×\(pixels.height) px")
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      throw error
    } catch {
      Console.error("\(output): \(error)")
      throw ExitStatus.failure
    }
  }
}

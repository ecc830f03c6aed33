import ArgumentParser
import Foundation
import Golden

/// `flipbook check SCENE --golden DIR`: render frames and compare them with golden PNGs.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare a scene's frames with golden PNGs (exit 0 all match, 1 any differs, 65 invalid scene).",
    discussion: """
      Checks the frames the golden folder holds (NNNN.png, the 60 fps frame index), or the frames \
      given with --frames/--times/--all-frames. With an empty golden folder and recording allowed, \
      records the frames at 0, 25, 50, 75 and 100 % of the duration.
      Tolerance: a pixel is over tolerance when its CIE76 ΔE*ab (sRGB → CIELAB D65, composited over \
      white and over black) exceeds --max-delta-e; a frame matches when at most --max-fraction of its \
      pixels are over. Default: golden.json in the golden folder, else exact.
      Recording: --record, else FLIPBOOK_RECORD, else "missing" — but "never" when CI=true, where only \
      an explicit --record writes goldens.
      Failing frames get actual, expected and diff PNGs in --artifacts; --report writes a self-contained \
      HTML page of them. A GIF timing golden (gif-timing.json) is checked when present, with \
      --gif-timing, or with --all-frames.
      """
  )

  @Argument(help: "Scene file (JSON).", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(help: "Folder of goldens for this scene (NNNN.png, golden.json, gif-timing.json).", completion: .directory)
  var golden: String

  @Option(parsing: .unconditionalSingleValue, help: "60 fps frame indices to check, comma-separated (e.g. 0,30,45); may repeat.")
  var frames: [String] = []

  @Option(parsing: .unconditionalSingleValue, help: "Instants to check in seconds, comma-separated (each checks the 60 fps frame showing it).")
  var times: [String] = []

  @Flag(name: .customLong("all-frames"), help: "Check every 60 fps frame (for short scenes) and the GIF timing.")
  var allFrames = false

  @Option(help: "When to write goldens: missing, failed, all or never (default: FLIPBOOK_RECORD, else missing; never when CI=true).")
  var record: RecordMode?

  @Option(help: "Tolerance preset: exact, antialiasing or text (overrides golden.json).")
  var tolerance: String?

  @Option(name: .customLong("max-delta-e"), parsing: .unconditional, help: "Largest per-pixel colour difference (CIE76 ΔE*ab) that counts as equal (adjusts --tolerance, else golden.json's tolerance).",
          transform: { try DecimalArgument.number($0, option: "--max-delta-e") })
  var maxDeltaE: Double?

  @Option(name: .customLong("max-fraction"), parsing: .unconditional, help: "Fraction of pixels (0–1) allowed over --max-delta-e (adjusts --tolerance, else golden.json's tolerance).",
          transform: { try DecimalArgument.number($0, option: "--max-fraction") })
  var maxFraction: Double?

  @Option(help: "Folder for actual/expected/diff PNGs of failing frames (a subfolder per golden folder, named by its path).", completion: .directory)
  var artifacts: String = ".flipbook/failures"

  @Option(help: "Write a self-contained HTML report of the check to this file.", completion: .file(extensions: ["html"]))
  var report: String?

  @Flag(name: .customLong("gif-timing"), help: "Also check (or record) the GIF's frame delays against gif-timing.json.")
  var gifTiming = false

  @Option(name: .customLong("gif-fps"), parsing: .unconditional, help: "GIF frame rate for the timing check, 1–50 (default: the rate gif-timing.json was recorded at, else 50).",
          transform: GIFCommandOptions.wholeFramesPerSecond)
  var gifFPS: Int?

  @Option(parsing: .unconditional, help: "Frames rendered in parallel, at most this machine's cores (the default; more would only hold more frames in memory).")
  var threads: Int = ParallelFrames.defaultThreads

  // A CI log of `--all-frames` on a 10 s scene was 600 "matches" lines around the one that differs.
  @Flag(name: .shortAndLong, help: "Print only what fails: the frames that differ, a failed timing check, errors, and then the summary and where the failure images are. Nothing when every frame matches (nor goldens recorded, nor warnings).")
  var quiet = false

  @OptionGroup(title: "Limits and safety")
  var limitOptions: LimitOptions

  func validate() throws {
    // An unset variable in a CI script (`--golden "$GOLDENS"`) recorded goldens into the
    // current folder and passed (QA).
    if golden.isEmpty { throw ValidationError("--golden is empty: name the folder of this scene's goldens (an unset variable in a script?)") }
    if artifacts.isEmpty { throw ValidationError("--artifacts is empty: name a folder for failure images, or leave it out for .flipbook/failures") }
    if report?.isEmpty == true { throw ValidationError("--report is empty: name the HTML file to write") }
    try checkArtifactsOutsideGoldens()
    try checkReportPath()
    if allFrames && (!frames.isEmpty || !times.isEmpty) { throw ValidationError("--all-frames checks every frame; leave out --frames and --times") }
    _ = try frameIndices()
    _ = try timesSeconds()
    if let tolerance, GoldenTolerance.preset(named: tolerance) == nil {
      throw ValidationError("unknown --tolerance \(tolerance); presets are \(GoldenTolerance.presets.map(\.name).joined(separator: ", "))")
    }
    if let maxDeltaE, !(maxDeltaE.isFinite && maxDeltaE >= 0) { throw ValidationError("--max-delta-e must be a finite number ≥ 0, got \(maxDeltaE)") }
    if let maxFraction, !(0...1).contains(maxFraction) { throw ValidationError("--max-fraction must be between 0 and 1, got \(maxFraction)") }
    if let gifFPS, !(1...50).contains(gifFPS) { throw ValidationError("--gif-fps must be between 1 and 50, got \(gifFPS)") }
    if threads < 1 { throw ValidationError("--threads must be ≥ 1, got \(threads)") }
  }

  /// Refuses an `--artifacts` folder whose subfolder for this check (`FailureArtifact.subfolder`)
  /// is the golden folder or inside it (QA: `--artifacts .` wrote actual/expected/diff images
  /// among the goldens, where the next check refused them as "not a golden" and `git add`
  /// would have taken them).
  func checkArtifactsOutsideGoldens() throws {
    let current = FileManager.default.currentDirectoryPath
    let folder = Self.resolved((artifacts as NSString).appendingPathComponent(
      FailureArtifact.subfolder(forGoldenDirectory: golden, currentDirectory: current)))
    guard isInGoldenFolder(folder) else { return }
    throw ValidationError("--artifacts \(artifacts) would put failure images in the golden folder \(golden) itself "
      + "(the next check would take them for goldens, and a commit of the goldens would take them along); give a folder outside it")
  }

  /// Refuses a `--report` that would replace the scene, or land among the goldens (QA: `--report
  /// h.json` wrote the HTML over the scene, `--report gold/0000.png` over a golden, both with exit
  /// 0, and `--report gold/r.html` made every later check fail on "not a golden").
  func checkReportPath() throws {
    guard let report else { return }
    try OutputDestination.checkFile(report, option: "--report", inputs: [scene])
    guard !OutputDestination.isStream(report), isInGoldenFolder(Self.resolved(report)) else { return }
    throw ValidationError("--report \(report) is in the golden folder \(golden) (it would replace a golden, or the next check would "
      + "take it for one, and a commit of the goldens would take it along); name a file outside it")
  }

  /// Whether the absolute, resolved `path` is the golden folder or inside it.
  private func isInGoldenFolder(_ path: String) -> Bool {
    let goldens = Self.resolved(golden)
    return path == goldens || path.hasPrefix(goldens + "/")
  }

  /// `path` made absolute against the current folder, `.`, `..` and symbolic links resolved.
  private static func resolved(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `--frames` as integers.
  func frameIndices() throws -> [Int] {
    try commaSeparated(frames, option: "--frames", example: "0,30,59").map { item in
      guard let index = Int(item), index >= 0 else { throw ValidationError("--frames: \"\(item)\" is not a frame index ≥ 0") }
      return index
    }
  }

  /// `--times` as seconds.
  func timesSeconds() throws -> [Double] {
    try commaSeparated(times, option: "--times", example: "0,0.5,1.25").map { item in
      guard let seconds = DecimalArgument.parse(item), seconds.isFinite, seconds >= 0 else { throw ValidationError("--times: \"\(item)\" is not a number of seconds ≥ 0 (write it in decimal, such as 1.5)") }
      return seconds
    }
  }

  /// The tolerance asked for on the command line, if any: a preset, else the golden folder's
  /// own (`folderTolerance`, from golden.json), else exact, adjusted by the two numbers. (QA:
  /// `--max-fraction 0.01` alone dropped golden.json's "antialiasing" colour bound to ΔE 0, so a
  /// looser fraction made a passing check fail.)
  func toleranceOverride(folderTolerance: GoldenTolerance?) -> GoldenTolerance? {
    guard tolerance != nil || maxDeltaE != nil || maxFraction != nil else { return nil }
    let base = tolerance.flatMap(GoldenTolerance.preset(named:)) ?? folderTolerance ?? .exact
    return GoldenTolerance(maximumDeltaE: maxDeltaE ?? base.maximumDeltaE,
                           maximumFractionOverTolerance: maxFraction ?? base.maximumFractionOverTolerance)
  }

  /// The items of every `option` given, split at commas. A value with no item at all (`--times ''`,
  /// an unset shell variable) is an error: ignoring it checked every golden instead.
  private func commaSeparated(_ values: [String], option: String, example: String) throws -> [String] {
    try values.flatMap { value in
      let items = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      if items.allSatisfy(\.isEmpty) { throw ValidationError("\(option) is empty: give one or more, such as \(example)") }
      // "0,,45" or "0.5,": a value lost in a script, not one to skip silently.
      if items.contains(where: \.isEmpty) { throw ValidationError("\(option) \"\(value)\" has an empty item: give values apart by single commas, such as \(example)") }
      return items
    }
  }

  func run() throws {
    try CheckRunner(command: self).run()
  }
}

extension RecordMode: ExpressibleByArgument {}

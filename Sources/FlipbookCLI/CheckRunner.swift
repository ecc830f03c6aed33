import ArgumentParser
import Foundation
import Golden
import Raster
import Render
import SceneGIF
import SceneModel
import Timing

/// Does the work of `flipbook check`: picks frames, renders and compares them in parallel,
/// records goldens as the mode allows, writes artifacts and the report, and prints one line
/// per frame (stdout) and a summary (with `--quiet`, only when something failed, and only the
/// frames that did).
struct CheckRunner {
  let command: CheckCommand

  /// Where goldens, artifacts and reports are written: the CLI's atomic writer.
  static let writer = GoldenFileWriter { bytes, path in try AtomicOutput.write(bytes, to: path) }

  func run() throws {
    let loaded: SceneLoading.Loaded
    do {
      var limits = command.limitOptions.limits
      limits.renderedFrameCount = framesToDrawAtMost()
      loaded = try SceneLoading.loadForRendering(command.scene, limits: limits, root: command.limitOptions.root, quiet: command.quiet)
    } catch {
      // The scene's problems went to stderr, each naming its line.
      stopped(because: "\(command.scene): the scene cannot be used; its problems are in the command's error output")
      throw error
    }
    do {
      try check(loaded.scene, fonts: loaded.fonts, images: loaded.images)
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      stopped(because: "\(command.scene): \(error.message)")
      throw error
    } catch let error as GoldenError {
      // Each names its own file; several problems are a line each.
      if case let .several(problems) = error { problems.forEach { Console.error($0.description) } } else { Console.error(error.description) }
      // Only for a problem with that file itself: every stray file's message names it among
      // the files a golden folder may hold (QA: a stray notes.txt got this hint too).
      if error.isAbout(GIFTiming.fileName) {
        Console.error("fix \(GIFTiming.fileName), or replace it with the scene's current timing: run the check with --record failed")
      }
      stopped(because: error.description)
      throw ExitStatus.failure
    } catch {
      // Renderer and GIF encoder errors know layers, not files: name the scene.
      Console.error("\(command.scene): \(error)")
      stopped(because: "\(command.scene): \(error)")
      throw ExitStatus.failure
    }
  }

  /// After a check that stopped before judging its frames: an earlier run's failure images and
  /// report must not stand for this one (a CI job uploading them would show an old verdict), so
  /// the images go and the report says the check could not run.
  private func stopped(because problem: String) {
    FailureArtifact.removeStale(in: artifactFolder)
    guard let reportPath = command.report else { return }
    // The tolerance the check would have used, as far as it can be read (QA: "exact" was shown
    // over a golden.json asking for antialiasing).
    let folderTolerance = (try? GoldenDirectory(path: command.golden).configuration())?.tolerance
    let tolerance = command.toleranceOverride(folderTolerance: folderTolerance) ?? folderTolerance ?? .exact
    var report = HTMLReport(sceneFile: command.scene, goldenDirectory: command.golden, tolerance: tolerance, results: [], artifacts: [])
    report.stoppedBecause = [problem]
    do {
      try GoldenFileWriter(write: Self.writer.write).writeCreatingFolders(Array(report.html.utf8), to: reportPath)
    } catch {
      Console.error(error.description)
    }
  }

  /// This golden folder's subfolder of `--artifacts` (`FailureArtifact.subfolder`).
  private var artifactFolder: String {
    (command.artifacts as NSString).appendingPathComponent(
      FailureArtifact.subfolder(forGoldenDirectory: command.golden, currentDirectory: FileManager.default.currentDirectoryPath))
  }

  private func check(_ scene: Scene, fonts: FontCache, images: ImageCache) throws {
    let environment = ProcessInfo.processInfo.environment
    let (mode, modeReason) = try RecordMode.resolve(explicit: command.record, environment: environment)
    let directory = GoldenDirectory(path: command.golden)
    // A damaged gif-timing.json under --record failed or all is recorded anew (by the timing
    // check below, which replaces it), not an error.
    let (timingGolden, replacedTiming) = try directory.timingGolden(recordMode: mode, syntaxProblem: JSONParser.syntaxProblem)
    try directory.checkJSONSyntax(JSONParser.syntaxProblem, skipping: replacedTiming == nil ? [] : [GIFTiming.fileName])
    let check = try GoldenCheck(directory: directory, frameCount: scene.frameCount, recordMode: mode, tolerance: command.toleranceOverride(folderTolerance: try directory.configuration().tolerance))
    let indices = try check.frameIndices(try selection(for: scene))
    let renderer = try FrameRenderer(scene: scene, fonts: fonts, images: images)

    let checksTiming = GIFTimingCheck.applies(golden: timingGolden, asked: command.gifTiming || command.allFrames) || replacedTiming != nil
    if let gifFPS = command.gifFPS, !checksTiming, !command.quiet {
      // As render and encode say of options that can change nothing (QA: it was ignored in silence).
      Console.error("warning: --gif-fps \(gifFPS) changes nothing: no GIF timing is checked (the golden folder has no "
        + "\(GIFTiming.fileName)); add --gif-timing to check and record it")
    }
    // Under `never` no frame golden means none was committed (say, `*.png` ignored by git): a
    // timing golden alone passed with "0 frames checked" (QA), where an empty folder fails.
    if indices.isEmpty && (!checksTiming || mode == .never) {
      let message = "\(command.golden): no goldens to check; record them with --record missing (record mode \(mode): \(modeReason))"
      Console.error(message)
      stopped(because: message)
      throw ExitStatus.failure
    }

    let drawers = ReusedFrameDrawers(renderer: renderer)
    let evaluated = try ParallelFrames.map(count: indices.count, threads: ParallelFrames.workers(requested: command.threads)) { position in
      let index = indices[position]
      let actual: PixelBuffer
      do {
        actual = try drawers.render(frameIndex: index)
      } catch let error as RenderError {
        throw GoldenError.renderFailed(file: command.scene, frameIndex: index, reason: error.description)
      }
      return try check.evaluate(frameIndex: index, actual: actual)
    }
    let (results, recordedPaths) = check.record(evaluated, writer: Self.writer)
    var written = recordedPaths

    var otherFailures: [String] = []
    var timingLine: String?
    var timingVerdict: String?  // for the summary, when the timing check failed
    if checksTiming {
      let timing = try GIFTimingCheck.run(check, renderer: renderer, golden: timingGolden, gifFPS: command.gifFPS,
                                          threads: ParallelFrames.workers(requested: command.threads), writer: Self.writer)
      timingLine = timing.line
      timingVerdict = timing.verdict
      if let failure = timing.failure { otherFailures.append(failure) }
      if let path = timing.written { written.append(path) }
    }

    let quiet = command.quiet
    for result in results where !quiet || result.failed { Console.output(result.summary) }
    if let timingLine, !quiet || timingVerdict != nil { Console.output(timingLine) }
    if let replacedTiming, !quiet { Console.output("  (the \(GIFTiming.fileName) it replaced was damaged: \(replacedTiming))") }
    for failure in otherFailures { Console.output(failure) }

    // Images and the report explain the verdict; one that cannot be written is reported (and
    // fails the check) but must not take the summary with it: the frames were compared.
    let saved = FailureArtifact.save(results, to: artifactFolder, checkedFrames: indices, writer: Self.writer)
    if [.goldens, .all].contains(try selection(for: scene)) {
      FailureArtifact.removeOrphans(in: artifactFolder, keeping: Set(indices + ((try? directory.frameIndices(frameCount: scene.frameCount)) ?? [])))
    }
    let artifacts = saved.artifacts, artifactPaths = saved.paths
    var outputProblems = saved.problem.map { [$0] } ?? []
    var reportWritten = false
    if let reportPath = command.report {
      var report = HTMLReport(sceneFile: command.scene, goldenDirectory: command.golden, tolerance: check.tolerance,
                              results: results, artifacts: artifacts, otherFailures: otherFailures)
      report.outputProblems = outputProblems.map(\.description)
      do {
        try GoldenFileWriter(write: Self.writer.write).writeCreatingFolders(Array(report.html.utf8), to: reportPath)
        reportWritten = true
      } catch {
        outputProblems.append(error)
      }
    }
    for problem in outputProblems { Console.error(problem.description) }

    let failed = results.filter { $0.failed }.count
    let fails = failed > 0 || !otherFailures.isEmpty || !outputProblems.isEmpty
    // Quiet and nothing failed: the exit status says it all.
    if quiet && !fails { return }
    let recorded = results.filter { if case .recorded = $0.outcome { true } else { false } }.count
    var counts = ["\(results.count - failed - recorded) match"]
    if recorded > 0 { counts.append("\(recorded) recorded") }
    if failed > 0 { counts.append("\(failed) fail") }
    if let timingVerdict { counts.append(timingVerdict) }
    var summary = "\(command.scene): \(results.count) frame\(results.count == 1 ? "" : "s") checked: " + counts.joined(separator: ", ")
    summary += " (tolerance \(check.tolerance); record mode \(mode): \(modeReason))"
    Console.output(summary)
    if written.isEmpty {
      if mode != .never && (failed > 0 || !otherFailures.isEmpty) {
        Console.output("no goldens written")
      }
    } else {
      Console.output("wrote \(written.count) golden file\(written.count == 1 ? "" : "s"):")
      for path in written { Console.output("  \(path)") }
    }
    if !artifactPaths.isEmpty { Console.output("failure images in \(artifactFolder)/") }
    if saved.problem != nil { Console.output("failure images not written to \(artifactFolder)/ (see the error output)") }
    if let reportPath = command.report { Console.output(reportWritten ? "report: \(reportPath)" : "report not written (see the error output)") }
    if fails { throw ExitStatus.failure }
  }

  /// The most frames this check draws, known before the scene is read, so that the limit on
  /// pixels drawn (`--max-total-pixels`) counts them rather than every frame of the scene (QA: a
  /// 400 s full-HD scene could not be checked at one frame, though `render --frame` drew it).
  /// Nil, the whole scene, when the check may draw every frame: `--all-frames`, or a GIF timing
  /// to check (its GIF is the whole animation); also when `--frames` or `--times` cannot be
  /// read, which `selection(for:)` reports after the scene is loaded.
  private func framesToDrawAtMost() -> Int? {
    if command.allFrames || command.gifTiming { return nil }
    if FileManager.default.fileExists(atPath: GoldenDirectory(path: command.golden).file(GIFTiming.fileName)) { return nil }
    guard let frames = try? command.frameIndices(), let times = try? command.timesSeconds() else { return nil }
    if !frames.isEmpty || !times.isEmpty { return frames.count + times.count }
    // The folder's goldens, or the default frames recorded when it has none.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: command.golden)) ?? []
    let goldens = names.filter { GoldenDirectory.frameIndex(fileName: $0) != nil }.count
    return max(goldens, FrameSelection.defaultFractions.count)
  }

  /// Which frames to check, from the command line; `--times` become the frames showing them.
  private func selection(for scene: Scene) throws -> FrameSelection {
    if command.allFrames { return .all }
    var indices = try command.frameIndices()
    for seconds in try command.timesSeconds() {
      guard let time = TickTime(seconds: seconds), time < scene.duration else {
        // The number as given: 2.999999 rounds to the 3 s tick, and "--times 3" would puzzle.
        let last = TickTime(frameIndex: scene.frameCount - 1, fps: Scene.framesPerSecond)
        throw ValidationError("--times \(NumberFormatting.roundTrip(seconds)) is not inside the scene, which lasts \(NumberFormatting.roundTrip(scene.duration.seconds)) s "
          + "(times are rounded to the 1/60000 s tick; the last frame, \(scene.frameCount - 1), is at \(String(format: "%.3f", last.seconds)) s)")
      }
      indices.append(time.frameIndex(fps: Scene.framesPerSecond))
    }
    if indices.isEmpty { return .goldens }
    if let past = indices.first(where: { $0 >= scene.frameCount }) {
      throw ValidationError("--frames \(past) is past the end: the scene has \(scene.frameCount) frames (0…\(scene.frameCount - 1))")
    }
    return .frames(indices)
  }
}

extension GoldenError {
  /// Whether the problem is with a file named `name` (or, for several, any of them is).
  func isAbout(_ name: String) -> Bool {
    switch self {
    case let .unreadableGolden(file, _), let .invalidConfiguration(file, _, _), let .unexpectedFile(file),
         let .misnamedGolden(file, _), let .frameOutOfRange(file, _, _), let .cannotWrite(file, _),
         let .unreadableDirectory(file, _), let .renderFailed(file, _, _):
      return URL(fileURLWithPath: file).lastPathComponent == name
    case .invalidEnvironment: return false
    case let .several(problems): return problems.contains { $0.isAbout(name) }
    }
  }
}

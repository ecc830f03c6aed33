import Foundation
import Golden
import Raster
import Render
import SceneGIF
import SceneModel

/// One `assertScene` run: load, render, compare, record, and explain failures.
struct SceneGoldenCheck {
  let scenePath: String
  let goldenDirectory: String
  let artifactsDirectory: String?

  func run(tolerance: GoldenTolerance?, frames: FrameSelection, record: RecordMode?, environment: [String: String]) throws(FlipbookTestingError) {
    let scene: Scene
    // As the command line does: fonts and images are opened while the scene is read, so a
    // damaged one is a scene error at its JSON path, and the renderer reuses them.
    let assets = SceneAssets()
    do {
      scene = try SceneLoader(resourceInspector: assets).load(contentsOf: scenePath).scene
    } catch {
      removeStaleArtifacts(frames)
      throw .scene(error)
    }
    do {
      try check(scene, assets: assets, tolerance: tolerance, frames: frames, record: record, environment: environment)
    } catch let error as FlipbookTestingError {
      throw error
    } catch let error as GoldenError {
      removeStaleArtifacts(frames)
      throw .golden(error)
    } catch {
      removeStaleArtifacts(frames)
      throw .render(file: scenePath, reason: String(describing: error))
    }
  }

  /// The golden folder's own subfolder of the artifacts folder.
  private var artifactFolder: String {
    artifactsDirectory ?? (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(
      ".flipbook/failures/" + FailureArtifact.subfolder(forGoldenDirectory: goldenDirectory, currentDirectory: FileManager.default.currentDirectoryPath))
  }

  /// After a check that stopped before judging its frames, as `flipbook check` does: an
  /// earlier run's failure images and report of these frames must not stand for this run (QA).
  private func removeStaleArtifacts(_ selection: FrameSelection) {
    let chosen: [Int]? = if case let .frames(indices) = selection { Array(Set(indices)).sorted() } else { nil }
    FailureArtifact.removeStale(in: artifactFolder, frames: chosen)
    let report = (artifactFolder as NSString).appendingPathComponent(Self.reportFileName(selection, indices: chosen ?? []))
    try? FileManager.default.removeItem(atPath: report)
  }

  private func check(_ scene: Scene, assets: SceneAssets, tolerance: GoldenTolerance?, frames: FrameSelection, record: RecordMode?, environment: [String: String]) throws {
    let (mode, reason) = try RecordMode.resolve(explicit: record, environment: environment)
    let directory = GoldenDirectory(path: goldenDirectory)
    // As `flipbook check` does: a damaged gif-timing.json under `.failed` or `.all` is recorded
    // anew by the timing check below.
    let (timingGolden, damagedTiming) = try directory.timingGolden(recordMode: mode, syntaxProblem: JSONParser.syntaxProblem)
    try directory.checkJSONSyntax(JSONParser.syntaxProblem, skipping: damagedTiming == nil ? [] : [GIFTiming.fileName])
    let check = try GoldenCheck(directory: directory, frameCount: scene.frameCount, recordMode: mode, tolerance: tolerance)
    if case let .frames(indices) = frames, let past = indices.first(where: { $0 < 0 || $0 >= scene.frameCount }) {
      removeStaleArtifacts(frames)
      throw FlipbookTestingError.mismatch(message: "\(scenePath): frame \(past) is not in the scene, which has \(scene.frameCount) frames")
    }
    let indices = try check.frameIndices(frames)
    // As `flipbook check` does: whenever the folder holds gif-timing.json, and with every frame
    // (`.all`, like `--all-frames`), which records it when the mode allows.
    let checksTiming = GIFTimingCheck.applies(golden: timingGolden, asked: frames == .all) || damagedTiming != nil
    // Under `never` no frame golden means none was committed (say, `*.png` ignored by git): a
    // timing golden alone would pass with no frame checked, where `flipbook check` fails (QA).
    guard !indices.isEmpty || (checksTiming && mode != .never) else {
      removeStaleArtifacts(frames)
      throw FlipbookTestingError.mismatch(message: "\(goldenDirectory): no goldens to check (record mode \(mode): \(reason)); run once outside CI or with record: .missing to record them")
    }
    let renderer = try FrameRenderer(scene: scene, fonts: assets.fonts, images: assets.images)
    var evaluated: [FrameCheckResult] = []
    for index in indices {
      evaluated.append(try check.evaluate(frameIndex: index, actual: try renderer.render(frameIndex: index)))
    }
    var (results, written) = check.record(evaluated)
    var timing = GIFTimingCheck.Outcome()
    if checksTiming {
      // The GIF's bytes do not depend on the thread count.
      timing = try GIFTimingCheck.run(check, renderer: renderer, golden: timingGolden, gifFPS: nil,
                                      threads: ProcessInfo.processInfo.activeProcessorCount, writer: .atomic)
      if let path = timing.written { written.append(path) }
    }
    let otherFailures = timing.failure.map { [$0] } ?? []

    // The golden folder's own subfolder, and only this check's frames and report in it: two
    // tests of one scene (frames 0…14 and 15…29) neither remove nor overwrite each other's.
    let folder = artifactFolder
    let reportPath = (folder as NSString).appendingPathComponent(Self.reportFileName(frames, indices: indices))
    // Images that cannot be written are said in the message, not instead of it.
    let saved = FailureArtifact.save(results, to: folder, checkedFrames: indices)
    if frames == .goldens || frames == .all {
      FailureArtifact.removeOrphans(in: folder, keeping: Set(indices + ((try? directory.frameIndices(frameCount: scene.frameCount)) ?? [])))
    }
    let artifacts = saved.artifacts, paths = saved.paths
    var outputProblems = saved.problem.map { [$0.description] } ?? []
    let failing = results.filter(\.failed)
    guard !failing.isEmpty || !otherFailures.isEmpty || !written.isEmpty else {
      // A passing check's own report of an earlier failure would outlive it.
      try? FileManager.default.removeItem(atPath: reportPath)
      return
    }

    var lines: [String] = []
    if !failing.isEmpty || !otherFailures.isEmpty {
      var report = HTMLReport(sceneFile: scenePath, goldenDirectory: goldenDirectory, tolerance: check.tolerance, results: results, artifacts: artifacts,
                              otherFailures: otherFailures)
      report.outputProblems = outputProblems
      let reportHTML = Array(report.html.utf8)
      var reportWritten = true
      do {
        try GoldenFileWriter.atomic.writeCreatingFolders(reportHTML, to: reportPath)
      } catch {
        outputProblems.append(error.description)
        reportWritten = false
      }
      TestAttachments.attach(artifacts, reportHTML: reportHTML, reportName: (reportPath as NSString).lastPathComponent)
      let timingPart = otherFailures.isEmpty ? "" : (failing.isEmpty ? "the GIF timing does not" : " and the GIF timing do not")
      let framePart = failing.isEmpty ? "" : "\(failing.count) of \(results.count) frames"
      let verb = failing.isEmpty || !otherFailures.isEmpty ? "" : " do not"
      lines.append("\(scenePath): \(framePart)\(timingPart)\(verb) match \(goldenDirectory) (tolerance \(check.tolerance); record mode \(mode): \(reason))")
      lines += failing.map { "  " + $0.summary }
      lines += otherFailures.map { "  " + $0 }
      lines.append("  images: \(paths.count) files in \(folder)/; report: \(reportWritten ? reportPath : "not written")")
      lines += outputProblems.map { "  not written: " + $0 }
    }
    if !written.isEmpty {
      lines.append("\(scenePath): recorded \(written.count) golden\(written.count == 1 ? "" : "s") (record mode \(mode): \(reason)); look at them, commit them, and run the test again:")
      lines += written.map { "  " + $0 }
    }
    throw FlipbookTestingError.mismatch(message: lines.joined(separator: "\n"))
  }

  /// `report.html` for the folder's goldens; `report-all.html` for every frame;
  /// `report-frames-0-14.html` (runs of consecutive frames, `_` between runs) for chosen frames,
  /// so checks of different frames of one golden folder keep reports of their own. A list too
  /// long for a file name ends in a hash of the whole list instead.
  static func reportFileName(_ selection: FrameSelection, indices: [Int]) -> String {
    switch selection {
    case .goldens: return "report.html"
    case .all: return "report-all.html"
    case .frames: break
    }
    var runs: [String] = []
    var position = 0
    while position < indices.count {
      var end = position
      while end + 1 < indices.count && indices[end + 1] == indices[end] + 1 { end += 1 }
      runs.append(end == position ? "\(indices[position])" : "\(indices[position])-\(indices[end])")
      position = end + 1
    }
    var name = runs.joined(separator: "_")
    // 100 keeps the name well under the 255 bytes most file systems allow.
    if name.count > 100 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
      for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      name = String(name.prefix(80)) + "-" + String(hash, radix: 16)
    }
    return "report-frames-\(name).html"
  }
}

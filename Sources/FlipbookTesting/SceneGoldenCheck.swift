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
      throw .scene(error)
    }
    do {
      try check(scene, assets: assets, tolerance: tolerance, frames: frames, record: record, environment: environment)
    } catch let error as FlipbookTestingError {
      throw error
    } catch let error as GoldenError {
      throw .golden(error)
    } catch {
      throw .render(file: scenePath, reason: String(describing: error))
    }
  }

  private func check(_ scene: Scene, assets: SceneAssets, tolerance: GoldenTolerance?, frames: FrameSelection, record: RecordMode?, environment: [String: String]) throws {
    let (mode, reason) = try RecordMode.resolve(explicit: record, environment: environment)
    let directory = GoldenDirectory(path: goldenDirectory)
    try directory.checkJSONSyntax(JSONParser.syntaxProblem)
    let check = try GoldenCheck(directory: directory, frameCount: scene.frameCount, recordMode: mode, tolerance: tolerance)
    if case let .frames(indices) = frames, let past = indices.first(where: { $0 < 0 || $0 >= scene.frameCount }) {
      throw FlipbookTestingError.mismatch(message: "\(scenePath): frame \(past) is not in the scene, which has \(scene.frameCount) frames")
    }
    let indices = try check.frameIndices(frames)
    // As `flipbook check` does: whenever the folder holds gif-timing.json, and with every frame
    // (`.all`, like `--all-frames`), which records it when the mode allows.
    let timingGolden = try directory.gifTiming()
    let checksTiming = GIFTimingCheck.applies(golden: timingGolden, asked: frames == .all)
    guard !indices.isEmpty || checksTiming else {
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

    let artifacts = try FailureArtifact.make(from: results)
    let folder = artifactsDirectory ?? (FileManager.default.currentDirectoryPath as NSString)
      .appendingPathComponent(".flipbook/failures/" + ((scenePath as NSString).lastPathComponent as NSString).deletingPathExtension)
    let paths = try FailureArtifact.write(artifacts, to: folder)
    let failing = results.filter(\.failed)
    guard !failing.isEmpty || !otherFailures.isEmpty || !written.isEmpty else { return }

    var lines: [String] = []
    if !failing.isEmpty || !otherFailures.isEmpty {
      let reportPath = (folder as NSString).appendingPathComponent("report.html")
      let report = HTMLReport(sceneFile: scenePath, goldenDirectory: goldenDirectory, tolerance: check.tolerance, results: results, artifacts: artifacts,
                              otherFailures: otherFailures)
      let reportHTML = Array(report.html.utf8)
      try GoldenFileWriter.atomic.writeCreatingFolders(reportHTML, to: reportPath)
      TestAttachments.attach(artifacts, reportHTML: reportHTML)
      let timingPart = otherFailures.isEmpty ? "" : (failing.isEmpty ? "the GIF timing does not" : " and the GIF timing do not")
      let framePart = failing.isEmpty ? "" : "\(failing.count) of \(results.count) frames"
      let verb = failing.isEmpty || !otherFailures.isEmpty ? "" : " do not"
      lines.append("\(scenePath): \(framePart)\(timingPart)\(verb) match \(goldenDirectory) (tolerance \(check.tolerance); record mode \(mode): \(reason))")
      lines += failing.map { "  " + $0.summary }
      lines += otherFailures.map { "  " + $0 }
      lines.append("  images: \(paths.count) files in \(folder)/; report: \(reportPath)")
    }
    if !written.isEmpty {
      lines.append("\(scenePath): recorded \(written.count) golden\(written.count == 1 ? "" : "s") (record mode \(mode): \(reason)); look at them, commit them, and run the test again:")
      lines += written.map { "  " + $0 }
    }
    throw FlipbookTestingError.mismatch(message: lines.joined(separator: "\n"))
  }
}

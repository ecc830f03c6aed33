import ArgumentParser
import Encode
import Foundation
import Render
import SceneGIF
import SceneModel

extension RenderCommand {
  /// Renders the scene to a GIF, streaming frames from the render threads to the file.
  func renderGIF(_ renderer: FrameRenderer) throws {
    if !quiet, renderer.scene.canvas.background.alpha < 1, gif.matte == nil {
      Console.error(GIFSummary.matteWarning("the canvas background is transparent"))
    }
    if !quiet, renderer.scene.canvas.background.alpha >= 1, let matte = gif.matte {
      Console.error("warning: --matte \(matte) changes nothing: the canvas background is opaque, so no pixel is partly transparent")
    }
    if !quiet, renderer.scene.canvas.background.alpha < 1, gif.tolerance > 0 {
      Console.error(GIFSummary.unusedToleranceWarning(gif.tolerance, "the canvas background is transparent"))
    }
    if let maxBytes {
      try renderGIF(renderer, fittingIn: maxBytes.bytes)
      return
    }
    let plan = try GIFFramePlan(scene: renderer.scene, gifFPS: gif.gifFPS, averageSamples: gif.blendSamples)
    if !quiet, gif.tolerance > 0, plan.frames.count == 1, renderer.scene.canvas.background.alpha >= 1 {
      Console.error(GIFSummary.singleFrameToleranceWarning(gif.tolerance))
    }
    let encoder = GIFSceneEncoder(renderer: renderer, plan: plan, options: gifOptions(for: renderer.scene), threads: ParallelFrames.workers(requested: threads))
    let file = try GIFOutputFile(destination: output)
    let progress = Progress(label: "render", phases: encoder.progressPhases, enabled: !quiet)
    defer { progress.finish() }
    let encoded = try encoder.encode(to: file.sink) { progress.advance() }
    progress.finish()
    let bytes = encoded.sink.bytesWritten
    try file.commit()
    report(summary(plan: plan, imageCount: encoded.imageCount, skippedCount: encoded.skippedCount, bytes: bytes,
                   canvas: renderer.scene.canvas))
  }

  /// `--max-bytes`: tries the `GIFSizeSearch` ladder until a GIF fits, and says what it chose.
  private func renderGIF(_ renderer: FrameRenderer, fittingIn limitBytes: Int) throws {
    let ladder = GIFSizeSearch.ladder(gifFPS: gif.gifFPS, colors: gif.colors, motionPSNR: gif.motionPSNR.value)
    let search: GIFSizeSearch.Outcome<(plan: GIFFramePlan, imageCount: Int, skippedCount: Int, canvas: CanvasSpec)> = try GIFSizeSearch.firstFit(
      ladder: ladder, limitBytes: limitBytes, output: output, quiet: quiet
    ) { setting, label, sink in
      var scene = renderer.scene
      scene.canvas.scale *= setting.scaleFactor
      guard scene.canvas.widthPixels >= 1, scene.canvas.heightPixels >= 1 else { return nil }
      let trialRenderer = setting.scaleFactor == 1 ? renderer : try FrameRenderer(scene: scene, fonts: renderer.fonts, images: renderer.images)
      let plan = try GIFFramePlan(scene: scene, gifFPS: setting.gifFPS, averageSamples: gif.blendSamples)
      var options = gifOptions(for: scene, colors: setting.colors)
      options.motionQuality = setting.motionPSNR.map { GIFMotionQuality(canvasPSNR: $0) }
      let encoder = GIFSceneEncoder(renderer: trialRenderer, plan: plan, options: options, threads: ParallelFrames.workers(requested: threads))
      let progress = Progress(label: label, phases: encoder.progressPhases, enabled: !quiet)
      defer { progress.finish() }
      let encoded = try encoder.encode(to: sink) { progress.advance() }
      return (encoded.sink, (plan, encoded.imageCount, encoded.skippedCount, scene.canvas))
    }
    if let fitted = search.fitted {
      report(summary(plan: fitted.value.plan, imageCount: fitted.value.imageCount, skippedCount: fitted.value.skippedCount,
                     bytes: fitted.bytes, canvas: fitted.value.canvas))
      return
    }
    Console.error("cannot fit \(renderer.scene.canvas.widthPixels)×\(renderer.scene.canvas.heightPixels) px, "
      + "\(String(format: "%.2f", Double(renderer.scene.duration.ticks) / 60_000)) s into \(GIFByteBudget.describe(limitBytes))\(search.shortfall(limitBytes: limitBytes)); "
      + "raise --max-bytes, set a lower --gif-fps or --colors than the search goes to, or shorten the scene or make it smaller")
    throw ExitStatus.failure
  }

  /// The encoder options for `scene`. The colour tolerance needs opaque frames; palette
  /// statistics come from a sample of frames, so it is switched off up front for a canvas that
  /// is not opaque (over an opaque background every pixel is opaque).
  private func gifOptions(for scene: Scene, colors: Int? = nil) -> GIFOptions {
    var options = gif.gifOptions(colors: colors)
    if scene.canvas.background.alpha < 1 { options.colorTolerance = 0 }
    return options
  }

  /// One line: the image blocks the GIF holds (what a GIF tool counts), and why there are fewer
  /// than the schedule's frames.
  private func summary(plan: GIFFramePlan, imageCount: Int, skippedCount: Int, bytes: Int, canvas: CanvasSpec) -> String {
    let seconds = String(format: "%.2f", Double(plan.totalCentiseconds) / 100)
    let staticCount = plan.scheduledCount - plan.frames.count
    let notes = [staticCount > 0 ? "\(GIFSummary.count(staticCount, "static frame")) not rendered" : nil,
                 GIFSummary.mergedNote(planned: plan.frames.count, written: imageCount, skipped: skippedCount)].compactMap { $0 }
    let noted = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
    return "\(output): \(GIFSummary.count(imageCount, "GIF frame"))\(noted), \(canvas.widthPixels)×\(canvas.heightPixels) px, \(seconds) s, \(bytes) bytes"
  }
}

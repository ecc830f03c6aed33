import Encode
import Golden
import Raster
import Render

/// The frame delays of the scene's GIF, as `flipbook render -o x.gif` makes it: the GIF
/// schedule's samples rendered, encoded (identical consecutive frames merge there, which
/// changes delays), and read back with the GIF decoder — so the check covers the bytes
/// written, not the plan.
enum CheckGIFTiming {
  static func timing(of renderer: FrameRenderer, gifFPS: Int, threads: Int) throws -> GIFTiming {
    let scene = renderer.scene
    let schedule = try GIFSchedule(durationTicks: scene.duration.ticks, gifFPS: gifFPS)
    // Each distinct sample is rendered once; sorted so the work (and any error) is in a fixed order.
    let samples = Array(Set(schedule.entries.map(\.sampleFrameIndex))).sorted()
    let pixels = try ParallelFrames.map(count: samples.count, threads: threads) { try renderer.render(frameIndex: samples[$0]) }
    var bySample: [Int: PixelBuffer] = [:]
    for (sample, image) in zip(samples, pixels) { bySample[sample] = image }
    let frames = schedule.entries.map { (image: bySample[$0.sampleFrameIndex]!, delayCentiseconds: $0.delayCentiseconds) }
    let encoder = try GIFEncoder(width: scene.canvas.widthPixels, height: scene.canvas.heightPixels, options: GIFOptions())
    return try GIFTiming(gifBytes: try encoder.encode(frames: frames), gifFPS: gifFPS, file: "GIF of the scene")
  }
}

import Encode
import Golden
import Render

/// The frame delays of the scene's GIF exactly as `flipbook render -o x.gif --gif-fps N` makes
/// it with default options: the same frame plan (static time merged) and the same streaming
/// encoder, into memory, then read back with the GIF decoder — so the check covers the bytes a
/// user would get, not a model of them.
enum CheckGIFTiming {
  static func timing(of renderer: FrameRenderer, gifFPS: Int, threads: Int) throws -> GIFTiming {
    // Parsed rather than built field by field, so `render`'s defaults are used even when they change.
    let options = try GIFCommandOptions.parse(["--gif-fps", String(gifFPS)])
    let plan = try GIFFramePlan(scene: renderer.scene, gifFPS: gifFPS)
    let encoder = GIFSceneEncoder(renderer: renderer, plan: plan, options: options.gifOptions(), threads: threads)
    let sink = try encoder.encode(to: GIFByteArraySink()).sink
    return try GIFTiming(gifBytes: sink.bytes, gifFPS: gifFPS, file: "the scene's GIF")
  }
}

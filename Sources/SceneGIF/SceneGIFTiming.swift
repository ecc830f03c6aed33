import Encode
import Golden
import Render

/// The frame delays of the scene's GIF exactly as `flipbook render -o x.gif --gif-fps N` makes
/// it with default options: the same frame plan (static time merged) and the same streaming
/// encoder, into memory, then read back with the GIF decoder — so the check covers the bytes a
/// user would get, not a model of them.
public enum SceneGIFTiming {
  /// The encoder options `flipbook render` uses when none are given. A test in FlipbookCLITests
  /// compares them with the parsed defaults of `render`'s GIF options, so the two cannot drift
  /// apart (this module cannot parse them: FlipbookTesting must not need ArgumentParser).
  public static let defaultOptions = GIFOptions(motionQuality: .standard, frameSkipping: .standard)

  /// The delays of the GIF of `renderer`'s scene at `gifFPS`.
  public static func timing(of renderer: FrameRenderer, gifFPS: Int, threads: Int, options: GIFOptions = defaultOptions) throws -> GIFTiming {
    let plan = try GIFFramePlan(scene: renderer.scene, gifFPS: gifFPS)
    let encoder = GIFSceneEncoder(renderer: renderer, plan: plan, options: options, threads: threads)
    let sink = try encoder.encode(to: GIFByteArraySink()).sink
    return try GIFTiming(gifBytes: sink.bytes, gifFPS: gifFPS, file: "the scene's GIF")
  }
}

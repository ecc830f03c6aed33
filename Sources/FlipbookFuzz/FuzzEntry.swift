import Render
import SceneModel
import Timing

/// libFuzzer entry point: feeds arbitrary bytes to the scene loader and, for inputs that load,
/// renders a few frames at a tiny size. Built only by `scripts/fuzz` (FLIPBOOK_FUZZ=1), because
/// a normal build has no libFuzzer runtime to supply `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let loaded = try? SceneLoader().load(text: text, file: "fuzz.json", baseDirectory: "/nonexistent-fuzz-root") else {
    return 0
  }
  var scene = loaded.scene
  // Tiny output: the point is exercising every code path, not pixels.
  let longest = max(scene.canvas.widthPoints, scene.canvas.heightPoints)
  scene.canvas.scale = min(scene.canvas.scale, 24 / longest)
  guard scene.canvas.widthPixels >= 1, scene.canvas.heightPixels >= 1,
        let renderer = try? FrameRenderer(scene: scene) else { return 0 }
  let count = scene.frameCount
  for frame in Set([0, count / 2, max(count - 1, 0)]) {
    _ = try? renderer.render(frameIndex: frame)
  }
  return 0
}

/// libFuzzer's driver, for programs that bring their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable target's entry point as `<Target>_main`; hand control to libFuzzer.
@_cdecl("FlipbookFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  var count = argc
  var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}

import Encode
import Raster
import Render
import SceneModel
import Timing

/// libFuzzer entry point: feeds arbitrary bytes to the scene loader and, for inputs that load,
/// renders a few frames at a tiny size, each alone and one after another on one canvas, and
/// encodes them as a GIF that must decode again. Built only by `scripts/fuzz`
/// (FLIPBOOK_FUZZ=1), because a normal build has no libFuzzer runtime to supply `main`.
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
  let frameIndices = Set([0, count / 2, max(count - 1, 0)]).sorted()
  for frame in frameIndices {
    _ = try? renderer.render(frameIndex: frame)
  }
  // Inputs of odd length take the ordered dither, so both quantizing paths are fuzzed.
  encodeGIF(frameIndices, renderer: renderer, dither: size % 2 == 1 ? .ordered(strength: 1) : .none)
  return 0
}

/// Draws `frameIndices` in order on one canvas (redrawn in part where it can be) and runs the
/// GIF encoder's streaming path on them, as `flipbook render` does: samples packed from the
/// canvas, their colours counted from the packed runs, frames quantized from the packed form,
/// differenced, approximated, skipped and LZW-encoded with the command line's defaults and
/// `dither`. The GIF must decode with every frame's delay.
private func encodeGIF(_ frameIndices: [Int], renderer: FrameRenderer, dither: GIFDither) {
  let drawer = IncrementalFrameDrawer(renderer: renderer)
  var packed: [PackedPixelBuffer] = []
  for frame in frameIndices {
    guard (try? drawer.draw(frameIndex: frame)) != nil, let canvas = drawer.canvas else { return }
    packed.append(PackedPixelBuffer(straightPixelsOf: canvas))
  }
  var statistics = GIFColorStatistics()
  for frame in packed { statistics.add(frame) }
  let options = GIFOptions(dither: dither, motionQuality: .standard, frameSkipping: .standard)
  guard let first = packed.first,
        var writer = try? GIFStreamWriter(width: first.width, height: first.height, options: options,
                                          statistics: statistics, sink: GIFByteArraySink()) else { return }
  let quantizer = ReusePool(quantizer: writer.quantizer)
  for (position, frame) in packed.enumerated() {
    try! writer.append(quantizer.quantize(frame), delayCentiseconds: 2 + position)
  }
  try! writer.finish()
  let decoded = try! GIFDecoder.decode(writer.sink.bytes)
  precondition(decoded.width == first.width && decoded.height == first.height, "decoded GIF has another size")
  precondition(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == (0..<packed.count).reduce(0) { $0 + 2 + $1 },
               "decoded GIF lasts another time")
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

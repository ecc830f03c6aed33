import Dispatch
import Foundation
import Raster
import Render
import SceneModel

// Renders every frame of each scene given on the command line twice — each frame on its own
// (the pure renderer) and in order through FrameSequenceRenderer — and prints one line per scene:
// frames, frames skipped / partly / fully redrawn, share of pixels redrawn, and milliseconds per frame.

func milliseconds(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

// `flipbook-bench --machine-scaling` prints instead how much two cores gain over one on work
// that involves no Flipbook code (MachineScaling): the ceiling for thread-count ratios.

let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
  FileHandle.standardError.write(Data("usage: flipbook-bench SCENE.json…  |  flipbook-bench --machine-scaling\n".utf8))
  exit(64)
}
if paths.first == "--machine-scaling" {
  print("| work (each thread its own) | 1 thread | 2 threads at once | 2 threads vs 1 |")
  print("|---|---|---|---|")
  for gain in MachineScaling.measure() {
    print(String(format: "| %@ | %.3f s | %.3f s | %.2f× |", gain.work, gain.oneThreadSeconds, gain.twoThreadsSeconds, gain.gain))
  }
  exit(0)
}
print("scene                          frames  skipped  partial  full  redrawn%   ms/frame(pure)  ms/frame(sequence)  identical")
var allIdentical = true
for path in paths {
  do {
    let scene = try SceneLoader().load(contentsOf: path).scene
    let renderer = try FrameRenderer(scene: scene)
    let frames = scene.frameCount

    var pureStart = DispatchTime.now()
    var pure: [PixelBuffer] = []
    pure.reserveCapacity(frames)
    for index in 0..<frames { pure.append(try renderer.render(frameIndex: index)) }
    let pureMs = milliseconds(since: pureStart) / Double(frames)

    let sequence = FrameSequenceRenderer(renderer: renderer)
    pureStart = DispatchTime.now()
    var identical = true
    for index in 0..<frames where try sequence.render(frameIndex: index) != pure[index] { identical = false }
    let sequenceMs = milliseconds(since: pureStart) / Double(frames)
    allIdentical = allIdentical && identical

    let stats = sequence.statistics
    let totalPixels = Double(frames * scene.canvas.widthPixels * scene.canvas.heightPixels)
    let name = (path as NSString).lastPathComponent
    print(name.padding(toLength: 30, withPad: " ", startingAt: 0),
          String(format: "%6d  %7d  %7d  %4d  %7.1f%%  %15.2f  %18.2f  %@", frames, stats.framesSkipped, stats.framesPartiallyRendered,
                 stats.framesFullyRendered, 100 * Double(stats.pixelsRedrawn) / totalPixels, pureMs, sequenceMs,
                 identical ? "yes" : "NO"))
  } catch {
    print("\(path): \(error)")
    allIdentical = false
  }
}
exit(allIdentical ? 0 : 1)

import ArgumentParser
import Foundation
import Raster

/// `flipbook gif-psnr GIF FRAMES_DIR` (hidden; used by `scripts/bench-gif`): how faithfully a
/// GIF, from any tool, shows the true-colour 60 fps frames it was made from.
///
/// Each 60 fps frame `n` is compared with the GIF frame on screen at its instant `n/60` s —
/// every GIF frame is compared with all the frames it stands for — and the GIF's delays are
/// checked against what browsers do. Prints one line of `key=value` pairs on stdout.
///
/// `min_psnr` mixes two things: how well each GIF frame was encoded, and the 60 fps samples a
/// GIF cannot show (its delays are whole centiseconds, at least 2, so at most 50 frames a second
/// and one sample in six shares a GIF frame with its neighbour). `encoding_min_psnr` separates
/// the first: each GIF frame against the closest of the samples it stands for, worst GIF frame.
struct GIFCompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gif-psnr",
    abstract: "Compare a GIF with the 60 fps PNG frames it stands for (benchmark helper).",
    shouldDisplay: false
  )

  @Argument(help: "The GIF to judge.") var gif: String
  @Argument(help: "Folder of true-colour PNG frames 0000.png, 0001.png, … at --fps.") var frames: String
  @Option(parsing: .unconditional, help: "Frame rate of the PNG frames.") var fps: Int = 60
  @Flag(help: "Also print each frame's PSNR and the GIF frame shown for it.") var verbose = false

  /// PSNR given to a frame shown exactly (its MSE is 0), so means stay finite.
  static let exactFramePSNR = 99.0

  func run() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).filter(AtomicOutput.isFrameFileName).sorted()
    guard !names.isEmpty else { throw ValidationError("\(frames) holds no NNNN.png frames") }
    let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: gif))))
    var starts: [Int] = []
    var total = 0
    for frame in decoded.frames { starts.append(total); total += frame.delayCentiseconds }
    let expectedTotal = Int((Double(names.count) * 100 / Double(fps)).rounded())
    // Browsers play 0–1 cs as 10 cs; the total must match the frames' duration to 1 cs.
    let browserCorrect = decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 } && abs(total - expectedTotal) <= 1

    var psnrs: [Double] = []
    var bestPerGIFFrame: [Int: Double] = [:]
    var shown = 0
    for (index, name) in names.enumerated() {
      let instant = Double(index) * 100 / Double(fps)
      while shown + 1 < starts.count && Double(starts[shown + 1]) <= instant + 1e-9 { shown += 1 }
      let truth = try PixelBuffer(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: frames + "/" + name))))
      psnrs.append(Self.psnr(decoded.frames[shown].image, truth))
      bestPerGIFFrame[shown] = max(bestPerGIFFrame[shown] ?? 0, psnrs[psnrs.count - 1])
      if verbose { Console.output(String(format: "frame=%d gif_frame=%d psnr=%.2f", index, shown, psnrs[psnrs.count - 1])) }
    }
    let mean = psnrs.reduce(0, +) / Double(psnrs.count)
    Console.output(String(format: "mean_psnr=%.2f min_psnr=%.2f encoding_min_psnr=%.2f gif_frames=%d total_cs=%d expected_cs=%d browser_correct=%@",
                          mean, psnrs.min() ?? 0, bestPerGIFFrame.values.min() ?? 0, decoded.frames.count, total, expectedTotal,
                          browserCorrect ? "yes" : "no"))
  }

  /// PSNR over RGB of two same-sized images, each composited over black (straight alpha).
  static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    guard a.width == b.width, a.height == b.height else { return 0 }
    var squaredError = 0.0
    a.bytes.withUnsafeBufferPointer { x in
      b.bytes.withUnsafeBufferPointer { y in
        var pixel = 0
        while pixel < x.count {
          for channel in 0..<3 {
            let p = Int(x[pixel + channel]) * Int(x[pixel + 3]) / 255
            let q = Int(y[pixel + channel]) * Int(y[pixel + 3]) / 255
            squaredError += Double((p - q) * (p - q))
          }
          pixel += 4
        }
      }
    }
    let mse = squaredError / Double(a.width * a.height * 3)
    return mse == 0 ? exactFramePSNR : min(exactFramePSNR, 10 * log10(255 * 255 / mse))
  }
}

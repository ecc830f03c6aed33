import Encode
import Foundation
import Raster
import Render
import SceneModel
import Testing
@testable import FlipbookCLI
@testable import SceneGIF

/// Pass 1 counts the pixels every palette sample shares once (`GIFSampleVariation`), and pass 2
/// redraws a kept sample when that is cheaper than quantizing the copy: neither may change a
/// byte of the GIF.
@Suite("Palette samples over a still photo")
struct GIFSharedSamplePixelsTests {
  /// A photo-like image (a colour of its own for nearly every pixel) behind a spinning square
  /// and a fading label.
  static func scene(in folder: URL, background: String = "#000000") throws -> String {
    var bytes: [UInt8] = []
    for index in 0..<(120 * 80) {
      let mixed = UInt32(truncatingIfNeeded: index &* 2_654_435_761)
      bytes += [UInt8(mixed >> 24), UInt8((mixed >> 16) & 0xFF), UInt8((mixed >> 8) & 0xFF), 255]
    }
    try Data(try PixelBuffer(width: 120, height: 80, bytes: bytes).pngData())
      .write(to: folder.appendingPathComponent("noise.png"))
    return try GIFRenderTests.sceneFile("""
      { "canvas": { "width": 120, "height": 80, "background": "\(background)" }, "duration": 1,
        "layers": [
          { "type": "image", "contents": "noise.png", "position": [60, 40], "size": [120, 80] },
          { "type": "rect", "position": [30, 40], "size": [16, 16], "fillColor": "white",
            "animations": [ { "property": "transform.rotation", "by": 90, "duration": 1 } ] },
          { "type": "text", "text": "Hi", "fontSize": 12, "color": "#FFFFFF", "position": [90, 15],
            "animations": [ { "property": "opacity", "from": 0, "to": 1, "duration": 0.6 } ] } ] }
      """, in: folder)
  }

  static func encoder(_ path: String, averageSamples: Bool = false, threads: Int = 1) throws -> GIFSceneEncoder {
    let renderer = try FrameRenderer(scene: try SceneLoading.load(path))
    let plan = try GIFFramePlan(scene: renderer.scene, gifFPS: 50, averageSamples: averageSamples)
    return GIFSceneEncoder(renderer: renderer, plan: plan, options: GIFOptions(), threads: threads)
  }

  @Test func onlyThePixelsThatMoveAreCountedInEverySample() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let encoder = try Self.encoder(try Self.scene(in: folder))
    let variation = try #require(encoder.paletteSampleVariation(encoder.paletteSamples))
    #expect(variation.varyingPixelCount > 16 * 16)
    #expect(variation.varyingPixelCount < 120 * 80 / 3, "a third of the canvas at most: the square, the label and their rows")
  }

  @Test(arguments: [false, true])
  func theGIFIsTheSameAsWhenEverySampleIsCountedWhole(averageSamples: Bool) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.scene(in: folder)
    var reference = try Self.encoder(path, averageSamples: averageSamples)
    reference.countsSharedPixelsOnce = false
    reference.keptSampleBudgetBytes = 0
    let expected = try reference.encode(to: GIFByteArraySink()).sink.bytes
    #expect(expected.count > 10_000)
    for threads in [1, 2] {
      for budget in [0, 32 << 20] {
        var encoder = try Self.encoder(path, averageSamples: averageSamples, threads: threads)
        encoder.keptSampleBudgetBytes = budget
        #expect(try encoder.encode(to: GIFByteArraySink()).sink.bytes == expected, "\(threads) threads, budget \(budget)")
      }
    }
  }

  @Test func aSeeThroughCanvasCountsEverySampleWhole() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let encoder = try Self.encoder(try Self.scene(in: folder, background: "#00000000"))
    #expect(encoder.paletteSamples.count > 1)
    #expect(encoder.paletteSampleVariation(encoder.paletteSamples) == nil)
  }
}

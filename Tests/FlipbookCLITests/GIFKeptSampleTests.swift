import Encode
import Foundation
import Render
import SceneModel
import Testing
@testable import FlipbookCLI
@testable import SceneGIF

@Suite("Palette samples kept between the GIF encoder's passes")
struct GIFKeptSampleTests {
  /// Text, a translucent fill and motion: samples that pack into runs and literals.
  static let scene = """
    { "canvas": { "width": 160, "height": 90, "background": "#F2F2F7" }, "duration": 1.5,
      "layers": [
        { "type": "rect", "position": [80, 45], "size": [120, 50], "cornerRadius": 10, "fillColor": "#34C75980",
          "animations": [ { "property": "position.y", "from": 120, "to": 45, "duration": 0.6 } ] },
        { "type": "text", "text": "Kept", "fontSize": 14, "color": "#1C1C1E", "position": [80, 20],
          "animations": [ { "property": "opacity", "from": 0, "to": 1, "duration": 0.8 } ] } ] }
    """

  /// The GIF with a given sample budget and thread count.
  static func encode(budgetBytes: Int, threads: Int, options: GIFOptions = GIFOptions()) throws -> [UInt8] {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try GIFRenderTests.sceneFile(scene, in: folder)
    let renderer = try FrameRenderer(scene: try SceneLoading.load(path))
    let plan = try GIFFramePlan(scene: renderer.scene, gifFPS: 50)
    var encoder = GIFSceneEncoder(renderer: renderer, plan: plan, options: options, threads: threads)
    encoder.keptSampleBudgetBytes = budgetBytes
    return try encoder.encode(to: GIFByteArraySink()).sink.bytes
  }

  @Test func keepingSomeAllOrNoSamplesGivesTheSameBytes() throws {
    let drawnAgain = try Self.encode(budgetBytes: 0, threads: 1)
    #expect(drawnAgain.count > 1_000)
    for threads in [1, 2] {
      #expect(try Self.encode(budgetBytes: 32 << 20, threads: threads) == drawnAgain, "all kept, \(threads) threads")
      #expect(try Self.encode(budgetBytes: 20_000, threads: threads) == drawnAgain, "some kept, \(threads) threads")
    }
  }

  @Test func keptSamplesAreDitheredLikeDrawnOnes() throws {
    // A kept sample is quantized from its packed form; with the ordered dither its indices
    // depend on the position, so it goes through the whole-image path.
    let options = GIFOptions(maxColors: 8, dither: .ordered(strength: 1))
    let drawnAgain = try Self.encode(budgetBytes: 0, threads: 1, options: options)
    #expect(drawnAgain != (try Self.encode(budgetBytes: 0, threads: 1)))  // the dither is really on
    for threads in [1, 2] {
      #expect(try Self.encode(budgetBytes: 32 << 20, threads: threads, options: options) == drawnAgain, "\(threads) threads")
    }
  }
}

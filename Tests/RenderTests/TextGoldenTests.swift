import Foundation
import Raster
import Testing
import Timing
@testable import Render
@testable import SceneModel

/// Golden frames of Latin, Japanese, mixed text and emoji at @1x and @2x, in `Goldens/text-*.png`.
/// Record (or re-record) with `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter TextGoldenTests`,
/// and look at every recorded image before committing it.
@Suite struct TextGoldenTests {
  /// How far a text golden may drift: the raster is deterministic (unhinted outlines, our own
  /// rasterizer), so this only absorbs floating-point differences between CPUs at glyph edges:
  /// each channel within 2 levels, and at most 0.1 % of pixels further off.
  static let textRasterTolerance = (maximumChannelDelta: 2, maximumFractionBeyond: 0.001)

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  static let samples: [(name: String, layer: String)] = [
    ("latin", ##"{"type": "text", "text": "Hello, Flipbook — AVATAR 2,480 pt", "fontSize": 17, "color": "#1C1C1E", "position": [170, 20]}"##),
    ("japanese", ##"{"type": "text", "text": "ラーメン店の名前を入力。一風堂", "fontSize": 15, "color": "#1C1C1E", "position": [170, 20]}"##),
    ("mixed", ##"{"type": "text", "text": "MacBook Air と 一風堂 (iPad)", "weight": "bold", "fontSize": 15, "color": "#939190", "position": [170, 20]}"##),
    // Colour emoji between text, at a size that minifies the 109-pixel strike at @1x and @2x;
    // ❤ without U+FE0F is text (DejaVu's outline, in the text colour), ❤️ is emoji; 👍🏽 and
    // 🇯🇵 are ligatures.
    ("emoji", ##"{"type": "text", "text": "Done 🎉 👍🏽 ❤ ❤️ 一風堂 🇯🇵 🦩", "fontSize": 17, "color": "#1C1C1E", "position": [170, 20]}"##),
  ]

  static let cases: [(name: String, layer: String, scale: Int)] = samples.flatMap { sample in
    [1, 2].map { (name: "text-\(sample.name)@\($0)x", layer: sample.layer, scale: $0) }
  }

  static func render(_ layer: String, scale: Int) throws -> PixelBuffer {
    let json = #"{"canvas": {"width": 340, "height": 40, "scale": \#(scale), "background": "white"}, "duration": 1, "layers": [\#(layer)]}"#
    return try FrameRenderer(scene: SceneLoader().load(text: json, baseDirectory: "/tmp").scene).render(frameIndex: 0)
  }

  @Test(arguments: cases.map { ($0.name, $0.layer, $0.scale) })
  func matchesGolden(name: String, layer: String, scale: Int) throws {
    let actual = try Self.render(layer, scale: scale)
    let file = Self.folder.appendingPathComponent(name + ".png")
    let record = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] == "1"
    guard let data = try? Data(contentsOf: file), !record else {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(actual.pngData()).write(to: file)
      Issue.record("recorded \(file.path); look at it, then run the test again")
      return
    }
    let expected = try PixelBuffer(pngData: [UInt8](data))
    try #require(expected.width == actual.width && expected.height == actual.height)
    var beyond = 0, largest = 0
    for (a, b) in zip(expected.bytes, actual.bytes) {
      let delta = abs(Int(a) - Int(b))
      largest = max(largest, delta)
      if delta > Self.textRasterTolerance.maximumChannelDelta { beyond += 1 }
    }
    let allowed = Int(Double(expected.bytes.count) * Self.textRasterTolerance.maximumFractionBeyond)
    #expect(beyond <= allowed, "\(name): \(beyond) channel values differ by more than \(Self.textRasterTolerance.maximumChannelDelta) (largest \(largest)); allowed \(allowed)")
  }

  @Test func everyTextGoldenHasATestCase() throws {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
    let names = Set(Self.cases.map { $0.name + ".png" })
    for file in files where file.hasPrefix("text-") {
      #expect(names.contains(file), "Goldens/\(file) has no test case; delete it or add one")
    }
  }
}

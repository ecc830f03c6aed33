import Foundation
import Raster
import Testing
@testable import Render
@testable import SceneModel

/// How far a rendered frame may drift from its golden before a test fails. The renderer is
/// deterministic on one machine; tolerances only absorb floating-point differences between
/// CPUs and compilers where a value lands near a rounding boundary.
struct GoldenTolerance: Sendable, CustomStringConvertible {
  /// Short name, shown in failure messages.
  var name: String
  /// Channel values may differ by this much anywhere…
  var maximumChannelDelta: Int
  /// …and this share of channel values may differ by more.
  var maximumFractionBeyond: Double

  var description: String { "\(name) (±\(maximumChannelDelta), \(maximumFractionBeyond * 100)% beyond)" }

  /// Antialiased shape and stroke edges: coverage is exact area, so only the last bit can move.
  static let antialiasedEdges = GoldenTolerance(name: "antialiasedEdges", maximumChannelDelta: 2, maximumFractionBeyond: 0.001)
  /// Scaled images: bilinear/trilinear weights in Float can round either way on many pixels.
  static let imageSampling = GoldenTolerance(name: "imageSampling", maximumChannelDelta: 3, maximumFractionBeyond: 0.005)
  /// Gaussian shadows: long Float sums per pixel.
  static let blur = GoldenTolerance(name: "blur", maximumChannelDelta: 2, maximumFractionBeyond: 0.01)
}

enum GoldenSupport {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  /// Scenes in tests resolve files (images) against the repository's scenes folder.
  static let scenesFolder = repository.appendingPathComponent("scenes").path

  static func scene(_ json: String) throws -> Scene {
    try SceneLoader().load(text: json, baseDirectory: scenesFolder).scene
  }

  /// Compares `actual` with `Goldens/<name>.png`, recording it when missing or when
  /// FLIPBOOK_RECORD_GOLDENS=1 (the test then fails, so a recorded golden is always looked at).
  static func assertMatches(_ actual: PixelBuffer, golden name: String, tolerance: GoldenTolerance,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent(name + ".png")
    let record = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] == "1"
    guard let data = try? Data(contentsOf: file), !record else {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.pngData()).write(to: file)
      Issue.record("recorded \(file.path); look at it, then run the test again", sourceLocation: sourceLocation)
      return
    }
    let expected = try PixelBuffer(pngData: [UInt8](data))
    try #require(expected.width == actual.width && expected.height == actual.height,
                 "\(name): golden is \(expected.width)×\(expected.height), rendered \(actual.width)×\(actual.height)", sourceLocation: sourceLocation)
    var beyond = 0, largest = 0
    for (a, b) in zip(expected.bytes, actual.bytes) {
      let delta = abs(Int(a) - Int(b))
      largest = max(largest, delta)
      if delta > tolerance.maximumChannelDelta { beyond += 1 }
    }
    let allowed = Int(Double(expected.bytes.count) * tolerance.maximumFractionBeyond)
    #expect(beyond <= allowed, "\(name): \(beyond) channel values beyond \(tolerance) (largest difference \(largest)); allowed \(allowed)",
            sourceLocation: sourceLocation)
  }
}

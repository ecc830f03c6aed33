import Foundation
import Testing

/// Helpers for the seed-gallery tests: the scenes in `scenes/` that reproduce the seed articles,
/// their goldens, and the values the articles' UIKit code computes.
enum SeedGallery {
  /// Every seed scene with goldens in `SeedGoldens/<name>/`.
  static let scenes = [
    "placeholder-rotation", "placeholder-rotation-ja",
    "curving-progress", "curving-progress-strip",
    "zoom-transition", "popup", "tab-underline", "header-hide", "cell-fade-in",
    "shuffle-reveal", "shuffle-reveal-ja",
    "pull-to-refresh",
  ]

  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SeedGoldens")

  static func scenePath(_ name: String) -> String {
    CLI.repository.appendingPathComponent("scenes/\(name).json").path
  }

  /// One sampled frame: its index, time in seconds and value as `flipbook sample --format json` prints it.
  struct Sample {
    var frame: Int
    var time: Double
    var value: Any

    var number: Double { (value as? NSNumber)?.doubleValue ?? .nan }
    var pair: (Double, Double) {
      let array = value as? [NSNumber] ?? []
      return array.count == 2 ? (array[0].doubleValue, array[1].doubleValue) : (.nan, .nan)
    }
    var string: String { value as? String ?? "" }
  }

  /// Runs `flipbook sample SCENE --layer ID --property KEYPATH --format json [--frames A..B]`.
  static func sample(_ scene: String, layer: String, property: String, frames: ClosedRange<Int>? = nil) throws -> [Sample] {
    var arguments = ["sample", scenePath(scene), "--layer", layer, "--property", property, "--format", "json"]
    if let frames { arguments += ["--frames", "\(frames.lowerBound)..\(frames.upperBound)"] }
    let result = try CLI.run(arguments)
    try #require(result.status == 0, "flipbook sample \(scene) \(layer) \(property): \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let samples = try #require(object?["samples"] as? [[String: Any]], "no samples in \(result.stdout.prefix(200))")
    return samples.map { entry in
      Sample(frame: (entry["frame"] as? NSNumber)?.intValue ?? -1, time: (entry["time"] as? NSNumber)?.doubleValue ?? .nan,
             value: entry["value"] ?? NSNull())
    }
  }

  /// Expects `actual` within `tolerance` of `expected`, naming what and when.
  static func expectClose(_ actual: Double, _ expected: Double, tolerance: Double, _ what: @autoclosure () -> String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(what()): got \(actual), the article's code gives \(expected)",
            sourceLocation: sourceLocation)
  }
}

/// A cubic Bézier timing curve solved to 1e-12 by bisection: an independent check of the curves the
/// seeds use (UIKit's ease-in-out, ease-out; seed 001's UnitBezier port of WebKit), not Flipbook's solver.
struct ReferenceBezier {
  let x1: Double, y1: Double, x2: Double, y2: Double

  static let linear = ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)
  static let ease = ReferenceBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  static let easeIn = ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let easeInOut = ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// The custom curve of curving-progress.json (the article names no control points; see the scene).
  static let curvingProgress = ReferenceBezier(x1: 0.3, y1: 0.9, x2: 0.4, y2: 1)

  private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// Progress at x in [0, 1] (clamped, as the seeds' timers clamp elapsed / duration).
  func callAsFunction(_ x: Double) -> Double {
    let x = min(max(x, 0), 1)
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  /// The value of a UIView/CA animation from `from` to `to` that starts at `begin` and lasts `duration`,
  /// at time `t` (holding `from` before and `to` after).
  func value(at t: Double, from: Double, to: Double, begin: Double, duration: Double) -> Double {
    from + (to - from) * self((t - begin) / duration)
  }
}

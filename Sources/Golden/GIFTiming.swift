import Foundation
import Raster

/// The frame delays of an animated GIF, as a golden (`gif-timing.json`):
///
///     { "gifFPS": 50, "totalCentiseconds": 150, "delaysCentiseconds": [2, 2, 4, …] }
///
/// Pixels of the 60 fps frames are checked against PNG goldens; this checks what the pixels
/// cannot show — when each GIF frame appears and how long it stays, after identical frames merge.
public struct GIFTiming: Sendable, Equatable {
  /// The file name inside a golden folder.
  public static let fileName = "gif-timing.json"

  /// The GIF frame rate the GIF was made with.
  public var gifFPS: Int
  /// Each GIF frame's delay in centiseconds, in order.
  public var delaysCentiseconds: [Int]

  /// The sum of the delays.
  public var totalCentiseconds: Int { delaysCentiseconds.reduce(0, +) }

  /// A timing.
  public init(gifFPS: Int, delaysCentiseconds: [Int]) {
    self.gifFPS = gifFPS
    self.delaysCentiseconds = delaysCentiseconds
  }

  /// The delays stored in a GIF file, read back with `GIFDecoder` (so the check covers what
  /// the encoder wrote, not what it meant to write).
  public init(gifBytes: [UInt8], gifFPS: Int, file: String) throws(GoldenError) {
    do {
      self.init(gifFPS: gifFPS, delaysCentiseconds: try GIFDecoder.delaysCentiseconds(gifBytes))
    } catch {
      throw .unreadableGolden(file: file, reason: "cannot decode the GIF: \(error)")
    }
  }

  /// Parses `gif-timing.json`; `file` names it in errors.
  public init(json bytes: [UInt8], file: String) throws(GoldenError) {
    let object = try GoldenJSON.object(bytes, file: file, expected: "a JSON object with gifFPS and delaysCentiseconds")
    for key in object.keys.sorted() where !["gifFPS", "delaysCentiseconds", "totalCentiseconds"].contains(key) {
      throw .invalidConfiguration(file: file, path: key, reason: GoldenJSON.unknownKey(key, in: bytes, expected: "expected gifFPS, totalCentiseconds, delaysCentiseconds"))
    }
    guard let fps = GoldenJSON.wholeNumber(object["gifFPS"]), (1...50).contains(fps) else {
      throw .invalidConfiguration(file: file, path: "gifFPS", reason: "expected a whole number from 1 to 50")
    }
    guard let list = object["delaysCentiseconds"] as? [Any], !list.isEmpty else {
      throw .invalidConfiguration(file: file, path: "delaysCentiseconds", reason: "expected a non-empty array of whole centiseconds ≥ 0")
    }
    var delays: [Int] = []
    for (index, item) in list.enumerated() {
      guard let delay = GoldenJSON.wholeNumber(item), delay >= 0 else {
        throw .invalidConfiguration(file: file, path: "delaysCentiseconds[\(index)]", reason: "expected a whole number of centiseconds ≥ 0")
      }
      delays.append(delay)
    }
    self.init(gifFPS: fps, delaysCentiseconds: delays)
    if let value = object["totalCentiseconds"] {
      guard let total = GoldenJSON.wholeNumber(value) else {
        throw .invalidConfiguration(file: file, path: "totalCentiseconds", reason: "expected a whole number of centiseconds")
      }
      guard total == totalCentiseconds else {
        throw .invalidConfiguration(file: file, path: "totalCentiseconds", reason: "is \(total) but the delays add up to \(totalCentiseconds)")
      }
    }
  }

  /// Stable JSON (fixed key order, one line per 20 delays) so re-recording an unchanged timing
  /// changes no bytes and a changed one makes a readable diff.
  public var json: [UInt8] {
    var rows: [String] = []
    var index = 0
    while index < delaysCentiseconds.count {
      let row = delaysCentiseconds[index..<min(index + 20, delaysCentiseconds.count)].map(String.init).joined(separator: ", ")
      rows.append("    " + row)
      index += 20
    }
    let text = """
      {
        "gifFPS": \(gifFPS),
        "totalCentiseconds": \(totalCentiseconds),
        "delaysCentiseconds": [
      \(rows.joined(separator: ",\n"))
        ]
      }

      """
    return Array(text.utf8)
  }

  /// Nil when `actual` has the same timing as this golden; otherwise what differs, e.g.
  /// `GIF frame 3 lasts 4 cs, golden 2 cs (starts at 6 cs); 74 frames, golden 75; total 150 cs, golden 150 cs`.
  public func difference(from actual: GIFTiming) -> String? {
    guard actual != self else { return nil }
    var parts: [String] = []
    if actual.gifFPS != gifFPS { parts.append("made at \(actual.gifFPS) fps, golden \(gifFPS) fps") }
    if let first = zip(actual.delaysCentiseconds, delaysCentiseconds).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
      let start = actual.delaysCentiseconds.prefix(first.offset).reduce(0, +)
      parts.append("GIF frame \(first.offset) lasts \(first.element.0) cs, golden \(first.element.1) cs (starts at \(start) cs)")
    }
    if actual.delaysCentiseconds.count != delaysCentiseconds.count {
      parts.append("\(actual.delaysCentiseconds.count) GIF frames, golden \(delaysCentiseconds.count)")
    }
    parts.append("total \(actual.totalCentiseconds) cs, golden \(totalCentiseconds) cs")
    return parts.joined(separator: "; ")
  }
}

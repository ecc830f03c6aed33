import Raster

/// Checks rendered frames against a golden folder. Rendering is the caller's job (this module
/// knows pixels, not scenes), so the steps are separate: `frameIndices` says which frames to
/// render, `evaluate` judges each one (safe to call from many threads), `record` writes what
/// the record mode asks for.
public struct GoldenCheck: Sendable {
  /// The golden folder.
  public let directory: GoldenDirectory
  /// Frames in the scene.
  public let frameCount: Int
  /// Frames per second of the frame indices (Flipbook scenes: 60).
  public let framesPerSecond: Int
  /// When goldens are written.
  public let recordMode: RecordMode
  /// The tolerance in effect: the one asked for, else `golden.json`'s, else `.exact`.
  public let tolerance: GoldenTolerance

  /// Reads the folder's `golden.json`; `tolerance` overrides it.
  public init(directory: GoldenDirectory, frameCount: Int, framesPerSecond: Int = 60, recordMode: RecordMode, tolerance: GoldenTolerance? = nil) throws(GoldenError) {
    self.directory = directory
    self.frameCount = frameCount
    self.framesPerSecond = framesPerSecond
    self.recordMode = recordMode
    if let tolerance {
      self.tolerance = tolerance
    } else {
      self.tolerance = try directory.configuration().tolerance ?? .exact
    }
  }

  /// The frames to render for `selection`, ascending. Reading the folder also finds stray files
  /// and goldens past the end of the scene, which are errors whatever the selection.
  public func frameIndices(_ selection: FrameSelection) throws(GoldenError) -> [Int] {
    let existing = try directory.frameIndices(frameCount: frameCount)
    switch selection {
    case .all: return Array(0..<frameCount)
    case let .frames(indices): return Array(Set(indices)).sorted()
    case .goldens:
      if existing.isEmpty && recordMode != .never { return FrameSelection.defaultFrames(frameCount: frameCount) }
      return existing
    }
  }

  /// Compares the rendered frame `frameIndex` with its golden and decides, by the record
  /// mode, whether a golden will be written. Writes nothing.
  public func evaluate(frameIndex: Int, actual: PixelBuffer) throws(GoldenError) -> FrameCheckResult {
    let goldenPath = directory.goldenPath(frameIndex: frameIndex, frameCount: frameCount)
    let time = Double(frameIndex) / Double(framesPerSecond)
    func result(_ outcome: FrameCheckResult.Outcome, keep: Bool, expected: PixelBuffer? = nil, unreadableReason: String? = nil) -> FrameCheckResult {
      guard case .recorded = outcome else {
        return FrameCheckResult(frameIndex: frameIndex, timeSeconds: time, goldenPath: goldenPath, outcome: outcome,
                                actual: keep ? actual : nil, expected: expected, replacedUnreadableReason: unreadableReason)
      }
      // A frame to record keeps its PNG, not its pixels.
      do {
        return FrameCheckResult(frameIndex: frameIndex, timeSeconds: time, goldenPath: goldenPath, outcome: outcome,
                                actual: nil, expected: nil, actualPNG: try actual.pngData(), replacedUnreadableReason: unreadableReason)
      } catch {
        return FrameCheckResult(frameIndex: frameIndex, timeSeconds: time, goldenPath: goldenPath,
                                outcome: .unwritable(reason: error.description), actual: actual, expected: nil)
      }
    }
    let golden: PixelBuffer?
    do {
      golden = try directory.golden(at: goldenPath)
    } catch let .unreadableGolden(_, reason) {
      // One damaged golden fails its frame; the other frames are still checked and reported.
      // Modes that replace failing goldens (failed, all) replace it.
      let replaces = recordMode == .failed || recordMode == .all
      return replaces ? result(.recorded(replacing: nil), keep: true, unreadableReason: reason) : result(.unreadable(reason: reason), keep: true)
    }
    guard let expected = golden else {
      return recordMode == .never ? result(.missing, keep: true) : result(.recorded(replacing: nil), keep: true)
    }
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
    switch (comparison.matches, recordMode) {
    // Only a failure draws a diff image: the others keep their numbers, not their pixel states.
    case (_, .all): return result(.recorded(replacing: comparison.withoutPixelStates()), keep: true)
    case (true, _): return result(.matched(comparison.withoutPixelStates()), keep: false)
    case (false, .failed): return result(.recorded(replacing: comparison.withoutPixelStates()), keep: true)
    case (false, _): return result(.differs(comparison), keep: true, expected: expected)
    }
  }

  /// Writes the goldens of every `.recorded` result, in frame order. Returns the results, in
  /// the order given, with each golden that could not be written turned `.unwritable` (the
  /// other frames are still written and reported), and the paths written.
  public func record(_ results: [FrameCheckResult], writer: GoldenFileWriter = .atomic) -> (results: [FrameCheckResult], written: [String]) {
    var updated = results
    var written: [String] = []
    for position in results.indices.sorted(by: { results[$0].frameIndex < results[$1].frameIndex }) {
      let result = results[position]
      guard case .recorded = result.outcome else { continue }
      do throws(GoldenError) {
        let bytes: [UInt8]
        if let png = result.actualPNG {
          bytes = png
        } else if let actual = result.actual {
          do {
            bytes = try actual.pngData()
          } catch {
            throw .cannotWrite(file: result.goldenPath, reason: error.description)
          }
        } else {
          continue
        }
        try writer.writeCreatingFolders(bytes, to: result.goldenPath)
        written.append(result.goldenPath)
      } catch {
        let reason = if case let .cannotWrite(_, reason) = error { reason } else { error.description }
        updated[position] = result.with(.unwritable(reason: reason))
      }
    }
    return (updated, written)
  }

  /// Compares a GIF's timing with `golden`, the folder's `gif-timing.json` as read
  /// (`timingGolden(recordMode:syntaxProblem:)`: nil when absent or damaged), and records it by
  /// the record mode. Returns the difference (nil when it matches or was recorded) and the path
  /// written, if any.
  public func checkGIFTiming(_ actual: GIFTiming, golden: GIFTiming?, writer: GoldenFileWriter = .atomic) throws(GoldenError) -> (difference: String?, written: String?) {
    let path = directory.file(GIFTiming.fileName)
    let difference = golden.map { $0.difference(from: actual) } ?? "no golden at \(path)"
    let shouldWrite = switch recordMode {
    case .all: true
    case .failed: difference != nil
    case .missing: golden == nil
    case .never: false
    }
    guard shouldWrite else { return (difference, nil) }
    try writer.writeCreatingFolders(actual.json, to: path)
    return (nil, path)
  }
}

import ArgumentParser
import Foundation
import SceneModel

/// `--max-…` flags: raise (or lower) a scene limit, never past its hard ceiling.
struct LimitOptions: ParsableArguments {
  @Option(name: .customLong("max-duration"), parsing: .unconditional, help: "Longest scene in seconds (default 3600, at most 86400).",
          transform: { try DecimalArgument.number($0, option: "--max-duration") })
  var maximumDurationSeconds: Double?

  @Option(name: .customLong("max-canvas-pixels"), parsing: .unconditional, help: "Largest output side in pixels (default and most 16384, the renderer's limit; a frame also has at most 64 Mpx).")
  var maximumCanvasPixels: Int?

  @Option(name: .customLong("max-layers"), parsing: .unconditional, help: "Most layers in a scene (default 10000, at most 1000000).")
  var maximumLayerCount: Int?

  @Option(name: .customLong("max-depth"), parsing: .unconditional, help: "Deepest layer nesting (default 64, at most 256).")
  var maximumNestingDepth: Int?

  @Option(name: .customLong("max-text-length"), parsing: .unconditional, help: "Longest text in characters (default 10000, at most 1000000).")
  var maximumTextLength: Int?

  @Option(name: .customLong("max-total-pixels"), parsing: .unconditional, help: "Most pixels one render may produce, frames × width × height (default 2e10, at most 1e13).",
          transform: { try DecimalArgument.number($0, option: "--max-total-pixels") })
  var maximumTotalPixels: Double?

  // A size with a unit, as --max-bytes takes: the help's own "16 MiB" was refused (QA).
  @Option(name: .customLong("max-file-bytes"), parsing: .unconditional,
          help: "Largest scene file, such as 16MiB or 300000 (bytes) (default 16 MiB, at most 256 MiB).",
          transform: { try GIFByteBudget.parse($0).bytes })
  var maximumFileBytes: Int?

  @Option(help: "Only read fonts and images from inside this folder (no .. or symlink escapes); for untrusted scenes.")
  var root: String?

  func validate() throws {
    if let root {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("--root \(root) is not a folder")
      }
    }
    let ceilings = SceneLimits.ceilings
    func check<T: Comparable>(_ value: T?, _ flag: String, _ ceiling: T, _ floor: T) throws {
      guard let value else { return }
      // `contains`, not two comparisons: NaN compares false with everything and would pass.
      if !(floor...ceiling).contains(value) {
        throw ValidationError("--\(flag) must be between \(floor) and \(ceiling), got \(value)")
      }
    }
    try check(maximumDurationSeconds, "max-duration", ceilings.maximumDurationSeconds, 0.001)
    try check(maximumCanvasPixels, "max-canvas-pixels", ceilings.maximumCanvasPixels, 1)
    try check(maximumLayerCount, "max-layers", ceilings.maximumLayerCount, 1)
    try check(maximumNestingDepth, "max-depth", ceilings.maximumNestingDepth, 1)
    try check(maximumTextLength, "max-text-length", ceilings.maximumTextLength, 1)
    try check(maximumTotalPixels, "max-total-pixels", ceilings.maximumTotalPixels, 1)
    try check(maximumFileBytes, "max-file-bytes", ceilings.maximumFileBytes, 1)
  }

  /// The limits with the flags applied.
  var limits: SceneLimits {
    var limits = SceneLimits()
    if let maximumDurationSeconds { limits.maximumDurationSeconds = maximumDurationSeconds }
    if let maximumCanvasPixels { limits.maximumCanvasPixels = maximumCanvasPixels }
    if let maximumLayerCount { limits.maximumLayerCount = maximumLayerCount }
    if let maximumNestingDepth { limits.maximumNestingDepth = maximumNestingDepth }
    if let maximumTextLength { limits.maximumTextLength = maximumTextLength }
    if let maximumTotalPixels { limits.maximumTotalPixels = maximumTotalPixels }
    if let maximumFileBytes { limits.maximumFileBytes = maximumFileBytes }
    return limits
  }
}

import Foundation
@_exported import Golden
import Raster
import Render
import SceneModel

/// Checks that a scene's frames match the goldens in a folder, for use in Swift Testing or
/// XCTest tests of any package that depends on Flipbook:
///
///     @Test func popup() throws {
///       try assertScene("Scenes/popup.json", matchesGoldenIn: "Goldens/popup", tolerance: .text)
///     }
///
/// Relative paths are resolved against the folder of the test file that calls this, so goldens
/// live beside the tests that own them whatever the working directory.
///
/// - Parameters:
///   - scenePath: the scene file (JSON).
///   - goldenDirectory: the golden folder (`NNNN.png` per 60 fps frame, optional `golden.json`).
///   - tolerance: overrides the folder's `golden.json`; without either, `.exact`.
///   - frames: which frames to check; by default those the folder holds (0/25/50/75/100 % of the
///     duration when it holds none and recording is allowed).
///   - record: when to write goldens; by default `FLIPBOOK_RECORD`, else `.missing`, but `.never`
///     when `CI=true`.
///   - artifactsDirectory: where failing frames' actual/expected/diff PNGs and `report.html` go;
///     by default `.flipbook/failures/<golden folder>` in the current directory (`FailureArtifact.subfolder`);
///     the report is `report.html`, or named after the frames checked (`report-frames-0-14.html`).
/// - Throws: `FlipbookTestingError.mismatch` when any frame fails or any golden was recorded
///   (so a recording run never passes silently); its description lists each frame and the
///   artifact paths. Other cases for unusable scenes and golden folders.
public func assertScene(
  _ scenePath: String,
  matchesGoldenIn goldenDirectory: String,
  tolerance: GoldenTolerance? = nil,
  frames: FrameSelection = .goldens,
  record: RecordMode? = nil,
  artifactsDirectory: String? = nil,
  filePath: StaticString = #filePath
) throws(FlipbookTestingError) {
  let base = (String(describing: filePath) as NSString).deletingLastPathComponent
  let check = SceneGoldenCheck(
    scenePath: resolve(scenePath, against: base),
    goldenDirectory: resolve(goldenDirectory, against: base),
    artifactsDirectory: artifactsDirectory.map { resolve($0, against: base) }
  )
  try check.run(tolerance: tolerance, frames: frames, record: record, environment: ProcessInfo.processInfo.environment)
}

/// `path` if absolute, else `path` inside `base`.
func resolve(_ path: String, against base: String) -> String {
  path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
}

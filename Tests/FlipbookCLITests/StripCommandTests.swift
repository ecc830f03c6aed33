import Foundation
import Raster
import Testing
import Timing
@testable import FlipbookCLI

/// `flipbook strip`: a contact sheet with a label under each frame.
@Suite struct StripCommandTests {
  /// `-q` prints nothing but errors, the scene's warnings included (QA: a missing-glyph warning
  /// still showed), as render's and check's do; without it the warning shows.
  @Test func quietSilencesTheScenesWarnings() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("warn.json")
    try CLI.write(#"{"canvas": {"width": 100, "height": 40}, "duration": 0.2, "layers": [{"type": "text", "text": "\uE000 hi", "fontSize": 12, "position": [50, 20]}]}"#, to: scene)
    let output = folder.appendingPathComponent("w.png").path
    let loud = try CLI.run(["strip", scene.path, "-o", output])
    #expect(loud.status == 0 && loud.stderr.contains("warning: layers[0].text: no font has U+E000"), "\(loud.stderr)")
    let quiet = try CLI.run(["strip", scene.path, "-o", output, "-q"])
    #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stderr)")
  }

  /// The default cell fits any frame the renderer takes: a 20×16384 px frame failed with advice
  /// (--every, --columns) that could not help, and a 1 px frame made 1 px cells (QA).
  @Test func theDefaultCellFitsTallAndTinyFrames() throws {
    #expect(StripCommand.defaultCellWidth(frameWidthPixels: 750, frameHeightPixels: 1334) == 240)  // a phone screen: as before
    #expect(StripCommand.defaultCellWidth(frameWidthPixels: 20, frameHeightPixels: 16384) == 8)
    #expect(StripCommand.defaultCellWidth(frameWidthPixels: 1, frameHeightPixels: 1) == 8)
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("tall.json")
    try CLI.write(##"{"canvas": {"width": 10, "height": 8192, "scale": 2, "background": "#336699"}, "duration": 1}"##, to: scene)
    let output = folder.appendingPathComponent("t.png").path
    let tall = try CLI.run(["strip", scene.path, "-o", output])
    #expect(tall.status == 0, "\(tall.stderr)")
    // Too wide a cell for such a frame: the advice names the one thing that helps.
    let wide = try CLI.run(["strip", scene.path, "-o", output, "--cell-width", "40"])
    #expect(wide.status == 64 && wide.stderr.contains("give a smaller --cell-width: the frames are") && !wide.stderr.contains("--every"), "\(wide.stderr)")
  }

  @Test func gridOfFramesWithLabels() throws {
    let fixture = try CheckFixture()
    let output = fixture.folder.appendingPathComponent("strip.png")
    let result = try CLI.run(["strip", fixture.scene, "-o", output.path, "--every", "0.05", "--columns", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    // Instants 0 and 0.05 s, then the last frame (5, 0.083 s) which the steps miss: 3 cells, 2 rows.
    #expect(result.stdout.contains("3 frames"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let sheet = try PixelBuffer(pngData: [UInt8](Data(contentsOf: output)))
    // 12 px padding; cells 40×30 px (the frame's own size) with a 20 px label row.
    #expect(sheet.width == 12 + 2 * (40 + 12))
    #expect(sheet.height == 12 + 2 * (30 + 20 + 12))
    #expect(sheet[2, 2] == (0xF2, 0xF2, 0xF2, 255))            // sheet background
    #expect(sheet[12 + 5, 12 + 15] == (255, 0, 0, 255))        // frame 0: the red square at x 0–10
    #expect(sheet[12 + 30, 12 + 15] == (255, 255, 255, 255))   // … and white canvas to its right
    let second = 12 + 40 + 12                                  // frame 3: the square moved 15 px right
    #expect(sheet[second + 20, 12 + 15] == (255, 0, 0, 255))
    // The label row under the first cell has dark text pixels; the padding below it has none.
    func darkPixels(y range: Range<Int>) -> Int {
      var count = 0
      for y in range { for x in 12..<52 where sheet[x, y].r < 0x90 { count += 1 } }
      return count
    }
    #expect(darkPixels(y: 42..<62) > 20)
    #expect(darkPixels(y: 62..<74) == 0)
  }

  /// Each cell is a 60 fps frame (the one showing each step), labelled with that frame's time
  /// (QA: an instant between frames was drawn, and the real last frame skipped); a step past
  /// any scene still ends on the last frame; a long scene stops at 200 cells, saying so.
  @Test func cellsAreFramesAndTheLastFrameIsAdded() throws {
    func frames(_ seconds: Double, every: Double) -> (indices: [Int], capped: Bool) {
      StripCommand.frames(duration: TickTime(seconds: seconds)!, every: every)
    }
    // 2.8058166… s has 169 frames; 4 × 0.7014541 s falls inside frame 168, the last.
    #expect(frames(2.805816666666667, every: 0.7014541).indices == [0, 42, 84, 126, 168])
    #expect(frames(3, every: 1e10).indices == [0, 179])
    #expect(frames(3, every: 1e300).indices == [0, 179])
    #expect(frames(0.1, every: 0.025).indices == [0, 1, 3, 4, 5])  // 0.075 s shows frame 4
    let long = frames(19, every: 1.0 / 60)
    #expect(long.capped && long.indices.count == StripCommand.maximumCells && long.indices.last == 199)
    #expect(!frames(19, every: 0.1).capped)

    let fixture = try CheckFixture()
    let output = fixture.folder.appendingPathComponent("strip.png").path
    let capped = try CLI.run(["strip", fixture.scene, "-o", output, "--every", "0.0166667"])
    #expect(capped.status == 0 && capped.stderr.isEmpty, "\(capped.stderr)")  // 6 frames: far from the cap
    let quiet = try CLI.run(["strip", fixture.scene, "-o", output, "-q"])
    #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    // Rounded to the tick as scene times are: 1/60 s written short is one frame (QA: refused).
    #expect(try CLI.run(["strip", fixture.scene, "-o", output, "--every", "0.0166666", "-q"]).status == 0)
    let tooShort = try CLI.run(["strip", fixture.scene, "-o", output, "--every", "0.0166"])
    #expect(tooShort.status == 64 && tooShort.stderr.contains("--every must be at least one frame (1/60 s), got 0.0166"), "\(tooShort.stderr)")
    // Echoed as written, not as "0.0" (QA).
    #expect(try CLI.run(["strip", fixture.scene, "-o", output, "--every", "0"]).stderr.contains("(1/60 s), got 0\n"))
  }

  /// A mistyped FLIPBOOK_FONTS is named, before any frame is drawn, and nothing is written (QA:
  /// "cannot load font '/nonexistent/DejaVuSans.ttf'" without a word about the variable).
  @Test func aMissingFontsFolderForTheLabelsNamesTheVariable() throws {
    let fixture = try CheckFixture()  // a scene without text: only the labels need a font
    let output = fixture.folder.appendingPathComponent("strip.png")
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_FONTS"] = "/nonexistent-fonts"
    let result = try CLI.run(["strip", fixture.scene, "-o", output.path], environment: environment)
    #expect(result.status == 64)
    #expect(result.stderr.contains("FLIPBOOK_FONTS names /nonexistent-fonts, which is not a folder"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// A frame that is not opaque is shown over a checkerboard, so its transparency and its
  /// border show (QA: on the sheet's grey it looked like a grey background); opaque frames
  /// cover it entirely.
  @Test func transparentFramesShowOverACheckerboard() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("clear.json")
    try CLI.write(#"{"canvas": {"width": 40, "height": 20, "background": "transparent"}, "duration": 0.1, "layers": [{"type": "rect", "position": [30, 10], "size": [20, 20], "fillColor": "red"}]}"#, to: scene)
    let output = folder.appendingPathComponent("strip.png")
    #expect(try CLI.run(["strip", scene.path, "-o", output.path, "--every", "1", "-q"]).status == 0)
    let sheet = try PixelBuffer(pngData: [UInt8](Data(contentsOf: output)))
    let (x, y) = (StripContactSheet.paddingPixels, StripContactSheet.paddingPixels)  // the first cell, at 1:1
    #expect(sheet[x + 1, y + 1] == (255, 255, 255, 255))  // white square at the top left
    #expect(sheet[x + 9, y + 1] == (0xE5, 0xE5, 0xEA, 255))  // the grey square beside it
    #expect(sheet[x + 9, y + 9] == (255, 255, 255, 255))
    #expect(sheet[x + 30, y + 10] == (255, 0, 0, 255))  // the opaque rect covers it
    #expect(sheet[x - 1, y + 5] == (0xC7, 0xC7, 0xCC, 255))  // and the border is there
  }

  /// In cells narrower than their labels the labels shrink, so the gap between two cells stays
  /// clear of text (QA: "0.000 s0.500 s" ran together).
  @Test func narrowCellsKeepTheirLabelsApart() throws {
    let fixture = try CheckFixture()
    let output = fixture.folder.appendingPathComponent("narrow.png")
    #expect(try CLI.run(["strip", fixture.scene, "-o", output.path, "--cell-width", "30", "--columns", "2", "-q"]).status == 0)
    let sheet = try PixelBuffer(pngData: [UInt8](Data(contentsOf: output)))
    var inGap = 0, inLabels = 0
    for y in 0..<sheet.height {
      for x in 45..<51 where sheet[x, y].r < 0x90 { inGap += 1 }  // between cells 12–42 and 54–84
      for x in 12..<42 where sheet[x, y].r < 0x90 { inLabels += 1 }
    }
    #expect(inGap == 0, "\(inGap) text pixels between the cells")
    #expect(inLabels > 20)
  }

  /// A sheet too tall to draw is refused before any frame is rendered, saying what to change
  /// (QA: 200 frames were rendered, then "cannot allocate a 1020×22962 pixel image").
  @Test func aSheetTooLargeToDrawIsRefusedFirst() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("tall.json")
    try CLI.write(#"{"canvas": {"width": 375, "height": 667}, "duration": 10, "layers": [{"type": "rect", "size": [10, 10]}]}"#, to: scene)
    let output = folder.appendingPathComponent("strip.png").path
    let refused = try CLI.run(["strip", scene.path, "-o", output, "--every", "0.05"])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("a sheet of 200 frames in 4 columns of 240×427 px would be 1020×22962 px"), "\(refused.stderr)")
    #expect(refused.stderr.contains("give a larger --every, more --columns or a smaller --cell-width"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let drawn = try CLI.run(["strip", scene.path, "-o", output, "--every", "0.5"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
  }

  @Test func badArgumentsAndScenes() throws {
    let fixture = try CheckFixture()
    let output = fixture.folder.appendingPathComponent("strip.png").path
    #expect(try CLI.run(["strip", fixture.scene, "-o", output, "--every", "0"]).status == 64)
    #expect(try CLI.run(["strip", fixture.scene, "-o", "strip.gif"]).status == 64)
    try CLI.write("{", to: URL(fileURLWithPath: fixture.scene))
    #expect(try CLI.run(["strip", fixture.scene, "-o", output]).status == 65)
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}

import Foundation
import Raster
import Testing

/// `flipbook strip`: a contact sheet with a label under each frame.
@Suite struct StripCommandTests {
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

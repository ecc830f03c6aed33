import Foundation
import Testing

/// `--max-…` flags: every command that reads a scene takes them, and a value that is not a
/// number in range (NaN included) is a usage error, never a crash or a silently lifted limit.
@Suite struct LimitFlagTests {
  @Test(arguments: ["--max-duration", "--max-total-pixels"])
  func notANumberIsRefused(flag: String) throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    for value in ["nan", "NaN", "-nan"] {
      let result = try CLI.run(["validate", scene, flag, value])
      #expect(result.status == 64, "\(flag) \(value): \(result.stderr)")
      #expect(result.stderr.contains("\(flag) must be between"), "\(result.stderr)")
    }
  }

  /// `check` and `strip` apply the flags: lowering the duration limit under the scene's
  /// duration makes the scene invalid (exit 65), raising it back makes it valid again.
  @Test func checkAndStripTakeTheLimitFlags() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("golden").path
    let strip = folder.appendingPathComponent("strip.png").path
    let commands = [["check", scene, "--golden", golden, "--record", "all"], ["strip", scene, "-o", strip]]
    for command in commands {
      let limited = try CLI.run(command + ["--max-duration", "0.1"])
      #expect(limited.status == 65, "\(command[0]): \(limited.stderr)")
      #expect(limited.stderr.contains("--max-duration"), "\(limited.stderr)")
      let allowed = try CLI.run(command + ["--max-duration", "100"])
      #expect(allowed.status == 0, "\(command[0]): \(allowed.stderr)")
    }
  }

  /// The total-pixel limit counts the frames a command renders: one for --frame/--time, at
  /// most 200 cells for a strip, every frame for a GIF, a frame folder or validate (QA: --frame 0
  /// of a long, large scene was refused for the frames it would not draw).
  @Test func totalPixelsCountTheFramesTheCommandRenders() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json").path
    // 600 frames of 100×100 px: 6e6 pixels in all, 1e4 per frame, at most 2e6 in a strip.
    try CLI.write(#"{"canvas": {"width": 100, "height": 100}, "duration": 10, "layers": [{"type": "rect", "size": [20, 20], "position": [50, 50], "fillColor": "red"}]}"#, to: URL(fileURLWithPath: scene))
    let limit = ["--max-total-pixels", "2.5e6"]
    for command in [["validate", scene], ["render", scene, "-o", folder.appendingPathComponent("x.gif").path],
                    ["render", scene, "-o", folder.appendingPathComponent("frames").path + "/"]] {
      let refused = try CLI.run(command + limit)
      #expect(refused.status == 65, "\(command): \(refused.stderr)")
      #expect(refused.stderr.contains("rendering 600 frames of 100×100 pixels is 6.0e+06 pixels"), "\(refused.stderr)")
    }
    for command in [["render", scene, "--frame", "0", "-o", folder.appendingPathComponent("f.png").path],
                    ["render", scene, "--time", "9.5", "-o", folder.appendingPathComponent("t.png").path],
                    ["strip", scene, "--every", "0.02", "-o", folder.appendingPathComponent("s.png").path, "-q"]] {
      let allowed = try CLI.run(command + limit)
      #expect(allowed.status == 0, "\(command): \(allowed.stderr)")
    }
    // One frame over the limit is still refused, and said as one frame.
    let one = try CLI.run(["render", scene, "--frame", "0", "-o", folder.appendingPathComponent("g.png").path, "--max-total-pixels", "5000"])
    #expect(one.status == 65 && one.stderr.contains("error: canvas: rendering 1 frame of 100×100 pixels is 1.0e+04 pixels, over the limit of 5.0e+03 (raise it with --max-total-pixels); make the canvas smaller"), "\(one.stderr)")
  }

  /// `check` counts the frames it draws against `--max-total-pixels`, as `render --frame` does:
  /// a long scene can be checked at a few frames (QA: 400 s at 1000×1000 could not be checked
  /// at all), while checking every frame, or its GIF timing, still counts the whole scene.
  @Test func checkCountsOnlyTheFramesItDraws() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json").path
    // 600 frames of 100×100: 6e6 pixels against a limit of 1e6; one frame is 1e4.
    try CLI.write(#"{"canvas": {"width": 100, "height": 100}, "duration": 10}"#, to: URL(fileURLWithPath: scene))
    let golden = folder.appendingPathComponent("golden").path
    let limit = ["--max-total-pixels", "1e6"]
    let few = try CLI.run(["check", scene, "--golden", golden, "--frames", "0,300", "--record", "missing"] + limit)
    #expect(few.status == 0, "\(few.stderr)")
    // The folder's two goldens, again.
    #expect(try CLI.run(["check", scene, "--golden", golden] + limit).status == 0)
    for whole in [["--all-frames"], ["--gif-timing"]] {
      let result = try CLI.run(["check", scene, "--golden", golden] + whole + limit)
      #expect(result.status == 65, "\(whole): \(result.stderr)")
      #expect(result.stderr.contains("rendering 600 frames"), "\(result.stderr)")
    }
  }

  /// `--max-file-bytes` takes a size with a unit, as its help writes the default ("16 MiB").
  @Test func maxFileBytesTakesUnits() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    for value in ["16MiB", "16 MiB", "1MB", "300000"] {
      let result = try CLI.run(["validate", scene, "--max-file-bytes", value])
      #expect(result.status == 0, "\(value): \(result.stderr)")
    }
    let tiny = try CLI.run(["validate", scene, "--max-file-bytes", "10B"])
    #expect(tiny.status == 65, "\(tiny.stderr)")
    let unknown = try CLI.run(["validate", scene, "--max-file-bytes", "2TB"])
    #expect(unknown.status == 64 && unknown.stderr.contains("unknown unit \"TB\""), "\(unknown.stderr)")
    let over = try CLI.run(["validate", scene, "--max-file-bytes", "1GiB"])
    #expect(over.status == 64 && over.stderr.contains("--max-file-bytes must be between"), "\(over.stderr)")
  }
}

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
}

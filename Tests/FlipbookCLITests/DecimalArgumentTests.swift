import Foundation
import Testing
@testable import FlipbookCLI

/// Numbers on the command line are decimal: Swift's `Double(String)` also reads hexadecimal,
/// `inf` and `nan`, so `--time 0x1` rendered the frame at 1 s (QA).
@Suite struct DecimalArgumentTests {
  @Test(arguments: [("1.5", 1.5), ("0", 0), (".25", 0.25), ("3.", 3), ("-2", -2), ("+2", 2), ("2e-3", 0.002), ("1E+2", 100)])
  func decimalNumbersAreRead(text: String, value: Double) {
    #expect(DecimalArgument.parse(text) == value)
  }

  @Test(arguments: ["0x1", "0x0.1p0", "inf", "nan", "Infinity", "", ".", "1e", "1e+", "e5", "1.2.3", " 1", "1 ", "١", "1_0"])
  func otherSpellingsAreNot(text: String) {
    #expect(DecimalArgument.parse(text) == nil, "\(text)")
  }

  @Test func hexadecimalTimesAreRefusedOnTheCommandLine() throws {
    let scene = CLI.repository.appendingPathComponent("scenes/hello.json").path
    let time = try CLI.run(["render", scene, "--time", "0x1", "-o", "/tmp/never-written.png"])
    #expect(time.status == 64)
    #expect(time.stderr.contains("--time must be a number written in decimal (such as 1.5 or 2e-3), got \"0x1\""), "\(time.stderr)")
    let times = try CLI.run(["check", scene, "--golden", "/tmp/never-written-goldens", "--times", "0x10"])
    #expect(times.status == 64)
    #expect(times.stderr.contains("--times: \"0x10\" is not a number of seconds ≥ 0 (write it in decimal"), "\(times.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written-goldens"))
  }
}

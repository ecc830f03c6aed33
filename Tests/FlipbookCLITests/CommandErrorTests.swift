import Foundation
import Testing

/// Exit codes and messages: 0 ok, 64 usage, 65 invalid scene, 1 anything else; messages on stderr.
@Suite struct CommandErrorTests {
  let hello = CLI.repository.appendingPathComponent("scenes/hello.json").path

  @Test func validateAcceptsTheDemo() throws {
    let result = try CLI.run(["validate", hello])
    #expect(result.status == 0)
    #expect(result.stdout.contains("valid"))
    #expect(result.stdout.contains("180 frames"))
    #expect(result.stderr.isEmpty)
  }

  /// "-" is standard output in many tools; render would have filled a folder named "-" (QA).
  @Test func aDashAsTheOutputPointsAtDevStdout() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in [["render", hello, "-o", "-"], ["render", hello, "-o", "-", "--frame", "3"]] {
      let result = try CLI.run(command, in: folder)
      #expect(result.status == 64, "\(command)")
      #expect(result.stderr.contains("-o - would make a folder named \"-\": to write to standard output, give -o /dev/stdout"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }
    for command in [["encode", "frame.png", "-o", "-"], ["strip", hello, "-o", "-"]] {
      let result = try CLI.run(command, in: folder)
      #expect(result.status == 64 && result.stderr.contains("/dev/stdout"), "\(command): \(result.stderr)")
    }
  }

  /// `help` with a name that is no command printed the whole tool's help and exited 0 (noted in
  /// session 31), so a typo looked like success.
  @Test func helpForAnUnknownCommandIsAUsageError() throws {
    let result = try CLI.run(["help", "rendr"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown command 'rendr'; the commands are render, encode, validate, sample"), "\(result.stderr)")
    #expect(!result.stderr.contains("gif-psnr"), "a hidden command is not offered: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    let known = try CLI.run(["help", "render"])
    #expect(known.status == 0 && known.stdout.contains("USAGE: flipbook render"), "\(known.stdout)")
  }

  @Test func versionIsPrinted() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
  }

  @Test func invalidSceneExits65WithPathAndPosition() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("bad.json")
    try CLI.write("""
      {"canvas": {"width": 10, "height": 10}, "duration": 1,
       "layers": [{"type": "rect", "animations": [{"property": "opacity", "to": 1, "duration": -1}]}]}
      """, to: scene)
    for command in [["validate", scene.path], ["render", scene.path, "-o", folder.appendingPathComponent("x.gif").path]] {
      let result = try CLI.run(command)
      #expect(result.status == 65)
      #expect(result.stderr.contains("bad.json:2:"))
      #expect(result.stderr.contains("layers[0].animations[0].duration: must be ≥ 0"))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func malformedJSONExits65WithLineAndColumn() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("broken.json")
    try CLI.write("{\n  \"canvas\": {\"width\": 10 \"height\": 10}\n}", to: scene)
    let result = try CLI.run(["validate", scene.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("broken.json:2:26: error: invalid JSON: expected ',' or '}' in object"), "\(result.stderr)")
  }

  @Test func badUsageExits64() throws {
    #expect(try CLI.run(["render", hello, "-o", "/tmp/x.gif", "--gif-fps", "60"]).status == 64)
    #expect(try CLI.run(["render", hello, "-o", "/tmp/x.png"]).status == 64)  // a .png needs --frame or --time
    #expect(try CLI.run(["render", hello, "-o", "/tmp/x.png", "--frame", "1000"]).status == 64)
    #expect(try CLI.run(["render", hello]).status == 64)
    #expect(try CLI.run(["frobnicate"]).status == 64)
    // With --frame only a .png takes the frame, and the message says so (QA: it offered a GIF or a folder).
    let jpeg = try CLI.run(["render", hello, "--frame", "1", "-o", "/tmp/x.jpg"])
    #expect(jpeg.status == 64 && jpeg.stderr.contains("--frame and --time render one frame to a .png file; /tmp/x.jpg is not a .png file"), "\(jpeg.stderr)")
    #expect(try CLI.run(["render", hello, "-o", "/tmp/x.jpg"]).stderr.contains("use a .gif file, a .png file, or a directory"))
  }

  /// A negative number after an option is that option's value (and gets the option's own
  /// message), not a missing value followed by an unknown flag.
  @Test func negativeNumbersAreOptionValues() throws {
    let cases: [([String], String)] = [
      (["check", hello, "--golden", "/nonexistent", "--times", "-1"], "--times: \"-1\" is not a number of seconds ≥ 0"),
      (["check", hello, "--golden", "/nonexistent", "--frames", "-2"], "--frames: \"-2\" is not a frame index ≥ 0"),
      (["sample", hello, "--layer", "title", "--property", "opacity", "--frames", "-3"], "--frames must be ≥ 0, got -3"),
      (["check", hello, "--golden", "/nonexistent", "--max-delta-e", "inf"], "--max-delta-e must be a finite number ≥ 0, got inf"),
      (["check", hello, "--golden", "/nonexistent", "--frames", "0,,45"], "--frames \"0,,45\" has an empty item"),
      (["check", hello, "--golden", "/nonexistent", "--times", "0.5,"], "--times \"0.5,\" has an empty item"),
    ]
    for (arguments, message) in cases {
      let result = try CLI.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
    }
  }

  /// Mistakes found only once the scene is read (a frame or time past its end) name the
  /// subcommand's help, not the root's `flipbook <subcommand>` usage.
  @Test func errorsAfterReadingTheSceneNameTheSubcommand() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-past-end-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let cases: [([String], String)] = [
      (["render", hello, "-o", output, "--frame", "180"], "--frame 180 is past the end: the scene has 180 frames (0…179)"),
      (["render", hello, "-o", output, "--time", "3"], "--time 3 is not inside the scene, which lasts 3 s"),
      (["render", hello, "-o", output, "--time", "100"], "the last frame, --frame 179, is at 2.983 s"),
      (["check", hello, "--golden", "/nonexistent", "--times", "3"], "--times 3 is not inside the scene"),
      // Quoted as given, though it rounds to the 3 s tick.
      (["check", hello, "--golden", "/nonexistent", "--times", "2.999999"], "--times 2.999999 is not inside the scene, which lasts 3 s (times are rounded"),
    ]
    for (arguments, message) in cases {
      let result = try CLI.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stderr.contains("See 'flipbook \(arguments[0]) --help'"), "\(result.stderr)")
      #expect(!result.stderr.contains("<subcommand>"), "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try CLI.run(["render", hello, "-o", output, "--time", "2.99"]).status == 0)
  }

  @Test func missingSceneFileExits1() throws {
    let result = try CLI.run(["validate", "/nonexistent/scene.json"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("/nonexistent/scene.json: cannot read scene: no such file"))
  }

  @Test func missingFontNamesThePathTried() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("font.json")
    try CLI.write(#"{"canvas": {"width": 10, "height": 10}, "duration": 1, "layers": [{"type": "text", "text": "x", "font": "Missing.ttf"}]}"#, to: scene)
    let result = try CLI.run(["validate", scene.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("font file \"Missing.ttf\" not found; tried \(folder.path)/Missing.ttf"), "\(result.stderr)")
  }

  @Test func failedRenderLeavesPreviousOutputIntact() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("out.gif")
    #expect(try CLI.run(["render", hello, "-o", gif.path]).status == 0)
    let before = try Data(contentsOf: gif)
    let scene = folder.appendingPathComponent("bad.json")
    try CLI.write(#"{"canvas": {"width": 10, "height": 10}, "duration": "long"}"#, to: scene)
    #expect(try CLI.run(["render", scene.path, "-o", gif.path]).status == 65)
    #expect(try Data(contentsOf: gif) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
  }

  @Test func refusesToReplaceAFolderThatIsNotAFrameSequence() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("precious")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try CLI.write("keep me", to: target.appendingPathComponent("notes.txt"))
    let result = try CLI.run(["render", hello, "-o", target.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("refusing to replace"))
    #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("notes.txt").path))
  }

  /// A folder named like a frame (or like Finder's .DS_Store) is not a frame: replacing the
  /// frames deleted it with everything inside (QA). Refused, and nothing in it is touched.
  @Test(arguments: ["0001.png", ".DS_Store"])
  func refusesToReplaceAFrameFolderHoldingAFolderNamedLikeAFrame(name: String) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("frames")
    let inner = target.appendingPathComponent(name).appendingPathComponent("deep")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try CLI.write("important", to: inner.appendingPathComponent("thesis.txt"))
    try CLI.write("frame", to: target.appendingPathComponent("0000.png"))
    let result = try CLI.run(["render", hello, "-o", target.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("refusing to replace \(target.path): \"\(name)\" in it is a folder, not a Flipbook frame (NNNN.png)"), "\(result.stderr)")
    #expect(try String(contentsOf: inner.appendingPathComponent("thesis.txt"), encoding: .utf8) == "important")
    #expect(try String(contentsOf: target.appendingPathComponent("0000.png"), encoding: .utf8) == "frame")
  }

  /// A --time that rounds onto the end says so (QA: 2.9999999 on a 3 s scene was "not inside
  /// the scene" with no word of the 1/60000 s tick).
  @Test func aTimeRoundingOntoTheEndSaysSo() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("s.json").path
    try CLI.write(#"{"canvas": {"width": 10, "height": 10}, "duration": 3}"#, to: URL(fileURLWithPath: scene))
    let result = try CLI.run(["render", scene, "--time", "2.9999999", "-o", folder.appendingPathComponent("f.png").path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("and 2.9999999 rounds to it at the 1/60000 s tick"), "\(result.stderr)")
    let plain = try CLI.run(["render", scene, "--time", "4", "-o", folder.appendingPathComponent("f.png").path])
    #expect(plain.status == 64 && !plain.stderr.contains("rounds to it"), "\(plain.stderr)")
  }
}

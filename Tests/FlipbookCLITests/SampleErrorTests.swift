import Foundation
import Testing

/// `flipbook sample` refuses bad command lines with exit 64, a useful message on stderr and nothing on stdout.
@Suite struct SampleErrorTests {
  private func expectUsageError(_ arguments: [String], mentions fragments: [String]) throws {
    let result = try CLI.run(["sample"] + arguments)
    #expect(result.status == 64, "\(arguments): exit \(result.status), \(result.stderr)")
    #expect(result.stdout.isEmpty)
    for fragment in fragments {
      #expect(result.stderr.contains(fragment), "\(arguments): stderr lacks \(fragment): \(result.stderr)")
    }
  }

  @Test func unknownLayerListsIdsAndSuggests() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    try expectUsageError([scene, "--layer", "mvoer", "--property", "opacity"],
                         mentions: ["no layer has id \"mvoer\"", "did you mean \"mover\"?", "mover, label, list, first, second"])
    try expectUsageError([scene, "--layer", "zzzzzzzz", "--property", "opacity"], mentions: ["mover, label, list, first, second"])
  }

  @Test func unknownPropertySuggests() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    try expectUsageError([scene, "--layer", "mover", "--property", "opactiy"], mentions: ["unknown property \"opactiy\"", "did you mean \"opacity\"?"])
    try expectUsageError([scene, "--layer", "mover", "--property", "positon.x"], mentions: ["did you mean \"position.x\"?"])
  }

  /// --easing suggests what a scene would for the same name, Core Animation's constants too (QA).
  @Test func easingNamesGetTheScenesSuggestions() throws {
    try expectUsageError(["--easing", "kCAMediaTimingFunctionEaseIn"], mentions: ["unknown timing function \"kCAMediaTimingFunctionEaseIn\"; did you mean \"easeIn\"?"])
    try expectUsageError(["--easing", "easeInOutt"], mentions: ["did you mean \"easeInOut\"?"])
    try expectUsageError(["--easing", "ease", "--colors", "rgba"], mentions: ["--easing samples a timing function on its own; drop --colors"])
  }

  @Test func framesOutOfRangeOrMalformed() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = [scene, "--layer", "mover", "--property", "opacity"]
    try expectUsageError(base + ["--frames", "58..60"], mentions: ["past the end", "60 frames (0..59)"])
    try expectUsageError(base + ["--frames", "60"], mentions: ["past the end"])
    try expectUsageError(base + ["--frames", "12..10"], mentions: ["is empty"])
    try expectUsageError(base + ["--frames", "-1..3"], mentions: ["--frames"])
    try expectUsageError(base + ["--frames", "a..b"], mentions: ["A..B"])
    try expectUsageError(base + ["--frames", "1..2..3"], mentions: ["A..B"])
  }

  @Test func badSpringObjectsSayWhatIsWrong() throws {
    try expectUsageError(["--easing", #"{"spring": {"damping": -1}}"#], mentions: ["--easing: spring.damping: must be between 0 and 1e9, got -1"])
    try expectUsageError(["--easing", #"{"sprung": {}}"#], mentions: ["unknown key \"sprung\"; did you mean \"spring\"?"])
    try expectUsageError(["--easing", #"{"spring": {"damping": 1"#], mentions: ["--easing: invalid JSON"])
    try expectUsageError(["--easing", #"{"spring": {"duration": 0.5, "damping": 3}}"#], mentions: ["not a mix"])
  }

  @Test func modesDoNotMix() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    try expectUsageError([scene, "--easing", "ease"], mentions: ["drop SCENE"])
    try expectUsageError([scene, "--layer", "mover", "--property", "opacity", "--plot", "/tmp/x.png"], mentions: ["only apply with --easing"])
    try expectUsageError([scene, "--property", "opacity"], mentions: ["--layer"])
    try expectUsageError([scene, "--layer", "mover"], mentions: ["--property"])
    try expectUsageError([], mentions: ["--easing"])
  }

  @Test func badEasingArguments() throws {
    try expectUsageError(["--easing", "eas-out"], mentions: ["did you mean \"ease-out\"?"])
    try expectUsageError(["--easing", "cubic-bezier(1.2, 0, 0.5, 1)"], mentions: ["x1"])
    try expectUsageError(["--easing", "ease", "--steps", "0"], mentions: ["--steps"])
    try expectUsageError(["--easing", "ease", "--duration", "-1"], mentions: ["--duration"])
    try expectUsageError(["--easing", "ease", "--plot", "/tmp/curve.gif"], mentions: [".png"])
  }

  @Test func invalidSceneExits65() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("bad.json")
    try CLI.write("{\"canvas\": {\"width\": 10, \"height\": 10}, \"duration\": -1, \"layers\": []}", to: scene)
    let result = try CLI.run(["sample", scene.path, "--layer", "a", "--property", "opacity"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
  }
}

/// The scene limits apply to sampling as they do to rendering.
@Suite struct SampleLimitTests {
  @Test func durationLimitRefusesLongScenes() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["sample", scene, "--layer", "mover", "--property", "opacity"]
    #expect(try CLI.run(arguments).status == 0)
    let limited = try CLI.run(arguments + ["--max-duration", "0.5"])
    #expect(limited.status == 65, "\(limited.stderr)")
    #expect(limited.stdout.isEmpty)
  }
}

import Foundation
import Testing

/// `flipbook sample SCENE --layer ID --property KEYPATH`: values at exact frames, formats, errors.
@Suite struct SamplePropertyTests {
  @Test func linearMoveHasExactValuesAtQuarterSeconds() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try SampleSupport.csv([scene, "--layer", "mover", "--property", "position.x"], header: ["frame", "time", "value"])
    #expect(rows.count == 60)
    #expect(rows[0] == ["0", "0", "0"])
    #expect(rows[15] == ["15", "0.25", "150"])
    #expect(rows[30] == ["30", "0.5", "300"])
    #expect(rows[45] == ["45", "0.75", "450"])
    for (index, row) in rows.enumerated() {
      #expect(row[0] == String(index))
      // Times are n/60 s printed so they read back as exactly that Double.
      #expect(Double(row[1]) == Double(index) / 60, "frame \(index): \(row[1])")
      let value = try #require(Double(row[2]))
      #expect(abs(value - 10 * Double(index)) <= 1e-9, "frame \(index): \(value)")
    }
  }

  /// sample draws nothing, so the total-pixel limit of a render does not apply to it (QA: an
  /// hour of a 2000×2000 canvas was refused), while render still refuses the scene.
  @Test func aSceneTooLongToRenderCanStillBeSampled() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("long.json")
    try CLI.write(#"""
      {"canvas": {"width": 2000, "height": 2000}, "duration": 3600, "layers": [{"id": "r", "type": "rect", "size": [10, 10],
        "animations": [{"property": "opacity", "from": 0, "to": 1, "duration": 1}]}]}
      """#, to: scene)
    let sampled = try CLI.run(["sample", scene.path, "--layer", "r", "--property", "opacity", "--frames", "30..30"])
    #expect(sampled.status == 0, "\(sampled.stderr)")
    #expect(sampled.stdout.hasSuffix("30,0.5,0.5\n"), "\(sampled.stdout)")
    let rendered = try CLI.run(["render", scene.path, "-o", folder.appendingPathComponent("long.gif").path])
    #expect(rendered.status == 65 && rendered.stderr.contains("over the limit of 2.0e+10"), "\(rendered.stderr)")
  }

  /// transform.scale reads back as the x scale; when y differs, a warning says so (QA: a
  /// rubber-band squash printed only 1.25).
  @Test func anUnevenScaleWarnsThatTransformScaleIsX() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("squash.json")
    try CLI.write(#"""
      {"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"id": "r", "type": "rect", "size": [10, 10],
        "animations": [{"property": "transform.scale.y", "from": 1, "to": 0.5, "beginTime": 0.5, "duration": 0.5, "fillMode": "forwards"}]}]}
      """#, to: scene)
    let uneven = try CLI.run(["sample", scene.path, "--layer", "r", "--property", "transform.scale"])
    #expect(uneven.status == 0 && uneven.stdout.hasSuffix("59,0.9833333333333333,1\n"))
    #expect(uneven.stderr == "flipbook: warning: r's scale differs between x and y (from frame 31); transform.scale shows the x scale, sample transform.scale.y for the other\n", "\(uneven.stderr)")
    let even = try CLI.run(["sample", scene.path, "--layer", "r", "--property", "transform.scale", "--frames", "0..30"])
    #expect(even.status == 0 && even.stderr.isEmpty, "\(even.stderr)")
  }

  /// A split text's units, as the renderer draws them: seed 003's per-character fades could
  /// only be checked from pixels (QA).
  @Test func aSplitTextsUnitIsSampledWithItsStagger() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("split.json")
    try CLI.write(#"""
      {"canvas": {"width": 200, "height": 60}, "duration": 4,
       "layers": [{"id": "title", "type": "text", "text": "Hi you", "position": [100, 30], "split": "charactersAndSpaces",
                   "stagger": {"each": 0.5}, "unitAnimations": [{"property": "opacity", "from": 0, "to": 1, "duration": 1, "fillMode": "both"}]}]}
      """#, to: scene)
    // Unit k starts at k × 0.5 s and fades over 1 s: at 1 s unit 1 is half way.
    let rows = try SampleSupport.csv([scene.path, "--layer", "title", "--unit", "1", "--property", "opacity", "--frames", "60"], header: ["frame", "time", "value"])
    #expect(rows == [["60", "1", "0.5"]])
    // The space (unit 2) takes its turn, from 1 s, so unit 3 starts at 1.5 s.
    let later = try SampleSupport.csv([scene.path, "--layer", "title", "--unit", "3", "--property", "opacity", "--frames", "60..120"], header: ["frame", "time", "value"])
    #expect(later.first == ["60", "1", "0"] && later[30] == ["90", "1.5", "0"] && later.last == ["120", "2", "0.5"])
    let past = try CLI.run(["sample", scene.path, "--layer", "title", "--unit", "6", "--property", "opacity"])
    #expect(past.status == 64 && past.stderr.contains("--unit 6 is not a unit of layer \"title\", which is split by charactersAndSpaces into 6 units (0…5)"), "\(past.stderr)")
    let (plainFolder, plain) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: plainFolder) }
    let notSplit = try CLI.run(["sample", plain, "--layer", "label", "--unit", "0", "--property", "opacity"])
    #expect(notSplit.status == 64 && notSplit.stderr.contains("layer \"label\" has no \"split\""), "\(notSplit.stderr)")
  }

  /// A label without a size is drawn at its text's size, which changes with its text; the
  /// model alone has [0, 0] (QA: `sample` printed 0,0 although the renderer draws the text).
  @Test func aTextWithoutASizeSamplesItsTextsSize() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try SampleSupport.csv([scene, "--layer", "label", "--property", "size", "--frames", "0..59"], header: ["frame", "time", "width", "height"])
    let sizes = try [rows[0], rows[59]].map { row in (try #require(Double(row[2])), try #require(Double(row[3]))) }
    // "Hello, "world"" until 0.5 s, then "line": one 17 pt line each, the first much wider.
    #expect(sizes[0].0 > 2 * sizes[1].0 && sizes[1].0 > 10, "\(sizes)")
    #expect(sizes[0].1 == sizes[1].1 && sizes[0].1 > 17, "\(sizes)")
    let width = try SampleSupport.csv([scene, "--layer", "label", "--property", "size.width", "--frames", "0"], header: ["frame", "time", "value"])
    #expect(Double(width[0][2]) == sizes[0].0)
  }

  @Test func framesRangeIsInclusive() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try SampleSupport.csv([scene, "--layer", "mover", "--property", "position.x", "--frames", "10..12"],
                                     header: ["frame", "time", "value"])
    #expect(rows.map { $0[0] } == ["10", "11", "12"])
    let single = try SampleSupport.csv([scene, "--layer", "mover", "--property", "position.x", "--frames", "59"],
                                       header: ["frame", "time", "value"])
    #expect(single.map { $0[0] } == ["59"])
  }

  @Test func pointsTakeTwoColumns() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try SampleSupport.csv([scene, "--layer", "mover", "--property", "position", "--frames", "30..30"],
                                     header: ["frame", "time", "x", "y"])
    #expect(rows == [["30", "0.5", "300", "-30"]])
  }

  @Test func coloursAsHexOrRoundTripFloats() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hex = try SampleSupport.csv([scene, "--layer", "mover", "--property", "fillColor", "--frames", "0..0"],
                                    header: ["frame", "time", "value"])
    #expect(hex == [["0", "0", "#000000"]])
    let half = try SampleSupport.csv([scene, "--layer", "mover", "--property", "backgroundColor", "--frames", "30..30"],
                                     header: ["frame", "time", "value"])
    #expect(half == [["30", "0.5", "#808080"]])  // 127.5 rounds up
    let rgba = try SampleSupport.csv([scene, "--layer", "mover", "--property", "backgroundColor", "--frames", "30..30", "--colors", "rgba"],
                                     header: ["frame", "time", "red", "green", "blue", "alpha"])
    #expect(rgba == [["30", "0.5", "0.5", "0.5", "0.5", "1"]])
  }

  /// A gradient's colours follow --colors too (QA: rgba was ignored for them).
  @Test func gradientColoursAsHexOrRoundTripFloats() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("gradient.json")
    try CLI.write(#"""
      {"canvas": {"width": 20, "height": 20}, "duration": 1, "layers": [{"id": "g", "type": "gradient", "size": [20, 20],
       "colors": ["#000000", "#FF0000"], "animations": [{"property": "colors", "to": ["#FFFFFF", "#0000FF80"], "duration": 1}]}]}
      """#, to: scene)
    let arguments = [scene.path, "--layer", "g", "--property", "colors", "--frames", "0"]
    #expect(try SampleSupport.csv(arguments, header: ["frame", "time", "value"]) == [["0", "0", "#000000 #FF0000"]])
    #expect(try SampleSupport.csv(arguments + ["--colors", "rgba"], header: ["frame", "time", "value"]) == [["0", "0", "0 0 0 1; 1 0 0 1"]])
    let json = try SampleSupport.json(arguments + ["--colors", "rgba"])
    let sample = try #require((json["samples"] as? [[String: Any]])?.first)
    #expect(sample["value"] as? [[Double]] == [[0, 0, 0, 1], [1, 0, 0, 1]])
    let hex = try #require((try SampleSupport.json(arguments)["samples"] as? [[String: Any]])?.first)
    #expect(hex["value"] as? [String] == ["#000000", "#FF0000"])
  }

  @Test func stringsAreQuotedInCSV() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["sample", scene, "--layer", "label", "--property", "text", "--frames", "29..30"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "frame,time,value\n29,0.48333333333333334,\"Hello, \"\"world\"\"\"\n30,0.5,line\n")
  }

  @Test func staggeredChildrenRunLater() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    func opacity(_ layer: String, frame: Int) throws -> String {
      let rows = try SampleSupport.csv([scene, "--layer", layer, "--property", "opacity", "--frames", "\(frame)..\(frame)"],
                                       header: ["frame", "time", "value"])
      return rows.first?[2] ?? "missing"
    }
    #expect(try opacity("first", frame: 15) == "0.5")
    #expect(try opacity("second", frame: 15) == "0")    // not started: 0.5 s later than "first"
    #expect(try opacity("first", frame: 45) == "1")     // held by fillMode forwards
    #expect(try opacity("second", frame: 45) == "0.5")
  }

  @Test func jsonOutputParsesAndMatchesCSV() throws {
    let (folder, scene) = try SampleSupport.writeScene()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = try SampleSupport.json([scene, "--layer", "mover", "--property", "position"])
    #expect(document["layer"] as? String == "mover")
    #expect(document["property"] as? String == "position")
    #expect(document["kind"] as? String == "vector")
    #expect(document["frameCount"] as? Int == 60)
    let samples = try #require(document["samples"] as? [[String: Any]])
    #expect(samples.count == 60)
    #expect(samples[30]["frame"] as? Int == 30)
    #expect(samples[30]["time"] as? Double == 0.5)
    #expect(samples[30]["value"] as? [Double] == [300, -30])

    let text = try SampleSupport.json([scene, "--layer", "label", "--property", "text", "--frames", "0..0"])
    let first = try #require((text["samples"] as? [[String: Any]])?.first)
    #expect(first["value"] as? String == "Hello, \"world\"")

    let colour = try SampleSupport.json([scene, "--layer", "mover", "--property", "backgroundColor", "--frames", "30..30", "--colors", "rgba"])
    let sample = try #require((colour["samples"] as? [[String: Any]])?.first)
    #expect(sample["value"] as? [Double] == [0.5, 0.5, 0.5, 1])
  }
}

import ArgumentParser
import Foundation
import Testing
import Encode
@testable import FlipbookCLI
@testable import SceneGIF

/// The pieces behind `render -o x.gif`: the frame plan, size budget parsing, the size search
/// ladder and the progress line.
@Suite struct GIFPlanTests {
  static func plan(_ json: String, gifFPS: Int = 50, averageSamples: Bool = false) throws -> GIFFramePlan {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("scene.json")
    try CLI.write(json, to: url)
    return try GIFFramePlan(scene: try SceneLoading.load(url.path), gifFPS: gifFPS, averageSamples: averageSamples)
  }

  static let movesThenHolds = """
    { "canvas": { "width": 40, "height": 20, "background": "white" }, "duration": 1,
      "layers": [ { "type": "rect", "position": [5, 10], "size": [4, 4], "fillColor": "black",
        "animations": [ { "property": "position.x", "to": 35, "duration": 0.2, "fillMode": "forwards" } ] } ] }
    """

  /// The GIF timing check (shared with FlipbookTesting, which cannot parse options) makes the
  /// GIF with `render`'s default options: the two lists must not drift apart.
  /// `--gif-fps 50.0` is 50; a fraction is refused saying a GIF rate is whole and why (QA:
  /// both were only "invalid").
  @Test func gifFPSIsAWholeNumberWrittenEitherWay() throws {
    #expect(try GIFCommandOptions.parse(["--gif-fps", "50.0"]).gifFPS == 50)
    #expect(try GIFCommandOptions.parse(["--gif-fps", "25."]).gifFPS == 25)
    #expect(try GIFCommandOptions.parse(["--gif-fps", "33"]).gifFPS == 33)
    let hello = CLI.repository.appendingPathComponent("scenes/hello.json").path
    let fraction = try CLI.run(["render", hello, "-o", "/dev/null", "--gif-fps", "12.5"])
    #expect(fraction.status == 64)
    #expect(fraction.stderr.contains("a GIF frame rate is a whole number of frames per second (12 or 13, not 12.5)"), "\(fraction.stderr)")
    let word = try CLI.run(["render", hello, "-o", "/dev/null", "--gif-fps", "fast"])
    #expect(word.status == 64 && word.stderr.contains("expected a whole number of frames per second, 1–50"), "\(word.stderr)")
    // The default is still shown in the help (a transform hides ArgumentParser's own).
    #expect(GIFCommandOptions.helpMessage().contains("(default: 50)"))
    // Still checked for range after parsing.
    #expect(try CLI.run(["render", hello, "-o", "/dev/null", "--gif-fps", "60.0"]).status == 64)
  }

  @Test func timingCheckUsesRendersDefaultOptions() throws {
    #expect(try GIFCommandOptions.parse([]).gifOptions() == SceneGIFTiming.defaultOptions)
    #expect(try GIFCommandOptions.parse(["--gif-fps", "25"]).gifOptions() == SceneGIFTiming.defaultOptions)
  }

  @Test func byDefaultEveryFrameIsOneExactSample() throws {
    let plan = try Self.plan(Self.movesThenHolds)
    #expect(plan.frames.allSatisfy { $0.sampleFrameIndices.count == 1 })
    #expect(plan.frames[0].sampleFrameIndices == [0] && plan.frames[1].sampleFrameIndices == [2])
    #expect(plan.totalCentiseconds == 100)
  }

  @Test func staticTimeMergesAndMotionPairsSamples() throws {
    // Moves for 0.2 s, then holds for 0.8 s; --blend-samples.
    let plan = try Self.plan(Self.movesThenHolds, averageSamples: true)
    #expect(plan.scheduledCount == 50)
    #expect(plan.totalCentiseconds == 100)
    // 0.2 s of motion is 10 GIF frames, then one frame holds the rest.
    #expect(plan.frames.count == 11)
    #expect(plan.frames.last!.delayCentiseconds == 80)
    // GIF frame 0 covers samples 0 and 1 (0 and 1.67 cs), both moving: it stands for both.
    #expect(plan.frames[0].sampleFrameIndices == [0, 1])
    #expect(plan.frames[1].sampleFrameIndices == [2])
  }

  @Test func aStillSceneIsOneFrame() throws {
    let plan = try Self.plan("""
      { "canvas": { "width": 40, "height": 20, "background": "white" }, "duration": 3,
        "layers": [ { "type": "rect", "position": [20, 10], "size": [4, 4], "fillColor": "black" } ] }
      """)
    #expect(plan.frames == [GIFFramePlan.Frame(sampleFrameIndices: [0], delayCentiseconds: 300)])
  }

  @Test func paletteSamplesAreSpreadAndBounded() throws {
    let plan = try Self.plan("""
      { "canvas": { "width": 40, "height": 20, "background": "white" }, "duration": 4,
        "layers": [ { "type": "rect", "position": [5, 10], "size": [4, 4], "fillColor": "black",
          "animations": [ { "property": "position.x", "to": 35, "duration": 4 } ] } ] }
      """)
    #expect(plan.frames.count == 200)
    let samples = plan.paletteSamplePositions(limit: 10)
    #expect(samples.count == 10 && samples.first == 0 && samples.last == 199)
    #expect(plan.paletteSamplePositions(limit: 500) == Array(0..<200))
  }

  @Test(arguments: [("2MB", 2_000_000), ("500kB", 500_000), ("1.5MiB", 1_572_864), ("300000", 300_000), ("64 KiB", 65_536),
                    ("2M", 2_000_000), ("2G", 2_000_000_000), ("3k", 3000), (".5MB", 500_000), ("2.", 2)])
  func byteBudgetsParse(text: String, bytes: Int) {
    #expect(GIFByteBudget(argument: text)?.bytes == bytes)
  }

  @Test(arguments: ["", "MB", "-1MB", "two MB", "0"])
  func badByteBudgetsAreRejected(text: String) {
    #expect(GIFByteBudget(argument: text) == nil)
  }

  /// Each refusal names its reason: a size under one byte is not "0 bytes" found too small
  /// later, and an unknown unit is not "expected a size above 0 bytes".
  @Test(arguments: [("0.5", "must be at least 1 byte, got 0.5 bytes"), ("0.0001kB", "must be at least 1 byte, got 0.0001kB"),
                    ("1TB", "unknown unit \"TB\": use B, kB, MB, GB, KiB, MiB or GiB"),
                    ("2 megabytes", "unknown unit \"megabytes\""), ("0", "must be at least 1 byte, got 0 bytes"), ("-2MB", "must be at least 1 byte, got -2MB"),
                    ("two MB", "expected a size such as 2MB"), ("9000000000000000000000", "is more bytes than a file can hold"),
                    ("1e3", "expected a size such as 2MB"), ("0x10", "expected a size such as 2MB"), ("inf", "expected a size such as 2MB")])
  func byteBudgetRefusalsSayWhy(text: String, reason: String) {
    #expect(throws: ValidationError.self) { try GIFByteBudget.parse(text) }
    do {
      _ = try GIFByteBudget.parse(text)
    } catch {
      #expect(String(describing: error).contains(reason), "\(text): \(error)")
    }
  }

  /// Sizes in messages: exact bytes under 10 kB (1KiB read "1.0 kB"), "1 byte", GB above 1e9.
  @Test func byteSizesAreDescribedWithoutMisleadingRounding() {
    #expect(GIFByteBudget.describe(1) == "1 byte")
    #expect(GIFByteBudget.describe(1024) == "1024 bytes")
    #expect(GIFByteBudget.describe(500_000) == "500.0 kB")
    // Whole binary units are said as such (from 10 KiB: 1024 bytes stays bytes).
    #expect(GIFByteBudget.describe(2_097_152) == "2 MiB")
    #expect(GIFByteBudget.describe(65_536) == "64 KiB")
    #expect(GIFByteBudget.describe(3 << 30) == "3 GiB")
    #expect(GIFByteBudget.describe(2_097_153) == "2.10 MB")
    #expect(GIFByteBudget.describe(1_000_000_000) == "1.00 GB")
    // Whole megabytes stay decimal though whole in KiB too (10GB read "9765625 KiB").
    #expect(GIFByteBudget.describe(10_000_000_000) == "10.00 GB")
    #expect(GIFByteBudget.describe(1_024_000) == "1000 KiB")
  }

  @Test func ladderStartsAtTheUsersSettingsAndOnlyGoesDown() {
    let ladder = GIFSizeSearch.ladder(gifFPS: 30, colors: 128)
    #expect(ladder.first == GIFSizeSearch.Setting(gifFPS: 30, colors: 128, scaleFactor: 1))
    #expect(ladder.allSatisfy { $0.gifFPS <= 30 && $0.colors <= 128 && $0.scaleFactor <= 1 })
    #expect(Set(ladder.map(\.description)).count == ladder.count)  // no setting tried twice
    #expect(ladder.last!.scaleFactor == GIFSizeSearch.scaleFactors.last)
  }

  @Test func ladderLowersTheFrameRateByAThirdBeforeHalvingIt() {
    let fullScale = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 45).filter { $0.scaleFactor == 1 }
    #expect(fullScale.map(\.gifFPS) == [50, 50, 33, 25, 25, 20, 10, 10])
    #expect(fullScale.map(\.colors) == [256, 256, 256, 256, 128, 64, 64, 32])
    // A user's own rate under a step's is kept, and the step is not tried twice.
    #expect(GIFSizeSearch.ladder(gifFPS: 30, colors: 256).filter { $0.scaleFactor == 1 }.map(\.gifFPS) == [30, 25, 25, 20, 10, 10])
  }

  @Test func ladderNamesTheSourceRateWhenTheGIFKeepsEveryFrame() throws {
    // 29.97 fps frames: 50 and 33 fps both keep every frame, so they are one step, "30 fps".
    let ntsc = try #require(FrameRate(numerator: 30000, denominator: 1001))
    let ladder = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 45, sourceRate: ntsc)
    #expect(ladder.filter { $0.scaleFactor == 1 }.map(\.gifFPS) == [30, 30, 25, 25, 20, 10, 10])
    #expect(ladder[0].description == "30 fps, 256 colours, motion frames 45 dB, full scale")
    #expect(Set(ladder.map(\.description)).count == ladder.count)
    // The schedule really is the same at the named rate as at the user's.
    let named = try GIFSchedule(frameCount: 90, frameRate: ntsc, gifFPS: 30)
    let asked = try GIFSchedule(frameCount: 90, frameRate: ntsc, gifFPS: 50)
    #expect(named.entries == asked.entries)
    // 60 fps frames (render's samples) are never named by the source.
    #expect(GIFSizeSearch.ladder(gifFPS: 50, colors: 256, sourceRate: 60)[0].gifFPS == 50)
  }

  @Test func ladderLowersMotionFrameQualityFirstAndKeepsExactMotionExact() {
    let ladder = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 48)
    #expect(ladder[0] == GIFSizeSearch.Setting(gifFPS: 50, colors: 256, scaleFactor: 1, motionPSNR: 48))
    // Step 2 changes only the motion bound; later steps never raise it again.
    #expect(ladder[1] == GIFSizeSearch.Setting(gifFPS: 50, colors: 256, scaleFactor: 1, motionPSNR: GIFSizeSearch.reducedMotionPSNR))
    #expect(ladder.dropFirst().allSatisfy { $0.motionPSNR == GIFSizeSearch.reducedMotionPSNR })
    #expect(ladder[1].description == "50 fps, 256 colours, motion frames 40 dB, full scale")
    // A user bound already below the reduced one is kept; "off" (nil) stays exact throughout.
    #expect(GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 35).allSatisfy { $0.motionPSNR == 35 })
    let exact = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: nil)
    #expect(exact.allSatisfy { $0.motionPSNR == nil })
    #expect(exact[0].description == "50 fps, 256 colours, exact motion frames, full scale")
  }

  /// Runs `firstFit` over `ladder` with a trial whose GIF is `bytes(setting)` long; returns the
  /// settings tried, in order, and the one chosen.
  static func search(_ ladder: [GIFSizeSearch.Setting], limitBytes: Int, bytes: (GIFSizeSearch.Setting) -> Int) throws
    -> (tried: [GIFSizeSearch.Setting], chosen: GIFSizeSearch.Setting?, written: Int?, shortfall: String) {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.gif").path
    var tried: [GIFSizeSearch.Setting] = []
    let outcome = try GIFSizeSearch.firstFit(ladder: ladder, limitBytes: limitBytes, output: output, quiet: true) { setting, _, sink in
      tried.append(setting)
      var sink = sink
      try sink.write([UInt8](repeating: 0, count: bytes(setting)))
      return (sink, setting)
    }
    let written = (try? Data(contentsOf: URL(fileURLWithPath: output)))?.count
    return (tried, outcome.fitted?.setting, written, outcome.shortfall(limitBytes: limitBytes))
  }

  @Test func anImpossibleBudgetEndsAfterMeasuringTheSmallestGIF() throws {
    let ladder = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 45)
    #expect(ladder.count > 30)
    let bytes: (GIFSizeSearch.Setting) -> Int = { Int(($0.scaleFactor * $0.scaleFactor * Double($0.gifFPS * $0.colors)).rounded()) + 900 }
    let result = try Self.search(ladder, limitBytes: 10, bytes: bytes)
    // The user's setting, then the smallest one, measured whole: two trials, not 36.
    #expect(result.tried == [ladder[0], ladder[ladder.count - 1]])
    #expect(result.chosen == nil && result.written == nil)
    #expect(result.shortfall == ": the smallest GIF its search tries, at 10 fps, 32 colours, motion frames 40 dB, scale 0.25×, is 920 bytes, 910 bytes over the 10-byte budget",
            "\(result.shortfall)")
  }

  /// The search finds the step a trial of every step in order would: the same scale, colours
  /// and motion frames, at that step's rate or a refined faster one, in fewer trials.
  @Test func theSearchChoosesWhatTryingEveryStepInOrderWould() throws {
    let ladder = GIFSizeSearch.ladder(gifFPS: 50, colors: 256, motionPSNR: 45)
    // Sizes fall along each scale's steps but rise again at the next scale's first step.
    let bytes: (GIFSizeSearch.Setting) -> Int = {
      Int(($0.scaleFactor * $0.scaleFactor * Double($0.gifFPS) * (100 + Double($0.colors)) * ($0.motionPSNR == 45 ? 1.2 : 1)).rounded())
    }
    var passedOverAScale = false
    for limit in stride(from: 300, through: 20_000, by: 97) {
      let result = try Self.search(ladder, limitBytes: limit, bytes: bytes)
      let inOrder = try #require(ladder.firstIndex { bytes($0) <= limit })
      let expected = ladder[inOrder]
      let chosen = try #require(result.chosen, "limit \(limit)")
      #expect(bytes(chosen) <= limit && result.written == bytes(chosen))
      #expect(chosen.scaleFactor == expected.scaleFactor && chosen.colors == expected.colors && chosen.motionPSNR == expected.motionPSNR,
              "limit \(limit): \(chosen), in order \(expected)")
      #expect(chosen.gifFPS >= expected.gifFPS)
      // Every faster step before it at this scale failed. The rates up to the slowest of them
      // are candidates: below its rate, or at it when it failed with more colours.
      let ceilings = ladder[..<inOrder].filter { $0.scaleFactor == expected.scaleFactor && $0.gifFPS > expected.gifFPS }.map {
        $0.colors == expected.colors && $0.motionPSNR == expected.motionPSNR ? $0.gifFPS : $0.gifFPS + 1
      }
      if let ceiling = ceilings.min() {
        #expect(chosen.gifFPS < ceiling, "limit \(limit)")
        // The fastest candidate that fits: one more frame per second does not.
        var faster = chosen
        faster.gifFPS += 1
        if faster.gifFPS < ceiling { #expect(bytes(faster) > limit, "limit \(limit): \(faster) fits too") }
      }
      let refinements = result.tried.count { !ladder.contains($0) }
      // At most two more than in order: the smallest GIF, and the chosen scale's smallest step.
      #expect(result.tried.count - refinements <= inOrder + 3, "limit \(limit)")
      if expected.scaleFactor < 1 {
        passedOverAScale = true
        // Only one step of each larger scale was tried: its smallest.
        #expect(result.tried.filter { $0.scaleFactor == 1 && $0 != ladder[0] } == [ladder.last { $0.scaleFactor == 1 }!])
      }
    }
    #expect(passedOverAScale)
  }

  @Test func aFrameRateStepThatLeavesBudgetUnusedIsRefined() throws {
    let ladder = [50, 33, 25, 20, 10].map { GIFSizeSearch.Setting(gifFPS: $0, colors: 64, scaleFactor: 1) }
    // 10 bytes per fps: 160 bytes hold up to 16 fps. 50 (the user's) fails; the smallest step,
    // 10, fits; 33, 25 and 20 do not. Bisection between 10 (fits) and 20 (does not) tries 15
    // (fits), 18 and 17 (do not), then 16 (fits): the fastest that fits.
    let result = try Self.search(ladder, limitBytes: 160) { $0.gifFPS * 10 }
    #expect(result.tried.map(\.gifFPS) == [50, 10, 33, 25, 20, 15, 18, 17, 16])
    #expect(result.chosen?.gifFPS == 16)
    #expect(result.written == 160)  // the chosen trial's GIF is the one written
  }

  @Test func aRateThatFailedWithMoreColoursIsTriedAgainWithFewer() throws {
    // The user's --gif-fps 24: 24 fps fails at 256 and 128 colours, 20 fps at 64 fits. 24 fps
    // at 64 colours was never tried, so it is a candidate: 23 then 24 fit, and 24 is kept
    // (before, 24 counted as failed and 23 was the best).
    let ladder = GIFSizeSearch.ladder(gifFPS: 24, colors: 256)
    #expect(Array(ladder.prefix(4).map { [$0.gifFPS, $0.colors] }) == [[24, 256], [24, 128], [20, 64], [10, 64]])
    let result = try Self.search(ladder, limitBytes: 1000) { $0.gifFPS * ($0.colors == 256 ? 100 : $0.colors == 128 ? 60 : 40) }
    // Tried: the user's 24/256, the smallest step (10 fps, 32 colours at scale 0.25), full
    // scale's smallest (10/32), then in order: 24/128 does not fit, 20/64 does; then 23 and 24.
    #expect(result.tried.map(\.gifFPS) == [24, 10, 10, 24, 20, 23, 24])
    #expect(result.chosen.map { [$0.gifFPS, $0.colors] } == [24, 64])
  }

  /// 20 fps at 64 colours fails, 10 at 64 fails, 10 at 32 fits: the rates between 10 and 20
  /// at 32 colours are candidates though the step just before failed at 10 fps too (QA:
  /// zoom-transition in 200 kB stayed at 10 fps at 0.5× where 12 fps fit).
  @Test func aColourStepAtTheSameRateIsRefinedAgainstTheFasterFailure() throws {
    let ladder = GIFSizeSearch.ladder(gifFPS: 50, colors: 256).filter { $0.scaleFactor == 1 }
    #expect(Array(ladder.suffix(3).map { [$0.gifFPS, $0.colors] }) == [[20, 64], [10, 64], [10, 32]])
    // 10 bytes per fps per 32 colours: 120 bytes hold 12 fps at 32 colours, not 10 at 64.
    let result = try Self.search(ladder, limitBytes: 120) { $0.gifFPS * 10 * ($0.colors / 32) }
    #expect(result.chosen.map { [$0.gifFPS, $0.colors] } == [12, 32], "tried \(result.tried.map { [$0.gifFPS, $0.colors] })")
    #expect(result.written == 120)
  }

  @Test func noRefinementAcrossScalesOrColourStepsOrAtTheFirstStep() throws {
    // The fitting step is at another scale than the failing one: its rates start over there.
    let scales = [GIFSizeSearch.Setting(gifFPS: 10, colors: 64, scaleFactor: 1), GIFSizeSearch.Setting(gifFPS: 50, colors: 64, scaleFactor: 0.5)]
    #expect(try Self.search(scales, limitBytes: 100) { $0.scaleFactor == 1 ? 1000 : 100 }.tried.count == 2)
    // A colour step at the same rate leaves no rate in between.
    let colours = [GIFSizeSearch.Setting(gifFPS: 25, colors: 256, scaleFactor: 1), GIFSizeSearch.Setting(gifFPS: 25, colors: 128, scaleFactor: 1)]
    #expect(try Self.search(colours, limitBytes: 100) { $0.colors == 256 ? 1000 : 100 }.tried.count == 2)
    // The user's own setting fits: nothing else is tried.
    #expect(try Self.search(colours, limitBytes: 10_000) { _ in 100 }.tried.count == 1)
    // Adjacent rates (a failing 21 fps, a fitting 20): nothing between them.
    let adjacent = [21, 20].map { GIFSizeSearch.Setting(gifFPS: $0, colors: 64, scaleFactor: 1) }
    #expect(try Self.search(adjacent, limitBytes: 200) { $0.gifFPS * 10 }.chosen?.gifFPS == 20)
  }

  /// A line as wide as the terminal wraps and cannot be redrawn in place: narrow terminals
  /// filled with stale copies (QA, 40–64 columns). The bar narrows first, then the line is cut.
  @Test func progressLineFitsTheTerminal() {
    var count = ProgressCount(phases: [.init(name: "palette", total: 32, noun: "frames"), .init(name: nil, total: 200, noun: "GIF frames")])
    for _ in 0..<40 { count.advance(atSeconds: 1) }
    let full = count.line(label: "render", elapsedSeconds: 2)
    #expect(count.line(label: "render", elapsedSeconds: 2, columns: full.count + 1) == full)
    for columns in [20, 40, 60, full.count] {
      let fitted = count.line(label: "render", elapsedSeconds: 2, columns: columns)
      #expect(fitted.count <= columns - 1, "\(columns): \(fitted)")
    }
    // At 60 columns only the bar gave way: the count, rate and time left are all there.
    let sixty = count.line(label: "render", elapsedSeconds: 2, columns: 60)
    #expect(sixty.hasSuffix(full.split(separator: "]").last.map(String.init) ?? ""), "\(sixty)")
    #expect(sixty.contains("[") && sixty.contains("ETA"), "\(sixty)")
  }

  @Test func progressLineShowsFramesRateAndTimeLeft() {
    var count = ProgressCount(phases: [.init(name: nil, total: 200, noun: "frames")])
    for _ in 0..<50 { count.advance(atSeconds: 1) }
    let line = count.line(label: "render", elapsedSeconds: 2)
    #expect(line.contains("50/200 frames"), "\(line)")
    #expect(line.contains("25.0 fps"))
    #expect(line.contains("ETA 6 s"))
    #expect(line.contains("[######------------------]"))
  }

  /// A GIF's two passes: the count is the pass's own (palette samples, then GIF frames, never
  /// their sum as "frames"), the bar and time left cover both.
  @Test func progressLineCountsEachPhaseInItsOwnUnits() {
    var count = ProgressCount(phases: [.init(name: "palette", total: 60, noun: "frames"),
                                       .init(name: nil, total: 180, noun: "GIF frames")])
    for _ in 0..<30 { count.advance(atSeconds: 0.5) }
    var line = count.line(label: "render", elapsedSeconds: 1)
    #expect(line.contains("palette 30/60 frames"), "\(line)")
    #expect(line.contains("30.0 fps"))
    #expect(line.contains("ETA 7 s"), "\(line)")  // 210 units left at 30 a second
    #expect(line.contains("[###---------------------]"), "\(line)")  // 30 of 240
    for _ in 0..<30 { count.advance(atSeconds: 2) }
    #expect(count.phaseIndex == 1 && count.doneInPhase == 0)
    for _ in 0..<90 { count.advance(atSeconds: 3) }
    line = count.line(label: "render", elapsedSeconds: 4)
    #expect(line.contains("] 90/180 GIF frames  45.0 fps"), "\(line)")  // 90 in the 2 s since the palette
    #expect(line.contains("ETA 2 s"), "\(line)")  // 90 left at 150/4 units a second
    for _ in 0..<95 { count.advance(atSeconds: 5) }
    #expect(count.isComplete)
    line = count.line(label: "render", elapsedSeconds: 5)
    #expect(line.contains("180/180 GIF frames") && line.contains("ETA 0 s") && line.contains("[########################]"), "\(line)")
    // A phase with nothing to do (no palette samples) is skipped.
    let single = ProgressCount(phases: [.init(name: "palette", total: 0, noun: "frames"), .init(name: nil, total: 3, noun: "GIF frames")])
    #expect(single.line(label: "x", elapsedSeconds: 0).contains("0/3 GIF frames"))
  }
}

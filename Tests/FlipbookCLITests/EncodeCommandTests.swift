import Foundation
import Raster
import Testing

/// `flipbook encode FRAMES... -o out.gif --fps N`: PNG frames made elsewhere.
@Suite(.serialized) struct EncodeCommandTests {
  /// PNG frames of the moving test scene, rendered by `flipbook render -o dir/`.
  static func frames(in folder: URL) throws -> [String] {
    let scene = folder.appendingPathComponent("scene.json")
    try CLI.write(GIFRenderTests.movingScene, to: scene)
    let directory = folder.appendingPathComponent("frames")
    let result = try CLI.run(["render", scene.path, "-o", directory.path + "/"])
    #expect(result.status == 0, "\(result.stderr)")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { directory.path + "/" + $0 }
  }

  @Test func encodesFramesWithBrowserSafeTimingAndSameBytesForAnyThreads() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = try Self.frames(in: folder)
    #expect(frames.count == 60)
    var outputs: [Data] = []
    for threads in [1, 2, 4] {
      let gif = folder.appendingPathComponent("e\(threads).gif")
      let result = try CLI.run(["encode"] + frames + ["-o", gif.path, "--fps", "60", "--threads", "\(threads)"])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: gif))
    }
    #expect(outputs[0] == outputs[1] && outputs[0] == outputs[2])
    let decoded = try GIFDecoder.decode([UInt8](outputs[0]))
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 })
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 100)
    // First frame matches the first PNG exactly (few colours: the palette holds them all).
    let first = try PixelBuffer(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: frames[0]))))
    #expect(decoded.frames[0].image[20, 30] == first[20, 30])
    #expect(decoded.frames[0].image[5, 5] == first[5, 5])
  }

  @Test func aFolderIsItsFramesInNumericOrder() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rendered = Array(try Self.frames(in: folder).prefix(12))
    // The same frames renamed without zero padding: a glob would list f10 before f2.
    let unpadded = folder.appendingPathComponent("unpadded")
    try FileManager.default.createDirectory(at: unpadded, withIntermediateDirectories: true)
    for (index, path) in rendered.enumerated() {
      try FileManager.default.copyItem(atPath: path, toPath: unpadded.appendingPathComponent("f\(index).png").path)
    }
    let inOrder = folder.appendingPathComponent("in-order.gif"), fromFolder = folder.appendingPathComponent("folder.gif")
    let given = try CLI.run(["encode"] + rendered + ["-o", inOrder.path])
    #expect(given.status == 0, "\(given.stderr)")
    #expect(!given.stderr.contains("warning"), "\(given.stderr)")
    let result = try CLI.run(["encode", unpadded.path, "-o", fromFolder.path])
    #expect(result.status == 0, "\(result.stderr)")
    // What was written goes to stdout: stderr, not a terminal here, gets nothing but errors.
    #expect(result.stdout.contains("12 PNG frames at 60 fps"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(try Data(contentsOf: fromFolder) == Data(contentsOf: inOrder))

    // The glob's order is taken as given, with a warning that names the pair.
    let globbed = (0..<12).map { "f\($0).png" }.sorted().map { unpadded.appendingPathComponent($0).path }
    let warned = try CLI.run(["encode"] + globbed + ["-o", folder.appendingPathComponent("globbed.gif").path])
    #expect(warned.status == 0, "\(warned.stderr)")
    #expect(warned.stderr.contains("warning: \(unpadded.path)/f11.png comes before \(unpadded.path)/f2.png"), "\(warned.stderr)")
    let quiet = try CLI.run(["encode"] + globbed + ["-o", folder.appendingPathComponent("globbed.gif").path, "-q"])
    #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")

    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let none = try CLI.run(["encode", empty.path, "-o", folder.appendingPathComponent("none.gif").path])
    #expect(none.status == 1)
    #expect(none.stderr.contains("the folder holds no .png files"), "\(none.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.gif").path))
  }

  @Test func slowerInputKeepsEveryFrame() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(10))
    let gif = folder.appendingPathComponent("slow.gif")
    let result = try CLI.run(["encode"] + frames + ["-o", gif.path, "--fps", "10", "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: gif)))
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 100)
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds % 10 == 0 })
  }

  @Test func unreadableFrameIsNamed() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bogus = folder.appendingPathComponent("0000.png")
    try CLI.write("not a png", to: bogus)
    let gif = folder.appendingPathComponent("x.gif")
    let result = try CLI.run(["encode", bogus.path, bogus.path, "-o", gif.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains(bogus.path), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: gif.path))
  }

  @Test func fractionalRateFromVideo() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(30))
    let gif = folder.appendingPathComponent("ntsc.gif")
    let result = try CLI.run(["encode"] + frames + ["-o", gif.path, "--fps", "30000/1001"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("30 PNG frames at 30000/1001 fps → 30 GIF frames, 120×60 px, 1.00 s"), "\(result.stdout)")
    let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: gif)))
    #expect(decoded.frames.count == 30)
    // 30 frames at 29.97 fps are 1.001 s: 100 cs in all, each frame at round(j·100.1/30) cs.
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 100)
    #expect(decoded.frames.allSatisfy { (3...4).contains($0.delayCentiseconds) })
    // Each refusal says what is wrong: the range only for a rate written properly.
    let range = "--fps must be more than 0 and at most 1000 frames per second"
    for (bad, reason) in [("0", range), ("1/0", "--fps 1/0 divides by 0: a fraction's denominator must be at least 1"), ("2000", range), ("3000/2", range),
                          ("-1", range), ("-", "--fps - is not a frame rate: write a whole or decimal number"),
                          ("29,97", "--fps 29,97 is not a frame rate"), ("2e2", "--fps 2e2 is not a frame rate"),
                          ("2.5/1", "--fps 2.5/1 is not a frame rate"),
                          ("29.9700001", "--fps 29.9700001 has more than 6 decimals: write it as a fraction"),
                          ("1/1000001", "the fraction's denominator, in lowest terms, must be at most 1000000")] {
      let rejected = try CLI.run(["encode"] + frames + ["-o", gif.path, "--fps=\(bad)"])
      #expect(rejected.status == 64, "--fps \(bad)")
      #expect(rejected.stderr.contains(reason), "\(bad): \(rejected.stderr)")
    }
  }

  @Test func wrongSizeFrameIsNamedEvenWhenNotShown() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var frames = Array(try Self.frames(in: folder).prefix(6))
    let small = folder.appendingPathComponent("small.png")
    try Data(try PixelBuffer(width: 3, height: 2).pngData()).write(to: small)
    frames[1] = small.path  // at 60 fps into a 50 fps GIF, input frame 1 is never shown
    let gif = folder.appendingPathComponent("x.gif")
    let result = try CLI.run(["encode"] + frames + ["-o", gif.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(small.path): 3×2 pixels, but the first frame (\(frames[0])) is"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: gif.path))
  }

  @Test func maxBytesFindsASettingThatFits() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = try Self.frames(in: folder)
    let full = folder.appendingPathComponent("full.gif")
    #expect(try CLI.run(["encode"] + frames + ["-o", full.path, "-q"]).status == 0)
    let fullBytes = try Data(contentsOf: full).count
    let limit = fullBytes / 3
    let fitted = folder.appendingPathComponent("fitted.gif")
    let result = try CLI.run(["encode"] + frames + ["-o", fitted.path, "--max-bytes", "\(limit)"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("--max-bytes "), "\(result.stdout)")
    #expect(result.stdout.contains(": chose "), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let bytes = try Data(contentsOf: fitted)
    #expect(bytes.count <= limit && bytes.count > 0)
    let decoded = try GIFDecoder.decode([UInt8](bytes))
    #expect(decoded.frames.reduce(0) { $0 + $1.delayCentiseconds } == 100, "the timing rules hold whatever the setting")
    // Nothing fits in 100 bytes: exit 1, the reason, and no file.
    let impossible = folder.appendingPathComponent("none.gif")
    let failed = try CLI.run(["encode"] + frames + ["-o", impossible.path, "--max-bytes", "100"])
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("cannot fit 60 frames into 100 bytes: the smallest GIF its search tries, at 10 fps, 32 colours"),
            "\(failed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: impossible.path))
  }

  @Test func needsFramesAndAGIFOutput() throws {
    #expect(try CLI.run(["encode", "-o", "x.gif"]).status == 64)
    #expect(try CLI.run(["encode", "a.png", "-o", "x.png"]).status == 64)
  }

  /// QA: `-o out.gif` linked to a frame inside a folder argument replaced that frame with the
  /// GIF (exit 0); frames named one by one were already refused.
  @Test func anOutputLinkedToAFrameInAFolderIsRefused() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(3))
    let framesFolder = (frames[0] as NSString).deletingLastPathComponent
    let before = try Data(contentsOf: URL(fileURLWithPath: frames[1]))
    let link = folder.appendingPathComponent("out.gif")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: frames[1])
    let result = try CLI.run(["encode", framesFolder, "-o", link.path])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("-o \(link.path) is also an input (\(frames[1])), which writing would destroy"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: frames[1])) == before)
  }

  /// A device takes the GIF whatever its name, as `render` writes one (README, atomic writes).
  @Test func aDeviceTakesTheGIF() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(3))
    let result = try CLI.run(["encode"] + frames + ["-o", "/dev/null"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("/dev/null: "), "\(result.stdout)")
  }

  /// `--blend-samples` averages input frames that share a GIF frame, so at a rate the GIF keeps
  /// frame for frame it changes nothing, and says so as --matte and --tolerance do (QA).
  @Test func blendingFramesThatEachHaveAGIFFrameWarns() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(20))
    let plain = folder.appendingPathComponent("plain.gif"), blended = folder.appendingPathComponent("blended.gif")
    #expect(try CLI.run(["encode"] + frames + ["-o", plain.path, "--fps", "25"]).status == 0)
    let result = try CLI.run(["encode"] + frames + ["-o", blended.path, "--fps", "25", "--blend-samples"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: --blend-samples changes nothing: at --fps 25 every input frame has a GIF frame of its own"),
            "\(result.stderr)")
    #expect(try Data(contentsOf: plain) == Data(contentsOf: blended))
    // Faster than --gif-fps, frames share GIF frames and are blended: no warning.
    let fast = try CLI.run(["encode"] + frames + ["-o", blended.path, "--fps", "60", "--blend-samples"])
    #expect(fast.status == 0 && !fast.stderr.contains("--blend-samples"), "\(fast.stderr)")
    #expect(try Data(contentsOf: plain) != Data(contentsOf: blended))
  }

  /// `--tolerance` on a GIF of one frame changes nothing, and the warning says why: there is no
  /// frame before to keep colours from (QA: encode blamed transparent pixels opaque frames did
  /// not have). render says the same of a still scene.
  @Test func aToleranceOnASingleFrameSaysWhyItChangesNothing() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = Array(try Self.frames(in: folder).prefix(2))  // 3.3 cs at 60 fps: one GIF frame
    let encoded = try CLI.run(["encode"] + frames + ["-o", folder.appendingPathComponent("one.gif").path, "--tolerance", "4"])
    #expect(encoded.status == 0, "\(encoded.stderr)")
    #expect(encoded.stdout.contains("→ 1 GIF frame,"), "\(encoded.stdout)")
    #expect(encoded.stderr.contains("warning: --tolerance 4 changes nothing: the GIF is a single frame"), "\(encoded.stderr)")
    #expect(!encoded.stderr.contains("transparent"), "\(encoded.stderr)")
    let still = folder.appendingPathComponent("still.json")
    try CLI.write("""
      { "canvas": { "width": 40, "height": 20, "background": "white" }, "duration": 1,
        "layers": [ { "type": "rect", "position": [20, 10], "size": [8, 8], "fillColor": "black" } ] }
      """, to: still)
    let rendered = try CLI.run(["render", still.path, "-o", folder.appendingPathComponent("still.gif").path, "--tolerance", "4"])
    #expect(rendered.status == 0 && rendered.stderr.contains("--tolerance 4 changes nothing: the GIF is a single frame"), "\(rendered.stderr)")
    // Frames that move keep the tolerance, and no warning.
    let moving = try CLI.run(["encode"] + (try Self.frames(in: folder)) + ["-o", folder.appendingPathComponent("m.gif").path, "--tolerance", "4"])
    #expect(moving.status == 0 && !moving.stderr.contains("--tolerance"), "\(moving.stderr)")
  }
}

import Foundation
import Raster
import Testing

/// `flipbook render` of the demo scene, checked with our GIF decoder and independent ones.
@Suite(.serialized) struct RenderEndToEndTests {
  let hello = CLI.repository.appendingPathComponent("scenes/hello.json").path

  @Test func demoGIFHasExactBrowserSafeTiming() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("hello.gif")
    let result = try CLI.run(["render", hello, "-o", gif.path])
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = [UInt8](try Data(contentsOf: gif))
    let decoded = try GIFDecoder.decode(bytes)
    #expect(decoded.width == 640 && decoded.height == 400)
    #expect(decoded.loopCount == nil)  // loops forever
    let delays = decoded.frames.map(\.delayCentiseconds)
    #expect(delays.allSatisfy { $0 >= 2 }, "\(delays)")
    #expect(delays.reduce(0, +) == 300)  // the scene lasts exactly 3 s
    #expect(decoded.frames.count > 60)   // it animates; identical frames merged but motion everywhere

    // Pixel colours at two known instants, looked up by presentation time.
    func frame(atCentisecond time: Int) -> PixelBuffer {
      var start = 0
      for frame in decoded.frames {
        if time < start + frame.delayCentiseconds { return frame.image }
        start += frame.delayCentiseconds
      }
      return decoded.frames.last!.image
    }
    let first = frame(atCentisecond: 0)
    #expect(first[320, 200] == (0xF2, 0xF2, 0xF7, 255))  // card fully transparent at t = 0: background
    let later = frame(atCentisecond: 150)
    #expect(later[320, 380] == (255, 255, 255, 255) || later[320, 390] == (0xF2, 0xF2, 0xF7, 255))
    #expect(later[60, 60] == (255, 255, 255, 255))  // inside the card (scale settled to 1)
    #expect(later[100, 232] == (0xFF, 0x95, 0x00, 255))  // the progress bar, orange, already filling
  }

  @Test func independentDecodersAcceptTheGIF() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("hello.gif")
    #expect(try CLI.run(["render", hello, "-o", gif.path]).status == 0)
    let bytes = [UInt8](try Data(contentsOf: gif))
    let ours = try GIFDecoder.decode(bytes)
    // libgd's reader decodes only the first frame: it must agree with ours pixel for pixel.
    let libgdFirst = try PixelBuffer(libgdFirstGIFFrame: bytes)
    #expect(libgdFirst == ours.frames[0].image)
    if CLI.hasTool("identify") {
      let identify = try CLI.tool("identify", ["-format", "%T\n", gif.path])
      #expect(identify.status == 0)
      let delays = identify.output.split(separator: "\n").compactMap { Int($0) }
      #expect(delays == ours.frames.map(\.delayCentiseconds))
    } else {
      print("skipped ImageMagick check: identify is not installed (scripts/setup --test installs it)")
    }
    if CLI.hasTool("gifsicle") {
      let info = try CLI.tool("gifsicle", ["--info", gif.path])
      #expect(info.status == 0)
      #expect(info.output.contains("\(ours.frames.count) images"))
      #expect(info.output.contains("loop forever"))
    } else {
      print("skipped gifsicle check: gifsicle is not installed (scripts/setup --test installs it)")
    }
  }

  @Test func pngSequenceHasEverySixtyFPSFrame() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let result = try CLI.run(["render", hello, "-o", frames.path + "/"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
    #expect(names.count == 180)
    #expect(names.first == "0000.png" && names.last == "0179.png")
    let png = try PixelBuffer(pngData: [UInt8](try Data(contentsOf: frames.appendingPathComponent("0090.png"))))
    let single = folder.appendingPathComponent("f90.png")
    #expect(try CLI.run(["render", hello, "--frame", "90", "-o", single.path]).status == 0)
    #expect(try PixelBuffer(pngData: [UInt8](try Data(contentsOf: single))) == png)
    let atTime = folder.appendingPathComponent("t.png")
    #expect(try CLI.run(["render", hello, "--time", "1.5", "-o", atTime.path]).status == 0)
    #expect(try PixelBuffer(pngData: [UInt8](try Data(contentsOf: atTime))) == png)  // 1.5 s is frame 90 exactly
  }

  @Test func rendersFromAnotherWorkingDirectoryWithBundledFonts() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_FONTS"] = nil
    let result = try CLI.run(["render", hello, "--frame", "90", "-o", "here.png"], in: folder, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let png = try PixelBuffer(pngData: [UInt8](try Data(contentsOf: folder.appendingPathComponent("here.png"))))
    // The title's glyphs are dark pixels in the card's top area.
    var dark = 0
    for y in 60..<100 { for x in 100..<540 where png[x, y].r < 80 { dark += 1 } }
    #expect(dark > 500, "title text missing: \(dark) dark pixels")
  }

  /// A mistyped $FLIPBOOK_FONTS is one scene error naming it, for validate and render alike
  /// (QA: render failed with exit 1 on the first font file, validate named only named fonts).
  @Test func aFontsFolderThatIsNotThereIsNamed() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_FONTS"] = folder.appendingPathComponent("no-such-fonts").path
    for arguments in [["validate", hello], ["render", hello, "-o", folder.appendingPathComponent("x.gif").path]] {
      let result = try CLI.run(arguments, environment: environment)
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      let message = "error: layers[0].children[0]: the fonts folder named by FLIPBOOK_FONTS, \(folder.path)/no-such-fonts, does not exist"
      #expect(result.stderr.components(separatedBy: message).count == 2, "once: \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.gif").path))
    // A file given as the folder is said to be one (QA: "does not exist").
    environment["FLIPBOOK_FONTS"] = hello
    let file = try CLI.run(["validate", hello], environment: environment)
    #expect(file.stderr.contains("the fonts folder named by FLIPBOOK_FONTS, \(hello), is a file, not a folder"), "\(file.stderr)")
  }

  @Test func outputIsIdenticalWhateverTheThreadCount() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("1.gif"), two = folder.appendingPathComponent("2.gif")
    #expect(try CLI.run(["render", hello, "-o", one.path, "--threads", "1"]).status == 0)
    #expect(try CLI.run(["render", hello, "-o", two.path, "--threads", "3"]).status == 0)
    #expect(try Data(contentsOf: one) == Data(contentsOf: two))
  }

  @Test func gifFPSOptionMakesFewerFramesWithTheSameTotal() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("slow.gif")
    #expect(try CLI.run(["render", hello, "-o", gif.path, "--gif-fps", "20", "--loop", "2"]).status == 0)
    let decoded = try GIFDecoder.decode([UInt8](try Data(contentsOf: gif)))
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 5 })
    #expect(decoded.frames.map(\.delayCentiseconds).reduce(0, +) == 300)
    #expect(decoded.loopCount == 1)  // two plays = one repeat
  }
}

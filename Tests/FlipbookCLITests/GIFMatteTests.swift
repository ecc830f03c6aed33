import Foundation
import Raster
import Testing

/// `render`/`encode … --matte COLOUR`: a transparent scene's partly transparent pixels blend into
/// the page colour instead of being cut at half opacity.
@Suite(.serialized) struct GIFMatteTests {
  /// A half-transparent red rect (opacity 0.5: alpha 128) on a transparent canvas.
  static let translucentScene = """
    { "canvas": { "width": 40, "height": 20, "background": "transparent" }, "duration": 0.5,
      "layers": [ { "type": "rect", "position": [20, 10], "size": [20, 10], "fillColor": "#FF0000", "opacity": 0.5 } ] }
    """

  static func firstFrame(_ url: URL) throws -> PixelBuffer {
    try GIFDecoder.decode([UInt8](try Data(contentsOf: url))).frames[0].image
  }

  @Test func renderBlendsPartlyTransparentPixelsIntoTheMatte() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try GIFRenderTests.sceneFile(Self.translucentScene, in: folder)
    let cut = folder.appendingPathComponent("cut.gif"), white = folder.appendingPathComponent("white.gif")
    let dark = folder.appendingPathComponent("dark.gif")
    let plain = try CLI.run(["render", scene, "-o", cut.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stderr.contains("warning: the canvas background is transparent"), "\(plain.stderr)")
    let matted = try CLI.run(["render", scene, "-o", white.path, "--matte", "white"])
    #expect(matted.status == 0, "\(matted.stderr)")
    #expect(!matted.stderr.contains("warning"), "\(matted.stderr)")
    #expect(try CLI.run(["render", scene, "-o", dark.path, "--matte", "#0D1117", "-q"]).status == 0)

    // Without a matte the half-transparent rect is drawn fully opaque red; over white it is
    // half red, half white, as a browser shows the scene on a white page.
    #expect(try Self.firstFrame(cut)[20, 10] == (255, 0, 0, 255))
    #expect(try Self.firstFrame(white)[20, 10] == (255, 127, 127, 255))
    #expect(try Self.firstFrame(dark)[20, 10] == (134, 8, 11, 255))
    // Around the rect the page still shows through.
    for url in [cut, white, dark] { #expect(try Self.firstFrame(url)[2, 2].a == 0) }
  }

  @Test func encodeBlendsTheSameWay() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try GIFRenderTests.sceneFile(Self.translucentScene, in: folder)
    let frames = folder.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    let gif = folder.appendingPathComponent("encoded.gif")
    let result = try CLI.run(["encode", frames.path, "-o", gif.path, "--matte", "white"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    // Without the matte, encode says what the GIF did to the half-transparent pixels.
    let cut = try CLI.run(["encode", frames.path, "-o", folder.appendingPathComponent("cut.gif").path])
    #expect(cut.status == 0, "\(cut.stderr)")
    #expect(cut.stderr.contains("warning: the frames have partly transparent pixels"), "\(cut.stderr)")
    #expect(try Self.firstFrame(gif)[20, 10] == (255, 127, 127, 255))
    #expect(try Self.firstFrame(gif)[2, 2].a == 0)
  }

  @Test func aToleranceOnTransparentFramesSaysItChangesNothing() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try GIFRenderTests.sceneFile(Self.translucentScene, in: folder)
    let exact = folder.appendingPathComponent("exact.gif"), tolerant = folder.appendingPathComponent("tolerant.gif")
    #expect(try CLI.run(["render", scene, "-o", exact.path, "--matte", "white", "-q"]).status == 0)
    let rendered = try CLI.run(["render", scene, "-o", tolerant.path, "--matte", "white", "--tolerance", "8"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stderr.contains("warning: --tolerance 8 changes nothing: the canvas background is transparent"), "\(rendered.stderr)")
    #expect(try Data(contentsOf: exact) == Data(contentsOf: tolerant))
    let frames = folder.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    let encoded = try CLI.run(["encode", frames.path, "-o", folder.appendingPathComponent("e.gif").path, "--matte", "white",
                               "--tolerance", "8"])
    #expect(encoded.status == 0, "\(encoded.stderr)")
    #expect(encoded.stderr.contains("warning: --tolerance 8 changes nothing: the frames have transparent pixels"), "\(encoded.stderr)")
    // Opaque frames that move take the tolerance without a word (a still scene is one frame,
    // where it changes nothing: `EncodeCommandTests.aToleranceOnASingleFrameSaysWhyItChangesNothing`).
    let opaque = try GIFRenderTests.sceneFile(GIFRenderTests.movingScene, in: folder)
    let quiet = try CLI.run(["render", opaque, "-o", folder.appendingPathComponent("o.gif").path, "--tolerance", "8"])
    #expect(quiet.status == 0 && !quiet.stderr.contains("warning"), "\(quiet.stderr)")
  }

  @Test func overAnOpaqueBackgroundThereIsNothingToMatte() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try GIFRenderTests.sceneFile(GIFRenderTests.staticScene, in: folder)
    let result = try CLI.run(["render", scene, "-o", folder.appendingPathComponent("a.gif").path])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    // A matte there would change nothing, and says so; the GIF is the same.
    let matted = try CLI.run(["render", scene, "-o", folder.appendingPathComponent("b.gif").path, "--matte", "black"])
    #expect(matted.status == 0)
    #expect(matted.stderr.contains("--matte black changes nothing"), "\(matted.stderr)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("a.gif")) == Data(contentsOf: folder.appendingPathComponent("b.gif")))
    // Its PNG frames are opaque: encode has nothing to warn about either.
    let frames = folder.appendingPathComponent("frames")
    #expect(try CLI.run(["render", scene, "-o", frames.path + "/", "-q"]).status == 0)
    let encoded = try CLI.run(["encode", frames.path, "-o", folder.appendingPathComponent("c.gif").path])
    #expect(encoded.status == 0)
    #expect(!encoded.stderr.contains("warning"), "\(encoded.stderr)")
    // With a matte it says, as render does, that the matte changes nothing; the GIF is the same.
    let encodedMatted = try CLI.run(["encode", frames.path, "-o", folder.appendingPathComponent("d.gif").path, "--matte", "black"])
    #expect(encodedMatted.status == 0)
    #expect(encodedMatted.stderr.contains("warning: --matte black changes nothing: the frames have no partly transparent pixels"),
            "\(encodedMatted.stderr)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("c.gif")) == Data(contentsOf: folder.appendingPathComponent("d.gif")))
  }

  /// A card, still, and a dot easing across the transparent part of the canvas from the first
  /// frame on: each frame the dot's trailing edge turns transparent again.
  static let movingDotScene = """
    { "canvas": { "width": 200, "height": 120, "background": "BACKGROUND" }, "duration": 1,
      "layers": [
        { "type": "rect", "position": [55, 60], "size": [90, 80], "cornerRadius": 10, "fillColor": "rgba(40, 120, 220, 0.6)",
          "shadowOpacity": 0.4, "shadowRadius": 6 },
        { "type": "ellipse", "position": [140, 60], "size": [30, 30], "fillColor": "#E0457B",
          "animations": [ { "property": "position.x", "from": 130, "to": 180, "duration": 0.8, "timingFunction": "easeInEaseOut",
                            "fillMode": "both" } ] } ] }
    """

  @Test func aTransparentSceneOverAMatteIsAboutAsSmallAsTheSameSceneOnThatColour() throws {
    // Once the first frame was cleared whole, every frame drew the card again: 10× the bytes.
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let transparent = try GIFRenderTests.sceneFile(Self.movingDotScene.replacingOccurrences(of: "BACKGROUND", with: "transparent"), in: folder, name: "transparent.json")
    let white = try GIFRenderTests.sceneFile(Self.movingDotScene.replacingOccurrences(of: "BACKGROUND", with: "white"), in: folder, name: "white.json")
    let matted = folder.appendingPathComponent("matted.gif"), onWhite = folder.appendingPathComponent("white.gif")
    #expect(try CLI.run(["render", transparent, "-o", matted.path, "--matte", "white", "-q"]).status == 0)
    #expect(try CLI.run(["render", white, "-o", onWhite.path, "-q"]).status == 0)
    let mattedBytes = try Data(contentsOf: matted).count, whiteBytes = try Data(contentsOf: onWhite).count
    #expect(mattedBytes < whiteBytes * 3 / 2, "over a matte \(mattedBytes) bytes, on white \(whiteBytes)")
  }

  @Test(arguments: [("whit", "did you mean \"white\""), ("#FFFFFF80", "must be an opaque colour")])
  func aBadMatteIsAUsageError(matte: String, message: String) throws {
    let result = try CLI.run(["render", "x.json", "-o", "x.gif", "--matte", matte])
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}

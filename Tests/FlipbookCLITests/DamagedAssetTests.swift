import Foundation
import Testing

/// Fonts and images that exist but cannot be used are scene errors: every one is reported at the
/// value that names it (file:line:column), with the scene's other problems, and every command
/// that loads the scene exits 65 — `validate` no longer passes what `render` then trips on.
@Suite struct DamagedAssetTests {
  static let assets = CLI.repository.appendingPathComponent("scenes/assets")

  /// A folder with damaged copies of the repository's fonts and images in `assets/`.
  static func folderWithDamagedAssets() throws -> URL {
    let folder = try CLI.temporaryDirectory()
    let target = folder.appendingPathComponent("assets")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
    func write(_ bytes: [UInt8], _ name: String) throws { try Data(bytes).write(to: target.appendingPathComponent(name)) }
    let png = try bytes(assets.appendingPathComponent("avatar.png"))
    try write(png, "renamed.ttf")  // a PNG renamed .ttf
    try write(Array(try bytes(CLI.repository.appendingPathComponent("fonts/DejaVuSans.ttf")).prefix(1000)), "cut.ttf")
    try write(Array(png.prefix(500)), "cut.png")
    try write(Array(png.dropLast(12)), "noiend.png")  // whole image data, no IEND chunk
    var badCRC = png  // the first IDAT chunk's CRC, after its length, type and data
    let idat = try #require((8..<png.count - 4).first { png[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
    let idatLength = png[idat - 4..<idat].reduce(0) { $0 << 8 | Int($1) }
    badCRC[idat + 4 + idatLength] ^= 0xFF
    try write(badCRC, "badcrc.png")
    var gif = try bytes(assets.appendingPathComponent("spinner.gif"))
    for k in 200..<400 { gif[k] = 0xFF }  // inside the first frame's LZW data
    try write(gif, "badlzw.gif")
    var jpeg = try bytes(assets.appendingPathComponent("photo.jpg"))
    let huffman = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC4 })
    for k in huffman + 5..<huffman + 40 { jpeg[k] = 0xFF }  // a Huffman table libjpeg refuses
    try write(jpeg, "bad.jpg")
    try write(Array(try bytes(assets.appendingPathComponent("photo.jpg")).prefix(2000)), "cut.jpg")  // a download cut short
    return folder
  }

  @Test func damagedFontsAreReportedOnceEachWithTheSceneOtherProblems() throws {
    let folder = try Self.folderWithDamagedAssets()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("fonts.json")
    try CLI.write("""
      {"canvas": {"width": 200, "height": 40}, "duration": 0.1, "layers": [
        {"type": "text", "text": "Hello", "font": "assets/renamed.ttf", "opacity": 5},
        {"type": "text", "text": "Hello", "font": ["DejaVu Sans", "assets/cut.ttf"]}
      ]}
      """, to: scene)
    let result = try CLI.run(["validate", scene.path])
    #expect(result.status == 65)
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == 3, "\(result.stderr)")
    #expect(errors.contains("\(scene.path):2:45: error: layers[0].font: cannot load font \"assets/renamed.ttf\": not a font file (FreeType: unknown file format)"))
    #expect(errors.contains("\(scene.path):3:61: error: layers[1].font[1]: cannot load font \"assets/cut.ttf\": damaged or truncated font file (FreeType: unknown file format)"))
    #expect(errors.contains { $0.contains("layers[0].opacity: must be in 0…1") })
  }

  @Test func damagedImagesFailValidation() throws {
    let folder = try Self.folderWithDamagedAssets()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("images.json")
    let names = ["cut.png", "badcrc.png", "badlzw.gif", "bad.jpg", "cut.jpg", "noiend.png"]
    let layers = names.map { #"{"type": "image", "contents": "assets/\#($0)", "size": [10, 10]}"# }
    try CLI.write(#"{"canvas": {"width": 100, "height": 40}, "duration": 0.1, "layers": [\#n"# + layers.joined(separator: ",\n") + "]}", to: scene)
    let result = try CLI.run(["validate", scene.path])
    #expect(result.status == 65)
    for (index, name) in names.enumerated() {
      #expect(result.stderr.contains("\(scene.path):\(index + 2):31: error: layers[\(index)].contents: cannot decode \"assets/\(name)\": "),
              "\(name): \(result.stderr)")
    }
    // From the chunks' structure, as `encode` says it (libpng decoded noiend.png without a word).
    #expect(result.stderr.contains("cannot decode \"assets/cut.png\": damaged PNG: cut short: chunk IDAT"), "\(result.stderr)")
    #expect(result.stderr.contains("cannot decode \"assets/badcrc.png\": damaged PNG: chunk IDAT at byte"), "\(result.stderr)")
    #expect(result.stderr.contains("cannot decode \"assets/noiend.png\": damaged PNG: cut short: no IEND chunk"), "\(result.stderr)")
    #expect(result.stderr.contains("GIF frame 0: invalid LZW data"))
    #expect(result.stderr.contains("cannot decode \"assets/cut.jpg\": damaged JPEG: the file ends before its image data does"), "\(result.stderr)")
  }

  @Test(arguments: ["render", "check"])
  func renderAndCheckExit65ForADamagedAsset(_ command: String) throws {
    let folder = try Self.folderWithDamagedAssets()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("one.json")
    try CLI.write("""
      {"canvas": {"width": 100, "height": 40}, "duration": 0.1, "layers": [
        {"type": "image", "contents": "assets/cut.png", "size": [10, 10]},
        {"type": "text", "text": "Hello", "font": "assets/renamed.ttf"}]}
      """, to: scene)
    let output = command == "render" ? ["-o", folder.appendingPathComponent("out.gif").path]
      : ["--golden", folder.appendingPathComponent("goldens").path, "--record", "missing"]
    let result = try CLI.run([command, scene.path] + output)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("\(scene.path):2:"))
    #expect(result.stderr.contains("layers[0].contents: cannot decode \"assets/cut.png\""))
    #expect(result.stderr.contains("layers[1].font: cannot load font \"assets/renamed.ttf\""))
  }
}

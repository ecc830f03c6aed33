import Raster
import Testing
import Timing
@testable import Render
@testable import SceneModel

/// Split text through the real fonts: at rest it renders exactly the pixels of the unsplit
/// text, for Latin, Japanese and mixed strings, at @1x and @2x; animated units move on their own.
@Suite struct TextSplitRenderTests {
  static func scene(_ layer: String, scale: Int = 1, duration: Double = 1) throws -> Scene {
    let json = ##"{"canvas": {"width": 220, "height": 90, "scale": \##(scale), "background": "#202020"}, "duration": \##(duration), "layers": [\##(layer)]}"##
    return try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
  }

  static func pixels(_ layer: String, scale: Int = 1, seconds: Double = 0) throws -> PixelBuffer {
    try FrameRenderer(scene: scene(layer, scale: scale)).render(at: TickTime(seconds: seconds)!)
  }

  static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    var count = 0
    for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
    return count
  }

  static let texts: [(String, String)] = [
    ("Latin", #""text": "Hello World!!", "fontSize": 28"#),
    ("Japanese", #""text": "ラーメン店の名前を入力", "fontSize": 18"#),
    ("mixed", #""text": "MacBook Air と 一風堂", "font": ["DejaVu Sans", "M+ 1"], "fontSize": 19"#),
    ("kerned", #""text": "AVATAR Wave To", "font": "DejaVu Sans Bold", "fontSize": 24, "letterSpacing": 0.7"#),
    ("wrapped centred", #""text": "Rotating search placeholders fade in and out", "size": [200, 80], "alignment": "center", "lineBreakMode": "wordWrap", "lineHeight": 22, "fontSize": 15"#),
    ("truncated", #""text": "A title much too long for its box", "size": [150, 30], "lineBreakMode": "truncatingTail", "fontSize": 16"#),
    // Colour emoji, ligatures among them: a unit is a whole sequence, drawn as one picture.
    ("emoji", #""text": "Hi 👋🏽 🇯🇵 👨‍👩‍👧 ok ❤️", "fontSize": 20"#),
    // Soft hyphens (one drawn as "-" where the line breaks), a no-break space and a zero-width space.
    ("soft hyphens", #""text": "extra\u00adordinarily\u00adlong\u00adword 100\u00a0km a\u200bb", "size": [130, 80], "lineBreakMode": "wordWrap", "fontSize": 16"#),
  ]

  static let splits = [1, 2].flatMap { scale in ["characters", "charactersAndSpaces", "words", "lines"].map { (scale, $0) } }

  @Test(arguments: texts, splits)
  func splitAtRestRendersTheSamePixels(text: (name: String, json: String), split: (scale: Int, unit: String)) throws {
    let scale = split.scale
    let plain = #"{"type": "text", "color": "white", "position": [110, 45], \#(text.json)}"#
    let splitLayer = #"{"type": "text", "color": "white", "position": [110, 45], "split": "\#(split.unit)", \#(text.json)}"#
    let expected = try Self.pixels(plain, scale: scale), actual = try Self.pixels(splitLayer, scale: scale)
    #expect(Self.differingPixels(expected, actual) == 0, "\(text.name) split into \(split.unit) @\(scale)x")
  }

  @Test func unitAnimationsMoveUnitsAndTheWholeStringFadesTogether() throws {
    let layer = #"""
      {"type": "text", "text": "Hello World!!", "fontSize": 28, "color": "white", "position": [110, 45], "split": "characters",
       "stagger": {"each": 0.5, "order": "random", "seed": 3},
       "unitAnimations": [{"property": "opacity", "from": 0, "to": 1, "duration": 0.5, "fillMode": "both"}],
       "animations": [{"property": "opacity", "from": 1, "to": 0, "beginTime": 6.5, "duration": 0.5, "fillMode": "forwards"}]}
      """#
    let renderer = try FrameRenderer(scene: Self.scene(layer, duration: 8))
    let rest = try Self.pixels(#"{"type": "text", "text": "Hello World!!", "fontSize": 28, "color": "white", "position": [110, 45]}"#)
    let blank = try Self.pixels("")
    #expect(Self.differingPixels(try renderer.render(at: .zero), blank) == 0)  // every unit still transparent
    let partway = try renderer.render(at: TickTime(seconds: 2.5)!)  // five of the twelve characters fully in
    #expect(Self.differingPixels(partway, blank) > 0 && Self.differingPixels(partway, rest) > 0)
    #expect(Self.differingPixels(try renderer.render(at: TickTime(seconds: 6)!), rest) == 0)  // all in: the plain text
    #expect(Self.differingPixels(try renderer.render(at: TickTime(seconds: 7)!), blank) == 0)  // faded out as one
  }

  @Test func aScaledUnitGrowsAboutItsOwnCentre() throws {
    let layer = #"{"type": "text", "text": "I", "fontSize": 40, "color": "white", "position": [110, 45], "split": "characters", "unitAnimations": [{"property": "transform.scale", "from": 2, "to": 2, "duration": 1, "fillMode": "both"}]}"#
    let scaled = try Self.pixels(layer)
    func inkColumns(_ pixels: PixelBuffer) -> ClosedRange<Int> {
      let columns = (0..<pixels.width).filter { x in (0..<pixels.height).contains { pixels[x, $0].r > 128 } }
      return columns.first!...columns.last!
    }
    let plain = inkColumns(try Self.pixels(#"{"type": "text", "text": "I", "fontSize": 40, "color": "white", "position": [110, 45]}"#))
    let grown = inkColumns(scaled)
    #expect(grown.count >= 2 * plain.count - 2)
    #expect(abs((grown.lowerBound + grown.upperBound) - (plain.lowerBound + plain.upperBound)) <= 2)  // same centre
  }
}

import Raster
import Testing
import Timing
@testable import Render
@testable import SceneModel

/// Counters, counter-driven colours, measured values and missing-glyph warnings with the real fonts.
@Suite struct TextFeatureRenderTests {
  static func renderer(_ layers: String, duration: Double = 2) throws -> FrameRenderer {
    let json = #"{"canvas": {"width": 200, "height": 60, "background": "white"}, "duration": \#(duration), "layers": [\#(layers)]}"#
    return try FrameRenderer(scene: SceneLoader().load(text: json, baseDirectory: "/tmp").scene)
  }

  @Test func counterDrawsTheSamePixelsAsItsFormattedText() throws {
    let counter = try Self.renderer(#"{"type": "text", "position": [100, 30], "fontSize": 20, "counter": {"from": 0, "to": 2480, "format": "%,d pt", "duration": 1, "timingFunction": "cubic-bezier(0.25, 0.1, 0.25, 1)"}}"#)
    let end = try Self.renderer(#"{"type": "text", "position": [100, 30], "fontSize": 20, "text": "2,480 pt"}"#)
    let start = try Self.renderer(#"{"type": "text", "position": [100, 30], "fontSize": 20, "text": "0 pt"}"#)
    #expect(try counter.render(at: TickTime(seconds: 1.5)!) == end.render(at: .zero))
    #expect(try counter.render(at: .zero) == start.render(at: .zero))
  }

  @Test(arguments: [(0.49, (0xE5, 0x39, 0x35)), (0.5, (0xFB, 0x8C, 0x00)), (0.8, (0x43, 0xA0, 0x47))] as [(Double, (Int, Int, Int))])
  func gaugeAndNumberChangeColourTogether(seconds: Double, rgb: (Int, Int, Int)) throws {
    let stops = ##"[[0, "#E53935"], [0.5, "#FB8C00"], [0.8, "#43A047"]]"##
    let renderer = try Self.renderer(#"""
      {"id": "points", "type": "text", "text": "", "fontSize": 40, "position": [60, 30], "counter": {"to": 100, "duration": 1, "format": "%d"},
       "color": {"by": "counter", "stops": \#(stops)}},
      {"type": "rect", "position": [160, 30], "size": [40, 40], "fillColor": {"by": "points.counter", "stops": \#(stops)}}
      """#)
    let pixels = try renderer.render(at: TickTime(seconds: seconds)!)
    let bar = pixels[160, 30]
    #expect((Int(bar.r), Int(bar.g), Int(bar.b)) == rgb)
    // The digits' fully covered pixels have the same colour as the bar.
    var inked: [(Int, Int, Int)] = []
    for y in 0..<60 { for x in 0..<120 where pixels[x, y] != (255, 255, 255, 255) { inked.append((Int(pixels[x, y].r), Int(pixels[x, y].g), Int(pixels[x, y].b))) } }
    #expect(inked.contains { $0 == rgb })
  }

  /// A text layer without a size is as big as its text; animating its size starts there, as
  /// a label sized to fit does, and the drawn bounds follow the animation.
  @Test func animatedSizeOfATextWithoutOneStartsFromItsText() throws {
    let text = #""type": "text", "text": "Hello", "fontSize": 20, "backgroundColor": "yellow", "position": [100, 30]"#
    let plain = try Self.renderer("{\(text)}")
    let unchanged = try Self.renderer(#"{\#(text), "animations": [{"property": "size", "by": [0, 0], "duration": 1}]}"#)
    #expect(try unchanged.render(at: TickTime(seconds: 0.5)!) == plain.render(at: .zero))
    let widening = try Self.renderer(#"{\#(text), "animations": [{"property": "size.width", "from": 50, "to": 150, "duration": 1}]}"#)
    let pixels = try widening.render(at: TickTime(seconds: 0.5)!)  // 100 pt wide, centred on x = 100
    #expect(pixels[51, 20] == (255, 255, 0, 255) && pixels[148, 20] == (255, 255, 0, 255))  // above the glyphs
    #expect(pixels[49, 20] == (255, 255, 255, 255) && pixels[150, 20] == (255, 255, 255, 255))
    // The height stays the text's: the rows the plain layer covers.
    let plainPixels = try plain.render(at: .zero)
    for y in 0..<60 { #expect((pixels[51, y] != (255, 255, 255, 255)) == (plainPixels[100, y] != (255, 255, 255, 255)), "row \(y)") }
  }

  @Test func underlineTakesItsTabTitlesMeasuredWidthAndCentre() throws {
    let renderer = try Self.renderer(#"""
      {"id": "tab2", "type": "text", "text": "Events", "fontSize": 15, "position": [140, 20]},
      {"id": "underline", "type": "rect", "position": [40, 40], "size": [30, 2], "fillColor": "black", "animations": [
        {"property": "size.width", "to": {"measure": "tab2", "of": "textWidth"}, "duration": 0.3, "fillMode": "forwards"},
        {"property": "position.x", "to": {"measure": "tab2", "of": "textMidX"}, "duration": 0.3, "fillMode": "forwards"}]}
      """#)
    let font = try Font(contentsOf: BundledFonts.directory! + "/DejaVuSans.ttf")
    let width = TextLayout(text: "Events", fonts: [font], sizePoints: 15, alignment: .natural, boxWidthPoints: nil).bounds.width
    let end = renderer.scene.layer(id: "underline")!.properties(at: TickTime(seconds: 1)!, colorSpace: .srgb)
    #expect(abs(end.size.x - width) < 1e-9)
    #expect(abs(end.position.x - 140) < 1e-9)
    #expect(width > 40 && width < 60)
  }

  /// An empty text measures 0 × 0, as UILabel's intrinsic size does, so a pill sized from it
  /// shrinks to its padding (QA: "" measured one line tall); a newline alone is still two lines.
  @Test func anEmptyTextMeasuresNothing() throws {
    let renderer = try Self.renderer(#"""
      {"id": "empty", "type": "text", "text": "", "fontSize": 17, "position": [100, 20]},
      {"id": "pill", "type": "rect", "position": [100, 40], "size": {"measure": "empty", "of": "textSize", "plus": [12, 6]}, "fillColor": "red"},
      {"id": "lines", "type": "text", "text": "\n", "fontSize": 17, "position": [100, 20]},
      {"id": "tall", "type": "rect", "position": [100, 40], "size": [10, {"measure": "lines", "of": "textHeight"}], "fillColor": "red"}
      """#)
    let pill = renderer.scene.layer(id: "pill")!.properties(at: .zero, colorSpace: .srgb)
    #expect(pill.size.x == 12 && pill.size.y == 6)
    let font = try Font(contentsOf: BundledFonts.directory! + "/DejaVuSans.ttf")
    let twoLines = TextLayout(text: "\n", fonts: [font], sizePoints: 17, alignment: .natural, boxWidthPoints: nil).bounds.height
    #expect(renderer.scene.layer(id: "tall")!.properties(at: .zero, colorSpace: .srgb).size.y == twoLines)
    #expect(twoLines > 30)
  }

  @Test func aBadgeFitsItsNumberInTheRealFont() throws {
    // The pill is drawn from the measured box: red exactly across the text width + 14 pt.
    let renderer = try Self.renderer(#"""
      {"id": "badge", "type": "rect", "position": {"measure": "count", "of": "textCenter"},
       "size": [{"measure": "count", "of": "textWidth", "plus": 14}, 22], "fillColor": "#FF0000"},
      {"id": "count", "type": "text", "text": "1280", "fontSize": 14, "color": "white", "position": [100, 30]}
      """#)
    let font = try Font(contentsOf: BundledFonts.directory! + "/DejaVuSans.ttf")
    let width = TextLayout(text: "1280", fonts: [font], sizePoints: 14, alignment: .natural, boxWidthPoints: nil).bounds.width
    let badge = renderer.scene.layer(id: "badge")!.properties
    #expect(abs(badge.size.x - (width + 14)) < 1e-9)
    #expect(badge.size.y == 22)
    let pixels = try renderer.render(at: .zero)
    let left = badge.position.x - badge.size.x / 2, right = badge.position.x + badge.size.x / 2
    #expect(pixels[Int(left.rounded(.up)), 20] == (255, 0, 0, 255))  // inside, on the row above the digits
    #expect(pixels[Int(right.rounded(.down)) - 1, 20] == (255, 0, 0, 255))
    #expect(pixels[Int(left.rounded(.down)) - 1, 20] == (255, 255, 255, 255))  // just outside
    #expect(pixels[Int(right.rounded(.up)) + 1, 20] == (255, 255, 255, 255))
  }

  @Test func aBadgeGrowsWithItsCounterInTheRealFont() throws {
    // 7 → 1200: the pill fits "7" at the start and "1200" at the end, centred on the number.
    let renderer = try Self.renderer(#"""
      {"id": "badge", "type": "rect", "position": {"measure": "count", "of": "textCenter"},
       "size": [{"measure": "count", "of": "textWidth", "plus": 14}, 22], "fillColor": "#FF0000"},
      {"id": "count", "type": "text", "fontSize": 14, "color": "white", "position": [100, 30], "counter": {"from": 7, "to": 1200, "duration": 1}}
      """#)
    let font = try Font(contentsOf: BundledFonts.directory! + "/DejaVuSans.ttf")
    for (seconds, text) in [(0.0, "7"), (1.5, "1200")] {
      let width = TextLayout(text: text, fonts: [font], sizePoints: 14, alignment: .natural, boxWidthPoints: nil).bounds.width + 14
      let pixels = try renderer.render(at: TickTime(seconds: seconds)!)
      let left = 100 - width / 2, right = 100 + width / 2
      #expect(pixels[Int(left.rounded(.up)), 20] == (255, 0, 0, 255), "\(text)")
      #expect(pixels[Int(right.rounded(.down)) - 1, 20] == (255, 0, 0, 255), "\(text)")
      #expect(pixels[Int(left.rounded(.down)) - 1, 20] == (255, 255, 255, 255), "\(text)")
      #expect(pixels[Int(right.rounded(.up)) + 1, 20] == (255, 255, 255, 255), "\(text)")
    }
  }

  @Test func aCharacterNoFontHasIsABoxAndAWarning() throws {
    // U+E000 is a private-use character: no bundled font has it.
    let renderer = try Self.renderer(#"{"type": "group", "children": [{"type": "text", "text": "a\#u{E000}b", "position": [100, 30]}]}"#)
    #expect(renderer.textWarnings.count == 1)
    #expect(renderer.textWarnings.first?.description.hasPrefix("warning: layers[0].children[0].text: no font has U+E000; it is drawn as an empty box") == true)
    let clean = try Self.renderer(#"{"type": "text", "text": "MacBook Air と 一風堂 🦩", "position": [100, 30]}"#)
    #expect(clean.textWarnings.isEmpty)  // the default list covers Latin, Japanese and emoji
  }

  /// Every character of JIS X 0208 and JIS X 0201 (as Shift_JIS encodes them) is drawn from a
  /// font in the default list, regular or bold (QA: 【】, ％, full-width Latin letters,
  /// half-width katakana and level-2 kanji were boxes, because M+ 1 lacks them).
  @Test(arguments: ["regular", "bold"])
  func everyJapaneseCharacterSetCharacterHasAGlyph(weight: String) throws {
    var characters = ""
    // Lead bytes of JIS X 0208's rows 1–8 and 16–84; 0x85–0x87 and 0xED–0xEF hold vendor
    // extensions in the Windows variant, which is not JIS.
    for lead in Array(UInt8(0x81)...0x84) + Array(UInt8(0x88)...0x9F) + Array(UInt8(0xE0)...0xEA) {
      for trail in Array(UInt8(0x40)...0x7E) + Array(UInt8(0x80)...0xFC) {
        if let text = String(bytes: [lead, trail], encoding: .shiftJIS), text.unicodeScalars.count == 1 { characters += text }
      }
    }
    for byte in UInt8(0xA1)...0xDF {
      if let text = String(bytes: [byte], encoding: .shiftJIS) { characters += text }  // half-width katakana
    }
    #expect(characters.unicodeScalars.count > 6900)  // 6879 of JIS X 0208 and 63 of JIS X 0201
    #expect(characters.contains("【") && characters.contains("ｱ") && characters.contains("弌") && characters.contains("％"))
    let renderer = try Self.renderer(#"{"type": "text", "text": "\#(characters)", "weight": "\#(weight)", "fontSize": 4, "position": [100, 30]}"#)
    #expect(renderer.textWarnings.map(\.description) == [])
  }

  @Test func emojiAreDrawnInColourWhateverTheFontList() throws {
    // A named list without an emoji font still gets the bundled one as its last fallback.
    for font in [#""#, #", "font": "DejaVu Sans""#, #", "font": ["M+ 1"], "weight": "bold""#] {
      let renderer = try Self.renderer(#"{"type": "text", "text": "🦩", "fontSize": 40, "color": "black", "position": [100, 30]\#(font)}"#)
      #expect(renderer.textWarnings.isEmpty)
      let pixels = try renderer.render(at: .zero)
      // The flamingo is pink: some pixels are much redder than they are green, none of the text's black is needed.
      var pink = 0
      for y in 0..<60 { for x in 0..<200 where Int(pixels[x, y].r) - Int(pixels[x, y].g) > 80 && pixels[x, y].a == 255 { pink += 1 } }
      #expect(pink > 50, "font\(font): \(pink) pink pixels")
    }
  }

  @Test func preparationIsWhatTheRendererDraws() throws {
    let json = #"{"canvas": {"width": 100, "height": 40}, "duration": 1, "layers": [{"id": "t", "type": "text", "text": "ab", "split": "words", "position": [50, 20]}]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    let (prepared, warnings) = try TextPreparation.prepare(scene)
    #expect(warnings.isEmpty)
    #expect(prepared.layer(id: "t")!.children.count == 1)
    #expect(try FrameRenderer(scene: prepared).scene == prepared)
  }

  @Test func standardLigaturesAreOnByDefaultAndOffOnRequest() throws {
    let text = #"{"type": "text", "text": "office flow", "position": [100, 30], "fontSize": 24"#
    let joined = try Self.renderer(text + "}").render(at: .zero)
    let apart = try Self.renderer(text + #", "ligatures": false}"#).render(at: .zero)
    let spaced = try Self.renderer(text + #", "letterSpacing": 0.001}"#).render(at: .zero)
    #expect(joined != apart, "ffi and fl are drawn as ligatures by default")
    // Letter spacing turns them off: spaced text has the unjoined glyphs (moved by a thousandth
    // of a point at most, so it differs from `apart` in a few edge pixels only).
    var differing = 0
    for y in 0..<60 { for x in 0..<200 where spaced[x, y] != apart[x, y] { differing += 1 } }
    var differingFromJoined = 0
    for y in 0..<60 { for x in 0..<200 where spaced[x, y] != joined[x, y] { differingFromJoined += 1 } }
    #expect(differing < differingFromJoined)
  }

  @Test func splitTextKeepsOneGlyphPerCharacter() throws {
    let split = try Self.renderer(#"{"type": "text", "text": "office", "position": [100, 30], "fontSize": 24, "split": "characters"}"#)
    let apart = try Self.renderer(#"{"type": "text", "text": "office", "position": [100, 30], "fontSize": 24, "ligatures": false}"#)
    #expect(try split.render(at: .zero) == apart.render(at: .zero), "each unit draws its own character, where the unjoined layout puts it")
  }
}

/// Truncation with fonts that have neither "…" nor "." says so at the layer (QA: three empty
/// boxes and no warning).
@Suite struct EllipsisWarningTests {
  @Test func noFontWithAnEllipsisIsAWarning() throws {
    let layer = #"{"type": "text", "text": "1234567890123", "font": "Noto Color Emoji", "fontSize": 16, "size": [60, 30], "position": [100, 30], "lineBreakMode": "truncatingTail"}"#
    let renderer = try TextFeatureRenderTests.renderer(layer)
    #expect(renderer.textWarnings.map(\.path) == ["layers[0].text"])
    #expect(renderer.textWarnings.first?.message.hasPrefix("no font has U+2026 \"…\" nor \".\" for the ellipsis that ends cut text") == true,
            "\(renderer.textWarnings)")
    let fine = try TextFeatureRenderTests.renderer(layer.replacing(#""Noto Color Emoji""#, with: #"["Noto Color Emoji", "DejaVu Sans"]"#))
    #expect(fine.textWarnings.isEmpty)
  }
}

import Foundation
import Testing
import Timing
@testable import SceneModel

/// A monospaced stand-in for the FreeType measurer: every character is 0.5 em wide, lines are
/// 1.25 em, lines break only at "\n", and "☃" is missing from every font.
struct MonospaceMeasurer: TextMeasurer {
  func measure(_ text: String, style: TextStyle, fontSizePoints: Double, boxWidthPoints: Double?) -> TextMeasurement {
    let advance = fontSizePoints / 2, lineHeight = fontSizePoints * 1.25
    var glyphs: [TextMeasurement.Glyph] = [], line = 0, x = 0.0, widest = 0.0, missing: [Unicode.Scalar] = []
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if scalar == "\n" { line += 1; x = 0; continue }
      if scalar == "☃" && !missing.contains(scalar) { missing.append(scalar) }
      glyphs.append(.init(scalar: scalar, scalarIndex: index, lineIndex: line, xPoints: x, advancePoints: advance))
      x += advance + style.letterSpacingPoints
      widest = max(widest, x - style.letterSpacingPoints)
    }
    return TextMeasurement(bounds: TextRect(x: 0, y: 0, width: widest, height: Double(line + 1) * lineHeight),
                           lineHeightPoints: lineHeight, glyphs: glyphs, missingScalars: missing)
  }
}

@Suite struct TextResolverTests {
  func prepare(_ layers: String) throws -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let json = #"{"canvas": {"width": 200, "height": 100}, "duration": 10, "layers": [\#(layers)]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return TextResolver(measurer: MonospaceMeasurer()).resolve(scene)
  }

  @Test func charactersSplitIntoUnitsAtTheirLayoutPositions() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "Hi yo", "fontSize": 20, "position": [100, 50], "split": "characters"}"#)
    let layer = scene.layer(id: "t")!
    #expect(layer.children.map(\.properties.text) == ["H", "i", "y", "o"])  // the space gets no unit
    #expect(layer.children.map(\.properties.position.x) == [5, 15, 35, 45])  // unit centres: 10 pt advances
    #expect(layer.children.allSatisfy { $0.properties.position.y == 12.5 && $0.properties.size == Vec2(10, 25) })
    #expect(layer.properties.size == Vec2(50, 25))  // the text's size, so the layer's geometry does not change
    #expect(layer.children[2].path == "layers[0].units[2]")
  }

  @Test func charactersAndSpacesGiveSpacesTheirOwnUnit() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "Hi yo", "fontSize": 20, "split": "charactersAndSpaces"}"#)
    let units = scene.layer(id: "t")!.children
    #expect(units.map(\.properties.text) == ["H", "i", " ", "y", "o"])
    #expect(units.map(\.properties.position.x) == [5, 15, 25, 35, 45])  // the space's 10-pt advance is its box
  }

  /// Seed 003 makes a UILabel for every Character of "Hello World!!" — 13, the space included — and
  /// starts each 0.5 s after the previous one in shuffled order, so the space takes a turn too.
  @Test func aStaggerCountsTheSpacesUnits() throws {
    let (scene, _) = try prepare(#"""
      {"id": "t", "type": "text", "text": "Hello World!!", "split": "charactersAndSpaces", "stagger": {"each": 0.5, "order": "random", "seed": 3}}
      """#)
    let units = scene.layer(id: "t")!.children
    #expect(units.count == 13)
    #expect(units.map(\.timeShift.seconds).sorted() == (0..<13).map { Double($0) * 0.5 })
    let (visible, _) = try prepare(#"{"id": "t", "type": "text", "text": "Hello World!!", "split": "characters", "stagger": {"each": 0.5}}"#)
    #expect(visible.layer(id: "t")!.children.count == 12)
  }

  @Test func wordsAndLines() throws {
    let (words, _) = try prepare(#"{"id": "t", "type": "text", "text": "ab cd\nef", "split": "words"}"#)
    #expect(words.layer(id: "t")!.children.map(\.properties.text) == ["ab", "cd", "ef"])
    let (lines, _) = try prepare(#"{"id": "t", "type": "text", "text": "ab cd\nef", "split": "lines", "fontSize": 8}"#)
    let units = lines.layer(id: "t")!.children
    #expect(units.map(\.properties.text) == ["ab cd", "ef"])
    #expect(units.map(\.properties.position.y) == [5, 15])
  }

  @Test func combiningMarksStayWithTheirCharacter() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "e\u0301a", "split": "characters"}"#)
    #expect(scene.layer(id: "t")!.children.map(\.properties.text) == ["e\u{301}", "a"])
  }

  @Test func unitsRunUnitAnimationsOnSeededStaggeredClocks() throws {
    let layer = #"""
      {"id": "t", "type": "text", "text": "Hello", "split": "characters", "stagger": {"each": 0.5, "order": "random", "seed": 3},
       "unitAnimations": [{"property": "opacity", "from": 0, "to": 1, "duration": 0.5, "fillMode": "both"}]}
      """#
    let (scene, _) = try prepare(layer)
    let units = scene.layer(id: "t")!.children
    let shifts = units.map(\.timeShift.seconds).sorted()
    #expect(shifts == [0, 0.5, 1, 1.5, 2])
    #expect(units.map(\.timeShift) != units.map(\.timeShift).sorted())  // a random order, not reading order
    let again = try prepare(layer).scene.layer(id: "t")!.children.map(\.timeShift)
    #expect(again == units.map(\.timeShift))  // same seed, same order
    for unit in units {
      let start = unit.timeShift
      #expect(unit.properties(at: start, colorSpace: .srgb).opacity == 0)
      #expect(unit.properties(at: start + TickTime(seconds: 0.5)!, colorSpace: .srgb).opacity == 1)
    }
  }

  @Test func aTextWithoutASizeTakesItsTextsSizeWhenItsSizeIsAnimated() throws {
    let (scene, _) = try prepare(#"""
      {"id": "a", "type": "text", "text": "Hello", "fontSize": 20, "animations": [{"property": "size.width", "to": 150, "duration": 1}]},
      {"id": "b", "type": "text", "text": "Hello", "fontSize": 20, "lineBreakMode": "wordWrap",
       "animations": [{"duration": 1, "animations": [{"property": "size", "by": [10, 0], "duration": 1}]}]},
      {"id": "c", "type": "text", "text": "Hello", "fontSize": 20, "animations": [{"property": "opacity", "to": 0, "duration": 1}]}
      """#)
    for id in ["a", "b"] {
      #expect(scene.layer(id: id)!.properties.size == Vec2(50, 25), "\(id)")
      #expect(scene.layer(id: id)!.hasExplicitSize, "\(id)")
    }
    let halfway = scene.state(at: TickTime(seconds: 0.5)!)
    #expect(halfway.layers[0].properties.size == Vec2(100, 25))
    #expect(halfway.layers[1].properties.size == Vec2(55, 25))
    // Without a size animation the size keeps following the text.
    #expect(!scene.layer(id: "c")!.hasExplicitSize)
  }

  @Test func aLineBreakModeWarnsOnlyWithoutASizeOrASizeAnimation() throws {
    let warned = try SceneLoader().load(text: #"{"canvas": {"width": 9, "height": 9}, "duration": 1, "layers": [{"type": "text", "text": "x", "lineBreakMode": "wordWrap"}]}"#,
                                        baseDirectory: "/tmp").warnings
    #expect(warned.map(\.message).contains { $0.contains("nothing to wrap or truncate to") })
    let animated = try SceneLoader().load(text: #"{"canvas": {"width": 9, "height": 9}, "duration": 1, "layers": [{"type": "text", "text": "x", "lineBreakMode": "wordWrap", "animations": [{"property": "size.width", "to": 4, "duration": 1}]}]}"#,
                                          baseDirectory: "/tmp").warnings
    #expect(animated.isEmpty, "\(animated)")
  }

  @Test func resolvingTwiceChangesNothing() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "ab", "split": "characters"}"#)
    #expect(TextResolver(measurer: MonospaceMeasurer()).resolve(scene).scene == scene)
  }

  @Test func measuredValuesFillAnimationEnds() throws {
    let (scene, _) = try prepare(#"""
      {"id": "tab2", "type": "text", "text": "Events", "fontSize": 10, "position": [150, 20]},
      {"id": "line", "type": "rect", "position": [20, 40], "size": [10, 2], "animations": [
        {"property": "size.width", "to": {"measure": "tab2", "of": "textWidth", "plus": 4}, "duration": 1, "fillMode": "forwards"},
        {"property": "position.x", "to": {"measure": "tab2", "of": "textMidX"}, "duration": 1, "fillMode": "forwards"}]}
      """#)
    let end = scene.layer(id: "line")!.properties(at: TickTime(seconds: 2)!, colorSpace: .srgb)
    #expect(end.size.x == 34)  // 6 characters × 5 pt + 4
    #expect(end.position.x == 150)
  }

  @Test func missingCharactersWarnOncePerLayerWithCodePointAndPath() throws {
    let (_, warnings) = try prepare(#"""
      {"type": "text", "text": "a☃b☃", "animations": [{"property": "text", "values": ["☃", "x"], "calculationMode": "discrete"}]}
      """#)
    #expect(warnings.count == 1)
    #expect(warnings.first?.path == "layers[0].text")
    #expect(warnings.first?.message.hasPrefix("no font has U+2603 \"☃\"") == true)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.location?.line == 1)  // where "text" is in the scene
  }

  @Test func keyframedTextValuesAreCheckedToo() throws {
    let (_, warnings) = try prepare(#"{"type": "text", "text": "a", "animations": [{"property": "text", "values": ["b", "☃"], "calculationMode": "discrete"}]}"#)
    #expect(warnings.count == 1)
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try prepare(layers) }
  }

  @Test func decodingErrors() {
    #expect(errors(#"{"type": "rect", "size": [1, 1], "animations": [{"property": "size.width", "to": {"measure": "nope", "of": "textWidth"}}]}"#)
      .contains { $0.hasPrefix("layers[0].animations[0].to.measure: no layer has the id \"nope\"") })
    #expect(errors(#"{"id": "t", "type": "text", "text": "a"}, {"type": "rect", "animations": [{"property": "size.width", "to": {"measure": "t", "of": "textSize"}}]}"#)
      .contains { $0.hasPrefix("layers[1].animations[0].to.of: \"textSize\" is a pair") })
    #expect(errors(#"{"type": "text", "text": "a", "split": "characters", "animations": [{"property": "fontSize", "to": 30}]}"#)
      .contains { $0.hasPrefix("layers[0].animations[0]: a split text layer cannot animate \"fontSize\"") })
    #expect(errors(#"{"type": "text", "text": "a", "unitAnimations": []}"#).contains { $0.hasPrefix("layers[0].unitAnimations: animates the units of a split text") })
    #expect(errors(#"{"type": "text", "text": "a", "split": "letters"}"#).contains { $0.hasPrefix("layers[0].split: unknown value \"letters\"") })
    #expect(errors(#"{"type": "text", "text": "a", "weight": "heavy"}"#).contains { $0.hasPrefix("layers[0].weight: unknown value \"heavy\"") })
    #expect(errors(#"{"type": "text", "text": "a", "maximumLines": 1.5}"#).contains { $0.hasPrefix("layers[0].maximumLines: must be a whole number") })
  }

  @Test func weightPicksTheBundledBoldFaces() throws {
    let (scene, _) = try prepare(#"{"id": "a", "type": "text", "text": "a", "weight": "bold"}, {"id": "b", "type": "text", "text": "b", "font": ["M+ 1", "DejaVu Sans"], "weight": "bold"}"#)
    func files(_ id: String) -> [String] {
      guard case .text(let style) = scene.layer(id: id)!.content else { return [] }
      return style.fontFiles.map { String($0.split(separator: "/").last!) }
    }
    // Colour emoji are the last fallback of every list, named or default.
    // The Japanese supplement follows M+ 1 wherever it is.
    #expect(files("a") == ["DejaVuSans-Bold.ttf", "Mplus1-Bold.otf", "VLGothic-JIS.ttf", "NotoColorEmoji.ttf"])
    #expect(files("b") == ["Mplus1-Bold.otf", "VLGothic-JIS.ttf", "DejaVuSans-Bold.ttf", "NotoColorEmoji.ttf"])
    let (named, _) = try prepare(#"{"id": "c", "type": "text", "text": "c", "font": ["Noto Color Emoji", "DejaVu Sans"]}"#)
    guard case .text(let style) = named.layer(id: "c")!.content else { return }
    #expect(style.fontFiles.map { String($0.split(separator: "/").last!) } == ["NotoColorEmoji.ttf", "DejaVuSans.ttf"])  // not twice
  }

  /// The supplement completes M+ 1 only: a list without M+ 1 does not get it, and naming it
  /// as a file does not put it in twice.
  @Test func theJapaneseSupplementFollowsMPlus1Only() throws {
    let (scene, _) = try prepare(#"""
      {"id": "d", "type": "text", "text": "d", "font": "DejaVu Sans"},
      {"id": "m", "type": "text", "text": "m", "font": ["M+ 1", "M+ 1 Bold"]},
      {"id": "v", "type": "text", "text": "v", "font": ["M+ 1", "VLGothic-JIS.ttf"]}
      """#)
    func files(_ id: String) -> [String] {
      guard case .text(let style) = scene.layer(id: id)!.content else { return [] }
      return style.fontFiles.map { String($0.split(separator: "/").last!) }
    }
    #expect(files("d") == ["DejaVuSans.ttf", "NotoColorEmoji.ttf"])
    #expect(files("m") == ["Mplus1-Regular.otf", "VLGothic-JIS.ttf", "Mplus1-Bold.otf", "NotoColorEmoji.ttf"])
    #expect(files("v") == ["Mplus1-Regular.otf", "VLGothic-JIS.ttf", "NotoColorEmoji.ttf"])
  }

  @Test func aFontsFolderWithoutTheEmojiFaceStillRendersText() throws {
    // $FLIPBOOK_FONTS may name a folder of one's own with only the text faces.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundled = try #require(BundledFonts.directory)
    for name in BundledFonts.defaultFallbackFileNames {
      try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: bundled + "/" + name)
    }
    let json = #"{"canvas": {"width": 100, "height": 40}, "duration": 1, "layers": [{"id": "t", "type": "text", "text": "a"}]}"#
    let (scene, diagnostics) = SceneDecoder(baseDirectory: "/tmp", fontsDirectory: folder.path).decode(try JSONParser.parse(json))
    #expect(diagnostics.isEmpty)
    guard case .text(let style) = try #require(scene).layer(id: "t")!.content else { Issue.record("not text"); return }
    #expect(style.fontFiles.map { String($0.split(separator: "/").last!) } == BundledFonts.defaultFallbackFileNames)
  }

  @Test func emojiSequencesWithoutALigatureWarnThatTheyShowAsParts() throws {
    #expect(TextResolver.emojiSequences(in: "a👍🏽 👨\u{200D}👩\u{200D}👧 🇯🇵 ❤\u{FE0F} 😀 e\u{301}") == ["👍🏽", "👨\u{200D}👩\u{200D}👧", "🇯🇵"])
    let (_, warnings) = try prepare(#"{"type": "text", "text": "👍🏽👍🏽", "animations": [{"property": "text", "values": ["🇯🇵", "x"], "calculationMode": "discrete"}]}"#)
    let messages = warnings.map(\.message)
    #expect(messages.count == 2, "\(messages)")  // each sequence once
    // The monospace stand-in has no ligatures, so every sequence shows as its parts.
    #expect(messages.contains("the emoji sequence \"👍🏽\" is drawn as its parts (👍 + 🏽): no font in the list has it as one emoji"))
    #expect(messages.contains { $0.hasPrefix("the emoji sequence \"🇯🇵\" is drawn as its parts (🇯 + 🇵)") })
  }

  @Test func layoutOptionsDecode() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "a", "size": [50, 20], "lineBreakMode": "truncatingTail", "lineHeight": 22, "letterSpacing": -0.5, "maximumLines": 2}"#)
    guard case .text(let style) = scene.layer(id: "t")!.content else { Issue.record("not text"); return }
    #expect(style.lineBreakMode == .truncatingTail && style.lineHeightPoints == 22 && style.letterSpacingPoints == -0.5 && style.maximumLines == 2)
    #expect(style.ligatures, "standard ligatures are on by default")
  }

  @Test func ligaturesDecodeAndAWrongTypeIsNamed() throws {
    let (scene, _) = try prepare(#"{"id": "t", "type": "text", "text": "fi", "ligatures": false}"#)
    guard case .text(let style) = scene.layer(id: "t")!.content else { Issue.record("not text"); return }
    #expect(!style.ligatures)
    let messages = errors(#"{"type": "text", "text": "fi", "ligatures": "no"}"#)
    #expect(messages.contains { $0.contains("layers[0].ligatures: expected true or false, got") }, "\(messages)")
  }
}

extension TextResolverTests {
  @Test func unitsFollowACounterDrivenColour() throws {
    let (scene, _) = try prepare(#"""
      {"id": "n", "type": "text", "counter": {"to": 10, "duration": 1}, "position": [10, 10]},
      {"id": "t", "type": "text", "text": "ab", "split": "characters", "color": {"by": "n.counter", "stops": [[0, "red"], [0.5, "blue"]]}}
      """#)
    let unit = scene.layer(id: "t")!.children[1]
    #expect(ColorFormatting.hex(unit.properties(at: TickTime(seconds: 0.25)!, colorSpace: .srgb).textColor) == "#FF0000")
    #expect(ColorFormatting.hex(unit.properties(at: TickTime(seconds: 0.5)!, colorSpace: .srgb).textColor) == "#0000FF")
  }

  @Test func referenceErrorsCarryTheirLineAndColumn() {
    let messages = errors(#"{"type": "rect", "size": [1, 1], "animations": [{"property": "size.width", "to": {"measure": "nope", "of": "textWidth"}}]}"#)
    #expect(messages.contains { $0.contains("no layer has the id \"nope\"") && $0.contains("line 1") })
  }
}

/// `"kerning": false` reaches the text style; the default is on.
@Suite struct KerningKeyTests {
  @Test func kerningIsDecoded() throws {
    func style(_ extra: String) throws -> TextStyle? {
      let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "text", "text": "AV"\#(extra)}]}"#
      let layer = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene.layers[0]
      if case .text(let style) = layer.content { return style }
      return nil
    }
    #expect(try style(#", "kerning": false"#)?.kerning == false)
    #expect(try style("")?.kerning == true)
  }
}

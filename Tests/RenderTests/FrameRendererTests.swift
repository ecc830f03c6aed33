import Raster
import Testing
import Timing
@testable import Render
@testable import SceneModel

/// Layers drawn through the whole model → raster path, checked pixel by pixel.
@Suite struct FrameRendererTests {
  func render(_ layers: String, canvas: String = #"{"width": 40, "height": 20, "background": "white"}"#, frame: Int = 0) throws -> PixelBuffer {
    let json = #"{"canvas": \#(canvas), "duration": 1, "layers": [\#(layers)]}"#
    let scene = try SceneLoader().load(text: json, baseDirectory: "/tmp").scene
    return try FrameRenderer(scene: scene).render(frameIndex: frame)
  }

  @Test func opaqueRectIsExactlyItsColour() throws {
    let pixels = try render(##"{"type": "rect", "position": [20, 10], "size": [20, 10], "fillColor": "#336699"}"##)
    #expect(pixels[20, 10] == (0x33, 0x66, 0x99, 255))
    #expect(pixels[10, 5] == (0x33, 0x66, 0x99, 255))  // first column/row inside: anchor at the centre
    #expect(pixels[9, 5] == (255, 255, 255, 255))
    #expect(pixels[10, 4] == (255, 255, 255, 255))
  }

  @Test func halfOpaqueRectBlendsWithBackground() throws {
    let pixels = try render(#"{"type": "rect", "position": [20, 10], "size": [20, 10], "fillColor": "red", "opacity": 0.5}"#)
    let (r, g, b, a) = pixels[20, 10]
    #expect(r == 255 && a == 255)
    #expect(abs(Int(g) - 128) <= 1 && g == b)
  }

  /// An opacity or shadowOpacity animated past 1 (a spring's overshoot) draws as 1, as Core
  /// Animation clamps both: it multiplied into a translucent fill's alpha before (QA: a 40 %
  /// fill at opacity 1.75 drew at 70 %).
  @Test func opacityPastOneDrawsAsOne() throws {
    let still = ##"{"type": "rect", "position": [10, 10], "size": [12, 12], "fillColor": "rgba(0,0,255,0.4)", "shadowColor": "rgba(0,0,0,0.4)", "shadowOpacity": 1, "shadowOffset": [14, 0], "shadowRadius": 0}"##
    let animations = #""animations": [{"property": "opacity", "from": 1.75, "to": 1.75, "duration": 1}, "#
      + #"{"property": "shadowOpacity", "from": 2, "to": 2, "duration": 1}]}"#
    let over = still.replacingOccurrences(of: #""shadowRadius": 0}"#, with: #""shadowRadius": 0, "# + animations)
    #expect(over != still)
    let expected = try render(still), actual = try render(over)
    #expect(expected[10, 10] == actual[10, 10], "fill \(expected[10, 10]) vs \(actual[10, 10])")
    #expect(expected[24, 10] == actual[24, 10], "shadow \(expected[24, 10]) vs \(actual[24, 10])")
    #expect(expected[24, 10] != (255, 255, 255, 255))
    #expect(abs(Int(actual[10, 10].r) - 153) <= 1)
  }

  /// A stroked rect whose width an overshooting animation takes below 0 draws nothing, as its
  /// fill and border do not (QA: a mirrored outline flashed at the end of a collapse).
  @Test func aStrokedRectOfNegativeWidthDrawsNothing() throws {
    let pixels = try render(##"""
      {"type": "rect", "position": [20, 10], "size": [20, 10], "fillColor": "#3366CC", "strokeColor": "#AA2200", "lineWidth": 2,
       "animations": [{"property": "size.width", "from": -7, "to": -7, "duration": 1}]}
      """##)
    for x in 0..<40 { for y in 0..<20 { #expect(pixels[x, y] == (255, 255, 255, 255), "(\(x), \(y))") } }
  }

  @Test func groupOpacityShowsNoDarkerOverlap() throws {
    let pixels = try render(#"""
      {"type": "group", "position": [20, 10], "size": [40, 20], "opacity": 0.5, "children": [
        {"type": "rect", "position": [12, 10], "size": [20, 20], "fillColor": "black"},
        {"type": "rect", "position": [28, 10], "size": [20, 20], "fillColor": "black"}]}
      """#)
    let overlap = pixels[20, 10], single = pixels[5, 10]
    #expect(overlap == single)
    #expect(abs(Int(single.r) - 128) <= 1)
  }

  @Test func groupOpacityAppliesToASingleChild() throws {
    // Regression: a fading group with one child drew the child fully opaque.
    let pixels = try render(#"""
      {"type": "group", "position": [20, 10], "size": [40, 20], "opacity": 0.5, "children": [
        {"type": "rect", "position": [20, 10], "size": [20, 10], "fillColor": "black"}]}
      """#)
    #expect(abs(Int(pixels[20, 10].r) - 128) <= 1 && pixels[20, 10].a == 255)
  }

  @Test func groupOpacityFlattensAChildGroupWithOverlappingParts() throws {
    let pixels = try render(#"""
      {"type": "group", "position": [20, 10], "size": [40, 20], "opacity": 0.5, "children": [
        {"type": "group", "position": [20, 10], "size": [40, 20], "children": [
          {"type": "rect", "position": [12, 10], "size": [20, 20], "fillColor": "black"},
          {"type": "rect", "position": [28, 10], "size": [20, 20], "fillColor": "black"}]}]}
      """#)
    #expect(pixels[20, 10] == pixels[5, 10])
    #expect(abs(Int(pixels[20, 10].r) - 128) <= 1)
  }

  @Test func subPixelEdgeIsAntialiasedByCoverage() throws {
    // Left edge at x = 10.5: column 10 is half covered.
    let pixels = try render(#"{"type": "rect", "anchorPoint": [0, 0], "position": [10.5, 0], "size": [10, 20], "fillColor": "black"}"#)
    #expect(pixels[9, 10] == (255, 255, 255, 255))
    #expect(abs(Int(pixels[10, 10].r) - 128) <= 1)
    #expect(pixels[11, 10] == (0, 0, 0, 255))
  }

  @Test func scaleTwoRendersAtDoubleResolution() throws {
    let canvas = #"{"width": 40, "height": 20, "scale": 2, "background": "white"}"#
    let pixels = try render(#"{"type": "rect", "anchorPoint": [0, 0], "position": [10, 5], "size": [5, 5], "fillColor": "black"}"#, canvas: canvas)
    #expect(pixels.width == 80 && pixels.height == 40)
    #expect(pixels[20, 10] == (0, 0, 0, 255) && pixels[29, 19] == (0, 0, 0, 255))
    #expect(pixels[19, 10] == (255, 255, 255, 255) && pixels[30, 19] == (255, 255, 255, 255))
  }

  @Test func rotationTurnsAboutTheAnchorPoint() throws {
    // A 20×4 bar rotated 90° about its centre becomes a 4×20 bar.
    let pixels = try render(#"{"type": "rect", "position": [20, 10], "size": [16, 4], "fillColor": "black", "transform": {"rotation": 90}}"#)
    #expect(pixels[20, 3] == (0, 0, 0, 255))
    #expect(pixels[20, 16] == (0, 0, 0, 255))
    #expect(pixels[26, 10] == (255, 255, 255, 255))
  }

  @Test func childrenComposeParentTransforms() throws {
    let pixels = try render(#"""
      {"type": "group", "anchorPoint": [0, 0], "position": [10, 0], "size": [20, 20], "transform": {"scale": 0.5}, "children": [
        {"type": "rect", "anchorPoint": [0, 0], "position": [20, 0], "size": [20, 20], "fillColor": "black"}]}
      """#)
    // Child spans x 20…40 in the group; the group scales by ½ about its top-left and sits at x = 10.
    #expect(pixels[21, 5] == (0, 0, 0, 255))
    #expect(pixels[19, 5] == (255, 255, 255, 255))
    #expect(pixels[30, 5] == (255, 255, 255, 255))
  }

  @Test func zeroOpacityLayerDrawsNothing() throws {
    let pixels = try render(#"{"type": "rect", "position": [20, 10], "size": [40, 20], "fillColor": "black", "opacity": 0}"#)
    #expect(pixels.bytes.allSatisfy { $0 == 255 })
  }

  @Test func textWithoutSizeIsCentredOnItsPosition() throws {
    let canvas = #"{"width": 200, "height": 60, "background": "white"}"#
    let pixels = try render(#"{"type": "text", "text": "MMMM", "fontSize": 30, "position": [100, 30], "color": "black"}"#, canvas: canvas)
    var minX = Int.max, maxX = Int.min
    for y in 0..<60 { for x in 0..<200 where pixels[x, y].r < 128 { minX = min(minX, x); maxX = max(maxX, x) } }
    #expect(minX < maxX)
    #expect(abs((minX + maxX) / 2 - 100) <= 3, "ink spans \(minX)…\(maxX)")
  }

  @Test func renderingIsDeterministic() throws {
    let layers = ##"{"type": "ellipse", "position": [20, 10], "size": [17.3, 9.1], "fillColor": "#12345678", "transform": {"rotation": 33}}"##
    #expect(try render(layers) == render(layers))
  }
}

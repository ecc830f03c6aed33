import Foundation
import Raster
import Testing
@testable import Render
@testable import SceneModel

/// Pixel-exact checks where the answer is exact: opaque interiors, fully clipped areas,
/// untouched background, image pixels drawn 1:1.
@Suite struct LayerPixelTests {
  static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

  func render(_ layers: String, width: Int = 40, height: Int = 40, frame: Int = 0) throws -> PixelBuffer {
    let json = #"{"canvas": {"width": \#(width), "height": \#(height), "background": "white"}, "duration": 2, "layers": [\#(layers)]}"#
    return try FrameRenderer(scene: GoldenSupport.scene(json)).render(frameIndex: frame)
  }

  /// A border keeps its outer corners round when the radius is under half its width, as
  /// CALayer draws it: a stroke of the centre line squared them (QA: radius 3, border 6 gave
  /// black corner pixels, radius 3.01 gave 224). Across that radius nothing jumps.
  @Test func aThickBorderKeepsItsOuterCornersRound() throws {
    func corner(_ radius: Double) throws -> [Int] {
      let pixels = try render(##"{"type": "rect", "position": [20, 20], "size": [30, 30], "cornerRadius": \##(radius), "fillColor": "white", "borderWidth": 6, "borderColor": "black"}"##)
      return [pixels[5, 5], pixels[6, 5], pixels[5, 6], pixels[6, 6]].map { Int($0.r) }
    }
    for radius in [2.0, 2.99, 3, 3.01, 4] {
      let pixels = try corner(radius)
      #expect(pixels[0] > 150, "radius \(radius): the corner pixel is outside the rounded bounds, \(pixels)")
      let near = try corner(radius + 0.01)
      #expect(zip(pixels, near).allSatisfy { abs($0 - $1) <= 3 }, "radius \(radius): \(pixels) vs \(near)")
    }
    // Square corners stay square, and the inner edge of a thick border is square too.
    #expect(try corner(0) == [0, 0, 0, 0])
    let ring = try render(##"{"type": "rect", "position": [20, 20], "size": [30, 30], "cornerRadius": 3, "fillColor": "white", "borderWidth": 6, "borderColor": "black"}"##)
    #expect(ring[10, 10] == (0, 0, 0, 255) && ring[11, 11] == Self.white && ring[20, 20] == Self.white)
  }

  /// An ellipse whose rounded bounds are the same circle draws exactly as that rounded rect:
  /// its fill never fringes an opaque border's outer edge (QA: a grey ring, down to 192).
  @Test func anEllipseUnderItsBorderDoesNotFringe() throws {
    let layer = ##"{"type": "TYPE", "position": [30, 30], "size": [40, 40], "cornerRadius": 20, "fillColor": "black", "borderWidth": 4, "borderColor": "white"}"##
    let ellipse = try render(layer.replacingOccurrences(of: "TYPE", with: "ellipse"), width: 60, height: 60)
    let rect = try render(layer.replacingOccurrences(of: "TYPE", with: "rect"), width: 60, height: 60)
    for y in 0..<60 {
      for x in 0..<60 {
        #expect(ellipse[x, y] == rect[x, y], "(\(x), \(y)): \(ellipse[x, y]) vs \(rect[x, y])")
        let distance = ((Double(x) + 0.5 - 30) * (Double(x) + 0.5 - 30) + (Double(y) + 0.5 - 30) * (Double(y) + 0.5 - 30)).squareRoot()
        if distance > 17.5 { #expect(ellipse[x, y] == Self.white, "(\(x), \(y)) is outside the fill: \(ellipse[x, y])") }
      }
    }
  }

  /// A masked layer's parts are flattened and clipped once, as Core Animation masks a layer:
  /// clipped one by one, a white child over a black one left a grey ring at rounded corners
  /// and fractional edges (QA: down to 192), and a background showed round the child over it.
  @Test func aMaskedGroupIsClippedOnceNotPartByPart() throws {
    let pair = #"[{"type": "rect", "position": [15, 15], "size": [30, 30], "fillColor": "black"}, "#
      + #"{"type": "rect", "position": [15, 15], "size": [30, 30], "fillColor": "white"}]"#
    let cases = [
      // Rounded corners, a black child under a white one.
      #"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 9, "masksToBounds": true, "children": \#(pair)}"#,
      // A rectangle at half pixels, its children overflowing it (their own edges, where they
      // meet, would show each other as any two shapes sharing an edge do).
      #"{"type": "group", "anchorPoint": [0, 0], "position": [5.5, 5.5], "size": [30, 30], "masksToBounds": true, "children": "#
        + pair.replacingOccurrences(of: "[30, 30]", with: "[40, 40]") + "}",
      // The pair one level down, inside a single child group (review: still ringed).
      #"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 9, "masksToBounds": true, "children": "#
        + #"[{"type": "group", "position": [15, 15], "size": [30, 30], "children": \#(pair)}]}"#,
      // One black child under its own wide white border.
      #"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 9, "masksToBounds": true, "children": "#
        + #"[{"type": "rect", "position": [15, 15], "size": [30, 30], "fillColor": "black", "borderWidth": 15, "borderColor": "white"}]}"#,
      // The group's own black background under a white child.
      #"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 9, "masksToBounds": true, "backgroundColor": "black", "#
        + #""children": [{"type": "rect", "position": [15, 15], "size": [30, 30], "fillColor": "white"}]}"#,
    ]
    for layers in cases {
      let pixels = try render(layers)
      for y in 0..<40 { for x in 0..<40 where pixels[x, y] != Self.white { Issue.record("(\(x), \(y)): \(pixels[x, y]) in \(layers.prefix(90))") } }
    }
    // Still clipped: a black child in a white-backed rounded group keeps the corner's curve.
    let clipped = try render(#"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 9, "masksToBounds": true, "#
      + #""backgroundColor": "white", "children": [{"type": "rect", "position": [15, 15], "size": [40, 40], "fillColor": "black"}]}"#)
    #expect(clipped[5, 5] == Self.white && clipped[20, 20] == (0, 0, 0, 255))
    #expect(clipped[6, 8].r > 0 && clipped[6, 8].r < 255, "the corner's edge is antialiased: \(clipped[6, 8])")
  }

  @Test func pathFillInteriorIsExactlyItsColour() throws {
    let pixels = try render(##"{"type": "path", "anchorPoint": [0, 0], "path": "M 5 5 H 35 V 35 H 5 Z", "fillColor": "#336699"}"##)
    #expect(pixels[20, 20] == (0x33, 0x66, 0x99, 255))
    #expect(pixels[5, 5] == (0x33, 0x66, 0x99, 255) && pixels[34, 34] == (0x33, 0x66, 0x99, 255))
    #expect(pixels[4, 20] == Self.white && pixels[35, 20] == Self.white)
  }

  @Test func relativeAndArcCommandsLandWhereTheyShould() throws {
    // A 20×20 square drawn with relative commands, then a half-disc arc on its right side.
    let pixels = try render(##"{"type": "path", "anchorPoint": [0, 0], "path": "m 5 10 h 20 a 10 10 0 0 1 0 20 h -20 z", "fillColor": "black"}"##)
    #expect(pixels[15, 20] == (0, 0, 0, 255))
    #expect(pixels[33, 20] == (0, 0, 0, 255))  // inside the half-disc (centre 25,20, radius 10)
    #expect(pixels[36, 20] == Self.white)
    #expect(pixels[33, 11] == Self.white)      // outside the arc near its top corner
  }

  /// Gradient stops beyond 0…1 keep their place: a band of white from -1 to 0 is wholly off the
  /// layer's left end, and moved by half a layer it peaks at the middle (QA: a shimmer).
  @Test func gradientLocationsBeyondTheEndsAndAnimated() throws {
    let layer = ##"""
      {"type": "gradient", "anchorPoint": [0, 0], "size": [40, 10], "startPoint": [0, 0.5], "endPoint": [1, 0.5],
       "colors": ["black", "white", "black"], "locations": [-1, -0.5, 0],
       "animations": [{"property": "locations", "to": [-0.25, 0.25, 0.75], "beginTime": 1, "duration": 0.5, "fillMode": "forwards"}]}
      """##
    let pixels = try render(layer)
    #expect((0..<40).allSatisfy { pixels[$0, 5] == (0, 0, 0, 255) })
    let swept = try render(layer, frame: 119)
    // At the end the white stop is at 0.25: pixel centre 10.5 is 0.2625 along, just past it.
    let peak = (0..<40).max { swept[$0, 5].0 < swept[$1, 5].0 }!
    #expect(peak == 9 || peak == 10)
    #expect(swept[peak, 5].0 > 240 && swept[0, 5].0 > 120 && swept[39, 5].0 < 16)
  }

  @Test func masksToBoundsClipsChildrenExactly() throws {
    let pixels = try render(##"""
      {"type": "group", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "masksToBounds": true, "children": [
        {"type": "rect", "anchorPoint": [0, 0], "position": [-10, -10], "size": [60, 60], "fillColor": "red"}]}
      """##)
    #expect(pixels[15, 15] == (255, 0, 0, 255))
    #expect(pixels[9, 15] == Self.white && pixels[30, 15] == Self.white && pixels[15, 9] == Self.white && pixels[15, 30] == Self.white)
  }

  /// A child exactly as large as its clipping parent, at a half-pixel position, half covers its
  /// edge column as it would unclipped (QA: 25 %, the clip's coverage times the child's), alone,
  /// inside a translucent parent, and as a clipped image (seed 002's zoom transition).
  @Test func anEdgeOnTheClipsEdgeIsAntialiasedOnce() throws {
    let child = #"{"type": "rect", "anchorPoint": [0, 0], "position": [0, 0], "size": [20, 20], "fillColor": "blue"}"#
    let half: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 255, 255)
    let plain = try render(#"{"type": "group", "anchorPoint": [0, 0], "position": [10.5, 10], "size": [20, 20], "masksToBounds": true, "children": [\#(child)]}"#)
    #expect(plain[10, 15] == half && plain[30, 15] == half && plain[11, 15] == (0, 0, 255, 255))
    // A translucent group inside the clipping one is drawn offscreen, then composited.
    let inner = #"{"type": "group", "opacity": 0.5, "anchorPoint": [0, 0], "position": [0, 0], "size": [20, 20], "children": [\#(child)]}"#
    let translucent = try render(#"{"type": "group", "anchorPoint": [0, 0], "position": [10.5, 10], "size": [20, 20], "masksToBounds": true, "children": [\#(inner)]}"#)
    #expect(translucent[10, 15] == (191, 191, 255, 255))  // half covered, half opaque
    let photo = #"{"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "resize", "anchorPoint": [0, 0], "position": [10.5, 10.5], "size": [20, 20]"#
    let clippedImage = try render(photo + #", "masksToBounds": true}"#)
    #expect(clippedImage == (try render(photo + "}")))
    #expect(clippedImage[10, 15].3 == 255 && clippedImage[10, 15] != clippedImage[11, 15])
  }

  @Test func withoutMasksToBoundsChildrenOverflow() throws {
    let pixels = try render(##"""
      {"type": "group", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "children": [
        {"type": "rect", "anchorPoint": [0, 0], "position": [-10, -10], "size": [60, 60], "fillColor": "red"}]}
      """##)
    #expect(pixels[2, 2] == (255, 0, 0, 255))
  }

  @Test func borderLiesInsideTheBounds() throws {
    let pixels = try render(##"{"type": "rect", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "fillColor": "white", "borderWidth": 2, "borderColor": "blue"}"##)
    #expect(pixels[10, 20] == (0, 0, 255, 255) && pixels[11, 20] == (0, 0, 255, 255))
    #expect(pixels[12, 20] == Self.white)
    #expect(pixels[9, 20] == Self.white)
  }

  /// The fill must not show outside an opaque border (QA against Chromium: a black disc with a
  /// white border drew a grey hairline outside the white, down to 190). Outside the bounds'
  /// edge pixels nothing but white may be drawn; edge pixels may only mix white with white.
  @Test func theFillDoesNotBleedOutsideAnOpaqueBorder() throws {
    let disc = ##"{"type": "rect", "position": [20, 20], "size": [30, 30], "cornerRadius": 15, "fillColor": "black", "borderWidth": 3, "borderColor": "white"}"##
    let offset = ##"{"type": "rect", "anchorPoint": [0, 0], "position": [5.25, 5.25], "size": [29.5, 29.5], "fillColor": "black", "borderWidth": 2, "borderColor": "white"}"##
    let clipped = ##"{"type": "group", "position": [20, 20], "size": [30, 30], "cornerRadius": 15, "masksToBounds": true, "borderWidth": 3, "borderColor": "white", "##
      + ##""children": [{"type": "rect", "anchorPoint": [0, 0], "size": [30, 30], "fillColor": "black"}]}"##
    func outsideRadius13(_ x: Double, _ y: Double) -> Bool { ((x - 20) * (x - 20) + (y - 20) * (y - 20)).squareRoot() > 13 }
    let cases: [(String, String, (Double, Double) -> Bool)] = [
      ("disc", disc, outsideRadius13),
      ("offset square", offset, { x, y in min(x - 5.25, y - 5.25, 34.75 - x, 34.75 - y) < 1.5 }),
      ("clipped group", clipped, outsideRadius13),
    ]
    for (name, layer, ringOf) in cases {
      let pixels = try render(layer)
      var darkest = 255
      for y in 0..<40 { for x in 0..<40 where ringOf(Double(x) + 0.5, Double(y) + 0.5) { darkest = min(darkest, Int(pixels[x, y].r)) } }
      #expect(darkest == 255, "\(name): the fill shows at \(darkest) in or outside the border")
      // The inside is still the fill.
      #expect(pixels[20, 20] == (0, 0, 0, 255), "\(name)")
    }
  }

  /// Under a see-through border the fill must show, as under a Core Animation or CSS border.
  @Test func aSeeThroughBorderShowsTheFillUnderIt() throws {
    let pixels = try render(##"{"type": "rect", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "fillColor": "black", "borderWidth": 4, "borderColor": "rgba(255, 255, 255, 0.5)"}"##)
    #expect(pixels[10, 20] == (128, 128, 128, 255) && pixels[12, 20] == (128, 128, 128, 255))
  }

  @Test func linearGradientEndsAreExactAndMiddleIsHalfway() throws {
    let pixels = try render(##"{"type": "gradient", "anchorPoint": [0, 0], "size": [40, 40], "colors": ["black", "white"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]}"##)
    #expect(pixels[0, 20].r < 4)
    #expect(pixels[39, 20].r > 251)
    #expect(abs(Int(pixels[20, 20].r) - 131) <= 2)  // pixel centre 20.5 of 40 → 51 %
    #expect(pixels[20, 0] == pixels[20, 39])        // axial along x only
  }

  @Test func strokeEndZeroDrawsNothingAndStrokeEndOneIsTheWholeOutline() throws {
    let ring = ##"{"type": "ellipse", "position": [20, 20], "size": [30, 30], "strokeColor": "black", "lineWidth": 4, "strokeEnd": END}"##
    let none = try render(ring.replacingOccurrences(of: "END", with: "0"))
    #expect(none.bytes.allSatisfy { $0 == 255 })
    let full = try render(ring.replacingOccurrences(of: "END", with: "1"))
    #expect(full[20, 5] == (0, 0, 0, 255) && full[5, 20] == (0, 0, 0, 255) && full[35, 20] == (0, 0, 0, 255))
    #expect(full[20, 20] == Self.white)
  }

  /// A plain fill's shadow (drawn from its outline) is as opaque as the fill, as the shadow of
  /// the same fill flattened offscreen is (QA: a 20 % fill cast a fully opaque shadow).
  @Test func aTranslucentFillCastsATranslucentShadow() throws {
    let shadow = #""shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [20, 20]"#
    let fill = #""anchorPoint": [0, 0], "position": [0, 0], "size": [15, 15], "fillColor": "rgba(255, 0, 0, 0.2)""#
    for type in ["rect", "ellipse"] {
      let plain = try render("{\"type\": \"\(type)\", \(fill), \(shadow)}")
      #expect(plain[27, 27] == (204, 204, 204, 255), "\(type): \(plain[27, 27])")  // 20 % black over white
      // The same fill as the only child of a group that casts the shadow: flattened first.
      let flattened = try render(#"{"type": "group", "anchorPoint": [0, 0], "position": [0, 0], "size": [15, 15], \#(shadow), "children": [{"type": "\#(type)", \#(fill)}]}"#)
      for (x, y) in [(27, 27), (21, 27), (34, 30)] {
        #expect(abs(Int(plain[x, y].r) - Int(flattened[x, y].r)) <= 1, "\(type) at \(x),\(y): \(plain[x, y]) vs \(flattened[x, y])")
      }
    }
  }

  /// A faded layer fades with its shadow: where the layer covers its own shadow it looks as
  /// it does where it has none, for a plain fill (shadow from the outline) and for a group
  /// (shadow of the flattened drawing) alike (QA: the shadow showed through, 192,64,64).
  @Test(arguments: [
    #"{"type": "rect", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "fillColor": "red", SHADOW}"#,
    #"{"type": "group", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], SHADOW, "children": [{"type": "rect", "anchorPoint": [0, 0], "size": [20, 20], "fillColor": "red"}]}"#,
  ])
  func aFadedLayerFadesWithItsShadow(layer: String) throws {
    let shadow = #""opacity": 0.5, "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [0, 10]"#
    let pixels = try render(layer.replacingOccurrences(of: "SHADOW", with: shadow))
    #expect(pixels[20, 15] == (255, 128, 128, 255))  // the layer alone
    #expect(pixels[20, 25] == (255, 128, 128, 255))  // the layer over its shadow: the same
    #expect(pixels[20, 35] == (128, 128, 128, 255))  // the shadow alone, faded with the layer
  }

  /// A shadow is cast in the layer's parent space, so the groups above it scale and turn it
  /// as they do the layer (QA: under a group scaled ×2 the offset stayed 5 pt).
  @Test func aShadowFollowsItsParentsTransform() throws {
    func shadowed(_ transform: String) throws -> PixelBuffer {
      try render(#"""
        {"type": "group", "position": [20, 20], "size": [20, 20], "transform": \#(transform), "children": [
          {"type": "rect", "position": [10, 10], "size": [4, 4], "fillColor": "red", "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [0, 3]}]}
        """#)
    }
    // Scaled ×2: the 8-px rect spans y 16–24 and its shadow reaches 6 px further, to 30.
    let scaled = try shadowed(#"{"scale": 2}"#)
    #expect(scaled[20, 23] == (255, 0, 0, 255))
    #expect(scaled[20, 27] == (0, 0, 0, 255) && scaled[20, 29] == (0, 0, 0, 255))
    #expect(scaled[20, 31] == Self.white)
    // Turned 90° clockwise: the parent's down is the screen's left.
    let turned = try shadowed(#"{"rotation": 90}"#)
    #expect(turned[16, 20] == (0, 0, 0, 255))
    #expect(turned[20, 23] == Self.white)  // nothing below
  }

  @Test func shadowDarkensBelowAndLeavesFarPixelsUntouched() throws {
    let layer = ##"{"type": "rect", "position": [20, 15], "size": [20, 10], "fillColor": "white", "shadowOpacity": OPACITY, "shadowRadius": 2, "shadowOffset": [0, 6]}"##
    let none = try render(layer.replacingOccurrences(of: "OPACITY", with: "0"))
    #expect(none.bytes.allSatisfy { $0 == 255 })
    let shadowed = try render(layer.replacingOccurrences(of: "OPACITY", with: "0.5"))
    #expect(shadowed[20, 24].r < 200)          // under the shape, offset down by 6
    #expect(shadowed[20, 15] == Self.white)     // the opaque shape covers its own shadow
    #expect(shadowed[2, 2] == Self.white && shadowed[38, 38] == Self.white)
  }

  @Test func imageDrawnOneToOneKeepsItsPixels() throws {
    // 128×128 avatar at an integer origin with its own size: every pixel centre samples a texel centre.
    let pixels = try render(##"{"type": "image", "contents": "assets/avatar.png", "anchorPoint": [0, 0], "position": [0, 0], "size": [128, 128]}"##,
                            width: 128, height: 128)
    let source = try PixelBuffer(pngData: [UInt8](Data(contentsOf: URL(fileURLWithPath: GoldenSupport.scenesFolder + "/assets/avatar.png"))))
    for (x, y) in [(64, 64), (48, 52), (30, 90), (100, 40)] {
      #expect(pixels[x, y] == source[x, y], "pixel \(x),\(y)")
    }
    #expect(pixels[1, 1] == Self.white)  // transparent corner shows the background
  }

  @Test func gifLayerShowsTheFrameItsTimelineSelects() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: GoldenSupport.scenesFolder + "/assets/spinner.gif")))
    let frames = try GIFDecoder.decode(bytes).frames
    let layer = ##"{"type": "image", "contents": "assets/spinner.gif", "beginTime": 0.5, "anchorPoint": [0, 0], "size": [64, 64]}"##
    // 60 fps frame → expected GIF frame: before the start, 25 cs in, 90 cs in, 96 cs in (looped).
    for (frame, gifFrame) in [(0, 0), (45, 3), (84, 11), (88, 0)] {
      let pixels = try render(layer, width: 64, height: 64, frame: frame)
      #expect(pixels == frames[gifFrame].image, "scene frame \(frame) should show GIF frame \(gifFrame)")
    }
  }

  @Test func opacityFlattensFillAndStrokeTogether() throws {
    // Half-transparent layer with a fill and a stroke over it: where they overlap, only the
    // stroke shows (at half opacity), not the fill through it.
    let pixels = try render(##"{"type": "rect", "anchorPoint": [0, 0], "position": [10, 10], "size": [20, 20], "fillColor": "red", "strokeColor": "blue", "lineWidth": 4, "opacity": 0.5}"##)
    let edge = pixels[10, 20]  // on the stroke, half of which overlaps the fill
    #expect(edge.r == 255 - 127 || edge.r == 255 - 128)  // white·½ + blue·½: no red from the fill
    #expect(abs(Int(edge.b) - 255) <= 1)
  }
}

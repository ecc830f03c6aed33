import Foundation
import Raster
import Testing
@testable import Render
@testable import SceneModel

/// Golden frames for the layer features of issue 4, in `Goldens/ui-*.png`. Record with
/// `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter LayerGoldenTests` and look at each image.
@Suite struct LayerGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var tolerance: GoldenTolerance
    var frameIndex: Int
    var canvas: String
    var layers: String
    var testDescription: String { name }
  }

  static let canvas = ##"{"width": 160, "height": 100, "background": "#F2F2F7"}"##
  static let canvas2x = ##"{"width": 160, "height": 100, "scale": 2, "background": "#F2F2F7"}"##

  static let cases: [Case] = [
    Case(name: "ui-rotated-rounded-rect", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "rect", "position": [80, 50], "size": [90, 50], "cornerRadius": 12, "fillColor": "#007AFF", "transform": {"rotation": 30}},
      {"type": "rect", "position": [30.5, 20.25], "size": [20, 10], "cornerRadius": 3, "fillColor": "#FF3B30", "transform": {"rotation": -45, "scale": [1.5, 1]}}
      """##),
    Case(name: "ui-corner-radii", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "rect", "position": [45, 50], "size": [70, 70], "cornerRadii": [30, 0, 10, 0], "fillColor": "#34C759"},
      {"type": "gradient", "position": [120, 50], "size": [60, 80], "cornerRadii": [0, 24, 0, 24], "colors": ["#5856D6", "#AF52DE"],
       "borderWidth": 3, "borderColor": "#1C1C1E"}
      """##),
    Case(name: "ui-stroke-joins-dashes", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "path", "anchorPoint": [0, 0], "position": [10, 15], "path": "M 0 30 L 15 0 L 30 30", "strokeColor": "black", "lineWidth": 8, "lineJoin": "miter"},
      {"type": "path", "anchorPoint": [0, 0], "position": [55, 15], "path": "M 0 30 L 15 0 L 30 30", "strokeColor": "black", "lineWidth": 8, "lineJoin": "round", "lineCap": "round"},
      {"type": "path", "anchorPoint": [0, 0], "position": [100, 15], "path": "M 0 30 L 15 0 L 30 30", "strokeColor": "black", "lineWidth": 8, "lineJoin": "bevel", "lineCap": "square"},
      {"type": "rect", "position": [80, 75], "size": [130, 24], "cornerRadius": 6, "strokeColor": "#FF9500", "lineWidth": 3,
       "lineDashPattern": [12, 5, 2, 5], "lineDashPhase": 4}
      """##),
    // strokeEnd animates 0 → 1 over 1 s; frame 20 is t = 1/3 s, so the arc covers the first third.
    Case(name: "ui-stroke-end-033", tolerance: .antialiasedEdges, frameIndex: 20, canvas: canvas2x, layers: ##"""
      {"type": "ellipse", "position": [50, 50], "size": [70, 70], "strokeColor": "#E5E5EA", "lineWidth": 10},
      {"type": "ellipse", "position": [50, 50], "size": [70, 70], "strokeColor": "#34C759", "lineWidth": 10, "lineCap": "round",
       "transform": {"rotation": -90}, "strokeEnd": 0,
       "animations": [{"property": "strokeEnd", "from": 0, "to": 1, "duration": 1}]},
      {"type": "path", "anchorPoint": [0, 0], "position": [100, 20], "path": "M 0 60 C 0 0 50 0 50 60", "strokeColor": "#FF2D55", "lineWidth": 4,
       "strokeStart": 0.25, "strokeEnd": 0.75}
      """##),
    Case(name: "ui-clipped-children", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "group", "position": [80, 50], "size": [120, 70], "cornerRadius": 18, "backgroundColor": "white", "masksToBounds": true,
       "transform": {"rotation": 8}, "children": [
        {"type": "ellipse", "position": [10, 10], "size": [70, 70], "fillColor": "#5AC8FA"},
        {"type": "rect", "position": [115, 65], "size": [60, 40], "fillColor": "#FF9500", "transform": {"rotation": 25}},
        {"type": "rect", "anchorPoint": [0, 0], "position": [0, 30], "size": [120, 8], "fillColor": "#1C1C1E", "opacity": 0.6}]}
      """##),
    Case(name: "ui-gradients", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "gradient", "position": [42, 50], "size": [70, 80], "cornerRadius": 10, "colors": ["#FF9500", "#FF2D55", "#5856D6"],
       "locations": [0, 0.3, 1], "startPoint": [0, 0], "endPoint": [1, 1]},
      {"type": "gradient", "gradientType": "radial", "position": [118, 50], "size": [70, 80], "colors": ["white", "#007AFF", "rgba(0,122,255,0)"],
       "startPoint": [0.5, 0.5], "endPoint": [1, 1]}
      """##),
    Case(name: "ui-shadow", tolerance: .blur, frameIndex: 0, canvas: canvas, layers: ##"""
      {"type": "rect", "position": [45, 48], "size": [60, 50], "cornerRadius": 10, "fillColor": "white",
       "shadowOpacity": 0.35, "shadowRadius": 6, "shadowOffset": [0, 5]},
      {"type": "group", "position": [118, 48], "size": [50, 50], "shadowOpacity": 0.5, "shadowRadius": 3, "shadowOffset": [4, 4],
       "shadowColor": "#FF3B30", "children": [
        {"type": "ellipse", "position": [18, 18], "size": [30, 30], "fillColor": "#FFCC00"},
        {"type": "ellipse", "position": [32, 32], "size": [30, 30], "strokeColor": "#007AFF", "lineWidth": 4}]}
      """##),
    Case(name: "ui-image-gravity", tolerance: .imageSampling, frameIndex: 0, canvas: ##"{"width": 240, "height": 70, "background": "#F2F2F7"}"##, layers: ##"""
      {"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "resize", "position": [32, 35], "size": [56, 56], "backgroundColor": "#C7C7CC"},
      {"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "resizeAspect", "position": [92, 35], "size": [56, 56], "backgroundColor": "#C7C7CC"},
      {"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "resizeAspectFill", "position": [152, 35], "size": [56, 56],
       "backgroundColor": "#C7C7CC", "masksToBounds": true},
      {"type": "image", "contents": "assets/avatar.png", "contentsGravity": "center", "contentsScale": 2.5, "position": [210, 35], "size": [56, 56],
       "backgroundColor": "#C7C7CC", "cornerRadius": 28, "masksToBounds": true}
      """##),
  ] + gifCases + [
    Case(name: "ui-scale2x", tolerance: .antialiasedEdges, frameIndex: 0, canvas: canvas2x, layers: ##"""
      {"type": "rect", "position": [50, 50], "size": [70, 50], "cornerRadius": 10, "fillColor": "white", "borderWidth": 0.5, "borderColor": "#C6C6C8",
       "shadowOpacity": 0.2, "shadowRadius": 4, "shadowOffset": [0, 2]},
      {"type": "path", "position": [120, 50], "size": [40, 40], "path": "M 4 20 L 16 32 L 36 8", "strokeColor": "#34C759", "lineWidth": 5,
       "lineCap": "round", "lineJoin": "round"},
      {"type": "image", "contents": "assets/avatar.png", "position": [50, 50], "size": [30, 30]}
      """##),
  ]

  /// The GIF starts at 0.5 s (layer beginTime) and has 12 frames of 8 cs: before the start it
  /// shows frame 0; at 0.75 s it is 25 cs in, frame 3 (the dark dot a quarter turn on); at 1.4 s
  /// it is 90 cs in, frame 11 (one step before the loop restarts at 96 cs).
  static let gifCases: [Case] = [(0, "before"), (45, "0.75s"), (84, "1.4s")].map { frame, label in
    Case(name: "ui-gif-\(label)", tolerance: .imageSampling, frameIndex: frame, canvas: #"{"width": 80, "height": 80, "background": "white"}"#,
         layers: #"{"type": "image", "contents": "assets/spinner.gif", "beginTime": 0.5, "position": [40, 40], "size": [64, 64]}"#)
  }

  @Test(arguments: cases)
  func matchesGolden(_ testCase: Case) throws {
    let json = #"{"canvas": \#(testCase.canvas), "duration": 2, "layers": [\#(testCase.layers)]}"#
    let pixels = try FrameRenderer(scene: GoldenSupport.scene(json)).render(frameIndex: testCase.frameIndex)
    try GoldenSupport.assertMatches(pixels, golden: testCase.name, tolerance: testCase.tolerance)
  }

  /// A golden nobody checks is a lie waiting to happen: every file in Goldens/ belongs to a case.
  @Test func everyGoldenHasATestCase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: GoldenSupport.folder.path)
    let names = Set(Self.cases.map { $0.name + ".png" } + TextGoldenTests.cases.map { $0.name + ".png" })
    for file in files {
      #expect(names.contains(file), "Goldens/\(file) has no test case; delete it or add one")
    }
  }
}

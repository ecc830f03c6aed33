import Testing
import Timing
@testable import SceneModel

/// Shape, gradient, image and appearance keys: values land in the model, and every mistake names
/// its JSON path.
@Suite struct LayerFeatureDecodingTests {
  static let scenes = ImageHeaderTests.assets.deletingLastPathComponent().path

  func scene(_ layers: String) throws -> Scene {
    try SceneLoader().load(text: #"{"canvas": {"width": 100, "height": 50}, "duration": 1, "layers": [\#(layers)]}"#,
                           baseDirectory: Self.scenes).scene
  }

  func errors(_ layers: String) -> [String] {
    sceneErrorMessages { _ = try scene(layers) }
  }

  @Test func strokeAndAppearanceValuesAreDecoded() throws {
    let layer = try scene(##"""
      {"type": "ellipse", "size": [10, 10], "strokeColor": "red", "lineWidth": 3, "lineCap": "round", "lineJoin": "bevel",
       "lineDashPattern": [4, 2], "lineDashPhase": 1, "strokeStart": 0.1, "strokeEnd": 0.9, "miterLimit": 4,
       "cornerRadii": [1, 2, 3, 4], "masksToBounds": true, "borderWidth": 2, "borderColor": "blue",
       "shadowOpacity": 0.5, "shadowRadius": 6, "shadowOffset": [1, 2], "shadowColor": "green"}
      """##).layers[0]
    let p = layer.properties
    #expect(p.stroke.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(p.stroke.lineWidthPoints == 3 && p.stroke.cap == .round && p.stroke.join == .bevel && p.stroke.miterLimit == 4)
    #expect(p.stroke.dashPatternPoints == [4, 2] && p.stroke.dashPhasePoints == 1 && p.stroke.start == 0.1 && p.stroke.end == 0.9)
    #expect(p.cornerRadii == CornerRadiiPoints(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4))
    #expect(p.masksToBounds && p.borderWidthPoints == 2)
    #expect(p.shadow.opacity == 0.5 && p.shadow.radiusPoints == 6 && p.shadow.offsetPoints == Vec2(1, 2))
  }

  @Test func gradientColoursAnimateColourByColour() throws {
    let scene = try scene(##"""
      {"type": "gradient", "size": [10, 10], "colors": ["black", "white"], "gradientType": "radial", "locations": [0, 1],
       "animations": [{"property": "colors", "to": ["white", "black"], "duration": 1}]}
      """##)
    guard case .gradient(let style) = scene.layers[0].content else { Issue.record("not a gradient"); return }
    #expect(style.kind == .radial && scene.layers[0].properties.gradient.locations == [0, 1])
    let middle = scene.state(at: TickTime(seconds: 0.5)!).layers[0].properties.gradient.colors
    #expect(middle.count == 2 && abs(middle[0].red - 0.5) < 1e-9 && abs(middle[1].red - 0.5) < 1e-9)
  }

  /// CAGradientLayer's `locations` animate location by location, and may lie beyond 0…1: the
  /// skeleton shimmer sweeps `[-1, -0.5, 0]` to `[1, 1.5, 2]` (QA: refused, and not animatable).
  @Test func gradientLocationsAnimateLocationByLocation() throws {
    let scene = try scene(##"""
      {"type": "gradient", "size": [10, 10], "colors": ["black", "white", "black"], "locations": [-1, -0.5, 0],
       "animations": [{"property": "locations", "to": [1, 1.5, 2], "duration": 1}]}
      """##)
    #expect(scene.layers[0].properties.gradient.locations == [-1, -0.5, 0])
    #expect(scene.state(at: TickTime(seconds: 0.5)!).layers[0].properties.gradient.locations == [0, 0.5, 1])
    // Without locations, an animation starts from the colours spread evenly.
    let even = try self.scene(##"""
      {"type": "gradient", "size": [10, 10], "colors": ["black", "white", "black"],
       "animations": [{"property": "locations", "to": [0.5, 0.75, 1], "duration": 1}]}
      """##)
    #expect(even.state(at: TickTime(seconds: 0.5)!).layers[0].properties.gradient.locations == [0.25, 0.625, 1])
  }

  @Test func strokeEndAnimates() throws {
    let scene = try scene(##"{"type": "ellipse", "size": [10, 10], "animations": [{"property": "strokeEnd", "from": 0, "to": 1, "duration": 1}]}"##)
    #expect(scene.state(at: TickTime(seconds: 0.25)!).layers[0].properties.stroke.end == 0.25)
  }

  @Test(arguments: [
    (##"{"type": "rect", "strokeColour": "red"}"##, ##"layers[0].strokeColour: unknown key "strokeColour"; did you mean "strokeColor"?"##),
    (##"{"type": "image", "contents": "assets/photo.jpg", "strokeColor": "red"}"##,
     ##"layers[0].strokeColor: "strokeColor" applies to rect, ellipse, path layers only; this layer's type is "image""##),
    (##"{"type": "rect", "colors": ["red"]}"##, ##"layers[0].colors: "colors" applies to gradient layers only; this layer's type is "rect""##),
    // Animating a key the layer type does not have is the same mistake (QA: it passed in silence).
    (##"{"type": "text", "text": "a", "animations": [{"property": "strokeEnd", "to": 0.5}]}"##,
     ##"layers[0].animations[0].property: "strokeEnd" applies to rect, ellipse, path layers only; this layer's type is "text""##),
    (##"{"type": "rect", "animations": [{"property": "startPoint", "to": [1, 1]}]}"##,
     ##"layers[0].animations[0].property: "startPoint" applies to gradient layers only; this layer's type is "rect""##),
    (##"{"type": "group", "animations": [{"keyPath": "lineWidth", "to": 2}]}"##,
     ##"layers[0].animations[0].keyPath: "lineWidth" applies to rect, ellipse, path layers only; this layer's type is "group""##),
    (##"{"type": "rect", "animations": [{"property": "fontSize", "to": 2}]}"##,
     ##"layers[0].animations[0].property: "fontSize" applies to text layers only; this layer's type is "rect""##),
    (##"{"type": "rect", "lineCap": "rounded"}"##, ##"layers[0].lineCap: unknown value "rounded"; did you mean "round"?"##),
    (##"{"type": "rect", "strokeEnd": 1.5}"##, "layers[0].strokeEnd: must be in 0…1, got 1.5"),
    (##"{"type": "rect", "lineDashPattern": [0, 0]}"##, "layers[0].lineDashPattern: needs at least one length > 0"),
    (##"{"type": "rect", "cornerRadius": 4, "cornerRadii": [1, 2, 3, 4]}"##, ##"layers[0].cornerRadii: "cornerRadius" and "cornerRadii" both set the corners"##),
    (##"{"type": "rect", "cornerRadii": [1, 2, 3]}"##, "layers[0].cornerRadii: expected 4 radii [topLeft, topRight, bottomRight, bottomLeft], got 3"),
    (##"{"type": "rect", "shadowOpacity": 2}"##, "layers[0].shadowOpacity: must be in 0…1, got 2"),
    (##"{"type": "path"}"##, "layers[0].path: is required: SVG path data"),
    (##"{"type": "path", "path": "M 0 0 L 10"}"##, "layers[0].path: expected a number, got the end (at character 11 of the path data)"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "locations": [0.5, 0.2]}"##, "layers[0].locations[1]: locations must not decrease (0.2 after 0.5)"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "locations": [0]}"##, "layers[0].locations: has 1 location for 2 colours; give one per colour"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "locations": [0, 1001]}"##, "layers[0].locations[1]: must be in -1000…1000, got 1001"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "animations": [{"property": "locations", "to": [0, 0.5, 1]}]}"##,
     "layers[0].animations[0].to: has 3 locations for 2 colours; give one per colour"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "animations": [{"property": "locations", "values": [[0, 1], [0.5, 0.2]]}]}"##,
     "layers[0].animations[0].values[1][1]: locations must not decrease (0.2 after 0.5)"),
    (##"{"type": "gradient", "colors": ["red", "blue"], "animations": [{"property": "locations", "keyframes": [{"offset": 1, "value": [1]}]}]}"##,
     "layers[0].animations[0].keyframes[0].value: has 1 location for 2 colours; give one per colour"),
    (##"{"type": "gradient", "gradientType": "conic"}"##, ##"layers[0].gradientType: unknown value "conic""##),
    (##"{"type": "image"}"##, "layers[0].contents: is required"),
    (##"{"type": "image", "contents": "assets/nope.png"}"##, ##"layers[0].contents: image file "assets/nope.png" not found; tried "##),
    (##"{"type": "image", "contents": "assets/make-assets.c"}"##, "layers[0].contents: "),
    // A folder says so (QA: "cannot read image file …" alone).
    (##"{"type": "image", "contents": "assets"}"##, "/assets: it is a folder, not an image file"),
    (##"{"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "aspectFill"}"##,
     ##"layers[0].contentsGravity: unknown value "aspectFill"; did you mean "resizeAspectFill"? (expected one of: resize, resizeAspect, resizeAspectFill, center"##),
    (##"{"type": "image", "contents": "assets/photo.jpg", "contentsGravity": "scaleAspectFll"}"##,
     ##"did you mean "scaleAspectFill"?"##),
    (##"{"type": "rect", "beginTime": "soon"}"##, "layers[0].beginTime: expected a number, got a string"),
    // Seconds written as key times get the fractions to write (QA: an article's CADisplayLink key frames).
    (##"{"type": "rect", "animations": [{"property": "opacity", "values": [0, 1, 1, 0], "keyTimes": [0, 0.4, 3.4, 3.8], "duration": 3.8}]}"##,
     ##"layers[0].animations[0].keyTimes: key time [2] must be in [0, 1], got 3.4; key times are fractions of the duration: if these are seconds of a 3.8 s animation, write "duration": 3.8 and "keyTimes": [0, 0.10526, 0.89474, 1]"##),
  ])
  func mistakesNameTheirPath(layer: String, message: String) {
    let found = errors(layer)
    #expect(found.contains { $0.contains(message) }, "expected \(message)\ngot \(found)")
  }

  @Test func aMissingImageDoesNotHideTheLayersOtherMistakes() {
    let found = errors(##"{"type": "image", "contents": "assets/missing.png", "contentsScale": 0, "strokeColour": "red"}"##)
    #expect(found.count == 3, "\(found)")
  }

  @Test func unreadableImageNamesTheFileAndTheReason() {
    let found = errors(##"{"type": "image", "contents": "assets/make-assets.c"}"##)
    #expect(found.contains { $0.contains("assets/make-assets.c") && $0.contains("not a PNG, JPEG or GIF file") }, "\(found)")
  }
}

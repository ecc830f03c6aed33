import Foundation
import Testing
@testable import SceneModel

/// The schema's numeric bounds are the decoder's: a value at a bound validates, and one just
/// past it is refused by both. An editor using the schema must neither flag a scene `validate`
/// accepts (`maximumLines: 0` was flagged) nor pass one it refuses (`miterLimit: 0.5` was passed).
@Suite struct SchemaBoundsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// Where the number is in the schema (`SchemaTests.nodes(at:in:)` form).
    let schemaPath: String
    /// A scene with `$` where the number goes.
    let scene: String
    /// Whether the schema says `integer`.
    var integer = false
    var testDescription: String { schemaPath }
  }

  static func layer(_ members: String) -> String {
    #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{\#(members)}]}"#
  }

  static func animation(_ members: String) -> String {
    layer(#""type": "rect", "animations": [{"property": "opacity", "to": 0, \#(members)}]"#)
  }

  static let cases: [Case] = [
    Case(schemaPath: "canvas.width", scene: #"{"canvas": {"width": $, "height": 10}, "duration": 1, "layers": []}"#),
    Case(schemaPath: "canvas.height", scene: #"{"canvas": {"width": 10, "height": $}, "duration": 1, "layers": []}"#),
    Case(schemaPath: "canvas.scale", scene: #"{"canvas": {"width": 1000, "height": 1000, "scale": $}, "duration": 1, "layers": []}"#),
    Case(schemaPath: "layers[].lineWidth", scene: layer(#""type": "rect", "lineWidth": $"#)),
    Case(schemaPath: "layers[].miterLimit", scene: layer(#""type": "rect", "miterLimit": $"#)),
    Case(schemaPath: "layers[].fontSize", scene: layer(#""type": "text", "text": "a", "fontSize": $"#)),
    Case(schemaPath: "layers[].lineHeight", scene: layer(#""type": "text", "text": "a", "lineHeight": $"#)),
    Case(schemaPath: "layers[].letterSpacing", scene: layer(#""type": "text", "text": "a", "letterSpacing": $"#)),
    Case(schemaPath: "layers[].maximumLines", scene: layer(#""type": "text", "text": "a", "maximumLines": $"#), integer: true),
    Case(schemaPath: "layers[].contentsScale", scene: layer(#""type": "image", "contents": "assets/avatar.png", "contentsScale": $"#)),
    Case(schemaPath: "layers[].animations[].speed", scene: animation(#""speed": $"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.duration",
         scene: animation(#""timingFunction": {"spring": {"duration": $, "bounce": 0.2}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.bounce",
         // bounce 1 takes all damping away: the spring never settles, so the animation needs a duration.
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"duration": 0.5, "bounce": $}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.response",
         scene: animation(#""timingFunction": {"spring": {"response": $, "dampingRatio": 0.8}}"#)),
    // QA: bounds the docs state and the decoder enforces, missing from the schema.
    Case(schemaPath: "layers[].shadowRadius", scene: layer(#""type": "rect", "shadowRadius": $"#)),
    Case(schemaPath: "layers[].lineDashPattern[]", scene: layer(#""type": "rect", "lineDashPattern": [$, 1]"#)),
    Case(schemaPath: "layers[].lineDashPhase", scene: layer(#""type": "rect", "lineDashPhase": $"#)),
    Case(schemaPath: "layers[].beginTime", scene: layer(#""type": "rect", "beginTime": $"#)),
    Case(schemaPath: "layers[].stagger.each", scene: layer(#""type": "group", "stagger": {"each": $}, "children": [{"type": "rect"}]"#)),
    Case(schemaPath: "layers[].stagger.seed", scene: layer(#""type": "group", "stagger": {"each": 0.1, "order": "random", "seed": $}, "children": [{"type": "rect"}]"#), integer: true),
    Case(schemaPath: "layers[].counter.to", scene: layer(#""type": "text", "counter": {"to": $, "duration": 1}"#)),
    Case(schemaPath: "layers[].counter.from", scene: layer(#""type": "text", "counter": {"from": $, "to": 0, "duration": 1}"#)),
    Case(schemaPath: "layers[].animations[].repeatCount", scene: animation(#""duration": 0, "repeatCount": $"#)),
    Case(schemaPath: "layers[].animations[].iterations", scene: animation(#""duration": 0, "iterations": $"#)),
    Case(schemaPath: "layers[].animations[].beginTime", scene: animation(#""beginTime": $"#)),
    Case(schemaPath: "layers[].animations[].delay", scene: animation(#""delay": $"#)),
    Case(schemaPath: "layers[].animations[].duration", scene: animation(#""duration": $"#)),
    Case(schemaPath: "layers[].animations[].timeOffset", scene: animation(#""timeOffset": $"#)),
    Case(schemaPath: "layers[].animations[].repeatDuration", scene: animation(#""repeatDuration": $"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.mass",
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"mass": $}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.stiffness",
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"stiffness": $}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.damping",
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"damping": $}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.dampingRatio",
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"response": 0.5, "dampingRatio": $}}"#)),
    Case(schemaPath: "layers[].animations[].timingFunction.spring.initialVelocity",
         scene: animation(#""duration": 1, "timingFunction": {"spring": {"damping": 20, "initialVelocity": $}}"#)),
  ]

  func errors(_ scene: String, _ value: Double) -> [String] {
    let text = scene.replacingOccurrences(of: "$", with: NumberFormatting.roundTrip(value))
    let scenes = SchemaTests.repository.appendingPathComponent("scenes").path
    return sceneErrorMessages { _ = try SceneLoader().load(text: text, baseDirectory: scenes) }
  }

  @Test(arguments: cases)
  func boundsAgree(_ check: Case) throws {
    let nodes = SchemaTests.nodes(at: check.schemaPath, in: SchemaTests.schema).filter { $0["type"] as? String != nil }
    let node = try #require(nodes.first { ["number", "integer"].contains($0["type"] as? String) })
    #expect(node["type"] as? String == (check.integer ? "integer" : "number"))
    let minimum = try #require((node["minimum"] as? NSNumber)?.doubleValue, "no minimum in the schema")
    let maximum = try #require((node["maximum"] as? NSNumber)?.doubleValue, "no maximum in the schema")
    // Just past a bound: the next whole number, or a millionth of the bound's size.
    func step(_ bound: Double) -> Double { check.integer ? 1 : max(abs(bound), 1e-3) * 1e-6 }
    #expect(errors(check.scene, minimum).isEmpty, "the schema's minimum \(minimum) is refused: \(errors(check.scene, minimum))")
    #expect(errors(check.scene, maximum).isEmpty, "the schema's maximum \(maximum) is refused: \(errors(check.scene, maximum))")
    #expect(!errors(check.scene, minimum - step(minimum)).isEmpty, "below the schema's minimum \(minimum) is accepted")
    #expect(!errors(check.scene, maximum + step(maximum)).isEmpty, "above the schema's maximum \(maximum) is accepted")
  }

  /// The last occurrence a trigger may ask for: a scene that reaches it would be long, so the
  /// decoder's range is checked on its own (a lower one "never comes", a different error).
  @Test func occurrenceBoundIsTheDecoders() throws {
    let node = try #require(SchemaTests.nodes(at: "layers[].animations[].when.occurrence", in: SchemaTests.schema).first)
    #expect((node["maximum"] as? NSNumber)?.intValue == 1_000_000)
    let scene = Self.layer(#""id": "a", "type": "rect", "animations": [{"property": "opacity", "to": 0, "duration": 1, "when": {"layer": "a", "property": "opacity", "crosses": 0.5, "occurrence": $}}]"#)
    #expect(!errors(scene, 1_000_000).contains { $0.contains("occurrence: must be") }, "\(errors(scene, 1_000_000))")
    #expect(errors(scene, 1_000_001).contains { $0.contains("occurrence: must be") }, "\(errors(scene, 1_000_001))")
  }

  /// Shapes the decoder refuses or takes, and the schema must agree (QA): pairs of exactly two
  /// numbers with both keys, sizes ≥ 0, four corner radii, non-empty separators, percentages.
  @Test(arguments: [
    (#""type": "rect", "position": [1, 2]"#, true), (#""type": "rect", "position": [1, 2, 3]"#, false),
    (#""type": "rect", "position": [1]"#, false), (#""type": "rect", "position": {"x": 1, "y": 2}"#, true),
    (#""type": "rect", "position": {"y": 5}"#, false), (#""type": "rect", "anchorPoint": {"x": 0.5}"#, false),
    (#""type": "rect", "size": {"width": 5}"#, false), (#""type": "rect", "shadowOffset": [1, 2, 3]"#, false),
    (#""type": "rect", "size": [0, 0]"#, true), (#""type": "rect", "size": [-1, 5]"#, false),
    (#""type": "rect", "size": {"width": 5, "height": -1}"#, false), (#""type": "rect", "position": [-1, -5]"#, true),
    (#""type": "rect", "cornerRadii": [1, 2, 3, 4]"#, true), (#""type": "rect", "cornerRadii": [1, 2, 3, 4, 5]"#, false),
    (#""type": "text", "counter": {"to": 1, "duration": 1, "decimalSeparator": ""}"#, false),
    (#""type": "text", "counter": {"to": 1, "duration": 1, "groupingSeparator": ""}"#, false),
    (#""type": "text", "counter": {"to": 1, "duration": 1, "decimalSeparator": "."}"#, true),
  ] + ["50%", "0%", "100%", "100.0%", "7.5%", ".5%", "+5%", "050%"].map { (Self.keyframes($0), true) }
    + ["50", "101%", "100.5%", "-5%", "50 %", "%", "x%"].map { (Self.keyframes($0), false) })
  func schemaAndDecoderAgree(members: String, valid: Bool) throws {
    let scene = Self.layer(members)
    let validator = SchemaSubsetValidator(root: try JSONParser.parse(SceneSchema.json))
    let violations = validator.violations(of: try JSONParser.parse(scene))
    #expect(violations.isEmpty == valid, "schema: \(violations)")
    #expect(errors(scene, 0).isEmpty == valid, "decoder: \(errors(scene, 0))")
  }

  static func keyframes(_ offset: String) -> String {
    #""type": "rect", "animations": [{"property": "opacity", "duration": 1, "keyframes": [{"offset": "\#(offset)", "value": 1}, {"offset": 1, "value": 0}]}]"#
  }

  @Test func emptyListsAndZeroValuesTheDecoderAcceptsAreAllowed() throws {
    let colors = try #require(SchemaTests.nodes(at: "layers[].colors", in: SchemaTests.schema).first { $0["type"] as? String == "array" })
    #expect(colors["minItems"] == nil)
    #expect(errors(Self.layer(#""type": "gradient", "colors": []"#), 0).isEmpty)
    let duration = try #require(SchemaTests.nodes(at: "duration", in: SchemaTests.schema).first)
    #expect((duration["exclusiveMinimum"] as? NSNumber)?.doubleValue == 0)
    #expect(!errors(#"{"canvas": {"width": 10, "height": 10}, "duration": $, "layers": []}"#, 0).isEmpty)
  }
}

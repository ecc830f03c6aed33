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

  @Test func emptyListsAndZeroValuesTheDecoderAcceptsAreAllowed() throws {
    let colors = try #require(SchemaTests.nodes(at: "layers[].colors", in: SchemaTests.schema).first { $0["type"] as? String == "array" })
    #expect(colors["minItems"] == nil)
    #expect(errors(Self.layer(#""type": "gradient", "colors": []"#), 0).isEmpty)
    let duration = try #require(SchemaTests.nodes(at: "duration", in: SchemaTests.schema).first)
    #expect((duration["exclusiveMinimum"] as? NSNumber)?.doubleValue == 0)
    #expect(!errors(#"{"canvas": {"width": 10, "height": 10}, "duration": $, "layers": []}"#, 0).isEmpty)
  }
}

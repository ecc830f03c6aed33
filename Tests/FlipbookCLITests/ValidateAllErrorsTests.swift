import Foundation
import Testing

/// A scene with ten mistakes gets ten precise messages, each with file:line:column and JSON path.
@Suite struct ValidateAllErrorsTests {
  @Test func tenMistakesTenMessages() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("ten.json")
    try CLI.write("""
      {
        "canvas": {"width": 0, "height": 100, "backgound": "white"},
        "duration": -2,
        "layers": [
          {"type": "rectangle"},
          {"type": "rect", "opacity": 1.5, "fillColor": "#12345"},
          {"type": "text", "text": "hi", "fontSize": "big", "font": "Nope Sans"},
          {"type": "ellipse", "animations": [
            {"property": "opacty", "to": 1},
            {"property": "opacity", "to": 1, "timingFunction": "easeInn"},
            {"property": "opacity", "values": [0, 1], "keyTimes": [0, 0.5, 1]}
          ]}
        ]
      }
      """, to: scene)
    let result = try CLI.run(["validate", scene.path])
    #expect(result.status == 65)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 11, "\(result.stderr)")
    for line in errors {
      #expect(line.hasPrefix(scene.path + ":"), "\(line)")
      #expect(line.range(of: #"\.json:\d+:\d+: error: "#, options: .regularExpression) != nil, "no position: \(line)")
    }
    for expected in ["canvas.width: must be between 1 and 8192", "canvas.backgound: unknown key \"backgound\"; did you mean \"background\"?",
                     "duration: must be > 0", "layers[0].type: unknown value \"rectangle\"", "layers[1].opacity: must be in 0…1",
                     "layers[1].fillColor: \"#12345\" has 5 hex digits", "layers[2].fontSize: expected a number",
                     "layers[2].font: unknown font \"Nope Sans\"", "layers[3].animations[0].property: unknown property \"opacty\"; did you mean \"opacity\"?",
                     "layers[3].animations[1].timingFunction:", "layers[3].animations[2].keyTimes:"] {
      #expect(result.stderr.contains(expected), "missing: \(expected)\n\(result.stderr)")
    }
  }
}

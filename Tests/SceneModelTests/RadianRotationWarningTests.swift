import Testing
@testable import SceneModel

/// A rotation written in radians, as Core Animation's transform.rotation is, turns a few
/// degrees here without a word (QA: `"to": 6.283185` turned 6.3°): validate warns.
@Suite struct RadianRotationWarningTests {
  func warnings(_ layer: String) throws -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"type": "rect", "size": [10, 10], \#(layer)}]}"#
    return try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
  }

  func animation(_ members: String) throws -> [String] {
    try warnings(#""animations": [{"property": "transform.rotation", "duration": 1, \#(members)}]"#)
  }

  @Test(arguments: [
    (#""to": 6.283185"#, "to", "6.283185 looks like 2π radians — did you mean 360?"),
    (#""from": -1.5708, "to": 0"#, "from", "-1.5708 looks like -π/2 radians — did you mean -90?"),
    (#""by": 3.14159"#, "by", "3.14159 looks like π radians — did you mean 180?"),
    (#""values": [0, 4.712389]"#, "values[1]", "4.712389 looks like 3π/2 radians — did you mean 270?"),
    (#""keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 12.566}]"#, "keyframes[1].value", "12.566 looks like 4π radians — did you mean 720?"),
  ])
  func animatedRotation(members: String, key: String, expected: String) throws {
    let found = try animation(members)
    #expect(found.contains { $0.hasPrefix("warning: layers[0].animations[0].\(key): transform.rotation is in degrees; \(expected)") }, "\(found)")
  }

  @Test func staticRotation() throws {
    let found = try warnings(#""transform": {"rotation": 1.5708}"#)
    #expect(found.contains { $0.hasPrefix("warning: layers[0].transform.rotation: transform.rotation is in degrees; 1.5708 looks like π/2 radians — did you mean 90?") }, "\(found)")
  }

  /// Degrees, and numbers near no multiple of π/2, are left alone; so are other properties.
  @Test func degreesAreNotWarnedAbout() throws {
    #expect(try animation(#""to": 360"#).isEmpty)
    #expect(try animation(#""to": 3"#).isEmpty)
    #expect(try animation(#""to": 45.5"#).isEmpty)
    #expect(try animation(#""to": 1.2"#).isEmpty)
    #expect(try warnings(#""transform": {"rotation": 90}"#).isEmpty)
    #expect(try warnings(#""animations": [{"property": "position.x", "to": 3.14159, "duration": 1}]"#).isEmpty)
  }
}

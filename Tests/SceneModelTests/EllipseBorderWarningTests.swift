import Testing
@testable import SceneModel

/// An ellipse's border follows its bounds, as a CALayer's does: a rectangle unless the corners
/// make the bounds the ellipse's own circle. A CSS author expects a ring (QA), so it warns.
@Suite struct EllipseBorderWarningTests {
  func warnings(_ layer: String) throws -> [String] {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [\#(layer)]}"#
    return try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
  }

  @Test func aBorderAroundAnEllipsesBoundsWarns() throws {
    let found = try warnings(#"{"type": "ellipse", "size": [70, 40], "fillColor": "yellow", "borderWidth": 4, "borderColor": "blue"}"#)
    #expect(found.count == 1 && found[0].hasPrefix(#"warning: layers[0].borderWidth: an ellipse's border follows its bounds and corner radius"#)
      && found[0].contains(#"use "strokeColor" and "lineWidth""#), "\(found)")
  }

  @Test func aBorderThatIsTheEllipseDoesNotWarn() throws {
    // A circle whose corner radius is half its side: the border is the same circle.
    #expect(try warnings(#"{"type": "ellipse", "size": [40, 40], "cornerRadius": 20, "borderWidth": 4, "borderColor": "blue"}"#).isEmpty)
    #expect(try warnings(#"{"type": "ellipse", "size": [40, 40], "cornerRadii": [20, 20, 25, 20], "borderWidth": 4, "borderColor": "blue"}"#).isEmpty)
    // No border drawn: none to warn about.
    #expect(try warnings(#"{"type": "ellipse", "size": [70, 40], "borderWidth": 4, "borderColor": "transparent"}"#).isEmpty)
    #expect(try warnings(#"{"type": "ellipse", "size": [70, 40], "strokeColor": "blue", "lineWidth": 4}"#).isEmpty)
    // A rect's border is meant to follow its bounds.
    #expect(try warnings(#"{"type": "rect", "size": [70, 40], "borderWidth": 4, "borderColor": "blue"}"#).isEmpty)
  }
}

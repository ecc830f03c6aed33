import Testing
import Timing
@testable import SceneModel

/// A group's easing warps its children's time, so an overshooting one sends them past their
/// ends, where they hold or snap back (QA: a dot eased by its group's
/// `cubic-bezier(0.3, 0, 0.7, 1.5)` jumped back to its start): validate warns.
@Suite struct GroupOvershootWarningTests {
  func load(_ group: String) throws -> (scene: Scene, warnings: [String]) {
    let json = #"{"canvas": {"width": 100, "height": 100}, "duration": 1, "layers": [{"id": "dot", "type": "rect", "size": [10, 10], "animations": [\#(group)]}]}"#
    let loaded = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
    return (loaded.scene, loaded.warnings.map(\.description))
  }

  let child = #""animations": [{"property": "position.x", "from": 20, "to": 160}]"#

  @Test func anOvershootingBezierWarnsAndItsChildSnapsBack() throws {
    let (scene, warnings) = try load(#"{"duration": 1, "timingFunction": "cubic-bezier(0.3, 0, 0.7, 1.5)", \#(child)}"#)
    #expect(warnings.contains { $0.hasPrefix("warning: layers[0].animations[0].timingFunction: this group's easing reaches 110.2 %, but a group's easing warps its children's time: past 100 % they run beyond their ends") }, "\(warnings)")
    // What the warning describes: past 100 % the child has ended and, not filling, shows the layer's x.
    let x = scene.layer(id: "dot")!.properties(at: TickTime(frameIndex: 50), colorSpace: .srgb).position.x
    #expect(x == scene.layer(id: "dot")!.properties.position.x)
  }

  @Test func aSpringAndAnUndershootWarn() throws {
    #expect(try load(#"{"duration": 1, "easing": {"spring": {"damping": 12}}, \#(child)}"#).warnings
      .contains { $0.hasPrefix("warning: layers[0].animations[0].easing: this group's easing reaches 109.5 %") })
    #expect(try load(#"{"duration": 1, "timingFunction": "cubic-bezier(0.6, -0.28, 0.735, 0.045)", \#(child)}"#).warnings
      .contains { $0.contains("this group's easing reaches -9.7 %, but a group's easing warps its children's time: below 0 % they run before their starts") })
  }

  /// An easing that leaves 0…1 on both sides is said to, with both consequences (QA: only the
  /// low side was named).
  @Test func anEasingOutsideOnBothSidesNamesBoth() throws {
    let warnings = try load(#"{"duration": 1, "timingFunction": "cubic-bezier(0.5, -0.5, 0.5, 1.5)", \#(child)}"#).warnings
    #expect(warnings.count == 1 && warnings[0].contains("this group's easing reaches -8.1 % and 108.1 %, but a group's easing warps its children's time: "
      + "past 100 % they run beyond their ends and hold their end values (with a fillMode that fills forwards), and below 0 % they run before their starts"), "\(warnings)")
  }

  @Test func easingsInsideZeroToOneAndChildEasingsDoNotWarn() throws {
    for easing in [#""easeInOut""#, #""steps(4, jump-none)""#, #""cubic-bezier(0.2, 0, 0, 1)""#, #"{"spring": {"dampingRatio": 1, "response": 0.3}}"#] {
      #expect(try load(#"{"duration": 1, "timingFunction": \#(easing), \#(child)}"#).warnings.isEmpty, "\(easing)")
    }
    let onTheChild = #"{"duration": 1, "animations": [{"property": "position.x", "from": 20, "to": 160, "timingFunction": "cubic-bezier(0.3, 0, 0.7, 1.5)"}]}"#
    #expect(try load(onTheChild).warnings.isEmpty)
  }
}

import Testing
@testable import SceneModel

/// A split text's units show their own opacity (1) until their animation starts: a literal port
/// of UIKit code that sets `alpha = 0` and then fades each label in (seed 003) showed the whole
/// string at once (QA). validate warns unless the animation fills backwards.
@Suite struct UnitFillWarningTests {
  func warnings(_ unitAnimations: String, stagger: Bool = true) throws -> [String] {
    let staggerJSON = stagger ? #""stagger": {"each": 0.5}, "# : ""
    let json = #"{"canvas": {"width": 200, "height": 50}, "duration": 8, "layers": [{"type": "text", "text": "Hi!", "split": "characters", "# + staggerJSON + #""unitAnimations": ["# + unitAnimations + "]}]}"
    return try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp").warnings.map(\.description)
  }

  @Test func aStaggeredFadeInThatDoesNotFillBackwardsWarns() throws {
    let plain = try warnings(#"{"property": "opacity", "from": 0, "to": 1, "duration": 5}"#)
    #expect(plain.count == 1 && plain[0].hasPrefix(#"warning: layers[0].unitAnimations[0]: until its turn each unit shows its own opacity, 1, so every unit is visible before this animation starts it at 0; to hold 0 until then, as UIKit code that sets alpha first does, give it "fillMode": "both" (or "backwards")"#), "\(plain)")
    // A group that fills forwards only (isRemovedOnCompletion = false), keyframes, CSS keyframes.
    #expect(try warnings(#"{"duration": 5, "fillMode": "forwards", "animations": [{"property": "opacity", "from": 0, "to": 1}]}"#).count == 1)
    #expect(try warnings(#"{"property": "opacity", "values": [0.2, 1], "duration": 5}"#).count == 1)
    #expect(try warnings(#"{"property": "opacity", "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}], "duration": 5}"#).count == 1)
    // Without a stagger a beginTime delays the start just the same.
    #expect(try warnings(#"{"property": "opacity", "from": 0, "to": 1, "duration": 5, "beginTime": 1}"#, stagger: false).count == 1)
  }

  @Test func fillingBackwardsOrStartingAtOnceOrAtOneDoesNotWarn() throws {
    #expect(try warnings(#"{"property": "opacity", "from": 0, "to": 1, "duration": 5, "fillMode": "both"}"#).isEmpty)
    #expect(try warnings(#"{"property": "opacity", "from": 0, "to": 1, "duration": 5, "fillMode": "backwards"}"#).isEmpty)
    #expect(try warnings(#"{"property": "opacity", "from": 1, "to": 0, "duration": 5}"#).isEmpty)
    #expect(try warnings(#"{"property": "opacity", "from": 0, "to": 1, "duration": 5}"#, stagger: false).isEmpty)
    #expect(try warnings(#"{"property": "transform.scale", "from": 0, "to": 1, "duration": 5}"#).isEmpty)
  }
}

/// `after` naming a unit animation says what it is (QA: "no animation has id" for an id that
/// is there, in unitAnimations).
@Suite struct UnitAnimationChainTests {
  @Test func chainingToAUnitAnimationSaysWhyItCannot() {
    let json = #"{"canvas": {"width": 200, "height": 50}, "duration": 8, "layers": [{"type": "text", "text": "Hi!", "split": "characters", "stagger": {"each": 0.5}, "unitAnimations": [{"id": "unitFade", "property": "opacity", "from": 0, "to": 1, "duration": 1, "fillMode": "both"}], "animations": [{"property": "opacity", "to": 0, "duration": 1, "after": "unitFade"}]}]}"#
    do {
      _ = try SceneLoader().load(text: json, file: "s.json", baseDirectory: "/tmp")
      Issue.record("expected an error")
    } catch {
      let messages = error.diagnostics.map(\.description)
      #expect(messages.count == 1 && messages[0].hasPrefix(#"layers[0].animations[0].after: "unitFade" (layers[0].unitAnimations[0]) is a unit animation of a split text: every unit runs it on its own staggered clock"#), "\(messages)")
    }
  }
}

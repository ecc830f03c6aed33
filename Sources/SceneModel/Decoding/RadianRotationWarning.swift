import Foundation

extension DecodingContext {
  /// Warns about rotation values that look like radians: Core Animation's
  /// `transform.rotation` is in radians, this format's in degrees, so a ported `to: 6.283185`
  /// turns 6.3° without a word (QA). A value within 1e-3 of a non-zero multiple of π/2 that is
  /// not a whole number of degrees is taken for radians; 0.001° of doubt is no real rotation.
  func warnIfRadians(_ node: JSONNode, path: String, property: String) {
    guard case .number(let value) = node.value, let quarterTurns = Self.radianQuarterTurns(value) else { return }
    let multiple = quarterTurns % 2 == 0 ? "\(Self.coefficient(quarterTurns / 2))π" : "\(Self.coefficient(quarterTurns))π/2"
    warning(path, "\(property) is in degrees; \(NumberFormatting.roundTrip(value)) looks like \(multiple) radians — did you mean \(quarterTurns * 90)?", at: node)
  }

  /// The rotation values of an animation of `transform.rotation` (from, to, by, values and
  /// keyframes' values), each checked by `warnIfRadians`.
  func warnIfRadianRotation(_ animation: JSONNode, path: String) {
    guard case .object(let members) = animation.value else { return }
    for (key, node) in members {
      let memberPath = JSONPath.member(path, key)
      switch key {
      case "from", "to", "by":
        warnIfRadians(node, path: memberPath, property: "transform.rotation")
      case "values", "keyframes":
        guard case .array(let elements) = node.value else { continue }
        for (index, element) in elements.enumerated() {
          let elementPath = JSONPath.element(memberPath, index)
          if key == "values" {
            warnIfRadians(element, path: elementPath, property: "transform.rotation")
          } else if case .object(let frame) = element.value, let value = frame.first(where: { $0.key == "value" })?.value {
            warnIfRadians(value, path: JSONPath.member(elementPath, "value"), property: "transform.rotation")
          }
        }
      default:
        continue
      }
    }
  }

  /// k when `value` is within 1e-3 of k·π/2 for k ≠ 0 and is not a whole number of degrees.
  static func radianQuarterTurns(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < 1000, value != value.rounded() else { return nil }
    let quarterTurns = (value / (Double.pi / 2)).rounded()
    guard quarterTurns != 0, abs(value - quarterTurns * Double.pi / 2) <= 1e-3 else { return nil }
    return Int(quarterTurns)
  }

  /// `2` for 2π, `` for 1π, `-` for −1π.
  private static func coefficient(_ k: Int) -> String {
    switch k {
    case 1: return ""
    case -1: return "-"
    default: return String(k)
    }
  }
}

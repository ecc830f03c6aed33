import Foundation
import Timing

/// How an animated value combines with the value beneath it, property by property: added
/// animations (`additive`, CSS `composite`), the missing end of an added animation, and
/// `cumulative` repeats.
///
/// Most properties add: positions, sizes, angles, opacity, colours. A scale is a transform, and
/// transforms compose by concatenation (Core Animation: "transforms concatenate", for additive
/// and cumulative animations alike; CSS: `scale(2)` with `scale(3)` added is `scale(6)`), so
/// scales multiply and the scale that changes nothing is 1. CSS `accumulate` sums scales
/// one-based instead (CSS Transforms 2: 3 accumulated onto 2 is 2 + 3 − 1 = 4). Before this,
/// scales were summed (QA: `add` of 3 onto a layer at scale 2 drew it at 5, where CSS draws 6).
extension AnimatableProperty {
  /// Whether values of this property compose by multiplying (scales) instead of adding.
  var composesByMultiplying: Bool {
    switch self {
    case .transformScale, .transformScaleX, .transformScaleY: return true
    default: return false
    }
  }

  /// What an added animation's missing end is: the value that composes to nothing, of the
  /// kind `value` is (1 for a scale; zero, or transparent black, otherwise).
  func neutral(like value: PropertyValue) -> PropertyValue {
    composesByMultiplying ? .number(1) : value.neutral
  }

  /// Sets the property to `effect` composed onto its current value by `operation`.
  ///
  /// A uniform `transform.scale` composes onto each axis of a layer scaled unevenly (scale
  /// [2, 1] with 3 added is [6, 3]); reading it alone gives the x scale only.
  func compose(_ operation: CompositeOperation, effect: PropertyValue, onto properties: inout LayerProperties) {
    if operation != .replace, self == .transformScale, case .number(let factor) = effect {
      properties.scale = Vec2(composeScale(properties.scale.x, factor, operation),
                              composeScale(properties.scale.y, factor, operation))
      return
    }
    set(compose(operation, underlying: value(in: properties), effect: effect), in: &properties)
  }

  /// `effect` composed onto `underlying`.
  func compose(_ operation: CompositeOperation, underlying: PropertyValue, effect: PropertyValue) -> PropertyValue {
    guard operation != .replace else { return effect }
    if composesByMultiplying, case .number(let base) = underlying, case .number(let factor) = effect {
      return .number(composeScale(base, factor, operation))
    }
    return PropertyValue.add(underlying, effect)
  }

  /// Core Animation's `cumulative`: `value` composed with the value at the end of a cycle once
  /// per completed cycle (added for most properties; multiplied for a scale, so 1 → 2 repeated
  /// goes 1 → 2, 2 → 4, 4 → 8).
  func cumulative(_ value: PropertyValue, cycleEndValue: PropertyValue, completedCycles: Int) -> PropertyValue {
    guard completedCycles > 0 else { return value }
    if composesByMultiplying, case .number(let current) = value, case .number(let end) = cycleEndValue {
      // pow overflows to infinity for a long run of growing cycles; the renderer draws nothing then.
      return .number(current * pow(end, Double(completedCycles)))
    }
    return PropertyValue.cumulative(value, cycleEndValue: cycleEndValue, completedCycles: completedCycles)
  }

  private func composeScale(_ base: Double, _ factor: Double, _ operation: CompositeOperation) -> Double {
    switch operation {
    case .replace: return factor
    case .add: return base * factor
    case .accumulate: return base + factor - 1
    }
  }
}

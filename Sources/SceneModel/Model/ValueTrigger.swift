import Timing

/// `when`: an animation starts on the first 60 fps frame where a number property of a layer
/// crosses a threshold, the way `scrollViewDidScroll` starts one when the content offset passes
/// a value. The model is sampled at frames only, as UIKit calls its delegate once per display
/// frame, so the start is that frame's time exactly.
public struct ValueTrigger: Sendable, Equatable {
  /// Which way the value must cross.
  public enum Direction: String, Sendable, CaseIterable {
    /// From above the threshold to the threshold or below.
    case down
    /// From below the threshold to the threshold or above.
    case up
    /// Either of the two.
    case either
  }

  /// The id of the layer watched.
  public var layerID: String
  /// The number property watched.
  public var property: AnimatableProperty
  /// The value to cross.
  public var threshold: Double
  /// Which way it must cross.
  public var direction: Direction
  /// Which crossing starts the animation, counting from 1.
  public var occurrence: Int

  /// Creates a trigger.
  public init(layerID: String, property: AnimatableProperty, threshold: Double, direction: Direction = .either, occurrence: Int = 1) {
    self.layerID = layerID
    self.property = property
    self.threshold = threshold
    self.direction = direction
    self.occurrence = occurrence
  }

  /// Whether the step from one frame's value to the next crosses the threshold in `direction`.
  /// Reaching the threshold counts: a value animating from 0 to exactly 100 crosses 100 going
  /// up on the frame it gets there.
  public func isCrossing(from previous: Double, to current: Double) -> Bool {
    let down = previous > threshold && current <= threshold
    let up = previous < threshold && current >= threshold
    switch direction {
    case .down: return down
    case .up: return up
    case .either: return down || up
    }
  }

  /// How many steps between consecutive `values` cross in `direction`.
  public func crossingCount(in values: [Double]) -> Int {
    zip(values, values.dropFirst()).filter { isCrossing(from: $0, to: $1) }.count
  }

  /// The frame of the `occurrence`-th crossing among `values` (one per 60 fps frame, from
  /// frame `firstFrame`), or nil. The first value has no earlier frame, so it never crosses.
  public func crossingFrame(in values: some Sequence<Double>, firstFrame: Int = 0) -> Int? {
    var previous: Double?
    var found = 0
    for (offset, value) in values.enumerated() {
      defer { previous = value }
      guard let previous, isCrossing(from: previous, to: value) else { continue }
      found += 1
      if found == occurrence { return firstFrame + offset }
    }
    return nil
  }
}

extension AnimatableProperty {
  /// Whether an animation of `self` can change the value read as `other`: the same property,
  /// or one component of the other (`position.y` and `position`).
  func overlaps(_ other: AnimatableProperty) -> Bool {
    storageName == other.storageName
  }

  /// The layer property a key path writes into.
  private var storageName: String {
    switch self {
    case .position, .positionX, .positionY: return "position"
    case .size, .sizeWidth, .sizeHeight: return "size"
    case .transformScale, .transformScaleX, .transformScaleY: return "scale"
    default: return rawValue
    }
  }
}

extension Animation {
  /// Whether this animation (or, for a group, any of its children) can change `property`.
  func animates(overlapping property: AnimatableProperty) -> Bool {
    switch content {
    case .property(let animated, _): return animated.overlaps(property)
    case .group(let children): return children.contains { $0.animates(overlapping: property) }
    }
  }
}

import Timing

extension Animation {
  /// Applies this animation at `localTime` (its parent's time: the layer's, or a group's).
  /// A group passes its own basic time to its children, which clips them to its interval.
  public func apply(at localTime: TickTime, to properties: inout LayerProperties) {
    apply(at: localTime, inheritedFill: .removed, to: &properties)
  }

  /// `inheritedFill` is the enclosing group's fill, taken by an animation without its own
  /// `fillMode` for its whole life inside the group: `fillMode` on a CAAnimationGroup is how
  /// UIKit code keeps every child's start and end state, so a child shorter than its group
  /// holds its end value until the group ends, and after while the group fills, instead of
  /// snapping back and then reappearing. A child with its own `fillMode` keeps it, as in Core
  /// Animation: `removed` snaps back when the child ends, and stays back while the group fills.
  func apply(at localTime: TickTime, inheritedFill: FillMode, to properties: inout LayerProperties) {
    var timing = self.timing
    if !hasOwnFill { timing.fill = timing.fill.union(inheritedFill) }
    guard let sample = timing.sample(at: localTime) else { return }  // no effect (fill removed)
    switch content {
    case .group(let children):
      guard let childTime = timing.childLocalTime(from: sample) else { return }
      for child in children { child.apply(at: childTime, inheritedFill: timing.fill, to: &properties) }
    case .property(let property, let values):
      let underlying = property.value(in: properties)
      // An added animation's missing end (`by` alone, `to` alone, a CSS keyframe list without
      // 0 % or 100 %) is the neutral value, so that end shows the underlying value once added
      // (Web Animations' neutral keyframe; CA's `by` alone is an additive 0 → by). The value
      // itself would count the underlying value twice: `by: 1` on x = 200 would start at 400.
      // Scales compose by multiplying, so theirs is 1 (`PropertyComposition`).
      let missingEnd = composite == .replace ? underlying : property.neutral(like: underlying)
      guard var (value, cycleEnd) = self.value(of: values, underlying: missingEnd, sample: sample) else { return }
      if cumulative {
        let cycles = AnimationTiming.completedCycles(for: sample, autoreverses: autoreverses)
        value = property.cumulative(value, cycleEndValue: cycleEnd, completedCycles: cycles)
      }
      property.compose(composite, effect: value, onto: &properties)
      // rotationMode turns the layer with the path, on top of its own rotation (as Core
      // Animation composes it with the layer's transform).
      if case .path(let motion) = values,
         let degrees = motion.rotationDegrees(atProgress: sample.progress, durationSeconds: timing.iterationDuration.seconds) {
        properties.rotationDegrees += degrees
      }
    }
  }

  /// The effect value at `sample`, and the value at the end of a cycle (for `cumulative`).
  private func value(of values: AnimationValues, underlying: PropertyValue, sample: TimingSample)
    -> (value: PropertyValue, cycleEnd: PropertyValue)?
  {
    switch values {
    case .basic(let basic):
      let ends = basic.endpoints(underlying: underlying)
      return (PropertyValue.interpolate(ends.from, ends.to, fraction: sample.progress, colorSpace: colorSpace), ends.to)
    case .keyframes(let track):
      guard let value = track.value(for: sample, timing: self.timing) else { return nil }
      return (value.value, track.values[track.values.count - 1].value)
    case .cssKeyframes(_, _, let complete?):
      guard let value = complete.value(for: sample, timing: timing) else { return nil }
      return (value.value, complete.values[complete.values.count - 1].value)
    case .cssKeyframes(let keyframes, let defaultEasing, nil):
      let space = keyframes.first?.value.colorSpace ?? .srgb
      let underlyingValue = TrackValue(underlying, colorSpace: space, discreteSwitch: keyframes.first?.value.discreteSwitch ?? 1)
      // Validated when decoded, so building the track cannot fail here; bail out quietly if it does.
      guard let track = try? KeyframeTrack(cssKeyframes: keyframes, underlyingValue: underlyingValue,
                                           defaultEasing: defaultEasing),
            let value = track.value(for: sample, timing: timing) else { return nil }
      return (value.value, track.values[track.values.count - 1].value)
    case .path(let motion):
      let position = motion.position(atProgress: sample.progress, durationSeconds: timing.iterationDuration.seconds)
      return (.vector(position), .vector(motion.points[motion.points.count - 1]))
    }
  }
}

extension PropertyValue {
  /// `value + cycles × cycleEndValue` (CA cumulative, WAAPI iteration composite accumulate).
  static func cumulative(_ value: PropertyValue, cycleEndValue: PropertyValue, completedCycles: Int) -> PropertyValue {
    TrackValue.cumulative(TrackValue(value), cycleEndValue: TrackValue(cycleEndValue), completedCycles: completedCycles).value
  }
}

extension FillMode {
  /// Fills on every side either mode fills.
  func union(_ other: FillMode) -> FillMode {
    switch (fillsBackwards || other.fillsBackwards, fillsForwards || other.fillsForwards) {
    case (true, true): return .both
    case (true, false): return .backwards
    case (false, true): return .forwards
    case (false, false): return .removed
    }
  }
}

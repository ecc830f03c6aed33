extension AnimationTiming {
  /// The local time a group with this timing gives its children (CAAnimationGroup), from the
  /// group's own sample; nil when the group has no effect, which clips the children to the
  /// group's active interval (and its fill).
  ///
  /// Children run in the group's basic time: its eased iteration progress × iteration duration.
  /// So the group's direction and easing warp its children's time, a child longer than the
  /// group is cut off (clipped, not scaled), and speeds compose: a speed-2 child in a speed-2
  /// group runs at ¼ of the time.
  public func childLocalTime(from groupSample: TimingSample?) -> TickTime? {
    guard let groupSample else { return nil }
    let ticks = groupSample.progress * Double(iterationDuration.ticks)
    guard ticks.isFinite else { return nil }
    return TickTime(ticks: Int64(saturating: ticks))
  }

  /// The local time a group with this timing gives its children at the group's parent time
  /// `localTime`; see `childLocalTime(from:)`.
  public func childLocalTime(at localTime: TickTime) -> TickTime? {
    childLocalTime(from: sample(at: localTime))
  }

  /// Samples `child` (timed inside this group) at this group's parent time `localTime`; nil
  /// when either the group or the child has no effect then.
  public func sample(child: AnimationTiming, at localTime: TickTime) -> TimingSample? {
    childLocalTime(at: localTime).flatMap { child.sample(at: $0) }
  }
}

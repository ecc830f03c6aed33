import Timing

/// Reads an animation's timing fields — Core Animation names with their CSS aliases — and
/// translates them into the one Web Animations pipeline (`AnimationTiming`).
struct AnimationTimingDecoder {
  let context: DecodingContext

  static let keys = ["duration", "beginTime", "delay", "speed", "timeOffset", "repeatCount", "iterations",
                     "repeatDuration", "autoreverses", "direction", "fillMode", "fill", "removedOnCompletion",
                     "timingFunction", "easing", "additive", "cumulative", "composite"]

  /// Core Animation's default duration when none is given (the implicit transaction duration).
  static let defaultDurationSeconds = 0.25
  static let maximumSeconds = 86_400.0

  struct Decoded {
    var timing: AnimationTiming
    var composite: CompositeOperation
    var cumulative: Bool
    var autoreverses: Bool
    /// Whether `fillMode` (or `fill`) was written; a group's child without one takes the group's.
    var fillGiven: Bool
    /// One play's length, before repeats and autoreverse: given, taken from the group, or the default.
    var duration: TickTime
    /// The default easing for CSS keyframes: the animation's own, else CSS's initial `ease`.
    var keyframeEasing: TimingFunction
  }

  /// - Parameter groupDuration: the duration of the group the animation is in, when the group
  ///   has one: an animation without its own takes it, as in a CAAnimationGroup (where a child's
  ///   unset duration, 0, means the group's). Otherwise the default is Core Animation's 0.25 s.
  func decode(_ reader: inout ObjectReader, usesCSSKeyframes: Bool, groupDuration: TickTime? = nil) -> Decoded? {
    var ok = true
    func seconds(_ key: String, in range: ClosedRange<Double>, _ rangeText: String) -> TickTime? {
      guard let node = reader.node(key) else { return nil }
      let value = context.seconds(node, path: reader.memberPath(key), in: range, rangeText: rangeText)
      if value == nil { ok = false }
      return value
    }
    func seconds(oneOf keys: [String], in range: ClosedRange<Double>, _ rangeText: String) -> TickTime? {
      guard let (key, node) = reader.node(oneOf: keys) else { return nil }
      let value = context.seconds(node, path: reader.memberPath(key), in: range, rangeText: rangeText)
      if value == nil { ok = false }
      return value
    }
    let limit = NumberFormatting.roundTrip(Self.maximumSeconds)

    var easing = TimingFunction.linear  // Core Animation: a nil timingFunction is linear
    var easingGiven = false
    if let (key, node) = reader.node(oneOf: ["timingFunction", "easing"]) {
      if let value = context.timingFunction(node, path: reader.memberPath(key)) { easing = value; easingGiven = true } else { ok = false }
    }
    var duration = seconds("duration", in: 0...Self.maximumSeconds, "≥ 0 and ≤ \(limit) seconds")
    if duration == nil, reader.node("duration") == nil {
      if case .spring(let spring) = easing {
        // A spring without a duration lasts until it settles (CASpringAnimation.settlingDuration).
        let settling = spring.settlingDurationSeconds
        if settling <= Self.maximumSeconds {
          duration = TickTime(seconds: settling)
        } else if let (key, node) = reader.node(oneOf: ["timingFunction", "easing"]) {
          // Capped, it would end mid-swing a day later and stretch the scene to match.
          let why = settling.isFinite
            ? "takes \(NumberFormatting.roundTrip(settling.rounded(.up))) s to come to rest, longer than an animation may last (\(limit) s)"
            : "never comes to rest (it has no damping: damping 0, dampingRatio 0 or bounce 1)"
          context.error(reader.memberPath(key), "this spring \(why), so it has no length of its own; give the animation a \"duration\"", at: node)
          ok = false
        }
      } else {
        duration = groupDuration ?? TickTime(seconds: Self.defaultDurationSeconds)
      }
    }
    // With CSS keyframes the easing eases each interval instead, checked per interval
    // (`warnIfSegmentSpringsCutOff`).
    if case .spring(let spring) = easing, !usesCSSKeyframes, let duration, let node = reader.node("duration") {
      context.warnIfSpringCutOff(spring, durationSeconds: duration.seconds, path: reader.memberPath("duration"), at: node)
    }
    let begin = seconds(oneOf: ["beginTime", "delay"], in: -Self.maximumSeconds...Self.maximumSeconds, "between -\(limit) and \(limit) seconds") ?? .zero
    let timeOffset = seconds("timeOffset", in: 0...Self.maximumSeconds, "≥ 0 and ≤ \(limit) seconds") ?? .zero
    let repeatDuration = seconds("repeatDuration", in: 0...Self.maximumSeconds, "≥ 0 and ≤ \(limit) seconds")
    var speed = 1.0
    if let node = reader.node("speed") {
      if let value = context.number(node, path: reader.memberPath("speed"), in: 0.001...1000, rangeText: "between 0.001 and 1000 (negative speeds are not supported)") {
        speed = value
      } else { ok = false }
    }

    var count: (value: Double, isCSS: Bool)?
    if let (key, node) = reader.node(oneOf: ["repeatCount", "iterations"]) {
      // CSS keywords ignore case ("Infinite").
      if case .string(let text) = node.value, ["infinite", "infinity"].contains(text.lowercased()) {
        count = (.infinity, key == "iterations")
      } else if case .string(let text) = node.value {
        let hint = Double(text).flatMap { $0.isFinite ? "; write the number without quotes: \(NumberFormatting.roundTrip($0))" : nil } ?? ""
        context.error(reader.memberPath(key), "expected a number or \"infinite\" (or \"infinity\"), got \"\(text)\"\(hint)", at: node); ok = false
      } else if let value = context.number(node, path: reader.memberPath(key), in: 0...1e9, rangeText: "between 0 and 1e9 (or \"infinite\")") {
        count = (value, key == "iterations")
      } else { ok = false }
    }
    if let repeatDuration, repeatDuration.ticks > 0, duration == .zero {
      // Core Animation would read duration 0 as its 0.25 s default; here an explicit 0 is an
      // instantaneous animation, and repeating nothing for a while is still nothing.
      context.warning(reader.memberPath("repeatDuration"), "has no effect: the animation's \"duration\" is 0, so it is instantaneous however long it repeats (give a duration, e.g. 0.25, Core Animation's default)", at: reader.node("repeatDuration"))
    }
    if let repeatDuration, repeatDuration == .zero, let node = reader.node("repeatDuration"),
       case .number(let value) = node.value, value > 0 {
      // 0 means "not set" (Core Animation), so a positive time too short to count would
      // silently play one whole iteration instead of almost nothing.
      context.error(reader.memberPath("repeatDuration"), "must be 0 (not set) or at least one tick, 1/60000 s (about 0.0000167), got \(NumberFormatting.roundTrip(value)): times are counted in ticks, and this one rounds to 0, which would mean \"not set\"", at: node)
      ok = false
    }
    if count != nil, repeatDuration != nil {
      context.error(reader.memberPath("repeatDuration"), "set either a repeat count or repeatDuration, not both (Core Animation leaves the combination undefined)", at: reader.node("repeatDuration"))
      ok = false
    }

    let autoreverses = reader.bool("autoreverses")
    var direction: PlaybackDirection?
    if let node = reader.node("direction") {
      direction = context.keyword(node, path: reader.memberPath("direction"),
                                  table: [("normal", .normal), ("reverse", .reverse), ("alternate", .alternate), ("alternate-reverse", .alternateReverse)])
      if direction == nil { ok = false }
      if autoreverses != nil {
        context.error(reader.memberPath("direction"), "set \"autoreverses\" or \"direction\", not both: they count repeats differently", at: node)
        ok = false
      }
    }

    var fill = FillMode.removed
    let fillNode = reader.node(oneOf: ["fillMode", "fill"])
    if let (key, node) = fillNode {
      let table: [(String, FillMode)] = [("removed", .removed), ("none", .removed), ("forwards", .forwards), ("backwards", .backwards), ("both", .both)]
      if let value = context.keyword(node, path: reader.memberPath(key), table: table) { fill = value } else { ok = false }
    }
    if reader.bool("removedOnCompletion") == true {
      // CA removes a finished animation unless removedOnCompletion is false, so forwards fill has no effect then.
      if fill.fillsForwards, let (key, _) = fillNode {
        // As on iOS, but rarely what a scene that asks for both means (the timing model's advice).
        context.warning(reader.memberPath("removedOnCompletion"),
                        "true drops the \"\(key)\": \"\(fill == .both ? "both" : "forwards")\" fill after the end, so the layer snaps back when the animation ends (as on iOS); leave it out to hold the end value",
                        at: reader.node("removedOnCompletion"))
      }
      fill = fill == .both ? .backwards : (fill == .forwards ? .removed : fill)
    }

    var composite = CompositeOperation.replace
    let additive = reader.bool("additive")
    if let node = reader.node("composite") {
      if let value = context.keyword(node, path: reader.memberPath("composite"),
                                     table: [("replace", CompositeOperation.replace), ("add", .add), ("accumulate", .accumulate)]) {
        composite = value
      } else { ok = false }
      if additive != nil {
        context.error(reader.memberPath("composite"), "set \"additive\" or \"composite\", not both", at: node); ok = false
      }
    } else if additive == true {
      composite = .add
    }
    let cumulative = reader.bool("cumulative") ?? false

    guard ok, let duration else { return nil }
    // CSS keyframes ease per keyframe; the effect itself stays linear.
    let effectEasing = usesCSSKeyframes ? TimingFunction.linear : easing
    let keyframeEasing = easingGiven ? easing : .ease
    var timing: AnimationTiming
    if let direction {
      var iterations = count?.value ?? 1
      if let repeatDuration, duration.ticks > 0 { iterations = Double(repeatDuration.ticks) / Double(duration.ticks) }
      if count?.isCSS == false, iterations == 0 { iterations = 1 }  // CA: repeatCount 0 means once
      let start = duration.ticks > 0 ? Double(timeOffset.ticks) / Double(duration.ticks) : 0
      timing = AnimationTiming(delay: begin, iterationDuration: duration, iterations: iterations, iterationStart: start,
                               direction: direction, fill: fill, easing: effectEasing, playbackRate: speed)
    } else {
      var repeatCount = count?.value ?? 0
      if count?.isCSS == true {
        if repeatCount == 0 {
          // CSS: zero iterations is an instantaneous animation. It still starts at `timeOffset`
          // (iterationStart), so with a fill it shows the value there (reference §5 step 4),
          // on the way back when the offset lands in an autoreversing animation's second half.
          let start = duration.ticks > 0 ? max(Double(timeOffset.ticks), 0) / Double(duration.ticks) : 0
          timing = AnimationTiming(delay: begin, iterationDuration: duration, iterations: 0, iterationStart: start,
                                   direction: autoreverses == true ? .alternate : .normal,
                                   fill: fill, easing: effectEasing, playbackRate: speed)
          return Decoded(timing: timing, composite: composite, cumulative: cumulative, autoreverses: autoreverses ?? false, fillGiven: fillNode != nil, duration: duration,
                       keyframeEasing: keyframeEasing)
        }
        repeatCount = max(repeatCount, 0)
      }
      timing = AnimationTiming.coreAnimation(beginTime: begin, duration: duration, speed: speed, timeOffset: timeOffset,
                                             repeatCount: repeatCount, repeatDuration: repeatDuration ?? .zero,
                                             autoreverses: autoreverses ?? false, fillMode: fill, timingFunction: effectEasing)
    }
    do {
      try timing.validate()
    } catch {
      context.error(reader.path, error.description, at: reader.node)
      return nil
    }
    return Decoded(timing: timing, composite: composite, cumulative: cumulative, autoreverses: autoreverses ?? false, fillGiven: fillNode != nil, duration: duration,
                       keyframeEasing: keyframeEasing)
  }

}

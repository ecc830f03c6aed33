import Timing

/// Resolves when chained and triggered animations start, folding it into their delay:
/// - `after: "<animation id>"`: when the named one ends (plus its own `beginTime`), so chains
///   like the seeds' completion handlers need no hand-computed sums;
/// - `when: {…}`: on the first frame a layer's number property crosses a value (plus its own
///   `beginTime`), like a `scrollViewDidScroll` that starts an animation past an offset.
///
/// Either can wait on the other: a trigger may watch a value that a chained animation moves,
/// and a chain may follow a triggered animation. They resolve in dependency order.
struct StartResolver {
  let context: DecodingContext
  /// How far a trigger looks for its crossing: the scene's duration, or the longest scene
  /// allowed when it has none.
  let horizon: TickTime

  private struct Entry: Hashable {
    var layerIndexPath: [Int]
    var animationIndex: Int
  }

  private enum Outcome {
    case resolved
    case waiting
    case failed
  }

  func resolve(_ layers: inout [Layer]) {
    // Index every layer-level animation and every layer by id.
    var animationsByID: [String: Entry] = [:]
    var layersByID: [String: [[Int]]] = [:]
    var groupedByID: [String: (child: Animation, group: Animation)] = [:]
    var pending: [Entry] = []
    func visit(_ layer: Layer, path: [Int]) {
      if let id = layer.id { layersByID[id, default: []].append(path) }
      for (index, animation) in layer.animations.enumerated() {
        let entry = Entry(layerIndexPath: path, animationIndex: index)
        if let id = animation.id {
          if animationsByID[id] != nil {
            context.error(animation.path + ".id", "animation id \"\(id)\" is used twice", location: context.location(of: animation.path + ".id"))
          }
          animationsByID[id] = entry
        }
        if animation.after != nil || animation.trigger != nil { pending.append(entry) }
        if case .group = animation.content {
          for child in animation.flattened.dropFirst() {
            // Chains name layer-level animations; the group is what the message points to.
            if let id = child.id, groupedByID[id] == nil { groupedByID[id] = (child, animation) }
          }
        }
      }
      for (index, child) in layer.children.enumerated() { visit(child, path: path + [index]) }
    }
    for (index, layer) in layers.enumerated() { visit(layer, path: [index]) }
    reportRefusedReferences(animationIDs: Set(animationsByID.keys).union(groupedByID.keys), layerIDs: Set(layersByID.keys), layers: layers)
    guard !pending.isEmpty else { return }

    // In dependency order one round resolves everything but loops; a round that resolves
    // nothing leaves only animations that wait on themselves.
    var unresolved = Set(pending)
    var failed = Set<Entry>()
    var remaining = dependencyOrder(pending, layers: layers, byID: animationsByID, layersByID: layersByID)
    while true {
      var next: [Entry] = []
      for entry in remaining {
        let animation = self.animation(at: entry, in: layers)
        let outcome: Outcome
        if let target = animation.after {
          outcome = resolveAfter(entry, target: target, animation: animation, byID: animationsByID, grouped: groupedByID,
                                 unresolved: unresolved, failed: failed, layers: &layers)
        } else {
          outcome = resolveTrigger(entry, animation.trigger!, animation: animation, layersByID: layersByID,
                                   unresolved: unresolved, failed: failed, layers: &layers)
        }
        switch outcome {
        case .resolved: unresolved.remove(entry)
        case .waiting: next.append(entry)
        case .failed: unresolved.remove(entry); failed.insert(entry)
        }
      }
      if next.isEmpty { return }
      if next.count == remaining.count { break }
      remaining = next
    }
    for entry in remaining {
      let animation = self.animation(at: entry, in: layers)
      if let target = animation.after {
        context.error(animation.path + ".after", "\"after\" chain loops back on itself through \"\(target)\"", location: animation.afterLocation)
      } else if let trigger = animation.trigger {
        context.error(animation.path + ".when", "waits on \"\(trigger.layerID)\"'s \(trigger.property.rawValue), which an animation moves that waits on this one", location: animation.triggerLocation)
      }
    }
  }

  /// `pending` with every entry after the pending entries it waits on (an `after` target, the
  /// animations moving a watched value), so one pass resolves a chain of any length in order.
  /// Entries in a loop keep an arbitrary order; they never resolve.
  private func dependencyOrder(_ pending: [Entry], layers: [Layer], byID: [String: Entry], layersByID: [String: [[Int]]]) -> [Entry] {
    let pendingSet = Set(pending)
    func dependencies(of entry: Entry) -> [Entry] {
      let animation = self.animation(at: entry, in: layers)
      var found: [Entry] = []
      if let target = animation.after, let targetEntry = byID[target] {
        found = [targetEntry]
      } else if let trigger = animation.trigger, let paths = layersByID[trigger.layerID], paths.count == 1 {
        let watched = layer(at: paths[0], in: layers).animations
        found = watched.indices.filter { watched[$0].animates(overlapping: trigger.property) }
          .map { Entry(layerIndexPath: paths[0], animationIndex: $0) }
      }
      return found.filter { $0 != entry && pendingSet.contains($0) }
    }
    return DependencyWalk.postOrder(from: pending, dependencies: dependencies(of:))
  }

  // MARK: - after

  /// The path of the split-text unit animation with `id`, in `layers` or their children.
  private static func unitAnimationPath(withID id: String, in layers: [Layer]) -> String? {
    for layer in layers {
      if case .text(let style) = layer.content, let found = style.unitAnimations.first(where: { $0.id == id }) { return found.path }
      if let found = unitAnimationPath(withID: id, in: layer.children) { return found }
    }
    return nil
  }

  /// The ids that refused animations name and nothing has: reported now, beside the refusal.
  /// Ids that are there (in a group, a split text's units, or refused themselves) are left to
  /// the run that has the animation.
  private func reportRefusedReferences(animationIDs: Set<String>, layerIDs: Set<String>, layers: [Layer]) {
    for reference in context.refusedReferences {
      switch reference.kind {
      case .animation:
        guard !animationIDs.contains(reference.id), !context.refusedAnimationIDs.contains(reference.id),
              Self.unitAnimationPath(withID: reference.id, in: layers) == nil else { continue }
        let hint = Suggestion.didYouMean(reference.id, in: animationIDs.sorted())
        context.error(reference.path, "no animation has id \"\(reference.id)\"\(hint)", location: reference.location)
      case .layer:
        guard !layerIDs.contains(reference.id) else { continue }
        let hint = Suggestion.didYouMean(reference.id, in: layerIDs.sorted())
        context.error(reference.path, "no layer has id \"\(reference.id)\"\(hint)", location: reference.location)
      }
    }
  }

  private func resolveAfter(_ entry: Entry, target: String, animation: Animation, byID: [String: Entry],
                            grouped: [String: (child: Animation, group: Animation)],
                            unresolved: Set<Entry>, failed: Set<Entry>, layers: inout [Layer]) -> Outcome {
    if byID[target] == nil, let (child, group) = grouped[target] {
      // A grouped animation runs on its group's clock, which may repeat, reverse or change
      // speed, so "when it ends" has no one answer; the group's own end has.
      let advice = group.id.map { "chain to the group: \"after\": \"\($0)\"" } ?? "give the group an \"id\" and chain to it"
      context.error(animation.path + ".after", "\"\(target)\" (\(child.path)) is inside the group \(group.path) and runs on its clock; \(advice)", location: animation.afterLocation)
      return .failed
    }
    guard let targetEntry = byID[target] else {
      // The animation with that id was refused, and its errors say why.
      if context.refusedAnimationIDs.contains(target) { return .failed }
      if let unitPath = Self.unitAnimationPath(withID: target, in: layers) {
        // QA: "no animation has id" for an id that is there, in unitAnimations.
        context.error(animation.path + ".after", "\"\(target)\" (\(unitPath)) is a unit animation of a split text: every unit runs it on its own "
          + "staggered clock, so it has no one end to start after; give this animation a beginTime (unit k starts k × the stagger's each later)",
          location: animation.afterLocation)
        return .failed
      }
      let hint = Suggestion.didYouMean(target, in: byID.keys.sorted())
      context.error(animation.path + ".after", "no animation has id \"\(target)\"\(hint)", location: animation.afterLocation)
      return .failed
    }
    if failed.contains(targetEntry) { return .failed }  // its own error is reported
    if unresolved.contains(targetEntry) { return .waiting }  // the target's own start is not known yet
    let targetAnimation = self.animation(at: targetEntry, in: layers)
    guard let end = targetAnimation.timing.endTime else {
      context.error(animation.path + ".after", "\"\(target)\" never ends (it repeats forever), so nothing can start after it", location: animation.afterLocation)
      return .failed
    }
    let targetShift = layer(at: targetEntry.layerIndexPath, in: layers).timeShift
    let ownShift = layer(at: entry.layerIndexPath, in: layers).timeShift
    update(entry, in: &layers) { $0.timing.delay = $0.timing.delay + end + targetShift - ownShift }
    return .resolved
  }

  // MARK: - when

  private func resolveTrigger(_ entry: Entry, _ trigger: ValueTrigger, animation: Animation, layersByID: [String: [[Int]]],
                              unresolved: Set<Entry>, failed: Set<Entry>, layers: inout [Layer]) -> Outcome {
    let path = animation.path + ".when"
    guard let watchedPaths = layersByID[trigger.layerID] else {
      let hint = Suggestion.didYouMean(trigger.layerID, in: layersByID.keys.sorted())
      context.error(path + ".layer", "no layer has id \"\(trigger.layerID)\"\(hint)", location: animation.triggerLocation)
      return .failed
    }
    guard watchedPaths.count == 1, let watchedPath = watchedPaths.first else {
      context.error(path + ".layer", "\(watchedPaths.count) layers have id \"\(trigger.layerID)\"; give the watched layer an id of its own", location: animation.triggerLocation)
      return .failed
    }
    // The animations that can move the watched value must have their own starts first.
    let original = layer(at: watchedPath, in: layers).animations
    let movers = original.indices.filter { original[$0].animates(overlapping: trigger.property) }
      .map { Entry(layerIndexPath: watchedPath, animationIndex: $0) }
      .filter { $0 != entry }
    if movers.contains(where: unresolved.contains) { return .waiting }
    // A mover whose start failed (its own error is reported) is left out; the value can then
    // still be checked, and a crossing it misses even without that mover is worth reporting.
    let failedMovers = movers.filter(failed.contains)
    var watched = layer(at: watchedPath, in: layers)
    // A layer watching its own value sees it as it is before this animation starts, the
    // value the animation is triggered by (its not-yet-known delay must not move it).
    let left = Set(failedMovers.map(\.animationIndex) + (watchedPath == entry.layerIndexPath ? [entry.animationIndex] : []))
    watched.animations = original.indices.filter { !left.contains($0) }.map { original[$0] }
    let measuredLayerValue = watched.textMeasures.contains {
      if case .layer(let property) = $0.target { return property.overlaps(trigger.property) }
      return false
    }
    // A text layer without a size is as large as its text, laid out with fonts not loaded yet.
    if case .text = watched.content, !watched.hasExplicitSize, trigger.property.overlaps(.size) {
      context.error(path, "\"\(trigger.layerID)\" has no \"size\", so its \(trigger.property.rawValue) follows its text, which is known only when fonts load; give it a \"size\" or watch another property", location: animation.triggerLocation)
      return .failed
    }
    if measuredLayerValue || movers.contains(where: { !self.animation(at: $0, in: layers).textMeasures.isEmpty }) {
      context.error(path, "\"\(trigger.layerID)\"'s \(trigger.property.rawValue) is measured from text, which is known only when fonts load; watch another property", location: animation.triggerLocation)
      return .failed
    }

    let name = "\"\(trigger.layerID)\"'s \(trigger.property.rawValue)"
    let liveMovers = movers.filter { !failed.contains($0) }
    if !failedMovers.isEmpty && liveMovers.isEmpty { return .failed }  // nothing left to check
    guard !movers.isEmpty else {
      context.error(path, "nothing animates \(name), so it never crosses \(NumberFormatting.roundTrip(trigger.threshold))", location: animation.triggerLocation)
      return .failed
    }
    // Past the last mover's end the value holds, so no later frame can cross.
    var settle = TickTime.zero
    for mover in liveMovers {
      settle = max(settle, (self.animation(at: mover, in: layers).timing.endTime ?? horizon) + watched.timeShift)
    }
    let lastFrame = TickTime.frameCount(duration: min(settle, horizon), fps: Scene.framesPerSecond) + 1
    let values = (0...lastFrame).lazy.map { frame in Self.number(trigger.property, of: watched, atFrame: frame) }
    guard let frame = trigger.crossingFrame(in: values) else {
      let unknown = failedMovers.isEmpty ? "" : " (not counting "
        + failedMovers.map { self.animation(at: $0, in: layers).path }.joined(separator: ", ")
        + ", whose start is unknown because of \(failedMovers.count == 1 ? "its" : "their") own error)"
      context.error(path, Self.missedCrossing(trigger, name: name, values: Array(values), until: min(settle, horizon), settles: settle < horizon) + unknown,
                    location: animation.triggerLocation)
      return .failed
    }
    if !failedMovers.isEmpty { return .failed }  // the crossing found may move with the failed mover
    let start = TickTime(frameIndex: frame, fps: Scene.framesPerSecond)
    let ownShift = layer(at: entry.layerIndexPath, in: layers).timeShift
    update(entry, in: &layers) { $0.timing.delay = $0.timing.delay + start - ownShift }
    return .resolved
  }

  private static func number(_ property: AnimatableProperty, of layer: Layer, atFrame frame: Int) -> Double {
    let time = TickTime(frameIndex: frame, fps: Scene.framesPerSecond)
    guard case .number(let value) = property.value(in: layer.properties(at: time, colorSpace: .srgb)) else { return .nan }
    return value
  }

  /// Why no frame started the animation, with the range the value covered.
  /// `until`: where the search stopped; `settles`: because the value stops changing there (its
  /// animations end) before the scene does.
  private static func missedCrossing(_ trigger: ValueTrigger, name: String, values: [Double], until end: TickTime, settles: Bool) -> String {
    let threshold = NumberFormatting.roundTrip(trigger.threshold)
    let way: String
    switch trigger.direction {
    case .down: way = " going down"
    case .up: way = " going up"
    case .either: way = ""
    }
    let until = NumberFormatting.roundTrip((end.seconds * 1000).rounded() / 1000)
    let count = trigger.crossingCount(in: values)
    if count > 0 {
      return "\(name) crosses \(threshold)\(way) \(count == 1 ? "once" : "\(count) times") by \(until) s, so occurrence \(trigger.occurrence) never comes"
    }
    let low = NumberFormatting.roundTrip(values.min() ?? .nan), high = NumberFormatting.roundTrip(values.max() ?? .nan)
    let span = settles ? "from 0 s until its animations end at \(until) s, after which it holds," : "from 0 to \(until) s"
    return "\(name) never crosses \(threshold)\(way): \(span) it stays between \(low) and \(high)"
  }

  // MARK: - Tree access

  private func layer(at path: [Int], in layers: [Layer]) -> Layer {
    Layer.at(path, in: layers)
  }

  private func animation(at entry: Entry, in layers: [Layer]) -> Animation {
    layer(at: entry.layerIndexPath, in: layers).animations[entry.animationIndex]
  }

  private func update(_ entry: Entry, in layers: inout [Layer], _ change: (inout Animation) -> Void) {
    Layer.modify(entry.layerIndexPath, in: &layers) { change(&$0.animations[entry.animationIndex]) }
  }
}

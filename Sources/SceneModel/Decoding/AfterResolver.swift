import Timing

/// Resolves `after: "<animation id>"`: an animation starts when the named one ends (plus its
/// own `beginTime`), so chains like the seeds' completion handlers need no hand-computed sums.
struct AfterResolver {
  let context: DecodingContext

  private struct Entry {
    var layerIndexPath: [Int]
    var animationIndex: Int
  }

  func resolve(_ layers: inout [Layer]) {
    // Index every layer-level animation by id.
    var byID: [String: Entry] = [:]
    var pending: [Entry] = []
    func visit(_ layer: Layer, path: [Int]) {
      for (index, animation) in layer.animations.enumerated() {
        let entry = Entry(layerIndexPath: path, animationIndex: index)
        if let id = animation.id {
          if byID[id] != nil {
            context.error(animation.path + ".id", "animation id \"\(id)\" is used twice", location: nil)
          }
          byID[id] = entry
        }
        if animation.after != nil { pending.append(entry) }
      }
      for (index, child) in layer.children.enumerated() { visit(child, path: path + [index]) }
    }
    for (index, layer) in layers.enumerated() { visit(layer, path: [index]) }
    guard !pending.isEmpty else { return }

    // Resolve in dependency order; whatever is left after as many rounds as there are
    // chained animations is part of a cycle.
    var resolved = Set<String>()
    var remaining = pending
    for _ in 0...pending.count {
      var next: [Entry] = []
      for entry in remaining {
        let animation = self.animation(at: entry, in: layers)
        let target = animation.after!
        guard let targetEntry = byID[target] else {
          let hint = Suggestion.didYouMean(target, in: byID.keys.sorted())
          context.error(animation.path + ".after", "no animation has id \"\(target)\"\(hint)", location: animation.afterLocation)
          continue
        }
        let targetAnimation = self.animation(at: targetEntry, in: layers)
        if targetAnimation.after != nil, !resolved.contains(target) {
          next.append(entry)  // wait for the target's own start to be known
          continue
        }
        guard let end = targetAnimation.timing.endTime else {
          context.error(animation.path + ".after", "\"\(target)\" never ends (it repeats forever), so nothing can start after it", location: animation.afterLocation)
          continue
        }
        let targetShift = layer(at: targetEntry.layerIndexPath, in: layers).timeShift
        let ownShift = layer(at: entry.layerIndexPath, in: layers).timeShift
        update(entry, in: &layers) { $0.timing.delay = $0.timing.delay + end + targetShift - ownShift }
        if let id = animation.id { resolved.insert(id) }
      }
      if next.isEmpty { return }
      remaining = next
    }
    for entry in remaining {
      let animation = self.animation(at: entry, in: layers)
      context.error(animation.path + ".after", "\"after\" chain loops back on itself through \"\(animation.after!)\"", location: animation.afterLocation)
    }
  }

  private func layer(at path: [Int], in layers: [Layer]) -> Layer {
    var layer = layers[path[0]]
    for index in path.dropFirst() { layer = layer.children[index] }
    return layer
  }

  private func animation(at entry: Entry, in layers: [Layer]) -> Animation {
    layer(at: entry.layerIndexPath, in: layers).animations[entry.animationIndex]
  }

  private func update(_ entry: Entry, in layers: inout [Layer], _ change: (inout Animation) -> Void) {
    func recurse(_ layer: inout Layer, _ path: ArraySlice<Int>) {
      if let first = path.first {
        recurse(&layer.children[first], path.dropFirst())
      } else {
        change(&layer.animations[entry.animationIndex])
      }
    }
    recurse(&layers[entry.layerIndexPath[0]], entry.layerIndexPath.dropFirst())
  }
}
